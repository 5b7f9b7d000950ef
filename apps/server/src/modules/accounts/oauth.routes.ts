import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { oauthProviderSchema, oauthProvidersResponseSchema } from '@wordreel/core';
import { configuredProviders } from '../../auth/oauth-providers.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { forwardCookies } from './auth-cookies.ts';
import { authRateLimit } from './auth-rate-limit.ts';

const providerNames = { google: 'Google', github: 'GitHub' } as const;

/**
 * Social sign-in. The browser goes to /api/users/oauth/{provider}; better-auth keeps the state and
 * PKCE verifier, the provider returns to /api/auth/callback/{provider}, and the callback signs the user
 * in and redirects to /project (or to /login?error=... when something fails).
 */
export function registerOAuthRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const enabled = configuredProviders(ctx.config);

  app.get('/api/users/providers', { schema: { response: { 200: oauthProvidersResponseSchema } } }, () => ({
    ...enabled,
  }));

  app.get(
    '/api/users/oauth/:provider',
    {
      config: authRateLimit(ctx.config, 20),
      schema: { params: z.object({ provider: oauthProviderSchema }) },
    },
    async (request, reply) => {
      const { provider } = request.params;
      if (!enabled[provider]) {
        throw new AppError('NOT_FOUND', `${providerNames[provider]} sign-in is not set up on this server.`);
      }
      const { headers, response } = await ctx.auth.api.signInSocial({
        body: {
          provider,
          callbackURL: '/project',
          errorCallbackURL: '/login',
          disableRedirect: true,
        },
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      });
      if (!response.url) throw new AppError('INTERNAL', 'Could not start the sign-in.');
      forwardCookies(reply, headers.getSetCookie());
      return reply.redirect(response.url, 302);
    },
  );
}
