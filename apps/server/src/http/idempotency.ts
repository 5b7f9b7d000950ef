import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
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

function requestHash(request: FastifyRequest, bodyDigest: string): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url.split('?')[0]}\n`)
    .update(bodyDigest)
    .digest('hex');
}

/** The key of a request that carries a well-formed `Idempotency-Key`, else null (400 when malformed). */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
    throw new AppError('BAD_REQUEST', 'Idempotency-Key must be 1 to 255 visible ASCII characters.');
  }
  return key;
}

/**
 * preHandler (after `requireUser`) for POSTs that create or start something. With an
 * `Idempotency-Key` header (1-255 visible characters) the first answer is stored for 24 hours: the
 * same key with the same request gets that answer again (`Idempotent-Replayed: true`) and nothing is
 * done twice; the same key with another request gets 409, as does a retry while the first is still
 * running. Server errors (5xx) are not remembered, so they can be retried.
 *
 * `streamed`: the route reads its body itself (a multipart upload), so the body is not known here.
 * The key is only checked for form; the route fingerprints the body while it stores it
 * (`streamedBodyFingerprint`) and then calls `claimIdempotencyKey` before doing anything.
 */
export function idempotent(db: Database, options: { streamed?: boolean } = {}) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const key = idempotencyKeyOf(request);
    if (key === null || options.streamed) return undefined;
    const replay = await claim(db, request, reply, key, JSON.stringify(request.body ?? null));
    return replay?.send();
  };
}

/**
 * For a `streamed` idempotent route, once its body is read: claims the request's key for this body
 * (`bodyDigest`, from `streamedBodyFingerprint`). Returns a replay when the key already has its
 * answer: the route must then do nothing but tidy up and return `replay.send()`. Throws 409 for
 * another body or a request still running. Returns undefined (go on) for a new key or none.
 */
export async function claimIdempotencyKey(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  bodyDigest: string,
): Promise<IdempotentReplay | undefined> {
  const key = idempotencyKeyOf(request);
  return key === null ? undefined : claim(db, request, reply, key, bodyDigest);
}

/** The stored first answer of a repeated request, sent by `send()`. */
export interface IdempotentReplay {
  send(): FastifyReply;
}

async function claim(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  bodyDigest: string,
): Promise<IdempotentReplay | undefined> {
  const userId = request.sessionUser?.id;
  if (!userId) throw new Error('idempotent() must run after requireUser');
  const hash = requestHash(request, bodyDigest);
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
  return {
    send() {
      const headers = JSON.parse(seen.headers) as Record<string, string>;
      for (const [name, value] of Object.entries(headers)) reply.header(name, value);
      if (seen.contentType) reply.type(seen.contentType);
      return reply
        .header('Idempotent-Replayed', 'true')
        .status(seen.statusCode)
        .send(seen.body ?? undefined);
    },
  };
}

/**
 * The digest of a body a route streams itself (multipart), built while it is stored so the file is
 * never held in memory: each field's name and value, and each file's field name and the SHA-256 of
 * its bytes, in the order they came. Two uploads of the same length with different bytes differ.
 */
export function streamedBodyFingerprint() {
  const parts: string[] = [];
  return {
    field(name: string, value: string): void {
      parts.push(JSON.stringify(['field', name, value]));
    },
    /** A pass-through to pipe the file through on its way to storage. */
    file(name: string): Transform {
      const hash = createHash('sha256');
      return new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          done(null, chunk);
        },
        flush(done) {
          parts.push(JSON.stringify(['file', name, hash.digest('hex')]));
          done();
        },
      });
    },
    digest(): string {
      return JSON.stringify(['multipart', ...parts]);
    },
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
