import type { EditList } from '@wordreel/core';

/** Undo/redo for the edit list: lists are immutable values, so the history is a stack of them. */
export interface EditHistory {
  past: EditList[];
  present: EditList;
  future: EditList[];
}

const LIMIT = 200;

export function startEditHistory(list: EditList): EditHistory {
  return { past: [], present: list, future: [] };
}

/** The part of a list a save sends (the revision is the server's). */
export function editsKey(list: Pick<EditList, 'kept' | 'zooms' | 'reframe'>): string {
  return JSON.stringify({ kept: list.kept, zooms: list.zooms, reframe: list.reframe ?? null });
}

/** Records a change; one that changes nothing leaves the history as it was. */
export function recordEditList(history: EditHistory, next: EditList): EditHistory {
  if (editsKey(history.present) === editsKey(next)) return history;
  return { past: [...history.past, history.present].slice(-LIMIT), present: next, future: [] };
}

export function undoEditList(history: EditHistory): EditHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redoEditList(history: EditHistory): EditHistory {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
