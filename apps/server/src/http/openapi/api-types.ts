import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import * as prettier from 'prettier';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createContext } from '../../context.ts';
import { registerJobs } from '../../jobs/register-jobs.ts';
import { createLogger } from '../../logger.ts';

/** The web app's copy of the contract's types (committed; `npm run api-types -w @wordreel/server`). */
export const WEB_API_TYPES_FILE = fileURLToPath(
  new URL('../../../../web/src/lib/api-types.ts', import.meta.url),
);

const HEADER = `/**
 * Generated from the server's OpenAPI document (GET /api/openapi.json) by openapi-typescript.
 * Do not edit: run \`npm run api-types -w @wordreel/server\`. A test fails when this file and the
 * document differ.
 */
`;

/**
 * The OpenAPI document of a freshly built app (temporary SQLite data directory, nothing listening):
 * the same document `GET /api/openapi.json` serves, without a running server.
 */
export async function buildOpenApiDocument(): Promise<OpenAPI3> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-openapi-'));
  try {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const ctx = await createContext(config, createLogger(config));
    try {
      registerJobs(ctx);
      const app = await buildApp(ctx);
      await app.ready();
      const document = app.swagger() as OpenAPI3;
      await app.close();
      return structuredClone(document);
    } finally {
      await ctx.close();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** The TypeScript the web client is typed with, formatted as the repository formats it. */
export async function renderApiTypes(document: OpenAPI3): Promise<string> {
  const text = HEADER + astToString(await openapiTS(document));
  const options = await prettier.resolveConfig(WEB_API_TYPES_FILE);
  return prettier.format(text, { ...options, filepath: WEB_API_TYPES_FILE });
}
