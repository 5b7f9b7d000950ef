import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { vocabularySchema } from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/session.ts';
import { findVocabulary, saveVocabulary } from './vocabulary.repository.ts';

/** The signed-in user's custom vocabulary: read it, replace it (the whole list, up to 100 terms). */
export function registerVocabularyRoutes(scope: FastifyInstance, ctx: Pick<AppContext, 'db'>): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/vocabulary',
    { preHandler: app.requireUser, schema: { response: { 200: vocabularySchema } } },
    async (request) => ({ terms: await findVocabulary(ctx.db, currentUser(request).id) }),
  );

  app.put(
    '/api/vocabulary',
    {
      preHandler: app.requireUser,
      schema: { body: vocabularySchema, response: { 200: vocabularySchema } },
    },
    async (request) => {
      await saveVocabulary(ctx.db, currentUser(request).id, request.body.terms);
      return { terms: request.body.terms };
    },
  );
}
