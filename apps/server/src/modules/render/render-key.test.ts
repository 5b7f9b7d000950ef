import { DEFAULT_STYLE, type Reframe, styleToPayload } from '@wordreel/core';
import { describe, expect, it } from 'vitest';
import { renderKeyOf, type RenderInputs } from './render-inputs.ts';

describe('render key', () => {
  const inputs: RenderInputs = {
    captions: [],
    payload: styleToPayload(DEFAULT_STYLE, 'p1'),
    orientation: 'portrait',
    music: null,
    edits: null,
  };
  const reframe: Reframe = { layout: 'follow', keyframes: [{ tMs: 0, x: 0.3 }] };

  it('changes with the reframe, and stays as it was for a project never reframed', () => {
    const plain = renderKeyOf(inputs);
    expect(renderKeyOf({ ...inputs, reframe: null })).toBe(plain);
    const reframed = renderKeyOf({ ...inputs, reframe });
    expect(reframed).not.toBe(plain);
    const moved = { ...reframe, keyframes: [{ tMs: 0, x: 0.4, user: true }] };
    expect(renderKeyOf({ ...inputs, reframe: moved })).not.toBe(reframed);
  });
});
