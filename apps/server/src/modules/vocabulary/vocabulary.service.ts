import { VOCABULARY_MAX_TERMS, type VocabularyChange } from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { changeVocabulary } from './vocabulary.repository.ts';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Adds one term to the user's list on the server, so a term added in one tab is never dropped by a
 * whole list saved from another; nothing when it is there already (ignoring case).
 */
export function addVocabularyTerm(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  term: string,
): Promise<VocabularyChange> {
  return changeVocabulary(ctx.db, userId, (terms) => {
    if (terms.some((t) => same(t, term))) return null;
    if (terms.length >= VOCABULARY_MAX_TERMS) {
      throw new AppError('BAD_REQUEST', `At most ${VOCABULARY_MAX_TERMS} terms`);
    }
    return [...terms, term];
  });
}

/** Removes one term (ignoring case); nothing when it is not there. */
export function removeVocabularyTerm(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  term: string,
): Promise<VocabularyChange> {
  return changeVocabulary(ctx.db, userId, (terms) =>
    terms.some((t) => same(t, term)) ? terms.filter((t) => !same(t, term)) : null,
  );
}
