import { LEAVING_SAVE_HEADER } from '@wordreel/core/leaving-save';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCookieOf } from './session-cache.ts';

/** The longest a read waits for a save sent as the previous page went (a stuck save delays, never blocks). */
export const LEAVING_SAVE_WAIT_MS = 3000;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a save sent as its page went: marks it done (answered or abandoned). */
    leavingSaveDone?: () => void;
  }
}

/**
 * Read-your-writes across a reload. The save a page sends as it goes races the next page's first
 * reads on other connections, and a read handled first answers the old value: the creator reloads
 * and sees the edit undone (it comes back on the next load). So a save marked with
 * `LEAVING_SAVE_HEADER` is noted from the moment it arrives, and a GET from the same browser (its
 * session cookie) waits for that browser's noted saves, at most `LEAVING_SAVE_WAIT_MS`. One process:
 * with several app servers behind a balancer, sticky sessions keep this promise.
 */
export function registerLeavingSaves(app: FastifyInstance, waitMs = LEAVING_SAVE_WAIT_MS): void {
  const pending = new Map<string, Set<Promise<void>>>();

  app.addHook('onRequest', async (request) => {
    const marked = request.method !== 'GET' && request.headers[LEAVING_SAVE_HEADER] === '1';
    // Every request passes here (media ranges, assets): nothing noted and nothing to note is the
    // common case, answered without reading the cookie.
    if (!marked && (request.method !== 'GET' || pending.size === 0)) return;
    const session = sessionCookieOf(request.headers.cookie);
    if (!session) return;
    if (marked) return note(request, session);
    const saves = pending.get(session);
    if (saves) await settledWithin([...saves], waitMs);
  });
  app.addHook('onResponse', (request, _reply, next) => {
    request.leavingSaveDone?.();
    next();
  });
  app.addHook('onRequestAbort', (request, next) => {
    request.leavingSaveDone?.();
    next();
  });

  function note(request: FastifyRequest, session: string): void {
    let finish = () => {};
    const save = new Promise<void>((resolve) => (finish = resolve));
    const saves = pending.get(session) ?? new Set<Promise<void>>();
    saves.add(save);
    pending.set(session, saves);
    request.leavingSaveDone = () => {
      saves.delete(save);
      if (saves.size === 0 && pending.get(session) === saves) pending.delete(session);
      finish();
    };
  }
}

/** Resolves when every promise has, or after `ms`, whichever is first (no timer left behind). */
async function settledWithin(promises: Promise<void>[], ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  try {
    await Promise.race([Promise.all(promises), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
