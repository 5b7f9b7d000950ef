/**
 * The server under test for the upload bench, in its own process so its memory is measured alone:
 * a fresh DATA_DIR, one signed-in user, and a line of JSON `{ url, cookie }` on stdout when ready.
 */
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createContext } from '../../apps/server/src/context.ts';
import { registerJobs } from '../../apps/server/src/jobs/register-jobs.ts';
import { createLogger } from '../../apps/server/src/logger.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: server.ts DATA_DIR');
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  PORT: '0',
  DATA_DIR: dataDir,
  RATE_LIMIT_DISABLED: 'true',
});
const ctx = await createContext(config, createLogger(config));
registerJobs(ctx);
const app = await buildApp(ctx);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const { headers } = await ctx.auth.api.signUpEmail({
  body: { email: 'bench@example.com', password: 'password123', name: 'bench' },
  returnHeaders: true,
});
const cookie = headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
console.log(JSON.stringify({ url, cookie }));
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => ctx.close())
      .then(() => process.exit(0)),
);
