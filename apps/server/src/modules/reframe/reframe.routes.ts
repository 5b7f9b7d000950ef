import { reframeStatusSchema } from '@wordreel/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/session.ts';
import { getProjectReframe, startProjectReframe } from './reframe.service.ts';

const params = z.object({ id: z.string().max(100) });

/** Auto-reframe of a project: start the analysis (202), follow it and read its suggestion. Owner only. */
export function registerReframeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/projects/:id/reframe',
    { preValidation: app.requireUser, schema: { params, response: { 202: reframeStatusSchema } } },
    async (request, reply) =>
      reply.code(202).send(await startProjectReframe(ctx, currentUser(request).id, request.params.id)),
  );
  r.get(
    '/api/projects/:id/reframe',
    { preValidation: app.requireUser, schema: { params, response: { 200: reframeStatusSchema } } },
    (request) => getProjectReframe(ctx, currentUser(request).id, request.params.id),
  );
}
