import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
  status: number;
}

/**
 * A real HTTP server on 127.0.0.1 that records every webhook POST and answers what `answer` says
 * (a status, or 'hang' to never answer). `verify` checks a request with the library's own verifier.
 */
export async function startReceiver(answer: (n: number) => number | 'hang' = () => 204) {
  const received: ReceivedWebhook[] = [];
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const status = answer(received.length + 1);
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]),
      );
      received.push({
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
        status: status === 'hang' ? 0 : status,
      });
      if (status === 'hang') hanging.push(response);
      else response.writeHead(status).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    verify(secret: string, message: ReceivedWebhook): unknown {
      return new Webhook(secret).verify(message.body, message.headers);
    },
    async close() {
      for (const r of hanging) r.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Polls until `check` returns a value (no fixed sleeps; fails with the last value after the deadline). */
export async function waitUntil<T>(
  check: () => Promise<T | undefined | null | false>,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
