import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath, routesServedBy } from '../../src/http/openapi/openapi.ts';
import { NOT_SIGNED_IN } from '../../src/http/session.ts';
import { documentedCalls } from './documented-calls.ts';
import { ROUTE_DOCS, UNDOCUMENTED_ROUTES } from '../../src/http/openapi/route-docs.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenAPIV3_1.Document;
  beforeAll(async () => {
    // Stripe on, so its webhook route is registered and must be accounted for too.
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', PAYMENT_PROVIDER: 'stripe' },
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });
  afterAll(() => t.close());

  const operation = (method: string, url: string) =>
    doc.paths?.[openApiPath(url)]?.[method.toLowerCase() as 'get'];

  it('should describe every route the app serves, or name why it is left out', () => {
    const served = routesServedBy(t.app);
    const gets = new Set(served.filter((r) => r.method === 'GET').map((r) => r.url));
    const missing: string[] = [];
    for (const { method, url } of served) {
      const key = `${method} ${url}`;
      if (method === 'HEAD' && gets.has(url) && !ROUTE_DOCS[key]) continue; // a GET's HEAD
      if (UNDOCUMENTED_ROUTES[key]) {
        expect(operation(method, url), `${key} is listed as undocumented`).toBeUndefined();
        continue;
      }
      const op = operation(method, url);
      if (!op?.summary || !op.tags?.length) missing.push(key);
    }
    expect(missing).toEqual([]);
    expect(served.length).toBeGreaterThan(50);
  });

  it('should document no route the app does not serve', () => {
    const served = new Set(routesServedBy(t.app).map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(ROUTE_DOCS).filter((key) => !served.has(key))).toEqual([]);
  });

  it('should validate as OpenAPI 3.1 with an independent validator', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('should refuse every call that needs a user with 401 when signed out, before looking at its body', async () => {
    const guarded = documentedCalls(doc, ['get', 'post', 'put', 'patch', 'delete']).filter(
      ({ op }) => op.security?.length, // the rest are public
    );
    const wrong: string[] = [];
    for (const { method, path } of guarded) {
      const res = await t.app.inject({ method, url: path.replace(/\{[a-zA-Z]+\}/g, 'x1') });
      const message = res.json<{ message?: string }>().message;
      if (res.statusCode !== 401 || message !== NOT_SIGNED_IN)
        wrong.push(`${method} ${path} → ${res.statusCode} ${message}`);
    }
    expect(wrong).toEqual([]);
    expect(guarded.length).toBeGreaterThan(60);
  });

  it('should carry the zod schemas, the auth schemes and the one error shape', () => {
    const render = operation('POST', '/render');
    expect(render?.security).toEqual([{ bearerApiKey: [] }, { sessionCookie: [] }]);
    const body = render?.requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(JSON.stringify(body.content['application/json']?.schema)).toContain('fontColor');
    expect(render?.responses['402']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
    expect(render?.parameters?.some((p) => 'name' in p && p.name === 'Idempotency-Key')).toBe(true);
    expect(doc.components?.schemas?.Error).toMatchObject({ required: ['code', 'message'] });
    expect(doc.components?.securitySchemes).toHaveProperty('bearerApiKey');
    // Session-only: an API key may not mint keys.
    expect(operation('POST', '/api/users/api-key')?.security).toEqual([{ sessionCookie: [] }]);
    // Public calls need nothing.
    expect(operation('POST', '/api/users/login')?.security).toEqual([]);
    // Documented answers of routes that stream files.
    expect(operation('GET', '/download/:file')?.responses['200']).toHaveProperty('content.video/mp4');
    expect(operation('PATCH', '/files/*')?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'uploadId', in: 'path' })]),
    );
    // The paged project list: its query and the Link header that names the next page.
    const list = operation('GET', '/api/projects/user/:userId');
    expect(list?.parameters?.map((p) => 'name' in p && `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['query:limit', 'query:cursor', 'path:userId']),
    );
    expect(list?.responses['200']).toHaveProperty('headers.Link.schema.type', 'string');
  });

  it('should serve the reference page from the app itself under its CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api-docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    // No inline code: one inert JSON block and one same-origin script.
    expect(scripts.filter(([, , code]) => code?.trim()).length).toBe(0);
    const src = /src="([^"]+)"/.exec(page.body)?.[1];
    expect(src).toMatch(/^\/api-docs\//);
    const script = await t.app.inject({ method: 'GET', url: src! });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body.length).toBeGreaterThan(100_000);
    expect((await t.app.inject({ method: 'GET', url: '/api-docs/scalar/' })).statusCode).toBe(404);
    // Requests tried from the page use the API key scheme the document declares.
    const configuration = /data-configuration="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const preferred = (
      JSON.parse(
        configuration.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&amp;', '&'),
      ) as {
        authentication?: { preferredSecurityScheme?: string };
      }
    ).authentication?.preferredSecurityScheme;
    expect(preferred).toBe('bearerApiKey');
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      components: { securitySchemes: Record<string, { scheme?: string }> };
    }>();
    expect(document.components.securitySchemes[preferred!]).toMatchObject({ scheme: 'bearer' });
    // The app's icon, which the page names (else the browser asks for a /favicon.ico there is not).
    const icon = /<link rel="icon" href="([^"]+)"/.exec(page.body)?.[1];
    expect(icon).toBe('/favicon.svg');
    const served = await t.app.inject({ method: 'GET', url: icon! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('OpenAPI document: rate limits', () => {
  let t: TestApp;
  let doc: OpenAPIV3_1.Document;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'false' } });
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => t.close());

  it('should document the 429 and its Retry-After on every route that answers one', async () => {
    // A GET's HEAD shares its limit and its documentation.
    const limited = routesServedBy(t.app).filter((r) => r.rateLimited && r.method !== 'HEAD');
    expect(limited.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/users/login', 'POST /api/users/otp/register']),
    );
    const undocumented: string[] = [];
    for (const { method, url } of limited) {
      // Provoke the real answer: the per-address limit counts every request, valid or not.
      let answer;
      for (let i = 0; i < 50; i++) {
        answer = await t.app.inject({
          method: method as 'POST',
          url: url.replace(/:\w+/g, 'x'),
          payload: {},
        });
        if (answer.statusCode === 429) break;
      }
      expect(answer?.statusCode, `${method} ${url}`).toBe(429);
      expect(Number(answer?.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer?.json()).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: expect.any(String) as unknown,
      });
      const documented = doc.paths?.[openApiPath(url)]?.[method.toLowerCase() as 'post']?.responses['429'] as
        OpenAPIV3_1.ResponseObject | undefined;
      if (!documented?.headers?.['Retry-After'] || !documented.content?.['application/json']) {
        undocumented.push(`${method} ${url}`);
      }
    }
    expect(undocumented).toEqual([]);
  });

  it('should say who is counted on the sign-in routes', () => {
    const login = doc.paths?.['/api/users/login']?.post?.responses['429'] as OpenAPIV3_1.ResponseObject;
    expect(login.description).toMatch(/per client address.*per account/);
  });
});
