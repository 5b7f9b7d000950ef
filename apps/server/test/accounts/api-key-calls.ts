import type { CreatedNamedApiKey, NamedApiKey } from '@wordreel/core';
import { expect } from 'vitest';
import type { TestApp, TestUser } from '../test-app.ts';

/** A new key for an integration of `user`, made through the API (`body`: its name and options). */
export async function createNamedKey(
  t: TestApp,
  user: TestUser,
  body: { name: string } & Record<string, unknown>,
): Promise<CreatedNamedApiKey> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/api-keys',
    headers: { cookie: user.cookie },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedNamedApiKey>();
}

/** `user`'s keys for integrations as the API lists them. */
export async function listNamedKeys(t: TestApp, user: TestUser): Promise<NamedApiKey[]> {
  const res = await t.app.inject({ url: '/api/users/api-keys', headers: { cookie: user.cookie } });
  return res.json<{ keys: NamedApiKey[] }>().keys;
}

/** The account's own key (POST /api/users/api-key): its value, and its id as the ledger names it. */
export async function createAccountKey(t: TestApp, user: TestUser): Promise<{ key: string; id: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/api-key',
    headers: { cookie: user.cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = await t.ctx.db
    .selectFrom('apiKey')
    .select('id')
    .where('userId', '=', user.id)
    .where('name', 'is', null)
    .executeTakeFirstOrThrow();
  return { key: res.json<{ key: string }>().key, id };
}
