import { type CaptionList, withWordIds } from '@wordreel/core';
import { formatCaptionEditOrder } from '@wordreel/core/studio/caption-edit-order';
import { MAX_CAPTION_SPLICES } from '@wordreel/core/studio/caption-splice';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type CaptionHistory,
  recordEdit,
  redo as redoHistory,
  startHistory,
  undo as undoHistory,
} from './tabs/caption-history.ts';
import { ApiError, isNetworkError, parseError } from '../../lib/api.ts';
import { pageIsLeaving, useSaveOnLeave } from '../../lib/save-on-leave.ts';
import { studioApi } from './studio-api.ts';
import { randomId } from '../../lib/random-id.ts';

/** How often the caption file is re-checked (a cheap 304 when unchanged). */
const POLL_MS = 4000;

export const CAPTIONS_UNREACHABLE = "Captions can't be loaded: Wordreel can't reach the server. Retrying…";
export const CAPTIONS_LOAD_FAILED = "Captions can't be loaded right now. Retrying…";

export interface StudioCaptions {
  /** null until the first load. */
  list: CaptionList | null;
  canUndo: boolean;
  canRedo: boolean;
  edit: (next: CaptionList | null) => void;
  undo: () => void;
  redo: () => void;
  reload: () => Promise<void>;
  /** Moves each time the server's caption file changes (a saved edit, an import, recognition). */
  serverChanges: number;
  /** Why the caption file cannot be loaded, while polling tries again; null once it loads. */
  loadProblem: string | null;
}

/**
 * The caption list of /public/{id}.json (with word ids) with undo/redo. Edits are sent to /update-subtitle only when
 * they change the list; the file is reloaded when it changes on the server (events or polling).
 */
