import { describe, expect, it } from 'vitest';
import { clipFormats } from './clip-format.tsx';

describe('the formats a clip can be made in', () => {
  it('offers vertical first, then square, then the video’s own wider shape', () => {
    expect(clipFormats(1920, 1080)).toEqual(['portrait', 'square', 'landscape']);
    expect(clipFormats(1080, 1080)).toEqual(['portrait', 'square']);
    expect(clipFormats(1080, 1920)).toEqual(['portrait']);
  });
});
