import PostalMime from 'postal-mime';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type DbKind, type TestApp } from '../test-app.ts';
import { AccountClient } from './account-client.ts';
import { SmtpSink } from './smtp-sink.ts';

/**
 * The shared setup of the suites that read the app's mail, called inside their describe: an app on `db`
 * (with `env`'s settings) whose mail goes to a local SMTP sink, started before the suite's tests and
 * stopped after; addresses no other test uses; and a browser that has just signed up.
 */
export function mailSuite(db: DbKind, label: string, env: Record<string, string> = {}) {
  const mail = new SmtpSink();
  let app: TestApp | undefined;
  let n = 0;
  beforeAll(async () => {
    await mail.start();
    app = await createTestApp({ db, env: { ...env, SMTP_URL: mail.url } });
  });
  afterAll(async () => {
    await app?.close();
    await mail.stop();
  });

  const suite = {
    mail,
    get t(): TestApp {
      if (!app) throw new Error('mailSuite: the app starts in beforeAll; use it inside a test');
      return app;
    },
    /** The mails sunk for `email`, parsed (subject, text, headers), oldest first. */
    parsedMailsTo: (email: string) =>
      Promise.all(mail.mailsTo(email).map((sunk) => PostalMime.parse(sunk.raw))),
    /** A new browser: no cookies yet. */
    browser: () => new AccountClient(suite.t.app),
    freshEmail: () => `${label}-${Date.now()}-${++n}@example.com`,
    /** A new account signed up by e-mail, with the browser that did it (signed in). */
    signedUp: async (password = 'password123') => {
      const email = suite.freshEmail();
      const client = suite.browser();
      const res = await client.signUp(mail, email, password);
      expect(res.statusCode).toBe(201);
      return { email, client, userId: res.json<{ user: { userId: string } }>().user.userId };
    },
  };
  return suite;
}
