import type { AlignStatus } from '@wordreel/core/captions/caption-import.schema';
import { describe, expect, it } from 'vitest';
import { ALIGN_FAILED_MESSAGE, followAlignment } from './follow-alignment.ts';

/** A status endpoint that answers the given states in turn. */
function answers(...states: AlignStatus[]) {
  let i = 0;
  return () => Promise.resolve(states[Math.min(i++, states.length - 1)] as AlignStatus);
}
const immediately = () => Promise.resolve();

describe('followAlignment', () => {
  it('should report progress while the job is queued and running and resolve when it is done', async () => {
    const seen: number[] = [];
    await followAlignment({
      status: answers(
        { state: 'queued', progress: 0, error: null },
        { state: 'running', progress: 10, error: null },
        { state: 'running', progress: 55, error: null },
        { state: 'done', progress: 100, error: null },
      ),
      wait: immediately,
      onProgress: (p) => seen.push(p),
    });
    expect(seen).toEqual([0, 10, 55, 100]);
  });

  it("should fail with the server's reason, or a plain one", async () => {
    await expect(
      followAlignment({
        status: answers({ state: 'failed', progress: 0, error: 'Captions are still being made.' }),
        wait: immediately,
      }),
    ).rejects.toThrow('Captions are still being made.');
    await expect(
      followAlignment({
        status: answers({ state: 'cancelled', progress: 0, error: null }),
        wait: immediately,
      }),
    ).rejects.toThrow(ALIGN_FAILED_MESSAGE);
  });
});
