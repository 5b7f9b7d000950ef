import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { currentUser } from '../http/session.ts';

export const HEARTBEAT_MS = 15_000;

/**
 * `GET /api/events`: server-sent events with the signed-in user's own project and render updates
 * (one JSON object per `data:` line), and a comment line every 15 s so proxies keep the stream open.
 * The stream ends at the first heartbeat after its session or API key stops being valid.
 */
export function registerEventRoutes(app: FastifyInstance, ctx: AppContext, heartbeatMs = HEARTBEAT_MS): void {
  const open = new Set<{ end(): void }>();
  // Streams never end by themselves; end them so the server can shut down.
  app.addHook('preClose', (done) => {
    for (const res of open) res.end();
    done();
  });
  app.get('/api/events', { preValidation: app.requireUser }, (request, reply) => {
    const userId = currentUser(request).id;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 3000\n: connected\n\n');
    const unsubscribe = ctx.events.subscribe((event) => {
      if (event.userId === userId) res.write(`data: ${JSON.stringify(event)}\n\n`);
    });
    // Each heartbeat asks again who the request is: a stream outlives its session or key otherwise
    // (sign-out, password reset, a new key, account deletion), so it ends at the next beat instead.
    const beat = async () => {
      const still = await app.requireUser(request, reply).then(
        () => currentUser(request).id === userId,
        () => false,
      );
      if (res.writableEnded || res.destroyed) return; // closed while asking
      if (still) res.write(': heartbeat\n\n');
      else res.end();
    };
    const heartbeat = setInterval(() => void beat(), heartbeatMs);
    open.add(res);
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(res);
    };
    request.raw.on('close', stop);
    res.on('close', stop);
  });
}
