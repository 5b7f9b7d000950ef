import type { CropKeyframe, ReframeLayout, ReframeStatus, ReframeSuggestion } from '@wordreel/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyframesForLayout, ReframeControl } from './reframe-control.tsx';

afterEach(cleanup);

const suggestion = (over: Partial<ReframeSuggestion> = {}): ReframeSuggestion => ({
  layout: 'follow',
  faceFound: true,
  keyframes: [{ tMs: 0, x: 0.4 }],
  splitKeyframes: null,
  shots: 2,
  shotsWithoutFace: 0,
  ...over,
});
const done = (s: ReframeSuggestion): ReframeStatus => ({
  state: 'done',
  progress: 100,
  error: null,
  suggestion: s,
});

function renderControl(status: ReframeStatus | null, value: ReframeLayout = 'follow') {
  const onStart = vi.fn();
  const onChange = vi.fn();
  const control = (now: ReframeStatus | null, chosen: ReframeLayout, enabled = true) => (
    <ReframeControl
      value={chosen}
      enabled={enabled}
      status={now}
      starting={false}
      onStart={onStart}
      onChange={onChange}
    />
  );
  const { rerender } = render(control(status, value));
  /** The control as the studio shows it next, once the server or the edit list has answered. */
  const becomes = (now: ReframeStatus | null, chosen = value, enabled = true) =>
    rerender(control(now, chosen, enabled));
  return { onStart, onChange, becomes };
}

const layouts = () =>
  screen.getAllByRole('radio').map((r) => [r.textContent, r.getAttribute('aria-checked')] as const);

describe('ReframeControl', () => {
  it('offers to find the speaker when the video was never analysed, and starts it', () => {
    const { onStart } = renderControl({ state: 'none', progress: 0, error: null, suggestion: null }, 'blur');
    fireEvent.click(screen.getByRole('button', { name: 'Find the speaker' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(layouts().map(([name]) => name)).toEqual(['Follow', 'Centre', 'Blurred fill', 'Split']);
  });

  it('shows a queued analysis as waiting and a running one with its percentage', () => {
    renderControl({ state: 'queued', progress: 0, error: null, suggestion: null });
    expect(screen.getByRole('status').textContent).toBe('Finding the speaker: waiting to start');
    expect(
      screen.getByRole('progressbar', { name: 'Finding the speaker' }).getAttribute('aria-valuenow'),
    ).toBe(null);
    cleanup();
    renderControl({ state: 'running', progress: 42, error: null, suggestion: null });
    expect(screen.getByRole('status').textContent).toBe('Finding the speaker: 42%');
    expect(
      screen.getByRole('progressbar', { name: 'Finding the speaker' }).getAttribute('aria-valuenow'),
    ).toBe('42');
    expect(screen.queryByRole('button', { name: 'Find the speaker' })).toBeNull();
  });

  it('says what the analysis found in the region that showed its progress', () => {
    const { becomes } = renderControl({ state: 'running', progress: 42, error: null, suggestion: null });
    const region = screen.getByRole('status');
    becomes(done(suggestion({ layout: 'centre', faceFound: false, shotsWithoutFace: 2 })), 'centre');
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toMatch(/^No face found in this video/);
  });

  it("shows a failed analysis's message and tries again on request", () => {
    const { onStart } = renderControl({
      state: 'failed',
      progress: 0,
      error: 'The reframe analysis failed. Please try again.',
      suggestion: null,
    });
    expect(screen.getByRole('alert').textContent).toBe('The reframe analysis failed. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('says when no face was found and offers only a centred crop or the blurred fill', () => {
    const { onChange } = renderControl(
      done(suggestion({ layout: 'centre', faceFound: false, shotsWithoutFace: 2 })),
      'centre',
    );
    expect(screen.getByRole('status').textContent).toMatch(/^No face found in this video/);
    expect(layouts()).toEqual([
      ['Centre', 'true'],
      ['Blurred fill', 'false'],
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Blurred fill' }));
    expect(onChange).toHaveBeenCalledWith('blur');
  });

  it('suggests Split when two speakers are too far apart for one window', () => {
    const split: CropKeyframe[] = [{ tMs: 0, x: 0.2, x2: 0.8 }];
    const { onChange } = renderControl(done(suggestion({ splitKeyframes: split })), 'follow');
    expect(screen.getByRole('status').textContent).toMatch(/Two speakers are too far apart/);
    fireEvent.click(screen.getByRole('button', { name: 'Use Split' }));
    expect(onChange).toHaveBeenCalledWith('split');
    cleanup();
    renderControl(done(suggestion({ layout: 'split', splitKeyframes: split })), 'split');
    expect(screen.queryByRole('button', { name: 'Use Split' })).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/each has half of the frame/);
  });

  it('hands the focus to the heading when Find the speaker goes, and to Split when Use Split goes', async () => {
    const { becomes } = renderControl({ state: 'none', progress: 0, error: null, suggestion: null });
    screen.getByRole('button', { name: 'Find the speaker' }).focus();
    becomes({ state: 'queued', progress: 0, error: null, suggestion: null });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Reframe' })),
    );

    const split: CropKeyframe[] = [{ tMs: 0, x: 0.2, x2: 0.8 }];
    becomes(done(suggestion({ splitKeyframes: split })));
    screen.getByRole('button', { name: 'Use Split' }).focus();
    becomes(done(suggestion({ splitKeyframes: split })), 'split');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Split' })));
  });

  it('hands the focus to the heading when Use Split goes with the layouts disabled', async () => {
    const split: CropKeyframe[] = [{ tMs: 0, x: 0.2, x2: 0.8 }];
    const { becomes } = renderControl(done(suggestion({ splitKeyframes: split })));
    screen.getByRole('button', { name: 'Use Split' }).focus();
    // The layouts go off (the edit list could not be read), and Use Split with them.
    becomes(done(suggestion({ splitKeyframes: split })), 'follow', false);
    expect(screen.queryByRole('button', { name: 'Use Split' })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('radio', { name: 'Follow' }).disabled).toBe(true);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Reframe' })),
    );
  });

  it('says how many shots the speaker was found in', () => {
    renderControl(done(suggestion({ shots: 3, shotsWithoutFace: 1 })));
    expect(screen.getByRole('status').textContent).toBe(
      'The window follows the speaker (a face in 2 of 3 shots).',
    );
  });
});

describe('keyframesForLayout', () => {
  const user: CropKeyframe = { tMs: 5000, x: 0.9, user: true };
  const found = suggestion({
    keyframes: [
      { tMs: 0, x: 0.4 },
      { tMs: 4900, x: 0.5 },
    ],
    splitKeyframes: [{ tMs: 0, x: 0.2, x2: 0.8 }],
  });

  it("starts Follow and Split from the analysis's paths, keeping the user's keyframes", () => {
    expect(keyframesForLayout('follow', [user], found)).toEqual([{ tMs: 0, x: 0.4 }, user]);
    expect(keyframesForLayout('split', [user], found)).toEqual([{ tMs: 0, x: 0.2, x2: 0.8 }, user]);
  });

  it('keeps the current keyframes without an analysis, with no face, or for centre and blur', () => {
    expect(keyframesForLayout('follow', [user], null)).toEqual([user]);
    expect(keyframesForLayout('follow', [user], suggestion({ faceFound: false }))).toEqual([user]);
    expect(keyframesForLayout('blur', [user], found)).toEqual([user]);
  });
});
