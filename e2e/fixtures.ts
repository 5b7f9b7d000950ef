import { test as base } from '@playwright/test';
import { type RunningServer, startAppServer } from './app-server.ts';
import { Mailbox } from './mailbox.ts';

interface WorkerFixtures {
  mailbox: Mailbox;
  server: RunningServer;
}

/** Each Playwright worker runs its own app server, database and SMTP sink. */
export const test = base.extend<{ baseURL: string }, WorkerFixtures>({
  mailbox: [
    // Playwright reads fixture dependencies from the destructuring pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const mailbox = new Mailbox();
      await mailbox.start();
      await use(mailbox);
      await mailbox.stop();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ mailbox }, use) => {
      const server = await startAppServer({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
});

export { expect } from '@playwright/test';
