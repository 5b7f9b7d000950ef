import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { ByteRange } from '../../storage/storage.ts';
import { attachmentDisposition } from '../../http/content-disposition.ts';
import { lengthChecked } from '../../http/length-checked.ts';

export interface MediaFile {
  size: number;
  mtimeMs: number;
  contentType: string;
  open(range?: ByteRange): Readable;
  /** Sent as an attachment with this file name (Content-Disposition). */
  downloadName?: string;
}

/** Parses a single-range `Range: bytes=a-b` header; null for none, 'invalid' when it cannot be served. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

/** Sends a media file whole or by byte range (players seek with Range), with HEAD answered from the stat. */
export function sendMedia(request: FastifyRequest, reply: FastifyReply, media: MediaFile): FastifyReply {
  reply
    .header('Accept-Ranges', 'bytes')
    .header('Content-Type', media.contentType)
    .header('Last-Modified', new Date(media.mtimeMs).toUTCString())
    .header('Cache-Control', 'private, no-cache');
  if (media.downloadName) reply.header('Content-Disposition', attachmentDisposition(media.downloadName));
  const range = parseRange(request.headers.range, media.size);
  if (range === 'invalid') {
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
  if (request.method === 'HEAD') return reply.send();
  return reply.send(lengthChecked(media.open(range ?? undefined), length));
}
