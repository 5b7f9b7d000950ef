import type { CaptionList } from '@wordreel/core';

/** Undo/redo for caption edits: the lists before and after the present one. */
export interface CaptionHistory {
  past: CaptionList[];
  present: CaptionList;
  future: CaptionList[];
}

const LIMIT = 100;

export function startHistory(list: CaptionList): CaptionHistory {
  return { past: [], present: list, future: [] };
}

const same = (a: CaptionList, b: CaptionList) => JSON.stringify(a) === JSON.stringify(b);

/** Records an edit; an edit that changes nothing leaves the history as it was. */
export function recordEdit(history: CaptionHistory, next: CaptionList): CaptionHistory {
  if (same(history.present, next)) return history;
  return { past: [...history.past, history.present].slice(-LIMIT), present: next, future: [] };
}

export function undo(history: CaptionHistory): CaptionHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo(history: CaptionHistory): CaptionHistory {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
