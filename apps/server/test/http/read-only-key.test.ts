import { READ_ONLY_KEY_MESSAGE, type CreatedNamedApiKey } from '@wordreel/core';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeClip, payloadFor, seedProject, word } from '../render/render-fixtures.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test-app.ts';
import { documentedCalls } from './documented-calls.ts';

/**
 * A read-only key for an integration (decision 069) reads everything its account can and changes
 * nothing: every documented call that is not a GET is swept with it, straight from the OpenAPI
 * document, so a new route is covered as soon as it is documented.
 */
describe('a read-only API key', () => {
  let t: TestApp;
  let owner: TestUser;
  let reader: CreatedNamedApiKey;
  let projectId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  });
  afterAll(() => t.close());
  // An account of each test's own: one test adds a full key and renames the project.
  beforeEach(async () => {
    owner = await createTestUser(t.ctx);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/users/api-keys',
      headers: { cookie: owner.cookie },
      payload: { name: 'Status page', access: 'read' },
    });
    expect(made.statusCode, made.body).toBe(201);
    reader = made.json<CreatedNamedApiKey>();
    projectId = await seedProject(t.ctx, owner.id, await makeClip(), [word('Hi', 0, 400)]);
  });

  const withKey = (method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: { authorization: `Bearer ${reader.key}` },
      ...(payload && { payload }),
    });

  it('should read the account as the website does', async () => {
    expect(reader.access).toBe('read');
    const listed = await t.app.inject({ url: '/api/users/api-keys', headers: { cookie: owner.cookie } });
    expect(listed.json<{ keys: { access: string }[] }>().keys[0]?.access).toBe('read');
    for (const url of [
      '/api/users/me',
      `/api/projects/user/${owner.id}`,
      `/api/projects/${projectId}`,
      `/api/projects/${projectId}/captions.srt`,
      '/api/users/credits/ledger',
    ]) {
      expect((await withKey('GET', url)).statusCode, url).toBe(200);
    }
  });

  it('should be refused every change with a message that says why, and change nothing', async () => {
    // The calls that matter most, with bodies that would otherwise be accepted.
    const refusedWithBody = [
      ['POST', '/render', payloadFor(projectId)],
      ['PUT', `/api/projects/${projectId}`, payloadFor(projectId)],
      ['PUT', `/api/projects/${projectId}/name`, { name: 'Renamed' }],
      ['POST', '/api/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['render.done'] }],
      ['POST', '/api/users/credits/purchase', { credits: 100 }],
    ] as const;
    for (const [method, url, payload] of refusedWithBody) {
      const res = await withKey(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json<{ message: string }>().message).toBe(READ_ONLY_KEY_MESSAGE);
    }
    const upload = await t.app.inject({
      method: 'POST',
      url: '/files/',
      headers: { authorization: `Bearer ${reader.key}`, 'Tus-Resumable': '1.0.0', 'Upload-Length': '10' },
    });
    expect(upload.statusCode).toBe(403);

    // Every other documented change, swept from the document, with no body: the key is refused before
    // the body is looked at (the guard runs before validation), so a 400 would be a route unguarded.
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<OpenAPIV3_1.Document>();
    const changes = documentedCalls(doc, ['post', 'put', 'patch', 'delete']).filter(({ op }) =>
      op.security?.some((scheme) => 'bearerApiKey' in scheme),
    ); // the rest are public or session only
    const wrong: string[] = [];
    for (const { method, path } of changes) {
      const url = path
        .replace('{userId}', owner.id)
        .replace(/\{[a-zA-Z]+\}/g, (name) => (name === '{id}' ? projectId : 'x1'));
      const res = await withKey(method, url);
      const message = res.json<{ message?: string }>().message;
      if (res.statusCode !== 403 || message !== READ_ONLY_KEY_MESSAGE)
        wrong.push(`${method} ${path} → ${res.statusCode} ${message}`);
    }
    expect(wrong).toEqual([]);
    expect(changes.length).toBeGreaterThan(25);

    // The project is as it was.
    const project = await withKey('GET', `/api/projects/${projectId}`);
    expect(project.statusCode).toBe(200);
    expect(project.json<{ name: string }>().name).toBe('clip.mp4');
  });

  it('should leave a key with full access, and the website, free to change things', async () => {
    const full = await t.app.inject({
      method: 'POST',
      url: '/api/users/api-keys',
      headers: { cookie: owner.cookie },
      payload: { name: 'Editor' },
    });
    expect(full.json<CreatedNamedApiKey>().access).toBe('full');
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/name`,
      headers: { authorization: `Bearer ${full.json<CreatedNamedApiKey>().key}` },
      payload: { name: 'Renamed by the editor' },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/users/api-keys',
      headers: { cookie: owner.cookie },
      payload: { name: 'Odd', access: 'write' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: "access must be 'full' or 'read'." });
  });
});
