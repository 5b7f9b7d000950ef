import { describe, expect, it } from 'vitest';
import { createClickTiming } from './click-timing.ts';
import { readSavedVolume, saveVolume } from './player-settings.ts';

/** Fake timers driven by hand, so the 200 ms rule is checked exactly. */
function manualTimers() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; fn: () => void }>();
  return {
    timers: {
      set: (fn: () => void, ms: number) => {
        pending.set(nextId, { at: now + ms, fn });
        return nextId++;
      },
      clear: (id: number) => pending.delete(id),
    },
    advance(ms: number) {
      now += ms;
      for (const [id, t] of [...pending]) {
        if (t.at <= now) {
          pending.delete(id);
          t.fn();
        }
      }
    },
  };
}

describe('createClickTiming', () => {
  function setup() {
    const clock = manualTimers();
    const calls: string[] = [];
    const click = createClickTiming({
      onSingle: () => calls.push('single'),
      onDouble: () => calls.push('double'),
      timers: clock.timers,
    });
    return { clock, calls, click };
  }

  it('should fire a single click only after 200 ms without a second click', () => {
    const { clock, calls, click } = setup();
    click({ touch: false });
    clock.advance(199);
    expect(calls).toEqual([]);
    clock.advance(1);
    expect(calls).toEqual(['single']);
  });

  it('should turn two clicks within 200 ms into one double click and no single click', () => {
    const { clock, calls, click } = setup();
    click({ touch: false });
    clock.advance(150);
    click({ touch: false });
    clock.advance(500);
    expect(calls).toEqual(['double']);
  });

  it('should treat clicks further apart than 200 ms as two single clicks', () => {
    const { clock, calls, click } = setup();
    click({ touch: false });
    clock.advance(250);
    click({ touch: false });
    clock.advance(250);
    expect(calls).toEqual(['single', 'single']);
  });

  it('should act on a touch tap at once', () => {
    const { calls, click } = setup();
    click({ touch: true });
    expect(calls).toEqual(['single']);
  });
});

describe('saved volume', () => {
  it('should default to 1 and keep a saved value between 0 and 1', () => {
    window.localStorage.clear();
    expect(readSavedVolume()).toBe(1);
    saveVolume(0.35);
    expect(readSavedVolume()).toBe(0.35);
    window.localStorage.setItem('wordreel.player.volume', 'loud');
    expect(readSavedVolume()).toBe(1);
  });
});
