import { registerCaptionTrackRoutes } from './modules/caption-tracks/caption-tracks.routes.ts';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import type { AppContext } from './context.ts';
import { closeConnectionsAsTheyIdle } from './http/drain-on-close.ts';
import { registerCsrfGuard } from './http/csrf.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerApiKeyRateLimit } from './http/api-key-rate-limit.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerIdempotencyStore } from './http/idempotency.ts';
import { registerHealthRoutes } from './http/health.routes.ts';
import { registerApiDocsRoutes } from './http/openapi/api-docs.routes.ts';
import { registerOpenApi } from './http/openapi/openapi.ts';
import { registerSession } from './http/session.ts';
import { registerLeavingSaves } from './http/leaving-saves.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerUserApi } from './modules/accounts/user-api.plugin.ts';
import { registerStripeWebhookRoutes } from './modules/billing/stripe-webhook.routes.ts';
import { registerCaptionsRoutes } from './modules/captions/captions.routes.ts';
import { registerCaptionsEditRoutes } from './modules/captions-edit/captions-edit.routes.ts';
import { registerEditsRoutes } from './modules/edits/edits.routes.ts';
import { registerCoversRoutes } from './modules/covers/covers.routes.ts';
import { registerReframeRoutes } from './modules/reframe/reframe.routes.ts';
import { registerShortsRoutes } from './modules/shorts/shorts.routes.ts';
import { registerDescribeRoutes } from './modules/describe/describe.routes.ts';
import { registerMusicRoutes } from './modules/music/music.routes.ts';
import { registerRenderRoutes } from './modules/render/render.routes.ts';
import { registerEventRoutes } from './events/events.routes.ts';
import { registerPublicMediaRoutes } from './modules/media/public-media.routes.ts';
import { registerProjectRoutes } from './modules/projects/projects.routes.ts';
import { registerMultipartUploadRoutes } from './modules/uploads/multipart-upload.routes.ts';
import { registerTusUploadRoutes } from './modules/uploads/tus-upload.routes.ts';
import { registerVocabularyRoutes } from './modules/vocabulary/vocabulary.routes.ts';
import { registerSpeechRoutes } from './modules/speech/speech.routes.ts';
import { registerWebhookRoutes } from './modules/webhooks/webhooks.routes.ts';
import { registerSavedStyleRoutes } from './modules/styles/saved-styles.routes.ts';

/** Builds the HTTP app on a ready context; routes stay thin and call the module services. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
    trustProxy: ctx.config.TRUST_PROXY,
    bodyLimit: 5 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  closeConnectionsAsTheyIdle(app);
  registerCsrfGuard(app, ctx.config.publicUrl);
  registerSecurityHeaders(app, ctx.config.publicUrl);
  await app.register(fastifyCookie);
  // Global off: each auth route opts in with its own limit (config.rateLimit on the route).
  await app.register(fastifyRateLimit, { global: false });
  registerApiKeyRateLimit(app, ctx.config);
  registerSession(app, ctx);
  registerLeavingSaves(app);
  registerIdempotencyStore(app, ctx.db);
  // Before any route: the OpenAPI document is built from the routes registered after it.
  await registerOpenApi(app, ctx.config.publicUrl);
  registerAuthRoutes(app, ctx.auth);
  await registerUserApi(app, ctx);
  await registerStripeWebhookRoutes(app, ctx);

  registerDescribeRoutes(app, ctx);
  registerCaptionsEditRoutes(app, ctx);
  registerVocabularyRoutes(app, ctx);
  registerSavedStyleRoutes(app, ctx);
  registerSpeechRoutes(app, ctx);
  await registerCaptionsRoutes(app, ctx);
  registerRenderRoutes(app, ctx);
  registerEditsRoutes(app, ctx);
  registerCoversRoutes(app, ctx);
  registerShortsRoutes(app, ctx);
  registerReframeRoutes(app, ctx);
  registerCaptionTrackRoutes(app, ctx);
  await registerMusicRoutes(app, ctx);
  registerProjectRoutes(app, ctx);
  registerPublicMediaRoutes(app, ctx);
  registerEventRoutes(app, ctx);
  registerWebhookRoutes(app, ctx);
  await registerMultipartUploadRoutes(app, ctx);
  await registerTusUploadRoutes(app, ctx);
  registerHealthRoutes(app, ctx);
  await registerApiDocsRoutes(app);

  await registerWebApp(app, ctx.config.WEB_DIST_DIR);
  return app;
}
