import { type CutPace, cutPaceSchema } from '@wordreel/core';
import { useCallback, useState } from 'react';

const paceKey = (projectId: string) => `wordreel.edits.pace.${projectId}`;

/** The silence pace last chosen for a project on this device ('natural' when none, or unreadable). */
export function readSavedPace(
  projectId: string,
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): CutPace {
  const parsed = cutPaceSchema.safeParse(storage.getItem(paceKey(projectId)));
  return parsed.success ? parsed.data : 'natural';
}

export function savePace(
  projectId: string,
  pace: CutPace,
  storage: Pick<Storage, 'setItem'> = window.localStorage,
): void {
  storage.setItem(paceKey(projectId), pace);
}

/**
 * The Edit tab's silence pace, kept per project: after a reload the suggestions shown are the ones
 * the creator applied (a tighten at "Extra fast" shows as cut, and each can be put back), not the
 * default pace's.
 */
export function useEditPace(projectId: string): [CutPace, (pace: CutPace) => void] {
  const [pace, setPace] = useState(() => readSavedPace(projectId));
  const choose = useCallback(
    (next: CutPace) => {
      setPace(next);
      savePace(projectId, next);
    },
    [projectId],
  );
  return [pace, choose];
}
