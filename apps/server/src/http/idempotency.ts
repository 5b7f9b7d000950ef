import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { AppError } from './app-error.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const REPLAYED_HEADERS = ['location', 'upload-project-id'];

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `idempotent` preHandler when this request's answer is to be remembered. */
    idempotency: { userId: string; key: string } | null;
  }
}

function requestHash(request: FastifyRequest): string {
  const hash = createHash('sha256').update(`${request.method} ${request.url.split('?')[0]}\n`);
  if (request.isMultipart?.()) {
    // A streamed upload is not read here: its declared length and type stand for the body.
    hash.update(`multipart ${request.headers['content-length'] ?? ''}`);
  } else {
    hash.update(JSON.stringify(request.body ?? null));
  }
  return hash.digest('hex');
}

/**
 * preHandler (after `requireUser`) for POSTs that create or start something. With an
 * `Idempotency-Key` header (1-255 visible characters) the first answer is stored for 24 hours: the
 * same key with the same request gets that answer again (`Idempotent-Replayed: true`) and nothing is
 * done twice; the same key with another request gets 409, as does a retry while the first is still
 * running. Server errors (5xx) are not remembered, so they can be retried.
 */
export function idempotent(db: Database) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const raw = request.headers['idempotency-key'];
    if (raw === undefined) return undefined;
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
      throw new AppError('BAD_REQUEST', 'Idempotency-Key must be 1 to 255 visible ASCII characters.');
    }
    const userId = request.sessionUser?.id;
    if (!userId) throw new Error('idempotent() must run after requireUser');
    const hash = requestHash(request);
    const now = Date.now();
    await db
      .deleteFrom('idempotencyKey')
      .where('userId', '=', userId)
      .where('key', '=', key)
      .where('createdAt', '<', now - IDEMPOTENCY_TTL_MS)
      .execute();
    const inserted = await db
      .insertInto('idempotencyKey')
      .values({
        userId,
        key,
        requestHash: hash,
        statusCode: 0,
        contentType: null,
        headers: '{}',
        body: null,
        createdAt: now,
      })
      .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (inserted) {
      request.idempotency = { userId, key };
      return undefined;
    }
    const seen = await db
      .selectFrom('idempotencyKey')
      .selectAll()
      .where('userId', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!seen) throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still in progress.');
    if (seen.requestHash !== hash) {
      throw new AppError('CONFLICT', 'This Idempotency-Key was already used with a different request.');
    }
    if (seen.statusCode === 0) {
      throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still in progress.');
    }
    const headers = JSON.parse(seen.headers) as Record<string, string>;
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    if (seen.contentType) reply.type(seen.contentType);
    return reply
      .header('Idempotent-Replayed', 'true')
      .status(seen.statusCode)
      .send(seen.body ?? undefined);
  };
}

/** Stores the first answer of an idempotent request (or forgets the key after a server error). */
export function registerIdempotencyStore(app: FastifyInstance, db: Database): void {
  app.decorateRequest('idempotency', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const record = request.idempotency;
    if (!record) return payload;
    request.idempotency = null;
    const where = db
      .deleteFrom('idempotencyKey')
      .where('userId', '=', record.userId)
      .where('key', '=', record.key);
    if (
      reply.statusCode >= 500 ||
      (payload !== null && typeof payload !== 'string' && !Buffer.isBuffer(payload))
    ) {
      await where.execute();
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const contentType = reply.getHeader('content-type');
    await db
      .updateTable('idempotencyKey')
      .set({
        statusCode: reply.statusCode,
        contentType: contentType === undefined ? null : String(contentType),
        headers: JSON.stringify(headers),
        body: payload === null || payload === undefined ? null : payload.toString(),
      })
      .where('userId', '=', record.userId)
      .where('key', '=', record.key)
      .execute();
    return payload;
  });
}
