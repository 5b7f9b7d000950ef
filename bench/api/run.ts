/**
 * API load bench: autocannon against the real server (apps/server/src/main.ts in its own process)
 * with a signed-in session, on SQLite and on PostgreSQL.
 *
 *   npx tsx bench/api/run.ts [--db sqlite|postgres|both] [--duration 30] [--cpu-prof DIR] [--cases a,b]
 *
 * Per case: the most it serves with 20 connections (req/s, p50, p99), then the same case offered at
 * 1,000 req/s (p99 there is the goal: < 25 ms), and the server's peak RSS. `--cpu-prof DIR` writes the
 * server's V8 CPU profile there (open it in Chrome DevTools). The memory soak is bench/api/soak.ts.
 */
import { parseArgs } from 'node:util';
import { type DbKind, loadAverage, run, sampled, startTarget } from './target.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '30' },
    'cpu-prof': { type: 'string' },
    cases: { type: 'string' },
  },
});
const DURATION = Number(args.duration);
const profileDir = args['cpu-prof'];
/** Only the cases whose name contains one of these (comma-separated), e.g. `--cases captions,health`. */
const only = args.cases?.split(',').map((s) => s.trim().toLowerCase());

interface Case {
  name: string;
  path: string;
  signedIn: boolean;
  /** Extra request headers (a browser asks for pages with Accept: text/html). */
  headers?: Record<string, string>;
  /** The status every answer must have (default 200). */
  status?: number;
  /** Sends the ETag of a first answer back as If-None-Match (a client revalidating what it holds). */
  revalidate?: boolean;
}

/** What a browser sends: the list and caption JSON are then served gzipped (decision 040). */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const fmt = (n: number, d = 0) => n.toFixed(d).padStart(8);

async function benchDb(db: DbKind): Promise<void> {
  const t = await startTarget(db, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
  const pid = t.child.pid ?? 0;
  const cases: Case[] = [
    { name: 'GET /api/health (no session)', path: '/api/health', signedIn: false },
    { name: 'list 200 projects', path: `/api/projects/user/${t.userId}`, signedIn: true },
    {
      name: 'list, gzip (as a browser)',
      path: `/api/projects/user/${t.userId}`,
      signedIn: true,
      headers: BROWSER_ENCODINGS,
    },
    {
      name: 'list, If-None-Match → 304',
      path: `/api/projects/user/${t.userId}`,
      signedIn: true,
      status: 304,
      revalidate: true,
    },
    { name: 'get one project', path: `/api/projects/${t.projectId}`, signedIn: true },
    { name: 'captions JSON (300 words)', path: `/public/${t.projectId}.json`, signedIn: true },
    {
      name: 'captions JSON, gzip',
      path: `/public/${t.projectId}.json`,
      signedIn: true,
      headers: BROWSER_ENCODINGS,
    },
    { name: 'static page /', path: '/', signedIn: false, headers: { accept: 'text/html' } },
  ];
  console.log(`\n== ${db}: ${DURATION} s per run, 20 connections; then offered 1,000 req/s ==`);
  console.log(
    'case                              max req/s   p50 ms   p99 ms | @1000: served/s  p99 ms | peak RSS MiB | kB/answer',
  );
  for (const c of cases) {
    if (only && !only.some((o) => c.name.toLowerCase().includes(o))) continue;
    const headers: Record<string, string> = { ...c.headers, ...(c.signedIn ? { cookie: t.cookie } : {}) };
    if (c.revalidate) {
      const first = await fetch(`${t.url}${c.path}`, { headers });
      headers['if-none-match'] = first.headers.get('etag') ?? '';
    }
    // Sanity: the case answers as it should (a bench of 401s would measure nothing).
    const probe = await fetch(`${t.url}${c.path}`, { headers });
    const status = c.status ?? 200;
    if (probe.status !== status) throw new Error(`${c.path} answered ${probe.status}, not ${status}`);
    const max = await sampled(pid, 250, () =>
      run({ url: `${t.url}${c.path}`, connections: 20, duration: DURATION, headers }),
    );
    const paced = await sampled(pid, 250, () =>
      run({ url: `${t.url}${c.path}`, connections: 20, duration: DURATION, overallRate: 1000, headers }),
    );
    // Answers other than the expected status, and failed requests.
    const wrong = (r: typeof max.result) =>
      r.errors + r.timeouts + (r.requests.total - (r.statusCodeStats?.[String(status) as '200']?.count ?? 0));
    const errors = Math.max(0, wrong(max.result)) + Math.max(0, wrong(paced.result));
    const kBPerAnswer = max.result.throughput.total / Math.max(1, max.result.requests.total) / 1024;
    console.log(
      `${c.name.padEnd(32)}${fmt(max.result.requests.average)}${fmt(max.result.latency.p50, 1)}${fmt(max.result.latency.p99, 1)} |` +
        `${fmt(paced.result.requests.average)}      ${fmt(paced.result.latency.p99, 1)} |` +
        `${fmt(Math.max(max.peak, paced.peak), 1)} |${fmt(kBPerAnswer, 1)}` +
        (errors ? `  (${errors} errors or other statuses)` : ''),
    );
  }
  console.log(loadAverage());
  await t.stop();
}

const dbs: DbKind[] = args.db === 'both' ? ['sqlite', 'postgres'] : [args.db as DbKind];
console.log(loadAverage());
for (const db of dbs) await benchDb(db);
