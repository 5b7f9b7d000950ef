import type { AlignStatus } from '@wordreel/core/captions/caption-import.schema';

export const ALIGN_FAILED_MESSAGE = 'The script could not be lined up with the video. Please try again.';
const POLL_MS = 1000;

export interface FollowAlignmentDeps {
  /** GET /api/projects/{id}/captions/script. */
  status: () => Promise<AlignStatus>;
  /** Resolves when it is time to ask again (a timer in the studio). */
  wait?: () => Promise<void>;
  onProgress?: (percent: number) => void;
}

/**
 * Follows a queued script alignment (the server runs it as a job) until it ends: progress while it is
 * queued or running, resolves when the captions are stored, throws with the server's reason when it
 * failed or was cancelled.
 */
export async function followAlignment({
  status,
  wait = () => new Promise((resolve) => window.setTimeout(resolve, POLL_MS)),
  onProgress,
}: FollowAlignmentDeps): Promise<void> {
  for (;;) {
    const s = await status();
    if (s.state === 'done') {
      onProgress?.(100);
      return;
    }
    if (s.state === 'failed' || s.state === 'cancelled' || s.state === 'none')
      throw new Error(s.error ?? ALIGN_FAILED_MESSAGE);
    onProgress?.(s.progress);
    await wait();
  }
}
