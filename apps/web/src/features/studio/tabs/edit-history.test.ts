import type { EditList } from '@wordreel/core';
import { describe, expect, it } from 'vitest';
import { editsKey, recordEditList, redoEditList, startEditHistory, undoEditList } from './edit-history.ts';

const uncut: EditList = { revision: 3, kept: [{ startMs: 0, endMs: 5000 }], zooms: [] };

describe('edit history', () => {
  it('records a reframe change as a step that undo and redo move over', () => {
    const reframed: EditList = {
      ...uncut,
      reframe: { layout: 'follow', keyframes: [{ tMs: 1000, x: 0.3, user: true }] },
    };
    const history = recordEditList(startEditHistory(uncut), reframed);
    expect(history.present).toBe(reframed);
    expect(editsKey(history.present)).not.toBe(editsKey(uncut));
    const undone = undoEditList(history);
    expect(undone.present.reframe).toBeUndefined();
    expect(redoEditList(undone).present.reframe).toEqual(reframed.reframe);
  });

  it('treats a list with the same reframe as no change', () => {
    const reframed: EditList = { ...uncut, reframe: { layout: 'centre', keyframes: [] } };
    const history = recordEditList(startEditHistory(reframed), { ...reframed, revision: 4 });
    expect(history.past).toHaveLength(0);
  });
});
