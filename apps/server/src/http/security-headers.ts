import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer, pages and API alike (@fastify/helmet). The Content-Security-Policy
 * is the one the app works under: scripts, styles, fonts, media and requests from this origin only;
 * WebAssembly compilation for jassub (libass in the studio's preview), whose worker comes from this
 * origin (blob: allowed for workers); inline style attributes (React's `style`); data:/blob: images and
 * media (thumbnails, local previews). Pages may not be framed (`frame-ancestors 'none'`, X-Frame-Options
 * DENY). HSTS only when the public URL is https (a plain-http install must stay reachable).
 *
 * The helmet middleware is built once and run on every request: @fastify/helmet built it again per
 * request (the CSP parsed each time, ~5 % of the server's time under load; decision 028).
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const https = publicUrl.startsWith('https:');
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        workerSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https && { upgradeInsecureRequests: [] }),
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 3600, includeSubDomains: true } : false,
    // The studio loads nothing from other origins, but embedding isolation would block the video
    // element's range requests in some browsers for no gain here.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
