/**
 * API load bench: autocannon against the real server (apps/server/src/main.ts in its own process)
 * with a signed-in session, on SQLite and on PostgreSQL.
 *
 *   npx tsx bench/api/run.ts [--db sqlite|postgres|both] [--duration 30] [--soak 600]
 *
 * Per case: the most it serves with 20 connections (req/s, p50, p99), then the same case offered at
 * 1,000 req/s (p99 there is the goal: < 25 ms), and the server's peak RSS. `--soak N` then runs N seconds
 * of mixed reads and writes and checks the RSS stays within ±10 % of its mean after a warm-up.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEFAULT_STYLE, styleToPayload } from '@wordreel/core';
import { loadConfig, repoRoot } from '../../apps/server/src/config.ts';
import { createContext } from '../../apps/server/src/context.ts';
import { createLogger } from '../../apps/server/src/logger.ts';
import { insertProject } from '../../apps/server/src/modules/projects/projects.repository.ts';
import { projectKeys } from '../../apps/server/src/storage/storage.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '30' },
    soak: { type: 'string', default: '0' },
  },
});
const DURATION = Number(args.duration);
const SOAK = Number(args.soak);
const PG_ADMIN = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Target {
  url: string;
  cookie: string;
  userId: string;
  projectId: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** RSS of a process in MiB, from /proc. */
async function rssMiB(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Samples the server's RSS while `fn` runs; resolves with fn's result and the peak / all samples. */
async function sampled<T>(pid: number, everyMs: number, fn: () => Promise<T>) {
  const samples: number[] = [];
  const timer = setInterval(() => void rssMiB(pid).then((m) => samples.push(m)), everyMs);
  try {
    const result = await fn();
    return { result, peak: Math.max(...samples, await rssMiB(pid)), samples };
  } finally {
    clearInterval(timer);
  }
}

async function startTarget(db: 'sqlite' | 'postgres'): Promise<Target> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-bench-api-'));
  let databaseUrl: string | undefined;
  const dbName = `wordreel_bench_${randomBytes(4).toString('hex')}`;
  if (db === 'postgres') {
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(PG_ADMIN);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    RATE_LIMIT_DISABLED: 'true',
    // Credits are not what this bench measures (production otherwise insists on a payment provider).
    PAYMENT_PROVIDER: 'free',
    AUTH_SECRET: randomBytes(24).toString('hex'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  // Seed through a context of our own on the same database and files: one user, 200 projects, captions.
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const side = await createContext(config, createLogger(config));
  const { headers, response } = await side.auth.api.signUpEmail({
    body: { email: 'bench@example.com', password: 'password123', name: 'bench' },
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const userId = response.user.id;
  let projectId = '';
  for (let i = 0; i < 200; i++) {
    const id = randomBytes(16).toString('hex');
    projectId ||= id;
    await insertProject(side.db, {
      id,
      userId,
      name: `clip-${i}.mp4`,
      videoConfig: { name: `clip-${i}.mp4`, lang: 'en', orientation: 'portrait' },
      status: 'ready',
    });
  }
  const words = Array.from({ length: 300 }, (_, i) => ({
    text: ` word${i}`,
    startMs: i * 400,
    endMs: i * 400 + 350,
    confidence: 1,
    timestampMs: i * 400,
  }));
  await side.storage.writeFile(projectKeys.captions(projectId), JSON.stringify(words));
  await side.close();

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A bench stopped early must not leave its server behind.
  process.once('exit', () => child.kill('SIGKILL'));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Wordreel is ready at (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url,
    cookie,
    userId,
    projectId,
    child,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await fs.rm(dataDir, { recursive: true, force: true });
      if (databaseUrl) {
        const admin = new pg.Client({ connectionString: PG_ADMIN });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
    },
  };
}

interface Case {
  name: string;
  path: string;
  signedIn: boolean;
  /** Extra request headers (a browser asks for pages with Accept: text/html). */
  headers?: Record<string, string>;
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error: unknown, result) =>
      error ? reject(error instanceof Error ? error : new Error(JSON.stringify(error))) : resolve(result),
    );
  });
}

const fmt = (n: number, d = 0) => n.toFixed(d).padStart(8);

async function benchDb(db: 'sqlite' | 'postgres'): Promise<void> {
  const t = await startTarget(db);
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
  if (SOAK > 0) await soak(t, pid);
  await t.stop();
}

/** Mixed reads and writes for SOAK seconds; RSS sampled every 5 s, judged after the first minute. */
async function soak(t: Target, pid: number): Promise<void> {
  const style = JSON.stringify(styleToPayload(DEFAULT_STYLE, t.projectId));
  console.log(`\n-- soak: ${SOAK} s of mixed reads and writes (list, get, captions, save style) --`);
  const { result, samples } = await sampled(pid, 5000, () =>
    run({
      url: t.url,
      connections: 10,
      duration: SOAK,
      overallRate: 400,
      headers: { cookie: t.cookie },
      requests: [
        { method: 'GET', path: `/api/projects/user/${t.userId}` },
        { method: 'GET', path: `/api/projects/${t.projectId}` },
        { method: 'GET', path: `/public/${t.projectId}.json` },
        {
          method: 'PUT',
          path: `/api/projects/${t.projectId}`,
          headers: { cookie: t.cookie, 'content-type': 'application/json' },
          body: style,
        },
      ],
    }),
  );
  const steady = samples.slice(Math.min(12, Math.floor(samples.length / 3)));
  const mean = steady.reduce((a, b) => a + b, 0) / steady.length;
  const lo = Math.min(...steady);
  const hi = Math.max(...steady);
  const spread = Math.max(mean - lo, hi - mean) / mean;
  console.log(
    `served ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} errors/non-2xx`,
  );
  console.log(
    `RSS after warm-up: mean ${mean.toFixed(1)} MiB, min ${lo.toFixed(1)}, max ${hi.toFixed(1)} (±${(spread * 100).toFixed(1)} %) → ${spread <= 0.1 ? 'flat' : 'NOT flat'}`,
  );
}

const dbs: ('sqlite' | 'postgres')[] =
  args.db === 'both' ? ['sqlite', 'postgres'] : [args.db as 'sqlite' | 'postgres'];
console.log(
  `load: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (1/5/15 min) on ${os.cpus().length} cores`,
);
for (const db of dbs) await benchDb(db);