export function useStudioCaptions(
  projectId: string,
  enabled: boolean,
  onError: (message: string) => void,
): StudioCaptions {
  const [history, setHistory] = useState<CaptionHistory | null>(null);
  const historyRef = useRef<CaptionHistory | null>(null);
  const version = useRef<string | null>(null);
  // The list the server is known to have, and its JSON.
  const serverList = useRef<CaptionList | null>(null);
  const serverJson = useRef<string | null>(null);
  // Saves sent ahead of their turn as the page went (by the list's JSON): the queued save awaits it.
  const sentEarly = useRef(new Map<string, Promise<unknown>>());
  // The list of the save being answered, if any.
  const inFlight = useRef<{ list: CaptionList; json: string } | null>(null);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  // Moves when a save is queued and when it ends: a poll whose fetch overlapped a save may carry the
  // file from before it, and must not replace the edit the user has just made.
  const saveGeneration = useRef(0);
  const pendingSaves = useRef(0);
  // This page's id and the number of its last caption save: the server keeps a save that arrives
  // after a newer one of this page from undoing it (decision 061).
  const editPage = useRef<string | null>(null);
  const editNumber = useRef(0);
  const nextEditOrder = useCallback(() => {
    editPage.current ??= randomId();
    editNumber.current += 1;
    return formatCaptionEditOrder({ page: editPage.current, n: editNumber.current });
  }, []);
  const lastEditOrder = useRef<string | undefined>(undefined);
  // The lists this page sent as it went, newest first: the server may have any of them.
  const sentLeaving = useRef<CaptionList[]>([]);
  const [serverChanges, setServerChanges] = useState(0);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const loadProblemRef = useRef<string | null>(null);
  const showLoadProblem = useCallback((problem: string | null) => {
    loadProblemRef.current = problem;
    setLoadProblem(problem);
  }, []);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  const serverChanged = useCallback(() => setServerChanges((n) => n + 1), []);

  const apply = useCallback((next: CaptionHistory) => {
    historyRef.current = next;
    setHistory(next);
  }, []);

  const reload = useCallback(async () => {
    try {
      const generation = saveGeneration.current;
      if (pendingSaves.current > 0) return;
      const snapshot = await studioApi.captions(projectId, version.current);
      if (loadProblemRef.current) showLoadProblem(null);
      if (!snapshot || generation !== saveGeneration.current) return;
      version.current = snapshot.version;
      // Every word gets its id here (old files have none): edits keep them and the emphasis names them.
      const list = withWordIds(snapshot.list);
      const json = JSON.stringify(list);
      if (json === serverJson.current) return;
      serverList.current = list;
      serverJson.current = json;
      serverChanged();
      const current = historyRef.current;
      if (!current || JSON.stringify(current.present) !== json) apply(startHistory(list));
    } catch (error) {
      const problem = isNetworkError(error) ? CAPTIONS_UNREACHABLE : CAPTIONS_LOAD_FAILED;
      // Polling keeps failing while the outage lasts: report it once, not every 4 s.
      if (loadProblemRef.current === problem) return;
      console.error('Caption file load failed', error);
      showLoadProblem(problem);
    }
  }, [projectId, apply, serverChanged, showLoadProblem]);

  useEffect(() => {
    if (!enabled) return;
    // reload sets state only after its fetch has answered, never synchronously in this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload();
    const timer = window.setInterval(() => void reload(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [enabled, reload]);

  /**
   * The page is going (a reload, a closed tab) and may not wait for the save in flight to answer, so
   * the list goes now (keepalive); its queued save takes this request as its own when its turn comes.
   */
  const sendNow = useCallback(
    (list: CaptionList, json: string) => {
      if (json === serverJson.current || json === inFlight.current?.json || sentEarly.current.has(json))
        return;
      // The server has the last confirmed list, or the one being saved if that save landed, or one
      // sent earlier as the page went (the navigation cancels the save in flight: its list went then,
      // and the next edit's request can land after it or before it).
      const candidates = [serverList.current, inFlight.current?.list, ...sentLeaving.current];
      const bases = [...new Set(candidates.filter((base) => base != null))].slice(0, MAX_CAPTION_SPLICES);
      // The list is the newest saved one: its order is the last given.
      const request = studioApi.updateSubtitleLeaving(projectId, list, bases, lastEditOrder.current);
      sentLeaving.current = [list, ...sentLeaving.current].slice(0, MAX_CAPTION_SPLICES - 2);
      request.catch(() => undefined); // the queued save reports it; the page may be gone by then
      // Its queued save (the newest one is always this list's) adopts it; with none queued (the last
      // save failed and was reported) it is one more try, kept nowhere.
      if (pendingSaves.current > 0) sentEarly.current.set(json, request);
    },
    [projectId],
  );

  const save = useCallback(
    (list: CaptionList) => {
      const json = JSON.stringify(list);
      if (json === serverJson.current) return;
      saveGeneration.current += 1;
      pendingSaves.current += 1;
      const order = nextEditOrder();
      lastEditOrder.current = order;
      // One save at a time, in order, so the last edit is what the server keeps.
      saving.current = saving.current.then(async () => {
        try {
          const early = sentEarly.current.get(json);
          sentEarly.current.delete(json);
          inFlight.current = { list, json };
          await (early ?? studioApi.updateSubtitle(projectId, list, pageIsLeaving(), order));
          serverList.current = list;
          serverJson.current = json;
          serverChanged();
        } catch (error) {
          // Spec section 8 logs a failed call by its status; the user reads parseError's words.
          console.error(error instanceof ApiError ? `HTTP error! Status: ${error.status}` : error);
          onErrorRef.current(parseError(error));
        } finally {
          inFlight.current = null;
          pendingSaves.current -= 1;
          saveGeneration.current += 1;
        }
      });
      // A word committed as the page goes (its field's own leave listener) is sent at once too.
      if (pageIsLeaving()) sendNow(list, json);
    },
    [projectId, serverChanged, sendNow, nextEditOrder],
  );

  // An edit still queued behind the save in flight goes at once as the page goes.
  useSaveOnLeave(() => {
    const present = historyRef.current?.present;
    if (present) sendNow(present, JSON.stringify(present));
  });

  const change = useCallback(
    (update: (h: CaptionHistory) => CaptionHistory) => {
      const current = historyRef.current;
      if (!current) return;
      const next = update(current);
      if (next === current) return;
      apply(next);
      save(next.present);
    },
    [apply, save],
  );

  return {
    list: history?.present ?? null,
    canUndo: (history?.past.length ?? 0) > 0,
    canRedo: (history?.future.length ?? 0) > 0,
    edit: useCallback((next: CaptionList | null) => next && change((h) => recordEdit(h, next)), [change]),
    undo: useCallback(() => change(undoHistory), [change]),
    redo: useCallback(() => change(redoHistory), [change]),
    reload,
    serverChanges,
    loadProblem,
  };
}
