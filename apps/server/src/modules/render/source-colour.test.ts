import { describe, expect, it } from 'vitest';
import { sourceColour } from './source-colour.ts';

describe('sourceColour', () => {
  it('should follow the tags, and read untagged streams as Chromium does (SD BT.601, HD BT.709)', () => {
    expect(sourceColour({ height: 480, colorSpace: 'bt709', colorRange: 'tv' })).toEqual({
      matrix: 'bt709',
      range: 'tv',
    });
    expect(sourceColour({ height: 1920, colorSpace: 'smpte170m', colorRange: 'pc' })).toEqual({
      matrix: 'bt601',
      range: 'pc',
    });
    expect(sourceColour({ height: 2160, colorSpace: 'bt2020nc', colorRange: null }).matrix).toBe('bt2020');
    expect(sourceColour({ height: 640, colorSpace: null, colorRange: null })).toEqual({
      matrix: 'bt601',
      range: 'tv',
    });
    expect(sourceColour({ height: 720, colorSpace: null, colorRange: null }).matrix).toBe('bt709');
    expect(sourceColour({ height: 1080, colorSpace: 'reserved', colorRange: null }).matrix).toBe('bt709');
  });
});
