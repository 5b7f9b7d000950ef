import {
  boostTextsSchema,
  createProjectBodySchema,
  exportPayloadSchema,
  projectListQuerySchema,
  projectSchema,
  projectWithStyleSchema,
  renameProjectBodySchema,
  MESSAGES,
  type Project,
} from '@wordreel/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { sendCachedJson } from '../../http/cached-json.ts';
import { currentUser } from '../../http/session.ts';
import {
  confirmProject,
  deleteOwnProject,
  getOwnedProject,
  listOwnProjectsJson,
  renameOwnProject,
  retryProject,
  saveProjectBoost,
  saveProjectStyle,
} from './projects.service.ts';
import { idempotent } from '../../http/idempotency.ts';
import { nextPageLink } from '../../http/page-cursor.ts';
import { listOwnProjectPage } from './project-list-page.ts';

const idParams = z.object({ id: z.string().max(100) });

/** The API shape: no internal fields. */
function toApi(p: Project) {
  return projectSchema.parse(p);
}

export function registerProjectRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = { preValidation: app.requireUser };

  app.post(
    '/api/projects',
    {
      preValidation: app.requireUser,
      preHandler: idempotent(ctx.db),
      schema: { body: createProjectBodySchema },
    },
    async (request, reply) => {
      const project = await confirmProject(ctx, currentUser(request).id, request.body);
      reply.status(201);
      return { id: project.id, project: toApi(project) };
    },
  );

  app.get(
    '/api/projects/user/:userId',
    {
      ...guard,
      schema: { params: z.object({ userId: z.string().max(200) }), querystring: projectListQuerySchema },
    },
    async (request, reply) => {
      const { userId } = request.params;
      const query = request.query;
      if (query.limit === undefined && query.cursor === undefined && query.status === undefined) {
        // The spec's whole list: serialised once per version of the list; 304 to a client that holds
        // it, gzip when accepted.
        return sendCachedJson(
          request,
          reply,
          await listOwnProjectsJson(ctx, currentUser(request).id, userId),
        );
      }
      const page = await listOwnProjectPage(ctx, currentUser(request).id, userId, query);
      if (page.next !== undefined) {
        const path = `/api/projects/user/${encodeURIComponent(userId)}`;
        const status = query.status?.join(',');
        reply.header('Link', nextPageLink(path, { limit: String(page.limit), cursor: page.next, status }));
      }
      return page.projects;
    },
  );

  app.get('/api/projects/:id', { ...guard, schema: { params: idParams } }, async (request) => {
    const project = await getOwnedProject(ctx, currentUser(request).id, request.params.id);
    return projectWithStyleSchema.parse(project);
  });

  app.put(
    '/api/projects/:id',
    { ...guard, schema: { params: idParams, body: exportPayloadSchema } },
    async (request) => {
      const project = await saveProjectStyle(ctx, currentUser(request).id, request.params.id, request.body);
      return projectWithStyleSchema.parse(project);
    },
  );

  app.put(
    '/api/projects/:id/boost',
    { ...guard, schema: { params: idParams, body: boostTextsSchema } },
    async (request) => ({
      boost: await saveProjectBoost(ctx, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.put(
    '/api/projects/:id/name',
    { ...guard, schema: { params: idParams, body: renameProjectBodySchema } },
    async (request) =>
      toApi(await renameOwnProject(ctx, currentUser(request).id, request.params.id, request.body.name)),
  );

  app.delete('/api/projects/:id', { ...guard, schema: { params: idParams } }, async (request) => {
    await deleteOwnProject(ctx, currentUser(request).id, request.params.id);
    return { message: MESSAGES.PROJECT_DELETED };
  });

  const startGuard = { preValidation: app.requireUser, preHandler: idempotent(ctx.db) };
  app.post('/api/projects/:id/retry', { ...startGuard, schema: { params: idParams } }, async (request) => {
    return toApi(
      await retryProject(ctx, currentUser(request).id, currentUser(request).apiKey, request.params.id),
    );
  });
}
