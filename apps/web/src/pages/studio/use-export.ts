import { type RenderEvent, type StyleSettings, styleToPayload } from '@wordreel/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { downloadUrl, studioApi } from './studio-api.ts';

export const EXPORT_BUSY_MESSAGE = 'Please wait for the previous export to finish.';
export const RENDER_FAILED_MESSAGE = 'Failed to render video';

export interface ExportState {
  busy: boolean;
  progress: number;
  hasRender: boolean;
  start: () => Promise<void>;
  onRenderEvent: (event: RenderEvent) => void;
}

function downloadRender(projectId: string): void {
  const link = document.createElement('a');
  link.href = downloadUrl(projectId);
  link.download = 'video.mp4';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Export: save the style, POST /render, follow its progress events, then offer the download. */
export function useExport(
  projectId: string,
  style: StyleSettings,
  flushStyle: () => Promise<void>,
  toast: (message: string) => void,
): ExportState {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [hasRender, setHasRender] = useState(false);
  const busyRef = useRef(false);

  useEffect(() => {
    void studioApi.hasRender(projectId).then(setHasRender);
  }, [projectId]);

  const finish = useCallback(
    (ok: boolean, message?: string | null) => {
      busyRef.current = false;
      setBusy(false);
      if (ok) {
        setHasRender(true);
        downloadRender(projectId);
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
      const answer = await studioApi.render(styleToPayload(style, projectId));
      // A render that finished within the request answers with its final state.
      const state = (answer as { state?: unknown } | null)?.state;
      if (state === 'done') finish(true);
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 409 ? EXPORT_BUSY_MESSAGE : RENDER_FAILED_MESSAGE;
      busyRef.current = false;
      setBusy(false);
      console.error(RENDER_FAILED_MESSAGE, error);
      toast(message);
    }
  }, [flushStyle, style, projectId, toast, finish]);

  const onRenderEvent = useCallback(
    (event: RenderEvent) => {
      if (!busyRef.current) return;
      setProgress(event.progress);
      if (event.state === 'done') finish(true);
      else if (event.state === 'failed' || event.state === 'cancelled') finish(false, event.error);
    },
    [finish],
  );

  return { busy, progress, hasRender, start, onRenderEvent };
}
