import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  buildOpenApiDocument,
  renderApiTypes,
  WEB_API_TYPES_FILE,
} from '../../src/http/openapi/api-types.ts';

describe("the web client's types", () => {
  it('should be exactly what openapi-typescript makes of the current document', async () => {
    const expected = await renderApiTypes(await buildOpenApiDocument());
    const committed = await fs.readFile(WEB_API_TYPES_FILE, 'utf8');
    // On failure: `npm run api-types -w @wordreel/server`, then fix what the web app's typecheck reports.
    expect(
      committed === expected,
      `${WEB_API_TYPES_FILE} is stale: npm run api-types -w @wordreel/server`,
    ).toBe(true);
  });
});
