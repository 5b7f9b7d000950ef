import {
  type CaptionList,
  editedCaptionListSchema,
  SUBTITLES_UPDATED_MESSAGE,
  withWordIds,
} from '@wordreel/core';
import type { CaptionsMeta } from '@wordreel/core/captions/captions-meta';
import {
  applyCaptionSplice,
  CAPTIONS_MOVED_ON_MESSAGE,
  type CaptionSplice,
} from '@wordreel/core/studio/caption-splice';
import type { CaptionEditOrder } from '@wordreel/core/studio/caption-edit-order';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import {
  assertCaptionsEditable,
  readCaptionsMeta,
  readCaptionsOrEmpty,
  writeCaptions,
} from '../captions/captions.store.ts';
import { whileHoldingCaptions } from '../captions/captions-write-hold.ts';
import { captionEditIsLate, noteCaptionEditOrder } from '../projects/projects.repository.ts';
import { getOwnedProject } from '../projects/projects.service.ts';

/**
 * Replaces the owner's caption list (captions.json, written whole or not at all). A save that carries
 * its page's `order` and arrives after a newer save from that page is answered as done and not written:
 * the newer list, already stored, holds its edit too (decision 061).
 */
export async function updateSubtitles(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  projectId: string,
  captions: CaptionList,
  order?: CaptionEditOrder,
): Promise<{ message: string }> {
  const project = await getOwnedProject(ctx, userId, projectId);
  assertCaptionsEditable(project);
  await whileHoldingCaptions(ctx, projectId, async () => {
    // An edit keeps the meta: the words still came from the same engine.
    if (!(await isLate(ctx, projectId, order))) await writeInOrder(ctx, projectId, captions, order);
  });
  return { message: SUBTITLES_UPDATED_MESSAGE };
}

/** Whether a save with this order came after a newer save from its page (never for an unordered one). */
async function isLate(
  ctx: Pick<AppContext, 'db'>,
  projectId: string,
  order: CaptionEditOrder | undefined,
): Promise<boolean> {
  return order !== undefined && (await captionEditIsLate(ctx.db, projectId, order));
}

/**
 * Writes the list, then notes its order: a write that fails leaves the page's order as it was, so
 * the page's save of the same edit that follows still counts.
 */
async function writeInOrder(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  projectId: string,
  captions: CaptionList,
  order: CaptionEditOrder | undefined,
): Promise<void> {
  await writeCaptions(ctx, projectId, captions);
  if (order) await noteCaptionEditOrder(ctx.db, projectId, order);
}

/**
 * Applies the first splice made on the stored list (decision 061); 409 when none was, so an edit
 * made on a list another tab has since changed never lands on the wrong words. The studio names
 * words by the ids it gives on reading (old files have none), so the stored list is read the same way.
 * Only the words it changed and their neighbours are checked as an edit is (no blank word, no time
 * going backwards): the rest was stored before, and a fault there is not this edit's to answer for.
 */
export async function spliceSubtitles(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  projectId: string,
  splices: CaptionSplice[],
  order?: CaptionEditOrder,
): Promise<{ message: string }> {
  const project = await getOwnedProject(ctx, userId, projectId);
  assertCaptionsEditable(project);
  // Read, fitted and written while holding the captions: no other edit can replace the list between.
  await whileHoldingCaptions(ctx, projectId, async () => {
    if (await isLate(ctx, projectId, order)) return;
    const stored = withWordIds(await readCaptionsOrEmpty(ctx, projectId));
    for (const splice of splices) {
      const next = applyCaptionSplice(stored, splice);
      if (!next) continue;
      const around = next.slice(Math.max(0, splice.at - 1), splice.at + splice.insert.length + 1);
      const checked = editedCaptionListSchema.safeParse(around);
      if (!checked.success) {
        throw new AppError('BAD_REQUEST', checked.error.issues[0]?.message ?? 'Invalid captions');
      }
      // Ordered only once written: a refused splice must not make its page's earlier save look late.
      await writeInOrder(ctx, projectId, next, order);
      return;
    }
    throw new AppError('CONFLICT', CAPTIONS_MOVED_ON_MESSAGE);
  });
  return { message: SUBTITLES_UPDATED_MESSAGE };
}

/** Which engine made the owner's captions and the notice for the studio; null before any exist. */
export async function getCaptionsMeta(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  projectId: string,
): Promise<{ meta: CaptionsMeta | null }> {
  await getOwnedProject(ctx, userId, projectId);
  return { meta: await readCaptionsMeta(ctx, projectId) };
}
