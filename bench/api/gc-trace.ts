/**
 * Reads V8's `--trace-gc` lines from the server's stdout: each collection's kind, the heap used before
 * and after it, and the main thread's time in it. The server's main isolate is the one with the most
 * collections (tsx's loader thread and other workers print their own, fewer, lines).
 */
import readline from 'node:readline';
import type { Readable } from 'node:stream';

export interface GcEvent {
  /** ms since the soak started, when the line arrived. */
  atMs: number;
  isolate: string;
  major: boolean;
  beforeMiB: number;
  afterMiB: number;
  /** Main-thread pause plus, for a major collection, its incremental marking steps. */
  mainThreadMs: number;
}

// [18935:0x2b5cdfc0]    77915 ms: Mark-Compact 277.3 (310.1) -> 89.9 (194.4) MB, 26.37 / 0.23 ms  (+ 120.4 ms in 39 steps ...
// [18935:0x2b5cdfc0]    55693 ms: Scavenge 205.6 (227.9) -> 194.0 (229.6) MB, 10.67 / 0.02 ms  (average mu = ...
const LINE =
  /^\[\d+:(0x[0-9a-f]+)\]\s+\d+ ms: (Scavenge|Mark-Compact|Mark-sweep|Minor Mark-Compact)[^\d]*([\d.]+) \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB, ([\d.]+) \/ [\d.]+ ms(?:\s+\(\+ ([\d.]+) ms in)?/;

export function parseGcLine(line: string, atMs: number): GcEvent | undefined {
  const m = LINE.exec(line);
  if (!m) return undefined;
  return {
    atMs,
    isolate: m[1] ?? '',
    major: m[2] === 'Mark-Compact' || m[2] === 'Mark-sweep',
    beforeMiB: Number(m[3]),
    afterMiB: Number(m[4]),
    mainThreadMs: Number(m[5]) + Number(m[6] ?? 0),
  };
}

/** Collects the collections printed on `stdout` from now on; `mainIsolate()` keeps the busiest isolate's. */
export function collectGc(stdout: Readable, started: number) {
  const events: GcEvent[] = [];
  readline.createInterface({ input: stdout }).on('line', (line) => {
    const e = parseGcLine(line, Date.now() - started);
    if (e) events.push(e);
  });
  return {
    mainIsolate(): GcEvent[] {
      const counts = new Map<string, number>();
      for (const e of events) counts.set(e.isolate, (counts.get(e.isolate) ?? 0) + 1);
      const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
      return events.filter((e) => e.isolate === main);
    },
  };
}
