import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProject } from '../../src/modules/projects/projects.repository.ts';
import { confirmProject } from '../../src/modules/projects/projects.service.ts';
import { createTestApp, createTestUser, dbKinds, type TestApp, type TestUser } from '../test-app.ts';

/**
 * The project list a page at a time (API clients with many projects): newest created first, the next
 * page in the `Link` header, every project seen once even while projects change during the walk.
 */
describe.each(dbKinds)('paged project list on %s', (db) => {
  // Each test has users of its own: the lists and their pages are of that test's projects only.
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ db });
  });
  afterAll(() => t.close());

  /** A project created at `createdAt` (several may share one: the id orders those). */
  const newProject = async (user: TestUser, name: string, createdAt: number) => {
    const id = randomBytes(16).toString('hex');
    await insertProject(t.ctx.db, {
      id,
      userId: user.id,
      name,
      videoConfig: { name, lang: 'en', orientation: 'portrait' },
      status: 'ready',
    });
    await t.ctx.db.updateTable('project').set({ createdAt }).where('id', '=', id).execute();
    return id;
  };

  const get = (user: TestUser, url: string) => t.app.inject({ url, headers: { cookie: user.cookie } });

  /** The `rel="next"` target of a Link header, or undefined. */
  const nextOf = (link: unknown): string | undefined =>
    typeof link === 'string' ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;

  /** Follows the next links from `url`; `between` runs after each page but the last. */
  const walk = async (user: TestUser, url: string, between?: (page: number) => Promise<void>) => {
    const pages: string[][] = [];
    let next: string | undefined = url;
    while (next !== undefined) {
      const res = await get(user, next);
      expect(res.statusCode, res.body).toBe(200);
      pages.push(res.json<{ id: string; userId: string }[]>().map((p) => p.id));
      next = nextOf(res.headers.link);
      if (next !== undefined) await between?.(pages.length);
    }
    return pages;
  };

  it('should walk every project once, newest created first, while projects change', async () => {
    const alice = await createTestUser(t.ctx);
    const base = 1_800_000_000_000;
    // Seven projects; three share one creation time.
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await newProject(alice, `p${i}`, base + i * 1000));
    for (let i = 4; i < 7; i++) ids.push(await newProject(alice, `p${i}`, base + 10_000));
    const expected = [...ids].sort((a, b) => {
      const created = (id: string) => (ids.indexOf(id) >= 4 ? base + 10_000 : base + ids.indexOf(id) * 1000);
      return created(b) - created(a) || (a < b ? 1 : -1);
    });

    // While the client walks: the oldest project (still ahead) gets another language, which moves it
    // to the top of the spec's whole list, and a new project is made. Neither disturbs the walk.
    let made: string | undefined;
    const pages = await walk(alice, `/api/projects/user/${alice.id}?limit=3`, async (page) => {
      if (page !== 1) return;
      await confirmProject(t.ctx, alice.id, { projectId: ids[0] as string, videoConfig: { lang: 'hi' } });
      made = await newProject(alice, 'made mid-walk', base + 20_000);
    });
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(expected);
    // The new project heads the next walk.
    const again = await walk(alice, `/api/projects/user/${alice.id}?limit=100`);
    expect(again).toEqual([[made, ...expected]]);

    // The spec's whole list is unchanged: every project, last updated first (the one made mid-walk,
    // then the one changed).
    const whole = await get(alice, `/api/projects/user/${alice.id}`);
    expect(whole.headers.link).toBeUndefined();
    const wholeIds = whole.json<{ id: string }[]>().map((p) => p.id);
    expect(wholeIds.slice(0, 2)).toEqual([made, ids[0]]);
    expect([...wholeIds].sort()).toEqual([made, ...ids].sort());
  });

  it('should page only the caller’s own projects', async () => {
    const [alice, bob] = [await createTestUser(t.ctx), await createTestUser(t.ctx)];
    for (let i = 0; i < 2; i++) await newProject(alice, `a${i}`, 1_800_000_000_000 + i);
    const bobs = await newProject(bob, 'bob’s', 1_900_000_000_000);
    const first = await get(alice, `/api/projects/user/${alice.id}?limit=1`);
    const cursor = new URL(`http://x${nextOf(first.headers.link)}`).searchParams.get('cursor');
    expect(cursor).toBeTruthy();

    // Alice's cursor on Bob's own list is only a position: he sees his projects, none of hers.
    const bobWalk = await walk(bob, `/api/projects/user/${bob.id}?limit=5&cursor=${cursor}`);
    expect(bobWalk.flat()).toEqual([]);
    expect(await walk(bob, `/api/projects/user/${bob.id}?limit=5`)).toEqual([[bobs]]);
    // Nor can he ask for her pages.
    const asBob = await get(bob, `/api/projects/user/${alice.id}?limit=5`);
    expect(asBob.statusCode).toBe(403);
    expect(asBob.json<{ message: string }>().message).toBe('You can only list your own projects.');
  });

  it('should refuse a limit or cursor it cannot use, with a message', async () => {
    const alice = await createTestUser(t.ctx);
    for (let i = 0; i < 8; i++) await newProject(alice, `a${i}`, 1_800_000_000_000 + i);
    for (const limit of ['0', '101', 'ten', '2.5']) {
      const res = await get(alice, `/api/projects/user/${alice.id}?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('limit: must be a whole number from 1 to 100.');
    }
    for (const cursor of ['nonsense', Buffer.from('12.not-an-id').toString('base64url')]) {
      const res = await get(alice, `/api/projects/user/${alice.id}?cursor=${cursor}`);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(
        /^This cursor is not one the project list gave/,
      );
    }
    // A cursor alone pages with the default size (50): all of Alice's eight fit.
    const first = await get(alice, `/api/projects/user/${alice.id}?limit=2`);
    const next = nextOf(first.headers.link) as string;
    const cursor = new URL(`http://x${next}`).searchParams.get('cursor') as string;
    const rest = await get(alice, `/api/projects/user/${alice.id}?cursor=${cursor}`);
    expect(rest.statusCode).toBe(200);
    expect(rest.json<unknown[]>()).toHaveLength(6);
    expect(rest.headers.link).toBeUndefined();
  });

  it('should list only the projects in the statuses asked for, a page at a time', async () => {
    const carol = await createTestUser(t.ctx);
    const base = 1_850_000_000_000;
    const statuses = ['ready', 'failed', 'ready', 'transcribing', 'failed'] as const;
    const ids: string[] = [];
    for (const [i, status] of statuses.entries()) {
      const id = await newProject(carol, `c${i}`, base + i * 1000);
      await t.ctx.db.updateTable('project').set({ status }).where('id', '=', id).execute();
      ids.push(id);
    }
    const [r0, f1, r2, , f4] = ids;
    const list = `/api/projects/user/${carol.id}`;

    // A status alone is a page (the default size): the failed ones, newest first.
    const failed = await get(carol, `${list}?status=failed`);
    expect(failed.json<{ id: string; status: string }[]>().map((p) => p.id)).toEqual([f4, f1]);
    expect(failed.headers.link).toBeUndefined();
    // Two statuses, two a page: every next link keeps the filter.
    const first = await get(carol, `${list}?status=ready,failed&limit=2`);
    expect(new URL(`http://x${nextOf(first.headers.link)}`).searchParams.get('status')).toBe('ready,failed');
    expect(await walk(carol, `${list}?status=ready,failed&limit=2`)).toEqual([
      [f4, r2],
      [f1, r0],
    ]);

    for (const status of ['done', '', 'ready,,failed', 'READY']) {
      const res = await get(carol, `${list}?status=${status}`);
      expect(res.statusCode, status).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(
        'status: must be one or more of uploading, uploaded, processing, transcribing, ready, failed, separated by commas.',
      );
    }
  });
});
