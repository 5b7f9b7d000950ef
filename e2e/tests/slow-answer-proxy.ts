import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SlowAnswerProxy {
  /** The proxy's origin: pages opened on it reach the app through it. */
  url: string;
  /** Settles once the first matching request has been answered by the app (the answer is held). */
  firstHeld: Promise<void>;
  /** Stops the proxy; the held answer is dropped (its page has gone). */
  close(): Promise<void>;
}

/**
 * A plain HTTP proxy in front of the app that holds the answer to the first request `match` picks:
 * the request reaches the app at once, as on a slow network whose way back is slow. Everything else
 * passes through untouched, so a page's requests as it goes (keepalive) are real browser requests.
 */
export async function startSlowAnswerProxy(
  target: string,
  match: (req: http.IncomingMessage) => boolean,
): Promise<SlowAnswerProxy> {
  const origin = new URL(target);
  let held = false;
  let onHeld = () => {};
  const firstHeld = new Promise<void>((resolve) => (onHeld = resolve));
  const proxy = http.createServer((req, res) => {
    const hold = !held && match(req);
    if (hold) held = true;
    const upstream = http.request(
      { host: origin.hostname, port: origin.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        if (hold) {
          // Read (so the app's request completes) and never delivered.
          answer.resume();
          answer.on('end', onHeld);
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    firstHeld,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
