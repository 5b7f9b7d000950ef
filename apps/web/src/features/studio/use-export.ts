import { MESSAGES } from '@wordreel/core/messages';
import { type Orientation, type RenderEvent, type StyleSettings, styleToPayload } from '@wordreel/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isNetworkError, parseError } from '../../lib/api.ts';
import { downloadUrl, studioApi } from './studio-api.ts';

const { RENDER_BUSY: EXPORT_BUSY_MESSAGE, RENDER_FAILED: RENDER_FAILED_MESSAGE } = MESSAGES;
/** The export never reached the server: say that the connection is the problem, not the video. */
export const EXPORT_OFFLINE_MESSAGE = `${RENDER_FAILED_MESSAGE}. ${MESSAGES.NETWORK}`;
const STATUS_POLL_MS = 2000;
/** Said when an export ends because it was cancelled (here or in another tab). */
export const EXPORT_CANCELLED_MESSAGE = 'Export cancelled. Its credit is back in your balance.';
/**
 * Said when an export this page followed ends well, as its file starts downloading (Download, beside
 * Export, gets it again). Not for a file already done when the page opened: nothing happened then.
 */
export const EXPORT_DONE_MESSAGE = 'Your video is ready and is downloading.';

export interface ExportState {
  busy: boolean;
  progress: number;
  hasRender: boolean;
  /** The finished export no longer matches the project (captions, style, frame or music changed). */
  stale: boolean;
  /** The server has this export (queued or running), so it can be cancelled; false while cancelling. */
  cancellable: boolean;
  start: () => Promise<void>;
  cancel: () => Promise<void>;
  onRenderEvent: (event: RenderEvent) => void;
}

function downloadRender(projectId: string): void {
  const link = document.createElement('a');
  link.href = downloadUrl(projectId);
  // No name here: the server's Content-Disposition names the file after the project.
  link.download = '';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * Export: save the style, POST /render, follow its progress events, then offer the download. Whether
 * the finished file is out of date is the server's answer (GET /api/projects/{id}/render `stale`),
 * asked again whenever `changes` moves (a saved style or caption edit).
 */
export function useExport(
  projectId: string,
  style: StyleSettings,
  orientation: Orientation,
  flushStyle: () => Promise<void>,
  toast: (message: string, kind?: 'error' | 'success') => void,
  changes: number,
): ExportState {
  const [busy, setBusy] = useState(false);
  const [cancellable, setCancellable] = useState(false);
  const [progress, setProgress] = useState(0);
  const [hasRender, setHasRender] = useState(false);
  const [stale, setStale] = useState(false);

  const busyRef = useRef(false);
  /** True once the server has accepted this export: earlier states belong to the previous render. */
  const accepted = useRef(false);

  /** The project whose already-running render (another tab, a reload) has been looked for. */
  const adoptedFor = useRef<string | null>(null);

  // The server's word on the finished file (is there one, is it out of date), asked on load and
  // whenever the project changes or an export ends. The first answer for a project also takes up a
  // render started earlier as this page's export; later ones do not, since just after an export ends
  // its job may still read 'running' (its done event comes first).
  useEffect(() => {
    let current = true;
    void studioApi
      .renderStatus(projectId)
      .then((status) => {
        if (!current) return;
        setHasRender(status.ready);
        setStale(status.stale);
        if (adoptedFor.current === projectId) return;
        adoptedFor.current = projectId;
        if (status.state === 'queued' || status.state === 'running') {
          busyRef.current = true;
          accepted.current = true;
          setBusy(true);
          setCancellable(true);
          setProgress(status.progress);
        }
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [projectId, changes, busy]);

  const finish = useCallback(
    (outcome: 'done' | 'failed' | 'cancelled', message?: string | null) => {
      busyRef.current = false;
      accepted.current = false;
      setBusy(false);
      setCancellable(false);
      if (outcome === 'done') {
        setHasRender(true);
        downloadRender(projectId);
        toast(EXPORT_DONE_MESSAGE, 'success');
      } else if (outcome === 'cancelled') {
        toast(EXPORT_CANCELLED_MESSAGE, 'success');
      } else {
        console.error(RENDER_FAILED_MESSAGE, message);
        toast(message || RENDER_FAILED_MESSAGE);
      }
    },
    [projectId, toast],
  );

  const start = useCallback(async () => {
    if (busyRef.current) {
      toast(EXPORT_BUSY_MESSAGE);
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setProgress(0);
    try {
      await flushStyle();
      // 202 {jobId}: the render is queued; its events (or the status poll) say when it is done.
      await studioApi.render(styleToPayload(style, projectId, { orientation }));
      accepted.current = true;
      setCancellable(true);
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 409
          ? EXPORT_BUSY_MESSAGE
          : isNetworkError(error)
            ? EXPORT_OFFLINE_MESSAGE
            : RENDER_FAILED_MESSAGE;
      busyRef.current = false;
      setBusy(false);
      console.error(RENDER_FAILED_MESSAGE, error);
      toast(message);
    }
  }, [flushStyle, style, orientation, projectId, toast]);

  const onRenderEvent = useCallback(
    (event: RenderEvent) => {
      if (!busyRef.current || !accepted.current) return;
      setProgress(event.progress);
      if (event.state === 'done' || event.state === 'cancelled') finish(event.state);
      else if (event.state === 'failed') finish('failed', event.error);
    },
    [finish],
  );

  // The server's answer (or its 'cancelled' event, whichever comes first) ends the export here; an
  // export that finished meanwhile ends as done.
  const cancel = useCallback(async () => {
    if (!busyRef.current || !accepted.current) return;
    setCancellable(false);
    try {
      const status = await studioApi.cancelRender(projectId);
      onRenderEvent({ ...status, type: 'render', projectId, userId: '' });
      setCancellable(busyRef.current);
    } catch (error) {
      setCancellable(busyRef.current);
      toast(parseError(error, 'The export could not be cancelled. Please try again.'));
    }
  }, [projectId, onRenderEvent, toast]);

  // Events carry progress; polling the state as well means a dropped stream cannot leave Export stuck.
  useEffect(() => {
    if (!busy) return;
    const timer = window.setInterval(() => {
      void studioApi
        .renderStatus(projectId)
        .then((status) => onRenderEvent({ ...status, type: 'render', projectId, userId: '' }))
        .catch(() => undefined);
    }, STATUS_POLL_MS);
    return () => window.clearInterval(timer);
  }, [busy, projectId, onRenderEvent]);

  return { busy, progress, hasRender, stale, cancellable, start, cancel, onRenderEvent };
}
