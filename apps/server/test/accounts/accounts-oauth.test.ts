import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, dbKinds, type TestApp } from '../test-app.ts';
import { AccountClient } from './account-client.ts';
import { MockOAuthProvider } from './oauth-mock-provider.ts';

const PUBLIC_URL = 'http://wordreel.test';
let n = 0;
const unique = () => `${Date.now()}${++n}`;

/**
 * Follows a sign-in like a browser: app URLs go through inject with the client's cookies, provider
 * URLs through fetch. Returns where the browser lands in the web app (path + query).
 */
async function followSignIn(
  client: AccountClient,
  startPath: string,
): Promise<{ landing: string; hops: URL[] }> {
  const hops: URL[] = [];
  let res = await client.call('GET', startPath);
  let location = res.headers.location;
  for (let i = 0; i < 10 && typeof location === 'string'; i++) {
    const url = new URL(location, PUBLIC_URL);
    hops.push(url);
    if (url.origin === PUBLIC_URL) {
      if (!url.pathname.startsWith('/api/')) return { landing: url.pathname + url.search, hops };
      res = await client.call('GET', url.pathname + url.search);
      location = res.headers.location;
    } else {
      const providerRes = await fetch(url, { redirect: 'manual' });
      location = providerRes.headers.get('location') ?? undefined;
    }
  }
  throw new Error(`sign-in did not land on a page (last status ${res.statusCode}: ${res.body})`);
}

