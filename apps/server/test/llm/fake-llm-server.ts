import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake model received: the chat-completions body and its authorization header. */
export interface LlmRequest {
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

/** What the fake model answers: a status and the message content (text), or a raw JSON body. */
export type LlmReply = { status?: number; content?: string; json?: unknown } | 'hang';

/**
 * A real local HTTP server speaking the OpenAI `/v1/chat/completions` protocol, answering whatever
 * `answer` says for each request (settable per test). 'hang' never answers (the client's timeout
 * fires). The tests of every LLM caller use this one.
 */
export type LlmAnswer = (request: LlmRequest) => LlmReply | Promise<LlmReply>;

export async function startFakeLlm(answer: LlmAnswer = () => ({ content: '{}' })) {
  const state = { answer };
  const seen: LlmRequest[] = [];
  const abandoned: LlmRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      const request = {
        authorization: req.headers.authorization,
        body: JSON.parse(raw) as LlmRequest['body'],
      };
      seen.push(request);
      res.on('close', () => {
        if (!res.writableFinished) abandoned.push(request);
      });
      void Promise.resolve(state.answer(request)).then((reply) => {
        if (reply === 'hang') return;
        const body =
          reply.json ??
          (reply.content === undefined
            ? {}
            : {
                id: 'x',
                object: 'chat.completion',
                choices: [{ index: 0, message: { role: 'assistant', content: reply.content } }],
              });
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    seen,
    /** Requests the client gave up on before they were answered (its timeout or its abort signal). */
    abandoned,
    /** Replaces the answer for the following requests. */
    answerWith(next: LlmAnswer) {
      state.answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeLlm = Awaited<ReturnType<typeof startFakeLlm>>;
