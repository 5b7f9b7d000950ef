import type { FastifyInstance } from 'fastify';

/** How often idle keep-alive connections are closed while the server drains. */
const IDLE_SWEEP_MS = 100;

/**
 * On `close()`, Fastify destroys the connections idle at that moment and lets requests in flight
 * finish; but a kept-alive connection whose request finishes during the drain then stays open for its
 * keep-alive timeout (72 s in Fastify), and `close()` waits for it. From preClose until the app has
 * closed, idle connections are closed as they appear, so `close()` returns once the last request in
 * flight is answered: a shutdown, and every test app's close, whoever calls it.
 */
export function closeConnectionsAsTheyIdle(app: FastifyInstance): void {
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    done();
  });
  // onClose runs once the server has closed (or at once for an app that never listened).
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweep);
    done();
  });
}
