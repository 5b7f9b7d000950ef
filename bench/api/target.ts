/**
 * What the bench/api commands share: the server under load (its bundle, as `npm start` runs it, in its own process
 * on a fresh SQLite data directory or PostgreSQL database, seeded with one signed-in user, 200 projects
 * and a 300-word caption file), autocannon, RSS sampling and the machine's load.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { builtEntry, bundleServer } from '../../apps/server/src/build/server-bundle.ts';
import { loadConfig, repoRoot } from '../../apps/server/src/config.ts';
import { createContext } from '../../apps/server/src/context.ts';
import { createLogger } from '../../apps/server/src/logger.ts';
import { insertProject } from '../../apps/server/src/modules/projects/projects.repository.ts';
import { projectKeys } from '../../apps/server/src/storage/storage.ts';
import serverPackage from '../../apps/server/package.json' with { type: 'json' };

const PG_ADMIN = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export type DbKind = 'sqlite' | 'postgres';

/** The machine's load average (1/5/15 min): other engineers share these cores, so every figure carries it. */
export function loadAverage(): string {
  return `load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (1/5/15 min) on ${os.cpus().length} cores`;
}

export interface Target {
  url: string;
  cookie: string;
  userId: string;
  projectId: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** RSS of a process in MiB, from /proc. */
export async function rssMiB(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Samples the server's RSS while `fn` runs; resolves with fn's result and the peak / all samples. */
export async function sampled<T>(pid: number, everyMs: number, fn: () => Promise<T>) {
  const samples: number[] = [];
  const timer = setInterval(() => void rssMiB(pid).then((m) => samples.push(m)), everyMs);
  try {
    const result = await fn();
    return { result, peak: Math.max(...samples, await rssMiB(pid)), samples };
  } finally {
    clearInterval(timer);
  }
}

/**
 * The node flags of the server's start script (apps/server/package.json `start`, decision 048: heap
 * settings), so the benches measure the server as it is started.
 */
export function serverNodeFlags(): string[] {
  const start = String(serverPackage.scripts.start);
  const m = /^tsx src\/cli\/build\.ts && node((?: --[\w-]+(?:=\S+)?)*) dist\/main\.mjs$/.exec(start);
  if (!m) throw new Error(`bench/api cannot read the node flags of the server's start script: ${start}`);
  return (m[1] ?? '').split(' ').filter(Boolean);
}

/** `nodeArgs`: extra flags for the server's node (e.g. `--cpu-prof`), after the start script's. */
export async function startTarget(db: DbKind, nodeArgs: string[] = []): Promise<Target> {
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

  const flags = [...serverNodeFlags(), ...nodeArgs];
  await bundleServer();
  const child = spawn(process.execPath, [...flags, builtEntry('main')], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A bench stopped early must not leave its server behind.
  process.once('exit', () => child.kill('SIGKILL'));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /Wordreel is ready at (http:\/\/\S+)/.exec(out);
      if (m?.[1]) {
        // Stop keeping the output: a soak's server prints a line per garbage collection.
        child.stdout?.off('data', onData);
        resolve(m[1]);
      }
    };
    child.stdout?.on('data', onData);
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

export function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error: unknown, result) =>
      error ? reject(error instanceof Error ? error : new Error(JSON.stringify(error))) : resolve(result),
    );
  });
}
