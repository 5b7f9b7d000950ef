import { useCallback, useEffect, useRef } from 'react';
import { isRefusal } from './api.ts';
import { useSaveOnLeave } from './save-on-leave.ts';

interface DebouncedSaveOptions<T> {
  /** Sends one save of the whole state (a PUT: sending the same body twice is harmless). */
  send: (body: T, leaving: boolean) => Promise<unknown>;
  delayMs: number;
  onSaved?: (body: T) => void;
  onError: (error: unknown) => void;
}

export interface DebouncedSave<T> {
  /** Saves `body` after the quiet time, replacing a save still waiting. */
  schedule: (body: T) => void;
  /** Forgets the save still waiting (the state is not one to keep). */
  discard: () => void;
  /** Sends the save still waiting now; resolves once the server has answered the last save sent. */
  flush: () => Promise<void>;
}

/**
 * A debounced save of an editor's whole state, sent at once when the studio closes and when the page
 * is hidden or left. A save that got no answer is kept for the next of those moments: on a reload
 * Chromium cancels a plain request still on the wire before `pagehide` (its timer fired just before;
 * on a loaded machine it had not left yet), so the page sends it again as it goes, with keepalive. A
 * plain save still unanswered then is sent again the same way, for a browser that cancels it after.
 */
export function useDebouncedSave<T>(options: DebouncedSaveOptions<T>): DebouncedSave<T> {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const waiting = useRef<{ body: T } | null>(null);
  // Bumped by each change: a failed save is kept only if nothing newer came since.
  const changes = useRef(0);
  // The last save sent and not answered yet; `outlivesPage`: sent with keepalive.
  const onTheWire = useRef<{ body: T; outlivesPage: boolean; answered: Promise<void> } | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const send = useCallback((body: T, leaving: boolean): Promise<void> => {
    const change = changes.current;
    // Sent at once (the executor runs now, within a leave listener); a throw becomes a failed save.
    const request = new Promise<unknown>((resolve) => resolve(latest.current.send(body, leaving)));
    const answered = request.then(
      () => latest.current.onSaved?.(body),
      (error: unknown) => {
        // Not refused: the save may not be stored, and sending it again is the cure.
        if (!isRefusal(error) && changes.current === change && !waiting.current) waiting.current = { body };
        latest.current.onError(error);
      },
    );
    const sent = { body, outlivesPage: leaving, answered };
    onTheWire.current = sent;
    void answered.finally(() => {
      if (onTheWire.current === sent) onTheWire.current = null;
    });
    return answered;
  }, []);

  const save = useCallback(
    (leaving = false): Promise<void> => {
      window.clearTimeout(timer.current);
      const next = waiting.current;
      waiting.current = null;
      if (next) return send(next.body, leaving);
      const sent = onTheWire.current;
      // A browser that cancels it only after pagehide (not Chromium's order) would lose it with the page.
      if (leaving && sent && !sent.outlivesPage) return send(sent.body, true);
      return sent?.answered ?? Promise.resolve();
    },
    [send],
  );

  const schedule = useCallback(
    (body: T) => {
      changes.current += 1;
      waiting.current = { body };
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void save(), latest.current.delayMs);
    },
    [save],
  );

  const discard = useCallback(() => {
    changes.current += 1;
    window.clearTimeout(timer.current);
    waiting.current = null;
  }, []);

  // A change still waiting for its timer is saved when the studio closes or the page is left.
  useEffect(() => () => void save(), [save]);
  useSaveOnLeave(save);
  return { schedule, discard, flush: useCallback(() => save(), [save]) };
}
