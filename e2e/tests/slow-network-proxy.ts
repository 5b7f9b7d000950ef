import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Plain HTTP proxies in front of the app that make some requests slow, as a real network does.
 * Everything else passes through untouched, so a page's requests as it goes (keepalive) are real
 * browser requests whose fate the browser decides.
 */
export interface SlowProxy {
  /** The proxy's origin: pages opened on it reach the app through it. */
  url: string;
  /** Stops the proxy; what it still holds is dropped (its page has gone). */
  close(): Promise<void>;
}

export interface SlowAnswerProxy extends SlowProxy {
  /** Settles once the first matching request has been answered by the app (the answer is held). */
  firstHeld: Promise<void>;
}

type Match = (req: http.IncomingMessage) => boolean;

/** Sends `req` (its body as `body`, or piped) to the app; `onAnswer` gets the app's answer. */
function sendUpstream(
  origin: URL,
  req: http.IncomingMessage,
  body: Buffer | null,
  onAnswer: (answer: http.IncomingMessage) => void,
): http.ClientRequest {
  const upstream = http.request(
    { host: origin.hostname, port: origin.port, path: req.url, method: req.method, headers: req.headers },
    onAnswer,
  );
  if (body) upstream.end(body);
  else req.pipe(upstream);
  return upstream;
}

/** Sends `req` to the app and hands its answer to `onAnswer`; a failed send drops the browser's side. */
function forward(
  origin: URL,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  body: Buffer | null,
  onAnswer: (answer: http.IncomingMessage) => void,
): void {
  sendUpstream(origin, req, body, onAnswer).on('error', () => res.destroy());
}

function deliver(res: http.ServerResponse): (answer: http.IncomingMessage) => void {
  return (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  };
}

async function listen(handler: http.RequestListener): Promise<SlowProxy> {
  const proxy = http.createServer(handler);
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}

/**
 * Holds the answer to the first request `match` picks: the request reaches the app at once, as on a
 * slow network whose way back is slow.
 */
export async function startSlowAnswerProxy(target: string, match: Match): Promise<SlowAnswerProxy> {
  const origin = new URL(target);
  let held = false;
  let onHeld = () => {};
  const firstHeld = new Promise<void>((resolve) => (onHeld = resolve));
  const proxy = await listen((req, res) => {
    const hold = !held && match(req);
    if (hold) held = true;
    forward(origin, req, res, null, (answer) => {
      if (!hold) return deliver(res)(answer);
      // Read (so the app's request completes) and never delivered.
      answer.resume();
      answer.on('end', onHeld);
    });
  });
  return { ...proxy, firstHeld };
}

/**
 * Passes each request `match` picks on to the app `delayMs` after its body arrived, and only if the
 * browser still wants it then: as on a slow way out, a request the browser cancels meanwhile (with
 * its page) never reaches the app.
 */
export async function startSlowSendProxy(target: string, match: Match, delayMs: number): Promise<SlowProxy> {
  const origin = new URL(target);
  return listen((req, res) => {
    if (!match(req)) return forward(origin, req, res, null, deliver(res));
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      setTimeout(() => {
        if (res.destroyed || req.socket.destroyed) return;
        forward(origin, req, res, Buffer.concat(chunks), deliver(res));
      }, delayMs);
    });
  });
}

export interface LateDeliveryProxy extends SlowProxy {
  /** Settles once the whole body of the first request `match` picks has arrived (and is held). */
  held: Promise<void>;
  /** Sends the held request to the app now, whatever became of the browser's side; its status. */
  deliverHeld(): Promise<number>;
}

/**
 * Holds the first request `match` picks until the test lets it go, and then delivers it even if the
 * browser has gone: a request whose body was already on the network when its page went still reaches
 * the server, only late (after the requests the page sent as it went).
 */
export async function startLateDeliveryProxy(target: string, match: Match): Promise<LateDeliveryProxy> {
  const origin = new URL(target);
  let taken = false;
  let hold: { req: http.IncomingMessage; body: Buffer } | null = null;
  let onHeld = () => {};
  const held = new Promise<void>((resolve) => (onHeld = resolve));
  const proxy = await listen((req, res) => {
    if (taken || !match(req)) return forward(origin, req, res, null, deliver(res));
    taken = true;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      hold = { req, body: Buffer.concat(chunks) };
      onHeld();
    });
  });
  return {
    ...proxy,
    held,
    async deliverHeld() {
      await held;
      const { req, body } = hold!;
      return new Promise<number>((resolve, reject) => {
        sendUpstream(origin, req, body, (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        }).on('error', reject);
      });
    },
  };
}
