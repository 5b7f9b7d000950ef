import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

export interface HealthProbe<T> {
  result: T;
  /**
   * The longest the event loop was held while a health check was due: for each check, the lesser of
   * its wait in wall-clock time and the CPU time the main thread (the event loop's) spent meanwhile.
   * Both bound the hold from above: the wall clock also counts waiting for a core on a loaded
   * machine. The process's CPU time is not used: it also counts its other threads (parallel and
   * concurrent garbage collection, libuv's pool), which run beside the event loop without holding
   * it, and on a loaded machine both it and the wall clock passed 100 ms while the loop was free.
   */
  worstHeldMs: number;
  /** The wait in the main thread's CPU time alone (for the record). */
  worstCpuMs: number;
  /** The wait in wall-clock time alone (for the record; it grows with the machine's load). */
  worstWallMs: number;
  /** How many health checks were answered while the work ran. */
  answered: number;
}

/**
 * How long the tests let work hold the event loop. Work that yields as it should stays far below it;
 * work that does not (a quadratic parse, a whole-list check in one go) holds it for seconds or hours,
 * which is what they catch. It is not a speed goal: a hold also takes in garbage collection and, with
 * `inject`, the harness assembling a large answer in one go, so the same import measured 60-130 ms
 * from run to run on a quiet machine; the tests print their figures.
 */
export const EVENT_LOOP_HOLD_LIMIT_MS = 500;

/** The figures of a probe, for the test's output. */
export function holdFigures(probe: HealthProbe<unknown>): string {
  return `worst hold ${probe.worstHeldMs.toFixed(1)} ms (${probe.worstCpuMs.toFixed(1)} ms CPU, ${probe.worstWallMs.toFixed(1)} ms wall), ${probe.answered} answers`;
}

/** The length of /proc's clock tick in ms (USER_HZ: 100 ticks a second on every Linux seen, but asked). */
const tickMs = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/**
 * The main thread's CPU time in ms, from Linux's /proc (utime and stime, the 14th and 15th fields,
 * in clock ticks): Node has no per-thread figure before 23.
 */
function mainThreadCpuMs(): number {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  // The command name may hold spaces: count fields from the ')' that closes it (field 3 is next).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * tickMs;
}

/** Sends `GET /api/health` every `everyMs` while `work` runs and measures how long each waited. */
export async function probeHealthWhile<T>(
  app: FastifyInstance,
  work: Promise<T>,
  everyMs = 10,
): Promise<HealthProbe<T>> {
  let done = false;
  const settled = work.finally(() => {
    done = true;
  });
  let worstHeldMs = 0;
  let worstCpuMs = 0;
  let worstWallMs = 0;
  let answered = 0;
  while (!done) {
    const due = performance.now();
    const cpuAtDue = mainThreadCpuMs();
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    if (res.statusCode !== 200) throw new Error(`health answered ${res.statusCode}`);
    const cpuWait = mainThreadCpuMs() - cpuAtDue - everyMs;
    const wallWait = performance.now() - due - everyMs;
    worstHeldMs = Math.max(worstHeldMs, Math.min(cpuWait, wallWait));
    worstCpuMs = Math.max(worstCpuMs, cpuWait);
    worstWallMs = Math.max(worstWallMs, wallWait);
    answered++;
  }
  return { result: await settled, worstHeldMs, worstCpuMs, worstWallMs, answered };
}
