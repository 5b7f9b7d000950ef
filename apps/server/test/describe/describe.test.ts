import { parseDescription } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm, type LlmReply } from '../llm/fake-llm-server.ts';
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

type Mode = 'ok' | 'garbage' | 'error' | 'slow';

/** The model's answer in each mode (the shared local chat-completions server answers with it). */
function answerIn(mode: Mode): LlmReply {
  if (mode === 'slow') return 'hang'; // never answers; the client's timeout must fire
  if (mode === 'error') return { status: 500, json: { error: 'boom' } };
  if (mode === 'garbage') return { content: 'I cannot help with that.' };
  return {
    content: JSON.stringify({
      title: 'Garden day #garden #tomato #basil',
      short: 'Plant with me #garden #tomato #basil',
      long: 'We plant tomatoes and basil. #garden #tomato #basil',
    }),
  };
}

describe('POST /generate-description with an OpenAI-compatible model', () => {
  let t: TestApp;
  let user: TestUser;
  let model: FakeLlm;
  beforeAll(async () => {
    model = await startFakeLlm(() => answerIn('ok'));
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
    model.answerWith(() => answerIn('ok'));
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
      model.answerWith(() => answerIn(mode));
      const res = await ask();
      expect(res.statusCode).toBe(502);
      expect(res.json<{ message: string }>().message).toBe(
        'The text generator is not answering right now. Please try again later.',
      );
    },
  );
});
