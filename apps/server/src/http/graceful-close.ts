import type { FastifyInstance } from 'fastify';

/** How often idle keep-alive connections are closed while the server drains. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops the HTTP server the graceful way, while `alongside` runs (e.g. handing running jobs back):
 * no new connections, requests in flight finish. A kept-alive connection whose request finishes
 * during the drain would otherwise stay open until its keep-alive timeout (72 s in Fastify), so idle
 * connections are closed as they appear.
 */
export async function closeGracefully(app: FastifyInstance, alongside: () => Promise<void>): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await Promise.all([app.close(), alongside()]);
  } finally {
    clearInterval(sweep);
  }
}
