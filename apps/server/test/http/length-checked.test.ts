import http from 'node:http';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendMedia } from '../../src/http/send-media.ts';

/** What a file replaced after its stat looks like: the stat's size, a shorter body. */
const STATED = 100;
/** Far more than the socket and stream buffers between the file and a client that stops reading. */
const LARGE = 1024 ** 3;
const bodies: Readable[] = [];

describe('a media answer: its length checked, its file closed when the client goes', () => {
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    app = Fastify();
    for (const [path, bytes] of [
      ['/same', STATED],
      ['/shorter', 60],
    ] as const) {
      app.get(path, (request, reply) =>
        sendMedia(request, reply, {
          size: STATED,
          mtimeMs: 0,
          contentType: 'video/mp4',
          open: (range) => {
            const body = Buffer.alloc(bytes, 7);
            return Readable.from([range ? body.subarray(range.start, range.end + 1) : body]);
          },
        }),
      );
    }
    // A large file, read a chunk at a time; `bodies` records whether each read was closed.
    app.get('/large', (request, reply) =>
      sendMedia(request, reply, {
        size: LARGE,
        mtimeMs: 0,
        contentType: 'video/mp4',
        open: () => {
          const body = new Readable({
            read() {
              this.push(Buffer.alloc(64 * 1024, 7));
            },
          });
          bodies.push(body);
          return body;
        },
      }),
    );
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  /** The whole body, 'broken' when the answer failed, 'waiting' when it neither ended nor failed. */
  const bodyOf = async (path: string, headers: Record<string, string> = {}) => {
    const read = fetch(base + path, { headers }).then(
      async (res) => Buffer.from(await res.arrayBuffer()).length,
      () => 'broken' as const,
    );
    return Promise.race([read.catch(() => 'broken' as const), sleep(5000).then(() => 'waiting' as const)]);
  };

  it('should send a body of the stated length whole, and a range of it', async () => {
    expect(await bodyOf('/same')).toBe(STATED);
    expect(await bodyOf('/same', { range: 'bytes=10-19' })).toBe(10);
  });

  it('should break an answer that comes out shorter than its Content-Length instead of leaving the client waiting', async () => {
    expect(await bodyOf('/shorter')).toBe('broken');
  });

  it("should close the file it reads when the client goes mid-answer (a player's seek drops its request)", async () => {
    await new Promise<void>((resolve, reject) => {
      const request = http.get(`${base}/large`, (res) => {
        res.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    expect(bodies).toHaveLength(1);
    await vi.waitFor(() => expect(bodies[0]?.destroyed).toBe(true), { timeout: 5000 });
  });
});
