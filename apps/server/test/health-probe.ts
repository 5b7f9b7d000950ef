import type { FastifyInstance } from 'fastify';

export interface HealthProbe<T> {
  result: T;
  /**
   * The longest the event loop was held while a health check was due: for each check, the lesser of
   * its wait in wall-clock time and the CPU time the process spent meanwhile. Both bound the hold
   * from above, each with its own noise: the wall clock also counts waiting for a core on a loaded
   * machine, the process's CPU time also counts its other threads (parallel and concurrent garbage
   * collection, libuv's pool), which run beside the event loop without holding it.
   */
  worstHeldMs: number;
  /** The wait in CPU time alone (for the record). */
  worstCpuMs: number;
  /** The wait in wall-clock time alone (for the record; it grows with the machine's load). */
  worstWallMs: number;
  /** How many health checks were answered while the work ran. */
  answered: number;
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

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
    const cpuAtDue = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    if (res.statusCode !== 200) throw new Error(`health answered ${res.statusCode}`);
    const cpuWait = cpuMs(cpuAtDue) - everyMs;
    const wallWait = performance.now() - due - everyMs;
    worstHeldMs = Math.max(worstHeldMs, Math.min(cpuWait, wallWait));
    worstCpuMs = Math.max(worstCpuMs, cpuWait);
    worstWallMs = Math.max(worstWallMs, wallWait);
    answered++;
  }
  return { result: await settled, worstHeldMs, worstCpuMs, worstWallMs, answered };
}
