import type { AppContext } from '../../context.ts';
import { projectKeys } from '../../storage/storage.ts';
import { countMediaUsers, findProject, type ProjectRecord } from './projects.repository.ts';

/**
 * Which stored video a project plays, and when stored files may go. An upload plays its own
 * `projects/{id}/video.mp4`; a clip made by AI Shorts plays its source's (no copy), so that file
 * lives while any project names it, even after the source project itself is deleted.
 */

type MediaProject = Pick<ProjectRecord, 'id' | 'mediaId'>;

/** The storage key of the video `project` plays. */
export function videoKeyOf(project: MediaProject): string {
  return projectKeys.video(project.mediaId ?? project.id);
}

/** The same for a project known by id (jobs); null when the project is gone. */
export async function findVideoKey(db: AppContext['db'], projectId: string): Promise<string | null> {
  const project = await findProject(db, projectId);
  return project ? videoKeyOf(project) : null;
}

/**
 * Removes a deleted project's files (its row is already gone), for good: a job still writing to them
 * removes what it writes (decision 051). A source whose video clips still play keeps its folder, minus
 * the two big files nothing else reads (the original upload and its export), until its last clip goes;
 * the last clip of a deleted source takes the source's folder with it.
 */
export async function deleteProjectFiles(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  project: MediaProject & { videoConfig: { sourceExt?: string | undefined } },
): Promise<void> {
  if ((await countMediaUsers(ctx.db, project.id, project.id)) > 0) {
    await ctx.storage.deleteForGood(projectKeys.render(project.id));
    if (project.videoConfig.sourceExt)
      await ctx.storage.deleteForGood(projectKeys.original(project.id, project.videoConfig.sourceExt));
    return;
  }
  await ctx.storage.deleteForGood(projectKeys.prefix(project.id));
  const source = project.mediaId;
  if (
    source &&
    !(await findProject(ctx.db, source)) &&
    (await countMediaUsers(ctx.db, source, project.id)) === 0
  )
    await ctx.storage.deleteForGood(projectKeys.prefix(source));
}
