import type { AppContext } from '../../context.ts';
import { findProjectById, updateProjectStatus } from '../projects/projects.service.ts';

type ProgressContext = Pick<AppContext, 'db' | 'events' | 'log'>;

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
      const row = await findProjectById(this.ctx, projectId);
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
