import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, createTestUser, type DbKind, type TestApp, type TestUser } from './test-app.ts';

// Describe-level setups (they register vitest hooks), apart from test-app.ts, which the benches import
// outside vitest.

/**
 * Called inside a describe: one app on `db` for its tests, and two signed-in users, Alice and Bob, new
 * for each test, so whatever a user's list holds was made by that test alone.
 */
export function appWithFreshUsers(db: DbKind) {
  let app: TestApp | undefined;
  let users: { alice: TestUser; bob: TestUser } | undefined;
  beforeAll(async () => {
    app = await createTestApp({ db });
  });
  afterAll(() => app?.close());
  beforeEach(async () => {
    const { ctx } = suite.t;
    users = { alice: await createTestUser(ctx), bob: await createTestUser(ctx) };
  });

  const suite = {
    get t(): TestApp {
      if (!app) throw new Error('appWithFreshUsers: the app starts in beforeAll; use it inside a test');
      return app;
    },
    get alice(): TestUser {
      if (!users) throw new Error('appWithFreshUsers: the users are made in beforeEach');
      return users.alice;
    },
    get bob(): TestUser {
      if (!users) throw new Error('appWithFreshUsers: the users are made in beforeEach');
      return users.bob;
    },
  };
  return suite;
}
