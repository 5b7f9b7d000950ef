import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadMessages } from '../../src/modules/uploads/upload-messages.ts';
import { config, createTusUpload, listen } from '../projects/project-helpers.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

describe.each(dbKinds)('unfinished uploads per user on %s', (db) => {
  let t: TestApp;
  let base: string;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ db, env: { MAX_UNFINISHED_UPLOADS: '2' } });
    base = await listen(t);
    alice = await createTestUser(t.ctx);
    bob = await createTestUser(t.ctx);
  });
  afterAll(() => t.close());

  const create = (user: TestUser) =>
    createTusUpload(base, { cookie: user.cookie }, 1000, {
      filename: 'phone.mp4',
      videoConfig: config('phone.mp4', { duration: 2 }),
    });
  const uploadingRows = async (user: TestUser) =>
    (
      await t.ctx.db
        .selectFrom('project')
        .select('id')
        .where('userId', '=', user.id)
        .where('status', '=', 'uploading')
        .execute()
    ).length;

  it('should refuse a third unfinished upload with 429 and a message, keep two rows, and let another user start', async () => {
    const first = await create(alice);
    expect((await create(alice)).status).toBe(201);
    const third = await create(alice);
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ message: uploadMessages.tooManyUnfinished(2) });
    expect(await uploadingRows(alice)).toBe(2);
    expect((await create(bob)).status).toBe(201);
    // Ending one (tus DELETE) makes room again.
    const url = new URL(first.headers.get('location') ?? '', `${base}/files/`).toString();
    const ended = await fetch(url, {
      method: 'DELETE',
      headers: { 'Tus-Resumable': '1.0.0', cookie: alice.cookie },
    });
    expect(ended.status).toBe(204);
    expect((await create(alice)).status).toBe(201);
    expect(await uploadingRows(alice)).toBe(2);
  });
});
