import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON answer serialised once and served many times (the project list, a caption file): its bytes,
 * its validator and, made on the first request that accepts it, its gzip form. Whoever caches one
 * decides when it is stale; this only serves it (decision 040).
 */
export interface CachedJson {
  body: Buffer;
  /** A weak ETag (`W/"…"`), the same for the plain and the gzip form. */
  etag: string;
  gzip?: Buffer;
}

/** Smaller answers go as they are: gzip would save a few bytes for its own cost. */
const GZIP_FROM_BYTES = 1024;

/** A CachedJson of `value` with a content hash as its ETag. */
export function cachedJsonOf(value: unknown): CachedJson {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"` };
}

/** Whether `If-None-Match` names this ETag (weak comparison, as RFC 9110 asks for it) or is `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const mine = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === mine);
}

/** Whether `Accept-Encoding` takes gzip (named or `*`, with a quality above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Answers with a cached JSON: 304 when the client holds this version, else its bytes, gzipped when the
 * client takes gzip (compressed once per version). `private, no-cache`: a browser keeps it and asks
 * again each time, and gets 304 while it is unchanged.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedJson,
  contentType = 'application/json; charset=utf-8',
): FastifyReply {
  reply
    .header('ETag', entry.etag)
    .header('Cache-Control', 'private, no-cache')
    .header('Vary', 'Accept-Encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) return reply.status(304).send();
  reply.type(contentType);
  if (entry.body.length >= GZIP_FROM_BYTES && acceptsGzip(request.headers['accept-encoding'])) {
    entry.gzip ??= gzipSync(entry.body);
    return reply.header('Content-Encoding', 'gzip').send(entry.gzip);
  }
  return reply.send(entry.body);
}