describe.each(dbKinds)('Google and GitHub sign-in against a local provider on %s', (db) => {
  let t: TestApp;
  const google = new MockOAuthProvider('google');
  const github = new MockOAuthProvider('github');
  beforeAll(async () => {
    await google.start();
    await github.start();
    t = await createTestApp({
      db,
      env: {
        PUBLIC_URL,
        GOOGLE_CLIENT_ID: 'wordreel-google',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_ISSUER_URL: google.url,
        GITHUB_CLIENT_ID: 'wordreel-github',
        GITHUB_CLIENT_SECRET: 'github-secret',
        GITHUB_OAUTH_URL: github.url,
        GITHUB_API_URL: github.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await google.stop();
    await github.stop();
  });

  it('should say both providers are set up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/providers' });
    expect(res.json()).toEqual({ google: true, github: true });
  });

  it('should start with a redirect that carries state and an S256 PKCE challenge', async () => {
    const res = await new AccountClient(t.app).call('GET', '/api/users/oauth/google');
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.origin + url.pathname).toBe(`${google.url}/authorize`);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/callback/google`);
  });

  it('should sign a new Google user in and land on /project', async () => {
    const email = `g-${unique()}@gmail.test`;
    google.identity = { sub: `g${unique()}`, email, emailVerified: true, name: 'Grace Hopper' };
    const client = new AccountClient(t.app);
    const { landing } = await followSignIn(client, '/api/users/oauth/google');
    expect(landing).toBe('/project');
    const me = await client.call('GET', '/api/users/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { email, name: 'Grace Hopper', signInMethod: 'google', credits: 360 },
    });
  });

  it('should log a Google user out of Wordreel only', async () => {
    google.identity = {
      sub: `g${unique()}`,
      email: `out-${unique()}@gmail.test`,
      emailVerified: true,
      name: 'Out',
    };
    const client = new AccountClient(t.app);
    await followSignIn(client, '/api/users/oauth/google');
    const res = await client.call('POST', '/api/users/logout');
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect((await client.call('GET', '/api/users/me')).statusCode).toBe(401);
  });

  it('should sign a new GitHub user in with the verified primary e-mail', async () => {
    const email = `gh-${unique()}@users.test`;
    github.identity = {
      sub: String(Math.floor(Math.random() * 1e9)),
      email,
      emailVerified: true,
      name: 'Linus',
    };
    const client = new AccountClient(t.app);
    const { landing } = await followSignIn(client, '/api/users/oauth/github');
    expect(landing).toBe('/project');
    const me = await client.call('GET', '/api/users/me');
    expect(me.json()).toMatchObject({ user: { email, name: 'Linus', signInMethod: 'github' } });
  });

  it('should sign the same provider account into the same user next time', async () => {
    const email = `again-${unique()}@gmail.test`;
    google.identity = { sub: `g${unique()}`, email, emailVerified: true, name: 'Again' };
    const first = new AccountClient(t.app);
    await followSignIn(first, '/api/users/oauth/google');
    const second = new AccountClient(t.app);
    await followSignIn(second, '/api/users/oauth/google');
    const a = (await first.call('GET', '/api/users/me')).json<{ user: { userId: string } }>();
    const b = (await second.call('GET', '/api/users/me')).json<{ user: { userId: string } }>();
    expect(b.user.userId).toBe(a.user.userId);
  });

  it('should link a verified Google e-mail to the existing e-mail account', async () => {
    const existing = await createTestUser(t.ctx, `linked-${unique()}@example.com`);
    // E-mail sign-ups are verified by their one-time code; an unverified account is never linked.
    const authCtx = await t.ctx.auth.$context;
    await authCtx.internalAdapter.updateUser(existing.id, { emailVerified: true });
    google.identity = { sub: `g${unique()}`, email: existing.email, emailVerified: true, name: 'Linked' };
    const client = new AccountClient(t.app);
    const { landing } = await followSignIn(client, '/api/users/oauth/google');
    expect(landing).toBe('/project');
    const me = await client.call('GET', '/api/users/me');
    expect(me.json()).toMatchObject({ user: { userId: existing.id, signInMethod: 'email' } });
  });

  it('should not hand an existing account to an unverified provider e-mail', async () => {
    const existing = await createTestUser(t.ctx, `victim-${unique()}@example.com`);
    github.identity = {
      sub: String(Math.floor(Math.random() * 1e9)),
      email: existing.email,
      emailVerified: false,
      name: 'Eve',
    };
    const client = new AccountClient(t.app);
    const { landing } = await followSignIn(client, '/api/users/oauth/github');
    expect(landing).toMatch(/^\/login\?error=/);
    expect((await client.call('GET', '/api/users/me')).statusCode).toBe(401);
  });

  it('should land on /login with the error when the user denies access', async () => {
    google.denyWith = 'access_denied';
    try {
      const client = new AccountClient(t.app);
      const { landing } = await followSignIn(client, '/api/users/oauth/google');
      expect(landing).toMatch(/^\/login\?error=access_denied/);
      expect((await client.call('GET', '/api/users/me')).statusCode).toBe(401);
    } finally {
      google.denyWith = null;
    }
  });

  it('should refuse a callback whose state this browser did not start', async () => {
    google.identity = {
      sub: `g${unique()}`,
      email: `x-${unique()}@gmail.test`,
      emailVerified: true,
      name: 'X',
    };
    const victim = new AccountClient(t.app);
    const start = await victim.call('GET', '/api/users/oauth/google');
    const authorize = await fetch(String(start.headers.location), { redirect: 'manual' });
    const callback = new URL(String(authorize.headers.get('location')));
    // Another browser (without the state cookie) replays the callback URL.
    const attacker = new AccountClient(t.app);
    const res = await attacker.call('GET', callback.pathname + callback.search);
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toMatch(/\/login\?error=/);
    expect((await attacker.call('GET', '/api/users/me')).statusCode).toBe(401);
  });
});

describe('social sign-in without provider settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('should say no provider is set up and answer 404 with a message', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/providers' })).json()).toEqual({
      google: false,
      github: false,
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/users/oauth/github' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'GitHub sign-in is not set up on this server.' });
  });

  it('should not serve better-auth sign-up and sign-in endpoints over HTTP', async () => {
    for (const url of ['/api/auth/sign-up/email', '/api/auth/sign-in/email', '/api/auth/sign-in/social']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { email: 'sneaky@example.com', password: 'password123', name: 'x', provider: 'google' },
      });
      expect(res.statusCode, url).toBe(404);
    }
    const row = await t.ctx.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'sneaky@example.com')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
