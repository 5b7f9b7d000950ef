/** One fixed window's state for a key: requests counted so far and time until it resets. */
export interface RateWindow {
  count: number;
  resetInMs: number;
}

/**
 * Fixed-window counters keyed by string (per user and bucket, per account for logins). In process by
 * default; in Redis when REDIS_URL is set, so every API server counts against the same window.
 */
export interface RateCounter {
  /** Counts one more in the key's window (a new window of `windowMs` starts when none is open). */
  hit(key: string, windowMs: number): Promise<RateWindow>;
  /** The key's open window without counting, or null when none is open. */
  peek(key: string): Promise<RateWindow | null>;
  /** Forgets the key's window (a successful login clears its failures). */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryRateCounter implements RateCounter {
  private readonly windows = new Map<string, { resetAt: number; count: number }>();
  private lastSweep: number;

  constructor(private readonly now: () => number = Date.now) {
    this.lastSweep = now();
  }

  hit(key: string, windowMs: number): Promise<RateWindow> {
    const t = this.now();
    this.sweep(t, windowMs);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= t) {
      w = { resetAt: t + windowMs, count: 0 };
      this.windows.set(key, w);
    }
    w.count += 1;
    return Promise.resolve({ count: w.count, resetInMs: w.resetAt - t });
  }

  peek(key: string): Promise<RateWindow | null> {
    const t = this.now();
    const w = this.windows.get(key);
    return Promise.resolve(w && w.resetAt > t ? { count: w.count, resetInMs: w.resetAt - t } : null);
  }

  clear(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.windows.clear();
    return Promise.resolve();
  }

  /** Drops closed windows now and then so the map holds only live keys. */
  private sweep(t: number, windowMs: number): void {
    if (t - this.lastSweep < Math.min(windowMs, 60_000)) return;
    for (const [k, w] of this.windows) if (w.resetAt <= t) this.windows.delete(k);
    this.lastSweep = t;
  }
}
