import { Y_POS } from '../style/style-settings.ts';
import type { ReframeLayout } from './crop-path.ts';

/**
 * The split layout stacks two speakers, each in half the frame: captions at the default height
 * (72 %) would sit over the lower speaker's face, so they go to the seam between the halves.
 */
export const SPLIT_SEAM_Y = 50;

/**
 * The caption height to use after the layout changes from `from` to `to`: captions still at the
 * default height move to the seam on entering the split layout, and back on leaving it; a height the
 * creator chose is theirs and stays.
 */
export function captionYForLayout(yPos: number, from: ReframeLayout | null, to: ReframeLayout): number {
  if (to === 'split' && from !== 'split' && yPos === Y_POS.default) return SPLIT_SEAM_Y;
  if (from === 'split' && to !== 'split' && yPos === SPLIT_SEAM_Y) return Y_POS.default;
  return yPos;
}
