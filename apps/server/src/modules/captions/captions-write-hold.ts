import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES } from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { holdCaptionsWriteRow, releaseCaptionsWriteRow } from '../projects/projects.repository.ts';

/** Longer than the slowest write of the largest caption list to a bucket; a crashed holder frees it then. */
const HOLD_MS = 15_000;
/** How often a waiting edit asks again: two edits of one project at once are rare and short. */
const RETRY_MS = 10;

/**
 * Runs `work` (a caption edit's read, order check and write) while no other edit of the project's
 * captions runs, in this process or another (decision 061). Two edits that both pass their checks
 * could otherwise write the file in the other order, and a splice could land on a list another edit
 * was replacing.
 */
export async function whileHoldingCaptions<T>(
  ctx: Pick<AppContext, 'db'>,
  projectId: string,
  work: () => Promise<T>,
): Promise<T> {
  const held = await takeHold(ctx, projectId);
  try {
    return await work();
  } finally {
    await releaseCaptionsWriteRow(ctx.db, projectId, held);
  }
}

/** Waits for the project's captions to be free and holds them; the time held until. */
async function takeHold(ctx: Pick<AppContext, 'db'>, projectId: string): Promise<number> {
  for (;;) {
    const now = Date.now();
    const until = now + HOLD_MS;
    const hold = await holdCaptionsWriteRow(ctx.db, projectId, now, until);
    if (hold === 'held') return until;
    if (hold === 'gone') throw new AppError('NOT_FOUND', MESSAGES.VIDEO_NOT_FOUND);
    await sleep(RETRY_MS);
  }
}
