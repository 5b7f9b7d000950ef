import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { vocabularyChangeSchema, vocabularySchema, vocabularyTermBodySchema } from '@wordreel/core';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/session.ts';
import { findVocabulary, saveVocabulary } from './vocabulary.repository.ts';
import { addVocabularyTerm, removeVocabularyTerm } from './vocabulary.service.ts';

/**
 * The signed-in user's custom vocabulary: read it, replace it (the whole list, up to 100 terms), or add
 * or remove one term (the studio and the profile: a change in one tab never drops another tab's).
 */
export function registerVocabularyRoutes(scope: FastifyInstance, ctx: Pick<AppContext, 'db'>): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/vocabulary',
    { preValidation: app.requireUser, schema: { response: { 200: vocabularySchema } } },
    async (request) => ({ terms: await findVocabulary(ctx.db, currentUser(request).id) }),
  );

  app.put(
    '/api/vocabulary',
    {
      preValidation: app.requireUser,
      schema: { body: vocabularySchema, response: { 200: vocabularySchema } },
    },
    async (request) => {
      await saveVocabulary(ctx.db, currentUser(request).id, request.body.terms);
      return { terms: request.body.terms };
    },
  );

  app.post(
    '/api/vocabulary/terms',
    {
      preValidation: app.requireUser,
      schema: { body: vocabularyTermBodySchema, response: { 200: vocabularyChangeSchema } },
    },
    (request) => addVocabularyTerm(ctx, currentUser(request).id, request.body.term),
  );

  app.delete(
    '/api/vocabulary/terms/:term',
    {
      preValidation: app.requireUser,
      schema: { params: z.object({ term: z.string() }), response: { 200: vocabularyChangeSchema } },
    },
    (request) => removeVocabularyTerm(ctx, currentUser(request).id, request.params.term),
  );
}
