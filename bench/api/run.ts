/**
 * API load bench: autocannon against the real server (apps/server/src/main.ts in its own process)
 * with a signed-in session, on SQLite and on PostgreSQL.
 *
 *   npx tsx bench/api/run.ts [--db sqlite|postgres|both] [--duration 30] [--cpu-prof DIR]
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
  },
});
const DURATION = Number(args.duration);
const profileDir = args['cpu-prof'];

interface Case {
  name: string;
  path: string;
  signedIn: boolean;
  /** Extra request headers (a browser asks for pages with Accept: text/html). */
  headers?: Record<string, string>;
}

const fmt = (n: number, d = 0) => n.toFixed(d).padStart(8);

async function benchDb(db: DbKind): Promise<void> {
  const t = await startTarget(db, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
  const pid = t.child.pid ?? 0;
  const cases: Case[] = [
    { name: 'GET /api/health (no session)', path: '/api/health', signedIn: false },
    { name: 'list 200 projects', path: `/api/projects/user/${t.userId}`, signedIn: true },
    { name: 'get one project', path: `/api/projects/${t.projectId}`, signedIn: true },
    { name: 'captions JSON (300 words)', path: `/public/${t.projectId}.json`, signedIn: true },
    { name: 'static page /', path: '/', signedIn: false, headers: { accept: 'text/html' } },
  ];
  console.log(`\n== ${db}: ${DURATION} s per run, 20 connections; then offered 1,000 req/s ==`);
  console.log(
    'case                              max req/s   p50 ms   p99 ms | @1000: served/s  p99 ms | peak RSS MiB',
  );
  for (const c of cases) {
    const headers = { ...c.headers, ...(c.signedIn ? { cookie: t.cookie } : {}) };
    // Sanity: the case answers 200 (a bench of 401s would measure nothing).
    const probe = await fetch(`${t.url}${c.path}`, { headers });
    if (probe.status !== 200) throw new Error(`${c.path} answered ${probe.status}`);
    const max = await sampled(pid, 250, () =>
      run({ url: `${t.url}${c.path}`, connections: 20, duration: DURATION, headers }),
    );
    const paced = await sampled(pid, 250, () =>
      run({ url: `${t.url}${c.path}`, connections: 20, duration: DURATION, overallRate: 1000, headers }),
    );
    const errors = max.result.non2xx + max.result.errors + paced.result.non2xx + paced.result.errors;
    console.log(
      `${c.name.padEnd(32)}${fmt(max.result.requests.average)}${fmt(max.result.latency.p50, 1)}${fmt(max.result.latency.p99, 1)} |` +
        `${fmt(paced.result.requests.average)}      ${fmt(paced.result.latency.p99, 1)} |` +
        `${fmt(Math.max(max.peak, paced.peak), 1)}${errors ? `  (${errors} errors/non-2xx)` : ''}`,
    );
  }
  console.log(loadAverage());
  await t.stop();
}

const dbs: DbKind[] = args.db === 'both' ? ['sqlite', 'postgres'] : [args.db as DbKind];
console.log(loadAverage());
for (const db of dbs) await benchDb(db);
