import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseDescription } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

const SUBTITLE =
  ' Welcome back to the garden. Today we plant tomatoes and basil. Tomatoes love sun and basil loves tomatoes.';

describe.each(dbKinds)('POST /generate-description with the built-in generator on %s', (db) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ db });
    user = await createTestUser(t.ctx);
  });
  afterAll(() => t.close());

  it('should answer a fenced description that parses into the same title, long and short', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/generate-description',
      headers: { cookie: user.cookie },
      payload: { subtitle: SUBTITLE },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ description: string; title: string; long: string; short: string }>();
    expect(body.description).toMatch(/^[^`]+\n```json\n[\s\S]+\n```$/);
    expect(parseDescription(body.description)).toEqual({
      title: body.title,
      long: body.long,
      short: body.short,
    });
    // Hashtags name the video's topic words the title does not already say.
    expect(body.long).toMatch(/#garden\b/);
    expect(body.long).not.toMatch(/#(welcome|back)\b/);
  });

  it('should vary with the attempt number', async () => {
    const titles = new Set<string>();
    for (const variant of [0, 1, 2]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/generate-description',
        headers: { cookie: user.cookie },
        payload: { subtitle: SUBTITLE, variant },
      });
      titles.add(res.json<{ title: string }>().title);
    }
    expect(titles.size).toBe(3);
  });

  it('should refuse an empty subtitle with a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/generate-description',
      headers: { cookie: user.cookie },
      payload: { subtitle: '   ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'There are no captions to describe yet.' });
  });

  it('should require a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/generate-description',
      payload: { subtitle: 'hi' },
    });
    expect(res.statusCode).toBe(401);
  });
});

interface SeenRequest {
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

/** A local server speaking the OpenAI chat-completions protocol, with a switchable behaviour. */
async function startFakeModel(): Promise<{
  url: string;
  seen: SeenRequest[];
  mode: { value: 'ok' | 'garbage' | 'error' | 'slow' };
  close(): Promise<void>;
}> {
  const seen: SeenRequest[] = [];
  const mode = { value: 'ok' as 'ok' | 'garbage' | 'error' | 'slow' };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      seen.push({ authorization: req.headers.authorization, body: JSON.parse(raw) as SeenRequest['body'] });
      if (mode.value === 'slow') return; // never answers; the client's timeout must fire
      if (mode.value === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
        return;
      }
      const content =
        mode.value === 'garbage'
          ? 'I cannot help with that.'
          : JSON.stringify({
              title: 'Garden day #garden #tomato #basil',
              short: 'Plant with me #garden #tomato #basil',
              long: 'We plant tomatoes and basil. #garden #tomato #basil',
            });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content } }],
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    seen,
    mode,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

describe('POST /generate-description with an OpenAI-compatible model', () => {
  let t: TestApp;
  let user: TestUser;
  let model: Awaited<ReturnType<typeof startFakeModel>>;
  beforeAll(async () => {
    model = await startFakeModel();
    t = await createTestApp({
      env: {
        LLM_BASE_URL: model.url,
        LLM_API_KEY: 'sk-test',
        LLM_MODEL: 'tiny-model',
        LLM_TIMEOUT_MS: '1500',
      },
    });
    user = await createTestUser(t.ctx);
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  const ask = () =>
    t.app.inject({
      method: 'POST',
      url: '/generate-description',
      headers: { cookie: user.cookie },
      payload: { subtitle: SUBTITLE, variant: 1 },
    });

  it('should send the transcript to the model with its key and return its texts', async () => {
    model.mode.value = 'ok';
    const res = await ask();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Garden day #garden #tomato #basil',
      short: 'Plant with me #garden #tomato #basil',
    });
    const last = model.seen.at(-1);
    expect(last?.authorization).toBe('Bearer sk-test');
    expect(last?.body.model).toBe('tiny-model');
    expect(last?.body.messages.at(-1)?.content).toContain('Today we plant tomatoes and basil.');
  });

  it.each(['error', 'garbage', 'slow'] as const)(
    'should answer a clear 502 when the model gives %s',
    async (mode) => {
      model.mode.value = mode;
      const res = await ask();
      expect(res.statusCode).toBe(502);
      expect(res.json<{ message: string }>().message).toBe(
        'The text generator is not answering right now. Please try again later.',
      );
    },
  );
});
