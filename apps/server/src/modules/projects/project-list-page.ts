import { PROJECT_PAGE_DEFAULT, projectSchema, type Project, type ProjectListQuery } from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { decodePageCursor, encodePageCursor } from '../../http/page-cursor.ts';
import { assertOwnList } from './projects.service.ts';
import { listProjectPage } from './projects.repository.ts';

const PROJECT_ID = /^[0-9a-f]{32}$/;

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
  const after =
    query.cursor === undefined ? undefined : decodePageCursor(query.cursor, PROJECT_ID, 'project list');
  const page = await listProjectPage(ctx.db, userId, limit, after, query.status);
  return {
    projects: page.projects.map((p) => projectSchema.parse(p)),
    next: page.more && page.last ? encodePageCursor(page.last) : undefined,
    limit,
  };
}
