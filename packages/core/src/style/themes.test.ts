import { describe, expect, it } from 'vitest';
import { exportPayloadSchema, payloadToStyle, projectIdOfPayload, styleToPayload } from './export-payload.ts';
import { DEFAULT_STYLE, applyTheme } from './style-settings.ts';
import { FONT_SIZES, MUSIC_TRACKS, THEMES, themeById } from './themes.ts';

const PROJECT = '0123456789abcdef0123456789abcdef';

describe('themes and style settings', () => {
  it('should hold the nine presets of the spec in order with their exact values', () => {
    expect(THEMES.map((t) => t.name)).toEqual([
      'Mercury',
      'Venus',
      'Earth',
      'Mars',
      'Jupiter',
      'Saturn',
      'Uranus',
      'Neptune',
      'Pluto',
    ]);
    expect(themeById('mercury')).toMatchObject({
      fontColor: '#FFFFFF',
      activeFontColor: '#39E508',
      fontFamily: 'font-1',
      size: 'Large',
    });
    expect(themeById('mars')).toMatchObject({
      fontColor: '#b300ff',
      fontShadowColor: '#FFFFFF',
      activeFontColor: '#000000',
      size: 'XLarge',
    });
    expect(themeById('saturn')).toMatchObject({ fontColor: '#000000', weight: 'Bold', fontFamily: 'font-6' });
    expect(themeById('uranus')).toMatchObject({ fontShadowColor: '#FF0000', fontStrokeColor: '#000000' });
    expect(themeById('neptune')).toMatchObject({ fontColor: '#fbff00', upperCase: true, italic: false });
    expect(themeById('pluto')).toMatchObject({
      size: 'Medium',
      weight: 'Bold',
      upperCase: true,
      italic: true,
      fontFamily: 'font-9',
    });
  });

  it('should default to Mercury at 50/72 with the adventure track at 0.3 and music off', () => {
    expect(DEFAULT_STYLE).toMatchObject({
      themeId: 'mercury',
      xPos: 50,
      yPos: 72,
      bgMusic: 'adventure',
      bgVolume: 0.3,
      bgMusicActive: false,
    });
    expect(FONT_SIZES).toMatchObject({ XXSmall: 15, Medium: 30, XXLarge: 45 });
    expect(MUSIC_TRACKS).toHaveLength(7);
  });

  it('should replace every theme field but keep position and music when a preset is applied', () => {
    const moved = { ...DEFAULT_STYLE, xPos: 10, yPos: 20, bgMusicActive: true, fontColor: '#123456' };
    const venus = applyTheme(moved, 'venus');
    expect(venus).toMatchObject({
      themeId: 'venus',
      fontColor: '#F2F22F',
      fontFamily: 'font-2',
      size: 'XLarge',
      xPos: 10,
      yPos: 20,
      bgMusicActive: true,
    });
  });
});

describe('export payload', () => {
  it('should map style settings to the payload with a lowercased weight, pixel size and portrait orientation', () => {
    const payload = styleToPayload(applyTheme(DEFAULT_STYLE, 'saturn'), PROJECT, { user: { userId: 'x' } });
    expect(payload).toMatchObject({
      videoFileName: `${PROJECT}.mp4`,
      fontWeight: 'bold',
      fontSize: 35,
      videoOrientation: 'portrait',
      bgMusicVolume: 0.3,
    });
    expect(exportPayloadSchema.parse(payload)).toEqual(payload);
    expect(projectIdOfPayload(payload)).toBe(PROJECT);
  });

  it('should map a payload back to the same style settings', () => {
    const style = {
      ...applyTheme(DEFAULT_STYLE, 'pluto'),
      xPos: 33,
      bgMusic: 'chill' as const,
      bgMusicActive: true,
    };
    expect(payloadToStyle(styleToPayload(style, PROJECT), style)).toEqual(style);
  });

  it('should reject a bad colour, an unknown track, an out-of-range position and a file name without a project id', () => {
    const good = styleToPayload(DEFAULT_STYLE, PROJECT);
    expect(exportPayloadSchema.safeParse({ ...good, fontColor: 'reddish' }).success).toBe(false);
    expect(exportPayloadSchema.safeParse({ ...good, bgMusic: '../etc/passwd' }).success).toBe(false);
    expect(exportPayloadSchema.safeParse({ ...good, yPos: 95 }).success).toBe(false);
    expect(exportPayloadSchema.safeParse({ ...good, videoFileName: '../x.mp4' }).success).toBe(false);
    expect(exportPayloadSchema.safeParse({ ...good, bgMusic: 'custom' }).success).toBe(true);
  });

  it('should carry the chosen frame and refuse an unknown one', () => {
    const landscape = styleToPayload(DEFAULT_STYLE, PROJECT, { orientation: 'landscape' });
    expect(exportPayloadSchema.parse(landscape).videoOrientation).toBe('landscape');
    expect(exportPayloadSchema.parse({ ...landscape, videoOrientation: 'square' }).videoOrientation).toBe(
      'square',
    );
    expect(exportPayloadSchema.safeParse({ ...landscape, videoOrientation: 'diagonal' }).success).toBe(false);
    const { videoOrientation: _left, ...withoutFrame } = landscape;
    expect(exportPayloadSchema.parse(withoutFrame).videoOrientation).toBeUndefined();
  });
});
