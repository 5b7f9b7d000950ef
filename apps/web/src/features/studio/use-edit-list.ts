import {
  type EditList,
  type EditListResponse,
  type SaveEditListBody,
  validateEditList,
} from '@wordreel/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isRefusal, parseError } from '../../lib/api.ts';
import { useSaveOnLeave } from '../../lib/save-on-leave.ts';
import { editsApi } from './edits-api.ts';
import {
  type EditHistory,
  editsKey,
  recordEditList,
  redoEditList,
  startEditHistory,
  undoEditList,
} from './tabs/edit-history.ts';
import { randomId } from '../../lib/random-id.ts';

/** Changes are saved this long after the last one (a run of clicks is one save). */
const SAVE_DELAY_MS = 500;

export const EDITS_CONFLICT_MESSAGE =
  'These edits were changed in another tab or window since you opened them. Your version is still here: keep yours (it replaces the other one) or load the other one (Undo brings yours back).';

export interface StudioEdits {
  /** The edit list shown and played (null until loaded). */
  list: EditList | null;
  durationMs: number;
  /** Why the list cannot be edited (the video is not ready, or loading failed), else null. */
  problem: string | null;
  canUndo: boolean;
  canRedo: boolean;
  /** True when a save was refused because the server's list moved on (another tab). */
  conflict: boolean;
  /** True while a change is not yet on the server. */
  unsaved: boolean;
  /** Moves with every save the server accepted (the export's "out of date" check listens). */
  savedCount: number;
  /** Applies an edit; a list core refuses is not applied and its problems are returned. */
  change: (update: (list: EditList) => EditList) => string[];
  undo: () => void;
  redo: () => void;
  /** Saves now; throws when the list cannot be saved (a conflict the user has not settled). */
  flush: () => Promise<void>;
  keepMine: () => Promise<void>;
  loadTheirs: () => Promise<void>;
  /**
   * Takes in the reframe the server wrote into the list (the reframe analysis's job, when it ends):
   * recorded as a change (Undo takes it back), the user's unsaved cuts and zooms kept and saved on it.
   */
  adoptServerReframe: () => Promise<void>;
}

/**
 * The project's edit list with undo/redo, saved (debounced, one save at a time) with the revision it
 * was made from. A save refused because the list moved on elsewhere (409) keeps the local list and
 * stops saving until the user chooses which version wins: nothing is lost either way.
 */
