import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerCreditsRoutes } from '../billing/credits.routes.ts';
import { registerContactRoutes } from '../contact/contact.routes.ts';
import { registerMailPreferenceRoutes } from '../mail-preferences/mail-preferences.routes.ts';
import { registerAccountsRoutes } from './accounts.routes.ts';
import { registerApiKeyRoutes } from './api-keys.routes.ts';
import { registerOAuthRoutes } from './oauth.routes.ts';
import { useSchemaMessages } from './user-facing-validation.ts';

/**
 * Accounts, social sign-in, API keys, credits, mail preferences and contact, in one scope that answers
 * schema messages as is.
 */
export async function registerUserApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    useSchemaMessages(scope);
    registerAccountsRoutes(scope, ctx);
    registerOAuthRoutes(scope, ctx);
    registerApiKeyRoutes(scope, ctx);
    registerCreditsRoutes(scope, ctx);
    registerContactRoutes(scope, ctx);
    await registerMailPreferenceRoutes(scope, ctx);
  });
}
