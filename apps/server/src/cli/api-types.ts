/**
 * Writes the web app's API types from the OpenAPI document: `npm run api-types -w @wordreel/server`.
 * Run it after changing a route's schema or route-docs.ts; the openapi-types test fails until then.
 */
import fs from 'node:fs/promises';
import { buildOpenApiDocument, renderApiTypes, WEB_API_TYPES_FILE } from '../http/openapi/api-types.ts';

const text = await renderApiTypes(await buildOpenApiDocument());
await fs.writeFile(WEB_API_TYPES_FILE, text);
console.log(`wrote ${WEB_API_TYPES_FILE}`);