export function useEditList(projectId: string, onError: (message: string) => void): StudioEdits {
  const [history, setHistory] = useState<EditHistory | null>(null);
  const historyRef = useRef<EditHistory | null>(null);
  const [durationMs, setDurationMs] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const conflictRef = useRef(false);
  const [unsaved, setUnsaved] = useState(false);
  const [savedCount, setSavedCount] = useState(0);
  const base = useRef(0);
  const savedKey = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const chain = useRef<Promise<void>>(Promise.resolve());
  // The newest save whose outcome is not known (being answered, or its answer lost with a reload):
  // the next save names it (`afterSave`), so it is taken on top of that save if the save landed.
  const unconfirmed = useRef<string | null>(null);
  // The save being answered (its list's key), and one sent ahead of its turn as the page went.
  const inFlight = useRef<string | null>(null);
  const sentAhead = useRef<{ key: string; request: Promise<EditListResponse> } | null>(null);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  const apply = useCallback((next: EditHistory) => {
    historyRef.current = next;
    setHistory(next);
  }, []);

  const setConflictState = useCallback((value: boolean) => {
    conflictRef.current = value;
    setConflict(value);
  }, []);

  useEffect(() => {
    let current = true;
    editsApi
      .get(projectId)
      .then((answer) => {
        if (!current) return;
        base.current = answer.edits.revision;
        savedKey.current = editsKey(answer.edits);
        setDurationMs(answer.durationMs);
        apply(startEditHistory(answer.edits));
      })
      .catch((error: unknown) => {
        if (current) setProblem(parseError(error));
      });
    return () => {
      current = false;
      window.clearTimeout(timer.current);
    };
  }, [projectId, apply]);

  /** Sends the list as a new save (its own id), on the known revision or the unconfirmed save. */
  const send = useCallback(
    (list: EditList, leaving: boolean): Promise<EditListResponse> => {
      const body: SaveEditListBody = {
        baseRevision: base.current,
        kept: list.kept,
        zooms: list.zooms,
        reframe: list.reframe,
        saveId: randomId(),
        ...(unconfirmed.current ? { afterSave: unconfirmed.current } : {}),
      };
      unconfirmed.current = body.saveId ?? null;
      const settled = (known: boolean) => {
        if (known && unconfirmed.current === body.saveId) unconfirmed.current = null;
      };
      const request = editsApi.save(projectId, body, leaving);
      // An answer (even a refusal) settles it; no answer (a network failure, a 5xx) may hide a stored save.
      request.then(
        () => settled(true),
        (error: unknown) => settled(isRefusal(error)),
      );
      return request;
    },
    [projectId],
  );

  /**
   * The page is going while a save is being answered: a save queued behind it would go with the
   * page, so the newest list goes now (keepalive), on top of the save in flight if that one lands.
   */
  const sendAhead = useCallback(() => {
    const present = historyRef.current?.present;
    if (!present || inFlight.current === null || conflictRef.current) return;
    const key = editsKey(present);
    if (key === inFlight.current || key === savedKey.current || sentAhead.current?.key === key) return;
    const request = send(present, true);
    request.catch(() => undefined); // its turn in the chain reports it; the page may be gone by then
    sentAhead.current = { key, request };
  }, [send]);

  const saveNow = useCallback(
    (leaving = false): Promise<void> => {
      window.clearTimeout(timer.current);
      chain.current = chain.current.then(async () => {
        const present = historyRef.current?.present;
        if (!present || conflictRef.current) return;
        const key = editsKey(present);
        const ahead = sentAhead.current?.key === key ? sentAhead.current.request : null;
        sentAhead.current = null;
        try {
          // Back where the server already is (an undo, a cut put back): nothing to send.
          if (key === savedKey.current) return;
          inFlight.current = key;
          const answer = await (ahead ?? send(present, leaving));
          base.current = answer.edits.revision;
          savedKey.current = key;
          setSavedCount((n) => n + 1);
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) {
            // A save sent ahead (on top of this one) may have been stored first: its turn decides.
            if (!sentAhead.current) setConflictState(true);
          } else onErrorRef.current(parseError(error));
        } finally {
          inFlight.current = null;
          const latest = historyRef.current?.present;
          setUnsaved(latest !== undefined && editsKey(latest) !== savedKey.current);
        }
      });
      if (leaving) sendAhead();
      return chain.current;
    },
    [send, sendAhead, setConflictState],
  );

  const schedule = useCallback(() => {
    setUnsaved(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void saveNow(), SAVE_DELAY_MS);
  }, [saveNow]);

  const change = useCallback(
    (update: (list: EditList) => EditList): string[] => {
      const current = historyRef.current;
      if (!current) return [];
      const next = update(current.present);
      const problems = validateEditList(next, durationMs);
      if (problems.length > 0) return problems;
      const recorded = recordEditList(current, next);
      if (recorded === current) return [];
      apply(recorded);
      schedule();
      return [];
    },
    [apply, schedule, durationMs],
  );

  const move = useCallback(
    (step: (h: EditHistory) => EditHistory) => {
      const current = historyRef.current;
      if (!current) return;
      const next = step(current);
      if (next === current) return;
      apply(next);
      schedule();
    },
    [apply, schedule],
  );

  // A change still waiting for its timer is saved when the studio closes or the page is left.
  useEffect(() => () => void saveNow(), [saveNow]);
  useSaveOnLeave(saveNow);

  const flush = useCallback(async () => {
    await saveNow();
    if (conflictRef.current) throw new Error(EDITS_CONFLICT_MESSAGE);
  }, [saveNow]);

  const keepMine = useCallback(async () => {
    try {
      const latest = await editsApi.get(projectId);
      base.current = latest.edits.revision;
      setConflictState(false);
      await saveNow();
    } catch (error) {
      onErrorRef.current(parseError(error));
    }
  }, [projectId, saveNow, setConflictState]);

  const loadTheirs = useCallback(async () => {
    try {
      const latest = await editsApi.get(projectId);
      base.current = latest.edits.revision;
      savedKey.current = editsKey(latest.edits);
      setConflictState(false);
      const current = historyRef.current;
      // Recorded as a change, so Undo brings the local version back.
      apply(current ? recordEditList(current, latest.edits) : startEditHistory(latest.edits));
      setUnsaved(false);
    } catch (error) {
      onErrorRef.current(parseError(error));
    }
  }, [projectId, apply, setConflictState]);

  const adoptServerReframe = useCallback((): Promise<void> => {
    window.clearTimeout(timer.current);
    // In the save chain: a save in flight lands first, so the revision read here is the newest.
    chain.current = chain.current.then(async () => {
      try {
        const latest = await editsApi.get(projectId);
        const current = historyRef.current;
        if (!current) return;
        base.current = latest.edits.revision;
        savedKey.current = editsKey(latest.edits);
        const next = { ...current.present, revision: latest.edits.revision, reframe: latest.edits.reframe };
        apply(recordEditList(current, next));
        setUnsaved(editsKey(next) !== savedKey.current);
        // The server's list changed (an export made before it is out of date).
        setSavedCount((n) => n + 1);
      } catch (error) {
        onErrorRef.current(parseError(error));
      }
    });
    // Local changes made before the list moved on are saved on top of it.
    return chain.current.then(() => {
      const present = historyRef.current?.present;
      if (present && editsKey(present) !== savedKey.current) schedule();
    });
  }, [projectId, apply, schedule]);

  return {
    list: history?.present ?? null,
    durationMs,
    problem,
    canUndo: (history?.past.length ?? 0) > 0,
    canRedo: (history?.future.length ?? 0) > 0,
    conflict,
    unsaved,
    savedCount,
    change,
    undo: useCallback(() => move(undoEditList), [move]),
    redo: useCallback(() => move(redoEditList), [move]),
    flush,
    keepMine,
    loadTheirs,
    adoptServerReframe,
  };
}
