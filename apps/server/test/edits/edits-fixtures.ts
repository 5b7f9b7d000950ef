import { randomBytes } from 'node:crypto';
import type { CaptionItem } from '@wordreel/core';
import type { AppContext } from '../../src/context.ts';
import { insertProject } from '../../src/modules/projects/projects.repository.ts';
import { projectKeys } from '../../src/storage/storage.ts';

export const word = (text: string, startMs: number, endMs: number): CaptionItem => ({
  text,
  startMs,
  endMs,
  confidence: 1,
  timestampMs: startMs,
});

/** A ready project whose media job measured `durationSec`, with these captions (no video file). */
export async function seedEditableProject(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  durationSec: number,
  captions: CaptionItem[],
): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await insertProject(ctx.db, {
    id,
    userId,
    name: 'talk.mp4',
    videoConfig: {
      name: 'talk.mp4',
      lang: 'en',
      orientation: 'portrait',
      duration: durationSec,
      videoCodec: 'h264',
    },
    status: 'ready',
  });
  await ctx.storage.writeFile(projectKeys.captions(id), JSON.stringify(captions));
  return id;
}
