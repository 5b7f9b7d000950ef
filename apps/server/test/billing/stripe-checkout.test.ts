import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreditLedgerResponse } from '@wordreel/core';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_wordreel';

/**
 * Stripe's API cannot be reached from the tests: a local HTTP server stands in for its one call we make
 * (create a Checkout Session) and records what we sent. Webhooks are signed with the stripe library's
 * own generateTestHeaderString, so the signature check is the real one.
 */
async function fakeStripeApi() {
  const requests: { path: string; form: URLSearchParams; auth: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      requests.push({
        path: req.url ?? '',
        form: new URLSearchParams(body),
        auth: req.headers.authorization,
      });
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          id: 'cs_test_123',
          object: 'checkout.session',
          url: 'https://checkout.stripe.com/c/pay/cs_test_123',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((r) => server.close(r)) };
}

function completedEvent(sessionId: string, userId: string, credits: number, paid = 'paid') {
  return JSON.stringify({
    id: `evt_${sessionId}`,
    object: 'event',
    type: 'checkout.session.completed',
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: paid,
        amount_total: credits * 5,
        metadata: { userId, credits: String(credits) },
      },
    },
  });
}

describe.each(dbKinds)('Stripe checkout (%s)', (db) => {
  let t: TestApp;
  let user: TestUser;
  let api: Awaited<ReturnType<typeof fakeStripeApi>>;
  const stripe = new Stripe('sk_test_unused');

  beforeAll(async () => {
    api = await fakeStripeApi();
    t = await createTestApp({
      db,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_wordreel',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: api.url,
        PUBLIC_URL: 'https://wordreel.example',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });
  // A user of each test's own, starting from the sign-up credits (360).
  beforeEach(async () => {
    user = await createTestUser(t.ctx);
  });

  const balance = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/users/credits/ledger',
        headers: { cookie: user.cookie },
      })
    ).json<CreditLedgerResponse>();
  const deliver = (
    payload: string,
    signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  it('should open a Checkout Session for the price and add nothing until it is paid', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/credits/purchase',
      headers: { cookie: user.cookie },
      payload: { credits: 200 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      credits: 360,
      checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_123',
    });
    const sent = api.requests.at(-1);
    expect(sent?.path).toBe('/v1/checkout/sessions');
    expect(sent?.auth).toBe('Bearer sk_test_wordreel');
    expect(sent?.form.get('mode')).toBe('payment');
    expect(sent?.form.get('line_items[0][price_data][unit_amount]')).toBe('1000');
    expect(sent?.form.get('metadata[userId]')).toBe(user.id);
    expect(sent?.form.get('metadata[credits]')).toBe('200');
    expect(sent?.form.get('success_url')).toBe('https://wordreel.example/api-config?purchase=done');
    expect((await balance()).credits).toBe(360);
  });

  it('should credit a paid checkout exactly once however often the webhook repeats', async () => {
    const payload = completedEvent('cs_test_once', user.id, 200);
    const first = await deliver(payload);
    expect(first.statusCode).toBe(200);
    const repeats = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    expect(repeats.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const after = await balance();
    expect(after.credits).toBe(560);
    expect(after.entries.filter((e) => e.kind === 'purchase')).toHaveLength(1);
    const purchases = await t.ctx.db
      .selectFrom('creditPurchase')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    expect(purchases).toMatchObject([
      { provider: 'stripe', providerReference: 'cs_test_once', credits: 200 },
    ]);
  });

  it('should refuse a bad signature and ignore unpaid sessions, changing nothing', async () => {
    const before = (await balance()).credits;
    const payload = completedEvent('cs_test_forged', user.id, 12_000);
    const forged = await deliver(
      payload,
      stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ code: 'BAD_REQUEST', message: 'Invalid Stripe signature' });
    const unsigned = await deliver(payload, '');
    expect(unsigned.statusCode).toBe(400);
    const unpaid = await deliver(completedEvent('cs_test_unpaid', user.id, 100, 'unpaid'));
    expect(unpaid.statusCode).toBe(200);
    expect((await balance()).credits).toBe(before);
  });
});
