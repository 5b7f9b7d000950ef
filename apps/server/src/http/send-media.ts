import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import parseRangeHeader from 'range-parser';
import type { ByteRange } from '../storage/storage.ts';
import { matchesIfNoneMatch } from './cached-json.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { lengthChecked } from './length-checked.ts';

export interface MediaFile {
  size: number;
  mtimeMs: number;
  contentType: string;
  /** The bytes of the version this size and time describe (Storage's `version` read), or of a range. */
  open(range?: ByteRange): Readable;
  /** Sent as an attachment with this file name (Content-Disposition). */
  downloadName?: string;
  /** A validator for this version of the file: sent as ETag, and a matching If-None-Match gets 304. */
  etag?: string;
}

/**
 * What a `Range` header asks of a file of `size` bytes (range-parser, the parser Express and `send`
 * use): null serves the whole file, 'unsatisfiable' is a 416. A malformed header, another unit or
 * several ranges are ignored (RFC 9110 lets a server send the whole file), so a player never fails
 * on a header it cannot have meant for us.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const ranges = parseRangeHeader(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  const [range] = ranges;
  return range ? { start: range.start, end: range.end } : null;
}

/**
 * Sends a media file whole or by byte range (players seek with Range), HEAD answered from the stat;
 * every body is length-checked, so a body that comes out short (a file replaced under a stat whose
 * opener does not check the version) drops the connection instead of leaving the client waiting for
 * bytes that never come.
 */
export function sendMedia(request: FastifyRequest, reply: FastifyReply, media: MediaFile): FastifyReply {
  reply
    .header('Accept-Ranges', 'bytes')
    .header('Content-Type', media.contentType)
    .header('Last-Modified', new Date(media.mtimeMs).toUTCString())
    .header('Cache-Control', 'private, no-cache');
  if (media.etag) {
    reply.header('ETag', media.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], media.etag)) return reply.code(304).send();
  }
  if (media.downloadName) reply.header('Content-Disposition', attachmentDisposition(media.downloadName));
  const range = parseRange(request.headers.range, media.size);
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('Content-Range', `bytes */${media.size}`)
      .removeHeader('Content-Disposition')
      .type('application/json')
      .send({ code: 'RANGE_NOT_SATISFIABLE', message: 'Range not satisfiable' });
  }
  const length = range ? range.end - range.start + 1 : media.size;
  reply.header('Content-Length', length);
  if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${media.size}`);
  // An empty file has no byte to read (an S3 ranged read of it fails): nothing to open.
  if (request.method === 'HEAD' || length === 0) return reply.send();
  return reply.send(lengthChecked(media.open(range ?? undefined), length));
}
