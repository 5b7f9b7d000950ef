import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test as base, type BrowserContext, type Page, type ViewportSize } from '@playwright/test';
import { MockOAuthProvider } from '../apps/server/test/accounts/oauth-mock-provider.ts';
import { SmtpSink } from '../apps/server/test/accounts/smtp-sink.ts';
import { startFakeLlm, type FakeLlm, type LlmAnswer } from '../apps/server/test/llm/fake-llm-server.ts';
import { type RunningServer, startAppServer } from './app-server.ts';
import { DESKTOP, signUpByApi } from './tests/creator-setup.ts';

export interface OAuthProviders {
  google: MockOAuthProvider;
  github: MockOAuthProvider;
}

interface WorkerFixtures {
  mailbox: SmtpSink;
  server: RunningServer;
  /** Option (`test.use({ oauth: true })`): local Google and GitHub providers for social sign-in. */
  oauth: boolean;
  oauthProviders: OAuthProviders | null;
  /**
   * Option (`test.use({ llm: { answer } })`): a local OpenAI-compatible chat-completions server
   * answering with `answer`, and a server configured for it (`LLM_BASE_URL`, `LLM_MODEL`).
   */
  llm: { answer: LlmAnswer } | null;
  llmServer: FakeLlm | null;
  /** Option (`test.use({ localWebhooks: true })`): webhooks may go to this machine (a local receiver). */
  localWebhooks: boolean;
}

/** A port that was free a moment ago: OAuth redirects need the server's real URL before it starts. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

async function oauthEnv(providers: OAuthProviders): Promise<Record<string, string>> {
  const port = await freePort();
  return {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    GOOGLE_CLIENT_ID: 'wordreel-e2e-google',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_ISSUER_URL: providers.google.url,
    GITHUB_CLIENT_ID: 'wordreel-e2e-github',
    GITHUB_CLIENT_SECRET: 'github-secret',
    GITHUB_OAUTH_URL: providers.github.url,
    GITHUB_API_URL: providers.github.url,
  };
}

interface TestFixtures {
  baseURL: string;
  /** A temporary directory of this test's own (its videos), removed after it. */
  workDir: string;
  /** A page of a new browser context signed in as a new account; its contexts close after the test. */
  signedInPage: (prefix: string, viewport?: ViewportSize) => Promise<Page>;
  /** The server's log lines written during a test that failed, printed after it (a 500's cause). */
  serverLogOnFailure: void;
}

/** Each Playwright worker runs its own app server, database and SMTP sink. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  mailbox: [
    // Playwright reads fixture dependencies from the destructuring pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const mailbox = new SmtpSink();
      await mailbox.start();
      await use(mailbox);
      await mailbox.stop();
    },
    { scope: 'worker' },
  ],
  oauth: [false, { scope: 'worker', option: true }],
  oauthProviders: [
    async ({ oauth }, use) => {
      if (!oauth) return use(null);
      const providers = { google: new MockOAuthProvider('google'), github: new MockOAuthProvider('github') };
      await providers.google.start();
      await providers.github.start();
      await use(providers);
      await providers.google.stop();
      await providers.github.stop();
    },
    { scope: 'worker' },
  ],
  llm: [null, { scope: 'worker', option: true }],
  llmServer: [
    async ({ llm }, use) => {
      if (!llm) return use(null);
      const server = await startFakeLlm(llm.answer);
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  localWebhooks: [false, { scope: 'worker', option: true }],
  server: [
    async ({ mailbox, oauthProviders, llmServer, localWebhooks }, use) => {
      const server = await startAppServer({
        SMTP_URL: mailbox.url,
        ...(oauthProviders ? await oauthEnv(oauthProviders) : {}),
        ...(llmServer ? { LLM_BASE_URL: llmServer.url, LLM_MODEL: 'e2e-model' } : {}),
        ...(localWebhooks ? { WEBHOOK_ALLOW_PRIVATE: 'true' } : {}),
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
  serverLogOnFailure: [
    async ({ server }, use, testInfo) => {
      const from = server.output().length;
      await use();
      const log = server.output().slice(from).trim();
      if (testInfo.status !== testInfo.expectedStatus && log)
        console.log(`server log during "${testInfo.title}":\n${log}`);
    },
    { auto: true },
  ],
  // Playwright reads fixture dependencies from the destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  workDir: async ({}, use) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-e2e-'));
    await use(dir);
    await fs.rm(dir, { recursive: true, force: true });
  },
  signedInPage: async ({ browser, server, mailbox }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (prefix, viewport = DESKTOP) => {
      const context = await browser.newContext({ baseURL: server.baseURL, viewport });
      contexts.push(context);
      const page = await context.newPage();
      await signUpByApi(page, mailbox, prefix);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect } from '@playwright/test';
