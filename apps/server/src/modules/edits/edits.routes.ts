import {
  cutProposalsQuerySchema,
  cutProposalsResponseSchema,
  editListResponseSchema,
  saveEditListBodySchema,
} from '@wordreel/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/session.ts';
import { getEdits, proposeCuts, saveEdits } from './edits.service.ts';

const params = z.object({ id: z.string() });

/** The edit list (AI Edits) and its cut proposals, owner only. */
export function registerEditsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/projects/:id/edits',
    { preValidation: app.requireUser, schema: { params, response: { 200: editListResponseSchema } } },
    (request) => getEdits(ctx, currentUser(request).id, request.params.id),
  );
  r.put(
    '/api/projects/:id/edits',
    {
      preValidation: app.requireUser,
      schema: { params, body: saveEditListBodySchema, response: { 200: editListResponseSchema } },
    },
    (request) => saveEdits(ctx, currentUser(request).id, request.params.id, request.body),
  );
  r.get(
    '/api/projects/:id/edits/proposals',
    {
      preValidation: app.requireUser,
      schema: { params, querystring: cutProposalsQuerySchema, response: { 200: cutProposalsResponseSchema } },
    },
    (request) => proposeCuts(ctx, currentUser(request).id, request.params.id, request.query.pace),
  );
}
