import {
  createClipBodySchema,
  findClipsRequestSchema,
  findClipsResponseSchema,
  projectSchema,
} from '@wordreel/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/session.ts';
import { createClipProject, findProjectClips } from './shorts.service.ts';

const params = z.object({ id: z.string().max(100) });

/** AI Shorts: clip candidates of a project, and accepting one as a new project. Owner only. */
export function registerShortsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/projects/:id/clips/find',
    {
      preValidation: app.requireUser,
      schema: { params, body: findClipsRequestSchema, response: { 200: findClipsResponseSchema } },
    },
    (request) => findProjectClips(ctx, currentUser(request).id, request.params.id, request.body),
  );
  r.post(
    '/api/projects/:id/clips',
    { preValidation: app.requireUser, schema: { params, body: createClipBodySchema } },
    async (request, reply) => {
      const project = await createClipProject(ctx, currentUser(request).id, request.params.id, request.body);
      return reply.code(201).send({ project: projectSchema.parse(project) });
    },
  );
}
