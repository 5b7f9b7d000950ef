import type { UploadVideoConfig } from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { deleteProjectRow, findProject, insertProject } from '../projects/projects.repository.ts';
import { uploadMessages } from './upload-messages.ts';
import { updateProjectStatus } from '../projects/projects.service.ts';

type ProgressContext = Pick<AppContext, 'db' | 'events' | 'log'>;

/**
 * The row of an upload that has just been created: status uploading at 0 %, the client's videoConfig.
 * A user has at most MAX_UNFINISHED_UPLOADS rows `uploading`: the row is made, then counted, and
 * taken back over the limit (two creations at once may both be refused, never both let through).
 */
export async function startUploadingProject(
  ctx: Pick<AppContext, 'db' | 'config'>,
  userId: string,
  projectId: string,
  clientConfig: UploadVideoConfig,
  size: number | undefined,
): Promise<void> {
  const videoConfig = { ...clientConfig, ...(size !== undefined && { size }) };
  await insertProject(ctx.db, {
    id: projectId,
    userId,
    name: videoConfig.name,
    videoConfig,
    status: 'uploading',
  });
  const unfinished = await ctx.db
    .selectFrom('project')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .where('status', '=', 'uploading')
    .executeTakeFirstOrThrow();
  if (Number(unfinished.n) > ctx.config.MAX_UNFINISHED_UPLOADS) {
    await deleteProjectRow(ctx.db, projectId);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      uploadMessages.tooManyUnfinished(ctx.config.MAX_UNFINISHED_UPLOADS),
    );
  }
}

/** At most one stored progress update per upload per this many ms. */
const PROGRESS_EVERY_MS = 1000;

interface Tracked {
  percent: number;
  chain: Promise<void>;
  settled: boolean;
  lastAt: number;
  pending: number | null;
  timer: NodeJS.Timeout | null;
}

/**
 * Turns tus byte counts into the row's `uploading` percentage. Writes at most once a second (the
 * latest count wins) and only when the integer percent changes, one at a time per upload, and never
 * after `settle` (finish or cancel): a late report must not put a finished project back to uploading.
 */
export class UploadProgress {
  private readonly uploads = new Map<string, Tracked>();

  constructor(private readonly ctx: ProgressContext) {}

  report(projectId: string, offset: number, length: number | undefined): void {
    if (!length) return;
    const percent = Math.min(100, Math.floor((offset / length) * 100));
    let entry = this.uploads.get(projectId);
    if (!entry) {
      entry = { percent: 0, chain: Promise.resolve(), settled: false, lastAt: 0, pending: null, timer: null };
      this.uploads.set(projectId, entry);
    }
    if (entry.settled) return;
    entry.pending = percent;
    if (entry.timer) return;
    const wait = entry.lastAt + PROGRESS_EVERY_MS - Date.now();
    if (wait <= 0) this.flush(projectId, entry);
    else entry.timer = setTimeout(() => this.flush(projectId, entry), wait);
  }

  /** Stops progress writes for the upload and waits for the one under way, if any. */
  async settle(projectId: string): Promise<void> {
    const entry = this.uploads.get(projectId);
    if (!entry) return;
    entry.settled = true;
    if (entry.timer) clearTimeout(entry.timer);
    await entry.chain;
  }

  /** Forgets an upload once its outcome is stored. */
  forget(projectId: string): void {
    const entry = this.uploads.get(projectId);
    if (entry?.timer) clearTimeout(entry.timer);
    this.uploads.delete(projectId);
  }

  private flush(projectId: string, entry: Tracked): void {
    entry.timer = null;
    const percent = entry.pending;
    entry.pending = null;
    if (entry.settled || percent === null || percent === entry.percent) return;
    entry.percent = percent;
    entry.lastAt = Date.now();
    entry.chain = entry.chain.then(() => this.write(projectId, entry, percent));
  }

  private async write(projectId: string, entry: Tracked, percent: number): Promise<void> {
    try {
      if (entry.settled) return;
      const row = await findProject(this.ctx.db, projectId);
      if (row?.status !== 'uploading') {
        this.forget(projectId);
        return;
      }
      await updateProjectStatus(this.ctx, projectId, { status: 'uploading', progress: percent });
    } catch (error) {
      this.ctx.log.warn({ err: error, projectId }, 'upload progress not stored');
    }
  }
}
