import { applyTheme, DEFAULT_STYLE, styleToPayload } from '@wordreel/core';
import { describe, expect, it } from 'vitest';
import { restoreStyle } from './use-style-settings.ts';

const projectId = '0123456789abcdef0123456789abcdef';

describe('the export payload the studio saves and sends', () => {
  it('should lowercase the weight, give the size in pixels and always say portrait', () => {
    const pluto = applyTheme(DEFAULT_STYLE, 'pluto');
    const payload = styleToPayload(pluto, projectId);
    expect(payload).toMatchObject({
      videoFileName: `${projectId}.mp4`,
      fontWeight: 'bold',
      fontSize: 30,
      fontUpperCase: true,
      fontItalic: true,
      videoOrientation: 'portrait',
      bgMusicVolume: 0.3,
      bgMusicActive: false,
    });
    expect(styleToPayload(DEFAULT_STYLE, projectId)).toMatchObject({ fontWeight: 'normal', fontSize: 35 });
  });

  it('should restore a saved payload with its theme and fall back to Mercury when nothing valid is saved', () => {
    const saturn = {
      ...applyTheme(DEFAULT_STYLE, 'saturn'),
      yPos: 40,
      bgMusicActive: true,
      bgMusic: 'chill' as const,
    };
    expect(restoreStyle(styleToPayload(saturn, projectId))).toEqual(saturn);
    expect(restoreStyle(null)).toEqual(DEFAULT_STYLE);
    expect(restoreStyle({ fontSize: 'huge' })).toEqual(DEFAULT_STYLE);
  });
});
