import fastifyApiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api-docs';
/** The Scalar plugin serves its bundled script (from the npm package, no CDN) under this prefix. */
const SCALAR_PREFIX = `${API_DOCS_PATH}/scalar`;
const SCALAR_SCRIPT = `${SCALAR_PREFIX}/js/scalar.js`;

/**
 * Scalar's options: nothing fetched from other origins (no web fonts, no hosted client, no telemetry,
 * no AI agent), so the page works offline and under the app's CSP (`default-src 'self'`).
 */
const SCALAR_CONFIGURATION = {
  url: OPENAPI_JSON_PATH,
  withDefaultFonts: false,
  hideClientButton: true,
  telemetry: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  theme: 'default',
  metaData: { title: 'Wordreel API reference' },
  // Requests tried from the page carry the API key (pasted once) rather than asking which scheme.
  authentication: { preferredSecurityScheme: 'bearerApiKey' },
};

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The page has no inline script: Scalar's standalone bundle mounts itself on the
 * `<script id="api-reference">` element (an inert JSON block) and reads its options from the
 * `data-configuration` attribute, so the CSP's `script-src 'self'` holds without nonces.
 */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Wordreel API reference</title>
    <!-- The app's icon (served with the web build): without it the browser asks for /favicon.ico. -->
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <script id="api-reference" type="application/json" data-url="${OPENAPI_JSON_PATH}" data-configuration="${escapeAttribute(
      JSON.stringify(SCALAR_CONFIGURATION),
    )}"></script>
    <script src="${SCALAR_SCRIPT}"></script>
  </body>
</html>
`;

/** `GET /api/openapi.json` (the document) and `GET /api-docs` (the reference page). */
export async function registerApiDocsRoutes(app: FastifyInstance): Promise<void> {
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
  app.get(API_DOCS_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );
  // Only the plugin's script route is used; its own page (an inline script the CSP would block) and
  // its copy of the document are answered 404.
  await app.register(fastifyApiReference, {
    routePrefix: SCALAR_PREFIX,
    configuration: { url: OPENAPI_JSON_PATH },
    hooks: {
      onRequest: (request, reply, done) => {
        if (request.url.split('?')[0] !== SCALAR_SCRIPT) {
          void reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
          return;
        }
        void reply.header('cache-control', 'public, max-age=86400');
        done();
      },
    },
  });
}
