import type { CreatedWebhookEndpoint } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip } from '../render/render-fixtures.ts';
import { listen, postUpload } from '../projects/project-helpers.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test-app.ts';
import { startReceiver, waitUntil } from './webhook-receiver.ts';

/**
 * `project.created` and `project.deleted`: what a client mirroring its projects needs besides the
 * status events. Sent for the owner's own endpoints only, through a real upload and a real delete.
 */
describe('project created and deleted webhooks', () => {
  let t: TestApp;
  let base: string;
  let owner: TestUser;
  let other: TestUser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let endpoint: CreatedWebhookEndpoint;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_DELAY_MS: '20' } });
    await t.ctx.jobs.start();
    base = await listen(t);
    owner = await createTestUser(t.ctx);
    other = await createTestUser(t.ctx);
    receiver = await startReceiver();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: { cookie: owner.cookie },
      payload: { url: receiver.url, events: ['project.created', 'project.deleted'] },
    });
    expect(res.statusCode).toBe(201);
    endpoint = res.json();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  /** The events the receiver got so far, checked against the endpoint's secret. */
  const events = () =>
    receiver.received.map(
      (r) => receiver.verify(endpoint.secret, r) as { type: string; data: Record<string, unknown> },
    );

  it('should tell the owner’s endpoint when a project appears and when it is deleted', async () => {
    const clip = await makeClip();
    const upload = await postUpload(base, owner.cookie, { file: { path: clip, name: 'Launch teaser.mp4' } });
    expect(upload.status).toBe(201);
    const { projectId } = (await upload.json()) as { projectId: string };
    // Another user's upload is not the owner's event.
    const foreign = await postUpload(base, other.cookie, { file: { path: clip, name: 'not yours.mp4' } });
    expect(foreign.status).toBe(201);

    await waitUntil(() => Promise.resolve(events().length >= 1), 'the created event');
    expect(events()[0]).toMatchObject({
      type: 'project.created',
      data: { projectId, name: 'Launch teaser.mp4', status: 'uploaded' },
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${projectId}`,
      headers: { cookie: owner.cookie },
    });
    expect(removed.statusCode).toBe(200);
    await waitUntil(() => Promise.resolve(events().length >= 2), 'the deleted event');
    expect(events()[1]).toEqual(expect.objectContaining({ type: 'project.deleted', data: { projectId } }));
    // Only the owner's two, and none of the status events the endpoint did not ask for.
    expect(events().map((e) => e.type)).toEqual(['project.created', 'project.deleted']);
  });
});
