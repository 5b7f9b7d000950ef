import type { CaptionItem } from '@wordreel/core';
import type { AppContext } from '../../src/context.ts';
import { seedReadyProject } from '../render/render-fixtures.ts';

export { word } from '../render/render-fixtures.ts';

/** A ready project whose media job measured `durationSec`, with these captions (no video file). */
export function seedEditableProject(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  durationSec: number,
  captions: CaptionItem[],
): Promise<string> {
  return seedReadyProject(ctx, userId, captions, {
    name: 'talk.mp4',
    measured: { duration: durationSec, videoCodec: 'h264' },
  });
}
