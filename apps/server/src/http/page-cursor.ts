import type { PagePosition } from '../db/keyset-page.ts';
import { AppError } from './app-error.ts';

/**
 * The cursor of the next page, base64url so that it is one opaque query value. A client only ever
 * passes back what the `next` link gave it.
 */
export function encodePageCursor(position: PagePosition): string {
  return Buffer.from(`${position.createdAt}.${position.id}`).toString('base64url');
}

/**
 * The position a cursor names; BAD_REQUEST with `listName` in the message when it is not one that list
 * gave (its ids must match `idPattern`).
 */
export function decodePageCursor(cursor: string, idPattern: RegExp, listName: string): PagePosition {
  const text = Buffer.from(cursor, 'base64url').toString();
  const dot = text.indexOf('.');
  const createdAt = text.slice(0, dot);
  const id = text.slice(dot + 1);
  if (dot < 1 || !/^\d{1,15}$/.test(createdAt) || !idPattern.test(id)) {
    throw new AppError(
      'BAD_REQUEST',
      `This cursor is not one the ${listName} gave. Start again without it, or use the next link as it is.`,
    );
  }
  return { createdAt: Number(createdAt), id };
}

/** The `Link` header naming the next page (`rel="next"`, as GitHub's API does). */
export function nextPageLink(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, value);
  return `<${path}?${params.toString()}>; rel="next"`;
}
