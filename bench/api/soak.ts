/**
 * Memory soak: mixed reads and writes against the real server for `--seconds` (default 600) at a fixed
 * offered rate. The server runs with the start script's node flags (target.ts) plus `--trace-gc`, so
 * besides its RSS (sampled every 5 s) the bench sees every garbage collection: the heap used after each
 * major collection (what the server keeps) and the main thread's time in collections (what the heap
 * settings cost). Printed per minute, then the verdict over the samples after the warm-up (`--warm-up`,
 * default 120 s: V8 gives back its start-up heap only after 100–115 s under this load, decision 040):
 * - RSS, every sample, within ±10 % of its mean: the issue's "memory flat (±10 %)", swings included;
 * - what is kept: the lowest RSS of each minute and the heap used after each major collection, each
 *   within ±10 % of its mean, and their first → last change (growth shows there even when the heap's
 *   swings between collections fail the first).
 * `--node-args "…"` adds flags for the server's node (to compare heap settings, decision 048).
 *
 *   npx tsx bench/api/soak.ts [--db sqlite|postgres] [--seconds 600] [--rate 400] [--warm-up 120]
 */
import { parseArgs } from 'node:util';
import { DEFAULT_STYLE, styleToPayload } from '@wordreel/core';
import { collectGc, type GcEvent } from './gc-trace.ts';
import autocannon from 'autocannon';
import { loadAverage, rssMiB, serverNodeFlags, startTarget, type DbKind } from './target.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    seconds: { type: 'string', default: '600' },
    rate: { type: 'string', default: '400' },
    'warm-up': { type: 'string', default: '120' },
    'node-args': { type: 'string', default: '' },
  },
});
const SECONDS = Number(args.seconds);
const RATE = Number(args.rate);
const SAMPLE_MS = 5000;
const WARM_UP_MS = Number(args['warm-up']) * 1000;
if (!(WARM_UP_MS < SECONDS * 1000)) throw new Error('--warm-up must be shorter than --seconds');
const extraFlags = args['node-args'].split(' ').filter(Boolean);

