import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerLeavingSaves } from '../../src/http/leaving-saves.ts';

const browser = (token: string) => ({ cookie: `theme=dark; wordreel.session_token=${token}` });
const leaving = { 'x-wordreel-leaving': '1' };

describe('saves sent as a page goes', () => {
  let app: FastifyInstance;
  let stored: string;
  let saving: Promise<void>;
  let started: () => void;
  let release: () => void;

  beforeEach(async () => {
    stored = 'old';
    saving = new Promise<void>((resolve) => (started = resolve));
    app = Fastify();
    registerLeavingSaves(app, 300);
    // A save that takes as long as the test says (a slow disk, a busy database).
    app.put<{ Body: { value: string } }>('/thing', async (request) => {
      started();
      await new Promise<void>((resolve) => (release = resolve));
      stored = request.body.value;
      return { saved: true };
    });
    app.get('/thing', () => ({ value: stored }));
    await app.ready();
  });
  afterEach(() => app.close());

  const read = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/thing', headers })).json<{ value: string }>().value;
  /** Starts a save of "new" from browser abc and waits until the route is holding it. */
  const startSave = async (marked: boolean) => {
    const save = app.inject({
      method: 'PUT',
      url: '/thing',
      headers: { ...browser('abc'), ...(marked ? leaving : {}) },
      payload: { value: 'new' },
    });
    await saving;
    // Wrapped: the inject chain is itself awaitable, and awaiting it here would wait for the answer.
    return { answered: save };
  };

  it("should let the same browser's next read wait for it, and no one else's", async () => {
    const { answered: save } = await startSave(true);
    const next = read(browser('abc'));
    // Another browser (another session) reads at once, the old value, as before.
    expect(await read(browser('xyz'))).toBe('old');
    release();
    expect(await next).toBe('new');
    expect((await save).statusCode).toBe(200);
  });

  it('should not hold reads for an ordinary save', async () => {
    const { answered: save } = await startSave(false);
    expect(await read(browser('abc'))).toBe('old');
    release();
    await save;
  });

  it('should wait for a stuck save only so long', async () => {
    const { answered: save } = await startSave(true);
    const from = performance.now();
    expect(await read(browser('abc'))).toBe('old');
    expect(performance.now() - from).toBeGreaterThanOrEqual(290);
    release();
    await save;
    // Done: nothing is held any more.
    expect(await read(browser('abc'))).toBe('new');
  });
});
