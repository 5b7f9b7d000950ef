import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@wordreel/core';
import { expect } from 'vitest';
import { builtServerArgs, type ServerEntry } from '../../src/build/server-bundle.ts';
import { loadConfig, repoRoot } from '../../src/config.ts';
import { type AppContext, createContext } from '../../src/context.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { createLogger } from '../../src/logger.ts';
import { makeClip as makeMediaClip } from '../media/media-fixtures.ts';
import { makeClip, payloadFor, seedProject, word } from '../render/render-fixtures.ts';
import { deleteRedisKeys, TEST_REDIS_URL } from '../redis-keys.ts';
import { createPgDatabase, createTestUser, type TestUser } from '../test-app.ts';

export type DeploymentKind = 'sqlite' | 'scale-out';

/**
 * One installation the fault tests start, kill and restart processes on: a data directory, and for
 * `scale-out` a PostgreSQL database of its own plus a Redis prefix of its own. `side` is a context on
 * the same database and storage inside the test process (to seed users and read rows); it runs no jobs.
 */
export interface Deployment {
  kind: DeploymentKind;
  env: Record<string, string>;
  dataDir: string;
  side: AppContext;
  user: TestUser;
  dispose(): Promise<void>;
}

export async function createDeployment(
  kind: DeploymentKind,
  extraEnv: Record<string, string> = {},
): Promise<Deployment> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-fault-'));
  const pg = kind === 'scale-out' ? await createPgDatabase() : undefined;
  const prefix = `wordreel-fault-${randomBytes(4).toString('hex')}`;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    RATE_LIMIT_DISABLED: 'true',
    AUTH_SECRET: randomBytes(24).toString('hex'),
    ...(pg ? { DATABASE_URL: pg.url, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix } : {}),
    ...extraEnv,
  };
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const side = await createContext(config, createLogger(config));
  const user = await createTestUser(side);
  return {
    kind,
    env,
    dataDir,
    side,
    user,
    async dispose() {
      await side.close();
      await pg?.drop();
      if (pg) await deleteRedisKeys(prefix);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface LogLine {
  msg?: string;
  jobId?: string;
  job?: string;
  [key: string]: unknown;
}

/** A real server (`main`) or worker (`worker`) process, started from its bundle like `npm start`. */
export class ServerProcess {
  private out = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  url = '';

  private constructor(private readonly child: ChildProcess) {
    child.stdout?.on('data', (d: Buffer) => (this.out += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (this.out += d.toString()));
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  static async start(script: ServerEntry, env: Record<string, string>): Promise<ServerProcess> {
    const child = spawn(process.execPath, builtServerArgs(script), {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const p = new ServerProcess(child);
    const ready = script === 'main' ? /Wordreel is ready at (http:\/\/\S+)/ : /worker is running jobs/;
    const match = await p.waitForOutput(ready, 90_000);
    if (script === 'main') p.url = match[1] ?? '';
    return p;
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  output(): string {
    return this.out;
  }

  /** pino's JSON lines of this process. */
  logLines(): LogLine[] {
    return this.out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as LogLine);
  }

  /** Resolves with the first match of `pattern` in the output (waits for it to appear). */
  waitForOutput(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const m = this.out.match(pattern);
        if (!m) return false;
        cleanup();
        resolve(m);
        return true;
      };
      const onData = () => void check();
      const onExit = () => {
        if (!check()) {
          cleanup();
          reject(new Error(`process exited before ${String(pattern)}:\n${this.out.slice(-4000)}`));
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no ${String(pattern)} within ${timeoutMs} ms:\n${this.out.slice(-4000)}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.child.stdout?.off('data', onData);
        this.child.stderr?.off('data', onData);
        this.child.off('exit', onExit);
      };
      if (check()) return;
      this.child.stdout?.on('data', onData);
      this.child.stderr?.on('data', onData);
      this.child.once('exit', onExit);
    });
  }

  /** SIGKILL: the process dies at once, as in a crash or an OOM kill; resolves once it is gone. */
  async kill(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    await this.exited;
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }
}

/** Polls `probe` until it returns a value (not undefined); fails with the last seen state. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 90_000,
  /** Describes the state when the wait times out. */
  seen?: () => string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}${seen ? ` (last seen: ${seen()})` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Each fault test starts processes several times and runs real ffmpeg jobs on a shared CI machine. */
export const FAULT_TEST_MS = 240_000;

export const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

export type AttemptMsg = 'job attempt started' | 'job attempt done';

/** Attempts of a job that began / ended well, from the JSON log lines of the given processes. */
export function attempts(procs: ServerProcess[], jobId: string, msg: AttemptMsg): number {
  return procs.flatMap((p) => p.logLines()).filter((l) => l.msg === msg && l.jobId === jobId).length;
}

/** The log line of a job's attempt, for `ServerProcess.waitForOutput`. */
export const jobLogLine = (jobId: string, msg: AttemptMsg) =>
  new RegExp(`"jobId":"${jobId}"[^\\n]*"msg":"${msg}"`);

/**
 * Waits for a job's 'done' line in any of the processes: a job sets the project's status before it
 * returns, so a project can read `ready` a moment before its process logs the end of the attempt.
 */
export const loggedDone = (procs: ServerProcess[], jobId: string, times = 1) =>
  waitFor(`${jobId} to log its end`, () =>
    Promise.resolve(attempts(procs, jobId, 'job attempt done') >= times ? true : undefined),
  );

/**
 * A media job failed for good after three attempts were killed: never run to its end, the job failed
 * with the studio's message, the transcription it was paid with refunded once, no video stored or
 * served (`call`: the owner's request to a running server).
 */
export async function expectKilledMediaJobFailed(
  d: Deployment,
  procs: ServerProcess[],
  id: string,
  call: (url: string) => Promise<Response>,
): Promise<void> {
  const jobId = `media-${id}`;
  expect(attempts(procs, jobId, 'job attempt started')).toBe(3);
  expect(attempts(procs, jobId, 'job attempt done')).toBe(0);
  const job = await d.side.jobs.get(jobId);
  expect(job?.state).toBe('failed');
  expect(job?.error).toBe(MESSAGES.JOB_INTERRUPTED);
  const refunds = await d.side.db
    .selectFrom('creditLedger')
    .select('delta')
    .where('projectId', '=', id)
    .where('kind', '=', 'refund')
    .execute();
  expect(refunds).toHaveLength(1);
  expect((await call(`/public/${id}.mp4`)).status).toBe(404);
  expect(await d.side.storage.exists(projectKeys.video(id))).toBe(false);
}

/**
 * The processes one test file starts on a deployment: `start` records each, `killAll` (in afterEach)
 * makes sure a failed test leaves none running jobs on the shared database or Redis.
 */
export class Processes {
  readonly all: ServerProcess[] = [];

  constructor(private readonly deployment: () => Deployment) {}

  async start(script: 'main' | 'worker'): Promise<ServerProcess> {
    const p = await ServerProcess.start(script, this.deployment().env);
    this.all.push(p);
    return p;
  }

  async killAll(): Promise<void> {
    for (const p of this.all.splice(0)) await p.kill();
  }
}

/** The deployment's signed-in user calling a server process (`base` is its URL). */
export function userCall(deployment: () => Deployment, base: () => string) {
  const call = (url: string, init: RequestInit = {}) =>
    fetch(`${base()}${url}`, { ...init, headers: { cookie: deployment().user.cookie, ...init.headers } });
  const project = async (id: string) =>
    (await (await call(`/api/projects/${id}`)).json()) as { status: string; statusDetail: string | null };
  /** Resolves with the project's status once it leaves the processing ones (`ready` or `failed`). */
  const settled = (id: string) =>
    waitFor('the project to leave processing', async () => {
      const { status } = await project(id);
      return status === 'ready' || status === 'failed' ? status : undefined;
    });
  return { call, project, settled };
}

/** A project of the deployment's user whose export takes seconds to make: a kill lands mid-render. */
export async function seedLongExportProject(d: Deployment): Promise<string> {
  const clip = await makeClip({ seconds: 12, audio: 'tone' });
  return seedProject(d.side, d.user.id, clip, [word(' Hello', 0, 600), word(' world', 600, 1500)]);
}

/**
 * A clip whose media job runs for seconds in every attempt, well past a kill: its picture is rotated, so
 * it is re-encoded (no quick remux).
 */
export const slowMediaClip = (clipDir: string) =>
  makeMediaClip(clipDir, 'stalls', { width: 640, height: 360, seconds: 20, rotate: 90 });

/**
 * The owner's export calls on project `id` through `call` (a running server): ask for an export in a
 * theme, read its state, and download the served file (which must be there) as its hash.
 */
export function exportCalls(call: (url: string, init?: RequestInit) => Promise<Response>, id: string) {
  return {
    render: (theme: Parameters<typeof payloadFor>[1]) =>
      call('/render', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payloadFor(id, theme)),
      }),
    renderState: async () =>
      (await (await call(`/api/projects/${id}/render`)).json()) as { state: string; progress: number },
    download: async () => {
      const res = await call(`/download/${id}.mp4`);
      expect(res.status).toBe(200);
      return sha(Buffer.from(await res.arrayBuffer()));
    },
  };
}
