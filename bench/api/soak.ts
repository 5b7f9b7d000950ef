/**
 * Memory soak: mixed reads and writes against the real server for `--seconds` (default 600) at a fixed
 * offered rate, the server's RSS sampled every 5 s and printed as it goes; then the verdict: RSS after
 * the warm-up (`--warm-up`, default 120 s) stays within ±10 % of its mean ("flat"). The warm-up is two
 * minutes because V8 gives back its start-up heap only after 100–115 s under this load (measured on
 * SQLite, decision 040): judged from the first minute, a server that does not grow read as ±11.7 %.
 * Also printed: the lowest RSS of each minute (after a major collection), which shows growth even when
 * the heap's swings between collections fail the spread (PostgreSQL, decision 040).
 *
 *   npx tsx bench/api/soak.ts [--db sqlite|postgres] [--seconds 600] [--rate 400] [--warm-up 120]
 */
import { parseArgs } from 'node:util';
import { DEFAULT_STYLE, styleToPayload } from '@wordreel/core';
import { loadAverage, rssMiB, run, startTarget, type DbKind } from './target.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    seconds: { type: 'string', default: '600' },
    rate: { type: 'string', default: '400' },
    'warm-up': { type: 'string', default: '120' },
  },
});
const SECONDS = Number(args.seconds);
const RATE = Number(args.rate);
const SAMPLE_MS = 5000;
const WARM_UP_MS = Number(args['warm-up']) * 1000;
if (!(WARM_UP_MS < SECONDS * 1000)) throw new Error('--warm-up must be shorter than --seconds');

const t = await startTarget(args.db as DbKind);
const pid = t.child.pid ?? 0;
const style = JSON.stringify(styleToPayload(DEFAULT_STYLE, t.projectId));
console.log(loadAverage());
console.log(
  `soak on ${args.db}: ${SECONDS} s of mixed reads and writes at ${RATE} req/s offered ` +
    '(list 200 projects, get one, captions JSON, save style, rename); RSS every 5 s; ' +
    `the verdict excludes the first ${WARM_UP_MS / 1000} s (warm-up)`,
);
const samples: { atMs: number; rss: number }[] = [];
const started = Date.now();
const timer = setInterval(() => {
  void rssMiB(pid).then((rss) => {
    const atMs = Date.now() - started;
    samples.push({ atMs, rss });
    const mark = atMs < WARM_UP_MS ? ' (warm-up)' : '';
    console.log(`  ${(atMs / 1000).toFixed(0).padStart(4)} s  RSS ${rss.toFixed(1)} MiB${mark}`);
  });
}, SAMPLE_MS);
const json = { cookie: t.cookie, 'content-type': 'application/json' };
let rename = 0;
const result = await run({
  url: t.url,
  connections: 10,
  duration: SECONDS,
  overallRate: RATE,
  headers: { cookie: t.cookie },
  requests: [
    { method: 'GET', path: `/api/projects/user/${t.userId}` },
    { method: 'GET', path: `/api/projects/${t.projectId}` },
    { method: 'GET', path: `/public/${t.projectId}.json` },
    { method: 'PUT', path: `/api/projects/${t.projectId}`, headers: json, body: style },
    {
      method: 'PUT',
      path: `/api/projects/${t.projectId}/name`,
      headers: json,
      // A new name each time: the writes change rows, not only the same value again.
      setupRequest: (req) => ({ ...req, body: JSON.stringify({ name: `soak ${rename++}` }) }),
    },
  ],
});
clearInterval(timer);
await t.stop();

const steady = samples.filter((s) => s.atMs >= WARM_UP_MS).map((s) => s.rss);
const mean = steady.reduce((a, b) => a + b, 0) / steady.length;
const lo = Math.min(...steady);
const hi = Math.max(...steady);
const spread = Math.max(mean - lo, hi - mean) / mean;
const firstHalf = steady.slice(0, Math.floor(steady.length / 2));
const secondHalf = steady.slice(Math.floor(steady.length / 2));
const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(
  `served ${result.requests.average.toFixed(0)} req/s (${result.requests.total} requests), ` +
    `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} errors/non-2xx`,
);
console.log(
  `RSS after the ${WARM_UP_MS / 1000} s warm-up (${steady.length} samples): mean ${mean.toFixed(1)} MiB, min ${lo.toFixed(1)}, max ${hi.toFixed(1)}, ` +
    `first half ${avg(firstHalf).toFixed(1)} → second half ${avg(secondHalf).toFixed(1)}`,
);
console.log(
  `verdict: ±${(spread * 100).toFixed(1)} % → ${spread <= 0.1 ? 'flat (goal ±10 %)' : 'NOT flat (goal ±10 %)'}`,
);
// A heap that swings between collections (a sawtooth) fails the spread without growing: the lowest RSS
// of each minute after the warm-up (what is left after a major collection) shows growth, if any.
const floors: number[] = [];
for (const s of samples.filter((x) => x.atMs >= WARM_UP_MS)) {
  const minute = Math.floor((s.atMs - WARM_UP_MS) / 60_000);
  floors[minute] = Math.min(floors[minute] ?? Infinity, s.rss);
}
const firstFloor = floors[0] ?? NaN;
const lastFloor = floors[floors.length - 1] ?? NaN;
console.log(
  `lowest RSS per minute after the warm-up: ${floors.map((f) => f.toFixed(0)).join(', ')} MiB ` +
    `(first → last ${(((lastFloor - firstFloor) / firstFloor) * 100).toFixed(1)} %)`,
);
console.log(loadAverage());
