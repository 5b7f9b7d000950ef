import type { CreatedWebhookEndpoint, WebhookDelivery } from '@wordreel/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isInternalAddress } from '../../src/modules/webhooks/webhook-address.ts';
import { emitWebhookEvent } from '../../src/modules/webhooks/webhooks.service.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';
import { startReceiver, waitUntil } from './webhook-receiver.ts';

async function apiKeyOf(t: TestApp, user: TestUser): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/api-key',
    headers: { cookie: user.cookie },
  });
  return res.json<{ key: string }>().key;
}

describe('webhook address guard', () => {
  it('should call loopback, private, link-local, CGNAT and reserved addresses internal, public ones not', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
    ]) {
      expect(isInternalAddress(a), a).toBe(true);
    }
    for (const a of ['::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'ff02::1']) {
      expect(isInternalAddress(a), a).toBe(true);
    }
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isInternalAddress(a), a).toBe(false);
    }
  });
});

describe.each(dbKinds)('webhooks (%s)', (db) => {
  describe('without WEBHOOK_ALLOW_PRIVATE', () => {
    let t: TestApp;
    let user: TestUser;
    let key: string;
    beforeAll(async () => {
      t = await createTestApp({ db, env: { WEBHOOK_MAX_ATTEMPTS: '1' } });
      await t.ctx.jobs.start();
    });
    afterAll(() => t.close());
    // A user of each test's own: one test's endpoints are not in the next one's list.
    beforeEach(async () => {
      user = await createTestUser(t.ctx);
      key = await apiKeyOf(t, user);
    });

    it('should refuse endpoints on loopback, private and link-local addresses and save nothing', async () => {
      for (const url of [
        'http://127.0.0.1:8080/hook',
        'http://localhost/hook',
        'http://[::1]/hook',
        'http://169.254.169.254/latest/meta-data',
        'http://10.0.0.5/hook',
        'http://192.168.1.10/hook',
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/webhooks',
          headers: { authorization: `Bearer ${key}` },
          payload: { url, events: ['render.done'] },
        });
        expect(res.statusCode, url).toBe(400);
        const error = res.json<{ code: string; message: string }>();
        expect(error.code).toBe('BAD_REQUEST');
        expect(error.message).toContain('private');
      }
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: { authorization: `Bearer ${key}` },
        payload: { url: 'ftp://example.com/x', events: [] },
      });
      expect(bad.statusCode).toBe(400);
      const { details } = bad.json<{ details: { path: string }[] }>();
      expect(details.map((d) => d.path).sort()).toEqual(['events', 'url']);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/webhooks',
        headers: { authorization: `Bearer ${key}` },
      });
      expect(list.json()).toEqual({ endpoints: [] });
    });

    it('should refuse a private address at delivery time too (a name that moved to one after it was saved)', async () => {
      const receiver = await startReceiver();
      try {
        // As if the endpoint's name had resolved to a public address when it was saved.
        await t.ctx.db
          .insertInto('webhookEndpoint')
          .values({
            id: 'moved-endpoint',
            userId: user.id,
            url: receiver.url,
            secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
            events: JSON.stringify(['render.done']),
            description: null,
            createdAt: Date.now(),
          })
          .execute();
        await emitWebhookEvent(t.ctx, user.id, 'render.done', { projectId: 'x' });
        const [failed] = await waitUntil(async () => {
          const res = await t.app.inject({
            method: 'GET',
            url: '/api/webhooks/moved-endpoint/deliveries',
            headers: { authorization: `Bearer ${key}` },
          });
          const { deliveries } = res.json<{ deliveries: WebhookDelivery[] }>();
          return deliveries[0]?.status === 'failed' ? deliveries : undefined;
        }, 'the delivery to fail');
        expect(failed).toMatchObject({
          attempts: 1,
          responseStatus: null,
        });
        expect(failed?.error).toContain('private');
        expect(receiver.received).toHaveLength(0);
      } finally {
        await receiver.close();
      }
    });
  });

  describe('with WEBHOOK_ALLOW_PRIVATE (a local receiver)', () => {
    let t: TestApp;
    let user: TestUser;
    let key: string;
    let other: TestUser;
    let otherKey: string;
    beforeAll(async () => {
      t = await createTestApp({
        db,
        env: {
          WEBHOOK_ALLOW_PRIVATE: 'true',
          WEBHOOK_RETRY_DELAY_MS: '20',
          WEBHOOK_MAX_ATTEMPTS: '3',
          WEBHOOK_TIMEOUT_MS: '500',
          // These tests poll the delivery log with one API key every 50 ms: on a loaded machine a
          // test ran long enough to spend the key's 120 requests a minute, and the next tests' calls
          // were 429 (the limit has its own tests in api-key-rate-limit.test.ts).
          API_KEY_RATE_LIMIT: '0',
        },
      });
      await t.ctx.jobs.start();
      other = await createTestUser(t.ctx);
      otherKey = await apiKeyOf(t, other);
    });
    afterAll(() => t.close());
    // A user of each test's own: an event goes only to that test's endpoints, not to the closed
    // receivers of the tests before it.
    beforeEach(async () => {
      user = await createTestUser(t.ctx);
      key = await apiKeyOf(t, user);
    });

    const as = (k: string) => ({ authorization: `Bearer ${k}` });
    async function addEndpoint(url: string, events: string[]): Promise<CreatedWebhookEndpoint> {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: as(key),
        payload: { url, events },
      });
      expect(res.statusCode).toBe(201);
      return res.json();
    }
    async function deliveries(endpointId: string, k = key): Promise<WebhookDelivery[]> {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/webhooks/${endpointId}/deliveries`,
        headers: as(k),
      });
      return res.json<{ deliveries: WebhookDelivery[] }>().deliveries;
    }

    it('should sign each delivery (Standard Webhooks) and retry a failed one with the same id until it succeeds', async () => {
      const receiver = await startReceiver((n) => (n === 1 ? 500 : 204));
      try {
        const endpoint = await addEndpoint(receiver.url, ['render.done', 'captions.ready']);
        expect(endpoint.secret).toMatch(/^whsec_/);
        await emitWebhookEvent(t.ctx, user.id, 'render.done', { projectId: 'p1', state: 'done' });
        await emitWebhookEvent(t.ctx, user.id, 'render.failed', { projectId: 'p1' }); // not subscribed
        const [done] = await waitUntil(async () => {
          const list = await deliveries(endpoint.id);
          return list[0]?.status === 'succeeded' ? list : undefined;
        }, 'the delivery to succeed');
        expect(done).toMatchObject({
          eventType: 'render.done',
          attempts: 2,
          responseStatus: 204,
          error: null,
        });
        expect(receiver.received).toHaveLength(2);
        const [first, second] = receiver.received;
        expect(first!.headers['webhook-id']).toBe(done!.id);
        expect(second!.headers['webhook-id']).toBe(done!.id);
        expect(second!.body).toBe(first!.body);
        expect(receiver.verify(endpoint.secret, second!)).toMatchObject({
          type: 'render.done',
          data: { projectId: 'p1', state: 'done' },
        });
        // A tampered body or another secret fails verification.
        expect(() =>
          receiver.verify(endpoint.secret, { ...second!, body: second!.body.replace('p1', 'p2') }),
        ).toThrow();
        expect(() => receiver.verify('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', second!)).toThrow();
      } finally {
        await receiver.close();
      }
    });

    it('should mark a delivery failed after its last attempt (errors and timeouts logged) and redeliver it on request', async () => {
      let healthy = false;
      const receiver = await startReceiver((n) => (healthy ? 200 : n === 1 ? 'hang' : 503));
      try {
        const endpoint = await addEndpoint(receiver.url, ['project.failed']);
        await emitWebhookEvent(t.ctx, user.id, 'project.failed', { projectId: 'p2' });
        const [failed] = await waitUntil(async () => {
          const list = await deliveries(endpoint.id);
          return list[0]?.status === 'failed' ? list : undefined;
        }, 'the delivery to fail for good');
        expect(failed).toMatchObject({ attempts: 3, responseStatus: 503 });
        expect(receiver.received).toHaveLength(3);

        // Another user can neither see nor redeliver it.
        const foreign = await t.app.inject({
          method: 'POST',
          url: `/api/webhooks/deliveries/${failed!.id}/redeliver`,
          headers: as(otherKey),
        });
        expect(foreign.statusCode).toBe(404);
        expect(
          (
            await t.app.inject({
              method: 'GET',
              url: `/api/webhooks/${endpoint.id}/deliveries`,
              headers: as(otherKey),
            })
          ).statusCode,
        ).toBe(404);
        expect(
          (
            await t.app.inject({
              method: 'DELETE',
              url: `/api/webhooks/${endpoint.id}`,
              headers: as(otherKey),
            })
          ).statusCode,
        ).toBe(404);

        healthy = true;
        const again = await t.app.inject({
          method: 'POST',
          url: `/api/webhooks/deliveries/${failed!.id}/redeliver`,
          headers: as(key),
        });
        expect(again.statusCode).toBe(202);
        const redelivered = again.json<WebhookDelivery>();
        expect(redelivered.id).not.toBe(failed!.id);
        await waitUntil(async () => {
          const list = await deliveries(endpoint.id);
          return list.find((d) => d.id === redelivered.id)?.status === 'succeeded';
        }, 'the redelivery to succeed');
        const last = receiver.received.at(-1)!;
        expect(receiver.verify(endpoint.secret, last)).toMatchObject({
          type: 'project.failed',
          data: { projectId: 'p2' },
        });
      } finally {
        await receiver.close();
      }
    });

    it('should send a signed test event on request to that endpoint only, whatever it subscribed to', async () => {
      const receiver = await startReceiver();
      try {
        const endpoint = await addEndpoint(receiver.url, ['render.done']);
        const foreign = await t.app.inject({
          method: 'POST',
          url: `/api/webhooks/${endpoint.id}/test`,
          headers: as(otherKey),
        });
        expect(foreign.statusCode).toBe(404);
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/webhooks/${endpoint.id}/test`,
          headers: as(key),
        });
        expect(res.statusCode).toBe(202);
        const queued = res.json<WebhookDelivery>();
        expect(queued).toMatchObject({
          endpointId: endpoint.id,
          eventType: 'webhook.test',
          status: 'pending',
        });
        const [sent] = await waitUntil(async () => {
          const list = await deliveries(endpoint.id);
          return list.find((d) => d.id === queued.id)?.status === 'succeeded' ? list : undefined;
        }, 'the test event to be delivered');
        expect(sent).toMatchObject({ id: queued.id, eventType: 'webhook.test', responseStatus: 204 });
        expect(receiver.received).toHaveLength(1);
        expect(receiver.verify(endpoint.secret, receiver.received[0]!)).toMatchObject({
          type: 'webhook.test',
          data: { endpointId: endpoint.id },
        });
        expect(receiver.received[0]?.headers['webhook-id']).toBe(queued.id);
      } finally {
        await receiver.close();
      }
    });

    it('should timeout a receiver that never answers', async () => {
      const receiver = await startReceiver(() => 'hang');
      try {
        const endpoint = await addEndpoint(receiver.url, ['captions.ready']);
        await emitWebhookEvent(t.ctx, user.id, 'captions.ready', { projectId: 'p3' });
        const [first] = await waitUntil(async () => {
          const list = await deliveries(endpoint.id);
          return list[0] && list[0].attempts >= 1 ? list : undefined;
        }, 'the first attempt');
        expect(first).toMatchObject({ responseStatus: null, error: 'No answer within 500 ms.' });
      } finally {
        await receiver.close();
      }
    });

    it('should remove an endpoint and its log for its owner only', async () => {
      const endpoint = await addEndpoint('http://127.0.0.1:9/hook', ['render.done']);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/webhooks/${endpoint.id}`,
        headers: as(key),
      });
      expect(res.statusCode).toBe(200);
      const list = await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: as(key) });
      expect(list.json<{ endpoints: { id: string }[] }>().endpoints.map((e) => e.id)).not.toContain(
        endpoint.id,
      );
    });
  });
});
