import { describe, expect, it } from 'vitest';
import { Y_POS } from '../style/style-settings.ts';
import { SPLIT_SEAM_Y, captionYForLayout } from './split-captions.ts';

describe('captionYForLayout', () => {
  it('should move captions at the default height to the seam on entering the split layout', () => {
    expect(captionYForLayout(Y_POS.default, 'follow', 'split')).toBe(SPLIT_SEAM_Y);
    expect(captionYForLayout(Y_POS.default, null, 'split')).toBe(SPLIT_SEAM_Y);
  });

  it('should put captions left on the seam back at the default height on leaving it', () => {
    expect(captionYForLayout(SPLIT_SEAM_Y, 'split', 'follow')).toBe(Y_POS.default);
    expect(captionYForLayout(SPLIT_SEAM_Y, 'split', 'blur')).toBe(Y_POS.default);
  });

  it('should keep a height the creator chose', () => {
    expect(captionYForLayout(30, 'follow', 'split')).toBe(30);
    expect(captionYForLayout(80, 'split', 'centre')).toBe(80);
    expect(captionYForLayout(SPLIT_SEAM_Y, 'follow', 'centre')).toBe(SPLIT_SEAM_Y);
    expect(captionYForLayout(Y_POS.default, 'split', 'split')).toBe(Y_POS.default);
  });
});
