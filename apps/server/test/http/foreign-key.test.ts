import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTrack } from '../../src/modules/caption-tracks/caption-tracks.repository.ts';
import { makeClip, seedProject, word } from '../render/render-fixtures.ts';
import { createTestApp, createTestUser, type TestApp } from '../test-app.ts';
import { documentedCalls } from './documented-calls.ts';

/**
 * "Another user's key gets 404 everywhere": every documented call that names something by its path
 * (a project, its files, a webhook endpoint, a key for an integration) is tried with a second user's
 * API key against the first user's things, straight from the OpenAPI document, so a new route is swept
 * as soon as it is documented. Calls no key may make (session only) are tried with the second user's
 * signed-in session instead.
 */
describe("another user's API key", () => {
  let t: TestApp;
  let doc: OpenAPIV3_1.Document;
  let ownerKey: string;
  let strangerKey: string;
  let strangerCookie: string;
  let namedKeyId: string;
  let projectId: string;
  let endpointId: string;
  const trackId = 'a1b2c3d4e5f6a1b2c3d4e5f6';

  const mintKey = async (cookie: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/users/api-key', headers: { cookie } })).json<{
      key: string;
    }>().key;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
    const owner = await createTestUser(t.ctx);
    const stranger = await createTestUser(t.ctx);
    ownerKey = await mintKey(owner.cookie);
    strangerKey = await mintKey(stranger.cookie);
    strangerCookie = stranger.cookie;
    const named = await t.app.inject({
      method: 'POST',
      url: '/api/users/api-keys',
      headers: { cookie: owner.cookie },
      payload: { name: 'owner’s integration' },
    });
    namedKeyId = named.json<{ id: string }>().id;
    projectId = await seedProject(t.ctx, owner.id, await makeClip(), [word('Hi', 0, 400)]);
    const endpoint = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: { authorization: `Bearer ${ownerKey}` },
      payload: { url: 'http://127.0.0.1:9/hook', events: ['render.done'] },
    });
    expect(endpoint.statusCode).toBe(201);
    endpointId = endpoint.json<{ id: string }>().id;
    // A translated track of the owner's (made without an LLM: its row as the translate job leaves it).
    await insertTrack(t.ctx.db, {
      id: trackId,
      projectId,
      language: 'es',
      state: 'done',
      progress: 100,
      error: null,
      pages: JSON.stringify([{ id: 'p0', startMs: 0, endMs: 400, text: 'Hola' }]),
      sourceHash: null,
      createdAt: Date.now(),
      updatedAt: Date.now(),
    });
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => t.close());

  /** The owner's thing for each path parameter. */
  const fill = (path: string) =>
    path
      .replace(/^\/api\/webhooks\/\{id\}/, `/api/webhooks/${endpointId}`)
      .replace(/^\/api\/users\/api-keys\/\{id\}/, `/api/users/api-keys/${namedKeyId}`)
      .replace('{trackId}', trackId)
      .replace('{id}', projectId)
      .replace(/\/cover\/\{file\}$/, '/cover/cover-9x16.jpg')
      .replace('{file}', path.startsWith('/public/') ? `${projectId}.json` : `${projectId}.mp4`);

  it('should answer 404 to every call on the owner’s things, and change nothing', async () => {
    const swept: string[] = [];
    const wrong: string[] = [];
    const ownerSees: string[] = [];
    for (const { method, path, op } of documentedCalls(doc, ['get', 'delete', 'post', 'put'])) {
      // A vocabulary {term} is a word in the caller's own list, no one's thing (vocabulary-routes.test
      // checks another user's DELETE leaves the owner's list alone).
      if (!path.includes('{') || /\{(userId|uploadId|term)\}/.test(path)) continue;
      if (!op.security?.length) continue; // public calls (sounds, sign-in) name nothing of a user's
      if ((method === 'POST' || method === 'PUT') && op.requestBody) continue; // bodies: per-module tests
      const query = (op.parameters ?? [])
        .filter((p) => 'in' in p && p.in === 'query' && p.required)
        .map((p) => `${(p as OpenAPIV3_1.ParameterObject).name}=1`);
      const url = fill(path) + (query.length ? `?${query.join('&')}` : '');
      if (url.includes('{')) throw new Error(`no owner's value for ${path}`);
      const as = (key: string) => t.app.inject({ method, url, headers: { authorization: `Bearer ${key}` } });
      const sessionOnly = !op.security.some((scheme) => 'bearerApiKey' in scheme);
      const answer = sessionOnly
        ? await t.app.inject({ method, url, headers: { cookie: strangerCookie } })
        : await as(strangerKey);
      swept.push(`${method} ${path}`);
      if (answer.statusCode !== 404) wrong.push(`${method} ${path} → ${answer.statusCode}`);
      else expect(answer.json<{ code: string }>().code).toBe('NOT_FOUND');
      if (method === 'GET' && (await as(ownerKey)).statusCode !== 404) ownerSees.push(path);
    }
    expect(wrong).toEqual([]);
    expect(swept.length).toBeGreaterThan(20);
    // Not a sweep of nothing: the owner reaches these with the same URLs.
    expect(ownerSees).toEqual(
      expect.arrayContaining([
        '/api/projects/{id}',
        '/api/projects/{id}/captions.srt',
        '/api/projects/{id}/tracks/{trackId}/captions.srt',
        '/public/{file}',
      ]),
    );
    // The stranger's DELETEs removed nothing.
    const project = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}`,
      headers: { authorization: `Bearer ${ownerKey}` },
    });
    expect(project.statusCode).toBe(200);
    const endpoints = await t.app.inject({
      method: 'GET',
      url: '/api/webhooks',
      headers: { authorization: `Bearer ${ownerKey}` },
    });
    expect(JSON.stringify(endpoints.json())).toContain(endpointId);
    const keys = await t.app.inject({
      method: 'GET',
      url: '/api/users/api-keys',
      headers: { authorization: `Bearer ${ownerKey}` },
    });
    expect(JSON.stringify(keys.json())).toContain(namedKeyId);
    expect(swept).toContain('DELETE /api/users/api-keys/{id}');
  });
});
