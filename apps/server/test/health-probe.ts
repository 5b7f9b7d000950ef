import type { FastifyInstance } from 'fastify';

export interface HealthProbe<T> {
  result: T;
  /**
   * The longest a health check waited for its answer from the moment it was due, counted in CPU time
   * the server process spent meanwhile: work that holds the event loop counts in full, time the
   * process merely waited for a core on a loaded machine does not.
   */
  worstCpuMs: number;
  /** The same in wall-clock time (for the record; it also grows with the machine's load). */
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
  let worstCpuMs = 0;
  let worstWallMs = 0;
  let answered = 0;
  while (!done) {
    const due = performance.now();
    const cpuAtDue = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    if (res.statusCode !== 200) throw new Error(`health answered ${res.statusCode}`);
    worstCpuMs = Math.max(worstCpuMs, cpuMs(cpuAtDue) - everyMs);
    worstWallMs = Math.max(worstWallMs, performance.now() - due - everyMs);
    answered++;
  }
  return { result: await settled, worstCpuMs, worstWallMs, answered };
}
