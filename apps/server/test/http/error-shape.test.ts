import { errorResponseSchema } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payloadFor, seedProject } from '../render/render-fixtures.ts';
import { makeClip } from '../render/render-fixtures.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

/** Every error the server answers is `{ code, message, details? }`, whoever produced it. */
describe.each(dbKinds)('one error shape (%s)', (db) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ db });
    user = await createTestUser(t.ctx);
  });
  afterAll(() => t.close());

  const shape = (body: string) => errorResponseSchema.strict().parse(JSON.parse(body));

  it('should name every invalid field of a body in details, the first in the message', async () => {
    const id = await seedProject(t.ctx, user.id, await makeClip(), []);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}`,
      headers: { cookie: user.cookie },
      payload: { ...payloadFor(id), xPos: 500, fontColor: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    const body = shape(res.body);
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.details?.map((d) => d.path).sort()).toEqual(['fontColor', 'xPos']);
    expect(body.message).toMatch(/^(xPos|fontColor): /);
  });

  it("should keep the spec's own texts on the account routes, with details", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'x' } });
    expect(res.statusCode).toBe(400);
    const body = shape(res.body);
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.details?.length).toBeGreaterThan(0);
  });

  it("should give Fastify's own refusals, unknown paths, bad ranges and tus's refusals the same shape", async () => {
    const badJson = await t.app.inject({
      method: 'PUT',
      url: '/api/projects/0123456789abcdef0123456789abcdef',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: '{"not json',
    });
    expect(badJson.statusCode).toBe(400);
    expect(shape(badJson.body).code).toBe('BAD_REQUEST');

    const unknown = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(shape(unknown.body)).toEqual({ code: 'NOT_FOUND', message: 'Not found' });

    const id = await seedProject(t.ctx, user.id, await makeClip(), []);
    await t.ctx.storage.writeFile(projectKeys.render(id), 'finished');
    const range = await t.app.inject({
      method: 'GET',
      url: `/download/${id}.mp4`,
      headers: { cookie: user.cookie, range: 'bytes=100-200' },
    });
    expect(range.statusCode).toBe(416);
    expect(shape(range.body).code).toBe('RANGE_NOT_SATISFIABLE');

    const tus = await t.app.inject({
      method: 'POST',
      url: '/files/',
      headers: { cookie: user.cookie, 'tus-resumable': '1.0.0' },
    });
    expect(tus.statusCode).toBe(400);
    expect(shape(tus.body)).toMatchObject({ code: 'BAD_REQUEST' });
    expect(shape(tus.body).message.length).toBeGreaterThan(0);
  });
});
