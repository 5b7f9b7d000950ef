import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { resolvePublicAddresses, WebhookAddressError } from './webhook-address.ts';
import { deadlineSignal } from '../../process/deadline-signal.ts';

export interface WebhookMessage {
  url: string;
  /** `whsec_…` */
  secret: string;
  /** `webhook-id`: the same on every attempt of one delivery. */
  id: string;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
  signal?: AbortSignal;
}

export interface WebhookAttempt {
  /** The receiver's HTTP status, or null when there was no answer. */
  status: number | null;
  ok: boolean;
  error: string | null;
}

/** At most this much of an answer is read (the body is not kept: the status is what counts). */
const MAX_ANSWER_BYTES = 64 * 1024;

/** The Standard Webhooks headers for one attempt (the timestamp is the attempt's, signed with the body). */
export function signedHeaders(message: Pick<WebhookMessage, 'secret' | 'id' | 'body'>, now = new Date()) {
  const signature = new Webhook(message.secret).sign(message.id, now, message.body);
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

/**
 * One POST of a signed event. The connection goes only to an address checked at this moment: the
 * socket's own DNS lookup is ours (every address of the host must be public), so a name cannot
 * resolve to a public address for a check and a private one for the connection. Redirects are not
 * followed (a 3xx is a failure). The whole attempt is bounded by `timeoutMs`.
 */
export async function sendWebhook(message: WebhookMessage): Promise<WebhookAttempt> {
  const url = new URL(message.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  try {
    // Literal IP hosts skip the lookup below: check them here (and everything else once more, for a clear error).
    await resolvePublicAddresses(host, message.allowPrivate);
  } catch (error) {
    return { status: null, ok: false, error: (error as Error).message };
  }
  const lookup: LookupFunction = (hostname, options, callback) => {
    resolvePublicAddresses(hostname, message.allowPrivate).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : null;
        const usable = addresses.filter((a) => !wanted || a.family === wanted);
        if (options.all) callback(null, usable);
        else if (usable[0]) callback(null, usable[0].address, usable[0].family);
        else callback(new WebhookAddressError(`The host ${hostname} has no usable address.`), '', 4);
      },
      (error: Error) => callback(error, '', 4),
    );
  };
  const deadline = deadlineSignal(message.timeoutMs, message.signal);
  const { signal } = deadline;
  const client = url.protocol === 'https:' ? https : http;
  const attempt = new Promise<WebhookAttempt>((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup,
        signal,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(message.body),
          'user-agent': 'Wordreel-Webhooks/1',
          ...signedHeaders(message),
        },
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const status = response.statusCode ?? null;
        const done = () => {
          const ok = status !== null && status >= 200 && status < 300;
          resolve({ status, ok, error: ok ? null : `The endpoint answered ${status}.` });
        };
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('error', (error) => {
      const timedOut = deadline.passed() && !message.signal?.aborted;
      resolve({
        status: null,
        ok: false,
        error: timedOut
          ? `No answer within ${message.timeoutMs} ms.`
          : error instanceof WebhookAddressError
            ? error.message
            : `Could not reach the endpoint (${(error as NodeJS.ErrnoException).code ?? error.message}).`,
      });
    });
    request.end(message.body);
  });
  return attempt.finally(deadline.clear);
}
