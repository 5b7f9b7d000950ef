import { PROJECT_PAGE_DEFAULT, projectSchema, type Project, type ProjectListQuery } from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { assertOwnList } from './projects.service.ts';
import { listProjectPage, type ProjectPagePosition } from './projects.repository.ts';

/**
 * The cursor of the next page: the last project's creation time and id, base64url so that it is one
 * opaque query value. A client only ever passes back what the `next` link gave it.
 */
export function encodeProjectCursor(position: ProjectPagePosition): string {
  return Buffer.from(`${position.createdAt}.${position.id}`).toString('base64url');
}

const CURSOR_TEXT = /^(\d{1,15})\.([0-9a-f]{32})$/;

export function decodeProjectCursor(cursor: string): ProjectPagePosition {
  const match = CURSOR_TEXT.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) {
    throw new AppError(
      'BAD_REQUEST',
      'This cursor is not one the project list gave. Start again without it, or use the next link as it is.',
    );
  }
  return { createdAt: Number(match[1]), id: match[2] as string };
}

export interface ProjectListPage {
  projects: Project[];
  /** The next page's cursor; undefined on the last page. */
  next: string | undefined;
  limit: number;
}

/** A page of the caller's own projects (the path's user id must be theirs, as for the whole list). */
export async function listOwnProjectPage(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  requestedUserId: string,
  query: ProjectListQuery,
): Promise<ProjectListPage> {
  assertOwnList(userId, requestedUserId);
  const limit = query.limit ?? PROJECT_PAGE_DEFAULT;
  const after = query.cursor === undefined ? undefined : decodeProjectCursor(query.cursor);
  const page = await listProjectPage(ctx.db, userId, limit, after);
  return {
    projects: page.projects.map((p) => projectSchema.parse(p)),
    next: page.more && page.last ? encodeProjectCursor(page.last) : undefined,
    limit,
  };
}
