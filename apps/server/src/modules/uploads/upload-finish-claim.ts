import type { AppContext } from '../../context.ts';
import { claimUploadFinish, moveUploadFinishClaim } from '../projects/projects.service.ts';

/**
 * How long a claim lasts unrenewed: a process that dies mid-finish holds the upload this long at most,
 * then the client's next HEAD or final PATCH finishes it.
 */
export const FINISH_CLAIM_MS = 30_000;

export interface FinishClaim {
  /** Lets go of the finish: once its outcome is stored, or when it failed and the upload stays for a retry. */
  release(): Promise<void>;
}

/**
 * Claims the finish of a tus upload for this process, across every API process sharing the database
 * (they share the upload directory too, and a retried final PATCH may reach any of them): null when
 * another holds it or the upload is no longer `uploading`. The claim is a time on the project row,
 * renewed while held, so a slow move into an object store keeps it and a dead holder's runs out.
 */
export async function claimFinish(
  ctx: Pick<AppContext, 'db' | 'log'>,
  uploadId: string,
  claimMs = FINISH_CLAIM_MS,
): Promise<FinishClaim | null> {
  let held = Date.now() + claimMs;
  if (!(await claimUploadFinish(ctx, uploadId, held))) return null;
  const renew = async () => {
    const next = Date.now() + claimMs;
    try {
      if (await moveUploadFinishClaim(ctx, uploadId, held, next)) {
        held = next;
        return;
      }
      // It ran out first (this process stalled) and another took it, or the row went: stop renewing.
      clearInterval(timer);
      ctx.log.warn({ uploadId }, 'upload finish claim lost before it was renewed');
    } catch (err) {
      ctx.log.warn({ err, uploadId }, 'upload finish claim not renewed');
    }
  };
  // One renewal at a time, and none after the release, which must see the time last written.
  let renewing = Promise.resolve();
  const timer = setInterval(() => {
    renewing = renewing.then(renew);
  }, claimMs / 3);
  timer.unref();
  return {
    async release() {
      clearInterval(timer);
      await renewing;
      // Not let go (the database out of reach): it runs out by itself.
      await moveUploadFinishClaim(ctx, uploadId, held, null).catch((err: unknown) =>
        ctx.log.warn({ err, uploadId }, 'upload finish claim not released'),
      );
    },
  };
}