const t = await startTarget(args.db as DbKind, [...extraFlags, '--trace-gc']);
const pid = t.child.pid ?? 0;
const style = JSON.stringify(styleToPayload(DEFAULT_STYLE, t.projectId));
console.log(loadAverage());
console.log(
  `soak on ${args.db}: ${SECONDS} s of mixed reads and writes at ${RATE} req/s offered ` +
    '(list 200 projects, get one, captions JSON, save style, rename); RSS every 5 s; ' +
    `the verdict excludes the first ${WARM_UP_MS / 1000} s (warm-up); server node flags: ` +
    `${[...serverNodeFlags(), ...extraFlags].join(' ') || '(none)'} (+ --trace-gc)`,
);
const samples: { atMs: number; rss: number }[] = [];
const started = Date.now();
const gc = collectGc(t.child.stdout!, started);
const timer = setInterval(() => {
  void rssMiB(pid).then((rss) => {
    const atMs = Date.now() - started;
    samples.push({ atMs, rss });
    const mark = atMs < WARM_UP_MS ? ' (warm-up)' : '';
    console.log(`  ${(atMs / 1000).toFixed(0).padStart(4)} s  RSS ${rss.toFixed(1)} MiB${mark}`);
  });
}, SAMPLE_MS);
const json = { cookie: t.cookie, 'content-type': 'application/json' };
/** autocannon, counting the answers of each minute (a starved minute shows in the table). */
const served: number[] = [];
function runCounting(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (error: unknown, r) =>
      error ? reject(error instanceof Error ? error : new Error(JSON.stringify(error))) : resolve(r),
    );
    instance.on('response', () => {
      const minute = Math.floor((Date.now() - started) / 60_000);
      served[minute] = (served[minute] ?? 0) + 1;
    });
  });
}
let rename = 0;
const result = await runCounting({
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
const events = gc.mainIsolate();
await t.stop();

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const mean = (xs: number[]) => sum(xs) / xs.length;
/** Largest distance from the mean, as a fraction of it. */
const spread = (xs: number[]) => Math.max(...xs.map((x) => Math.abs(x - mean(xs)))) / mean(xs);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const change = (xs: number[]) => ((xs[xs.length - 1] ?? NaN) - (xs[0] ?? NaN)) / (xs[0] ?? NaN);
const mib = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');

console.log(
  `served ${result.requests.average.toFixed(0)} req/s (${result.requests.total} requests), ` +
    `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} errors/non-2xx`,
);
console.log(
  'minute  RSS low–high MiB  heap after major GC MiB (count)  collections: main-thread ms (scavenges/major)',
);
const minutes = Math.ceil((SECONDS * 1000) / 60_000);
const inMinute = <T extends { atMs: number }>(xs: T[], m: number) =>
  xs.filter((x) => x.atMs >= m * 60_000 && x.atMs < (m + 1) * 60_000);
for (let m = 0; m < minutes; m++) {
  const rss = inMinute(samples, m).map((s) => s.rss);
  const ev: GcEvent[] = inMinute(events, m);
  const majors = ev.filter((e) => e.major);
  console.log(
    `${String(m + 1).padStart(4)}${m * 60_000 < WARM_UP_MS ? '*' : ' '}   ` +
      `${((served[m] ?? 0) / 60).toFixed(0)}`.padEnd(7) +
      `${rss.length ? `${Math.min(...rss).toFixed(0)}–${Math.max(...rss).toFixed(0)}` : '-'}`.padEnd(18) +
      `${majors.length ? mib(majors.map((e) => e.afterMiB)) : '-'} (${majors.length})`.padEnd(33) +
      `${sum(ev.map((e) => e.mainThreadMs)).toFixed(0)} (${ev.length - majors.length}/${majors.length})`,
  );
}
console.log('(* warm-up)');

// A sample taken just after the run's end would make a minute of its own.
const steady = samples.filter((s) => s.atMs >= WARM_UP_MS && s.atMs < SECONDS * 1000);
const steadyRss = steady.map((s) => s.rss);
const floors: number[] = [];
for (const s of steady) {
  const minute = Math.floor((s.atMs - WARM_UP_MS) / 60_000);
  floors[minute] = Math.min(floors[minute] ?? Infinity, s.rss);
}
const keptHeap = events.filter((e) => e.major && e.atMs >= WARM_UP_MS).map((e) => e.afterMiB);
const gcMs = sum(events.map((e) => e.mainThreadMs));
console.log(
  `collections on the main thread: ${gcMs.toFixed(0)} ms in ${SECONDS} s (${pct(gcMs / (SECONDS * 1000))} of the time), ` +
    `${((gcMs / result.requests.total) * 1000).toFixed(0)} ms per 1,000 requests; ` +
    `${events.filter((e) => e.major).length} major`,
);
const rssFlat = spread(steadyRss) <= 0.1;
console.log(
  `RSS after the ${WARM_UP_MS / 1000} s warm-up (${steadyRss.length} samples): mean ${mean(steadyRss).toFixed(1)} MiB, ` +
    `min ${Math.min(...steadyRss).toFixed(1)}, max ${Math.max(...steadyRss).toFixed(1)}: ±${pct(spread(steadyRss))}`,
);
console.log(
  `kept: lowest RSS per minute ${mib(floors)} MiB (±${pct(spread(floors))}, first → last ${pct(change(floors))}); ` +
    (keptHeap.length >= 2
      ? `heap used after each major collection ${mib(keptHeap)} MiB (±${pct(spread(keptHeap))}, first → last ${pct(change(keptHeap))})`
      : `${keptHeap.length} major collection after the warm-up: too few to judge the heap kept`),
);
const keptFlat = spread(floors) <= 0.1 && (keptHeap.length < 2 || spread(keptHeap) <= 0.1);
console.log(
  `verdict (goal ±10 %): RSS ${rssFlat ? 'flat' : 'NOT flat'} (±${pct(spread(steadyRss))}, every sample); ` +
    `memory kept ${keptFlat ? 'flat' : 'NOT flat'}`,
);
console.log(loadAverage());
