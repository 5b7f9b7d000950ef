import { describe, expect, it, vi } from 'vitest';
import { deadlineSignal } from '../../src/process/deadline-signal.ts';

describe('deadlineSignal', () => {
  it('should abort at the deadline, and say the deadline passed', () => {
    vi.useFakeTimers();
    try {
      const deadline = deadlineSignal(500);
      vi.advanceTimersByTime(499);
      expect(deadline.signal.aborted).toBe(false);
      vi.advanceTimersByTime(1);
      expect(deadline.signal.aborted).toBe(true);
      expect(deadline.passed()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('should abort with the outer signal without calling it the deadline, and not after clear', () => {
    vi.useFakeTimers();
    try {
      const outer = new AbortController();
      const deadline = deadlineSignal(500, outer.signal);
      outer.abort();
      expect(deadline.signal.aborted).toBe(true);
      expect(deadline.passed()).toBe(false);
      const cleared = deadlineSignal(500);
      cleared.clear();
      vi.advanceTimersByTime(1000);
      expect(cleared.signal.aborted).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('should abort at the deadline on a real clock when combined with an outer signal', async () => {
    const outer = new AbortController();
    const { signal } = deadlineSignal(50, outer.signal);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(signal.aborted).toBe(true);
  });
});
