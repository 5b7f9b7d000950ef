import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the proxy does with a request: pass it on, answer an S3 error with this status, or cut it off. */
export type Fault = 'pass' | 500 | 503 | 'reset';

export interface FailingS3Proxy {
  /** The S3_* settings that point the app at the proxy (and through it at the real server). */
  env: Record<string, string>;
  /** Decides each request's fate from its method and path (`/bucket/key?query`); all pass by default. */
  failWhen(rule: (method: string, url: string) => Fault): void;
  /** Requests that were failed on purpose so far, as `METHOD url`. */
  failed: string[];
  /** Body bytes of the answers passed on so far (what clients downloaded through the proxy). */
  bytesServed(): number;
  close(): Promise<void>;
}

const errorXml = (status: number) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${status === 503 ? 'ServiceUnavailable' : 'InternalError'}</Code>` +
  `<Message>failed on purpose by the test</Message></Error>`;

/**
 * A small HTTP proxy in front of a real S3 server (s3rver) that fails chosen requests the way a hosted
 * store can: a 500/503 S3 error, or a connection reset before any answer.
 */
export async function startFailingS3Proxy(s3Env: Record<string, string>): Promise<FailingS3Proxy> {
  const target = new URL(s3Env.S3_ENDPOINT ?? '');
  let rule: (method: string, url: string) => Fault = () => 'pass';
  const failed: string[] = [];
  let served = 0;
  const server = http.createServer((req, res) => {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const fault = rule(method, url);
    if (fault !== 'pass') failed.push(`${method} ${url}`);
    if (fault === 'reset') {
      req.socket.destroy();
      return;
    }
    if (fault !== 'pass') {
      // Read the body first, as a real server would, so the client sees the answer and not a broken pipe.
      req.resume();
      req.on('end', () => {
        res.writeHead(fault, { 'content-type': 'application/xml', connection: 'close' });
        res.end(errorXml(fault));
      });
      return;
    }
    const upstream = http.request(
      { host: target.hostname, port: target.port, method, path: url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('data', (chunk: Buffer) => (served += chunk.length));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => req.socket.destroy());
    // A client that hangs up mid-answer (ffmpeg after its seek) ends the upstream request too, or the
    // S3 server would wait on that connection when it closes.
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: { ...s3Env, S3_ENDPOINT: `http://127.0.0.1:${port}` },
    failWhen(next) {
      rule = next;
    },
    failed,
    bytesServed: () => served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
