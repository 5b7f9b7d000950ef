import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  mailPreferencesSchema,
  mailUnsubscribeQuerySchema,
  mailUnsubscribeResponseSchema,
} from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/session.ts';
import { authRateLimit } from '../accounts/auth-rate-limit.ts';
import { findMailPreferences, saveMailPreferences } from './mail-preferences.repository.ts';
import { UNSUBSCRIBE_PATH, unsubscribeWithToken } from './mail-preferences.service.ts';

/** What a mail client's one-click unsubscribe posts (RFC 8058); its content is not needed. */
const ONE_CLICK_BODY_TYPES = ['application/x-www-form-urlencoded'];

/**
 * The signed-in user's optional mails (read and change), and the unsubscribe link's call, which needs
 * no session: the signed token in its address is the credential (decision 076).
 */
export async function registerMailPreferenceRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'db' | 'config'>,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/users/mail-preferences',
    { preValidation: app.requireUser, schema: { response: { 200: mailPreferencesSchema } } },
    (request) => findMailPreferences(ctx.db, currentUser(request).id),
  );
  r.put(
    '/api/users/mail-preferences',
    {
      preValidation: app.requireUser,
      schema: { body: mailPreferencesSchema, response: { 200: mailPreferencesSchema } },
    },
    async (request) => {
      await saveMailPreferences(ctx.db, currentUser(request).id, request.body);
      return request.body;
    },
  );

  await app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      ONE_CLICK_BODY_TYPES,
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, _body, next) => next(null, null),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      UNSUBSCRIBE_PATH,
      {
        config: { ...authRateLimit(ctx.config, 20), extraBodyTypes: ONE_CLICK_BODY_TYPES },
        schema: { querystring: mailUnsubscribeQuerySchema, response: { 200: mailUnsubscribeResponseSchema } },
      },
      (request) => unsubscribeWithToken(ctx, request.query.token),
    );
    done();
  });
}
