import { generateDescriptionBodySchema, generateDescriptionResponseSchema } from '@wordreel/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { generateDescription } from './describe.service.ts';

/** POST /generate-description (spec section 7): title, long and short description with hashtags. */
export function registerDescribeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/generate-description',
    {
      preValidation: app.requireUser,
      schema: { body: generateDescriptionBodySchema, response: { 200: generateDescriptionResponseSchema } },
      config: ctx.config.RATE_LIMIT_DISABLED ? {} : { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    (request) => generateDescription(ctx.config, request.body),
  );
}
