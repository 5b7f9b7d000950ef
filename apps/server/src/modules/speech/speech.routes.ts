import {
  projectSchema,
  retranscribeBodySchema,
  speechQualitiesQuerySchema,
  speechQualitiesSchema,
} from '@wordreel/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { idempotent } from '../../http/idempotency.ts';
import { currentUser } from '../../http/session.ts';
import { retranscribeProject } from './retranscribe.service.ts';
import { speechQualitiesFor } from './speech-qualities.service.ts';

/** The quality choices with their estimates, and writing a project's captions again with one. */
export function registerSpeechRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/speech/qualities',
    {
      preValidation: app.requireUser,
      schema: { querystring: speechQualitiesQuerySchema, response: { 200: speechQualitiesSchema } },
    },
    async (request) => speechQualitiesFor(ctx, currentUser(request).id, request.query),
  );
  app.post(
    '/api/projects/:id/transcribe',
    {
      preValidation: app.requireUser,
      preHandler: idempotent(ctx.db),
      schema: { params: z.object({ id: z.string().max(100) }), body: retranscribeBodySchema },
    },
    async (request, reply) => {
      const project = await retranscribeProject(
        ctx,
        currentUser(request).id,
        currentUser(request).apiKey,
        request.params.id,
        request.body.quality,
      );
      return reply.code(202).send(projectSchema.parse(project));
    },
  );
}
