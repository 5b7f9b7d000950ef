import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fontMetrics } from './font-metrics.ts';
import {
  ARABIC_FONT,
  CAPTION_FONTS,
  HEBREW_FONT,
  HINDI_FONT,
  SCRIPT_FONTS,
  allFontFiles,
  fontFileName,
  isRtlText,
  scriptFontOf,
  scriptRuns,
} from './fonts.ts';

const fontsDir = fileURLToPath(new URL('../../../../apps/web/public/fonts/', import.meta.url));

describe('caption font files', () => {
  it('should ship nine distinct families plus the Hindi font', () => {
    expect(new Set(CAPTION_FONTS.map((f) => f.family)).size).toBe(9);
    expect(HINDI_FONT.family).toBe('Noto Sans Devanagari');
  });

  it.each(
    [...CAPTION_FONTS, ...SCRIPT_FONTS].flatMap((font) => font.weights.map((weight) => ({ font, weight }))),
  )(
    'should name $font.family $weight inside its file exactly as the caption document references it',
    ({ font, weight }) => {
      const file = `${fontsDir}${fontFileName(font, weight)}`;
      expect(existsSync(file)).toBe(true);
      const family = execFileSync('fc-scan', ['--format', '%{family}', file], { encoding: 'utf8' });
      expect(family).toBe(fontMetrics(font, weight).family);
      expect(family.startsWith(font.family)).toBe(true);
    },
  );
});

describe('script fonts', () => {
  it.each([
    { text: 'नमस्ते', font: HINDI_FONT },
    { text: ' मैं', font: HINDI_FONT },
    { text: 'مرحبا', font: ARABIC_FONT },
    // Persian and Urdu are Arabic script too.
    { text: 'سلام،', font: ARABIC_FONT },
    { text: 'شکریہ', font: ARABIC_FONT },
    { text: 'שלום', font: HEBREW_FONT },
    { text: ' hello', font: null },
    { text: '2024!', font: null },
    { text: 'café', font: null },
  ])('should set "$text" in $font.family', ({ text, font }) => {
    expect(scriptFontOf(text)).toBe(font);
  });

  it('should leave Latin punctuation and digits of a script word to the caption font', () => {
    expect(scriptRuns('नमस्ते,')).toEqual([
      { text: 'नमस्ते', own: true },
      { text: ',', own: false },
    ]);
    expect(scriptRuns('"שלום!"')).toEqual([
      { text: '"', own: false },
      { text: 'שלום', own: true },
      { text: '!"', own: false },
    ]);
    // The script's own punctuation and digits, joiners and marks stay: Arabic comma, Arabic-Indic digits, ZWJ.
    expect(scriptRuns('بكم،٣')).toEqual([{ text: 'بكم،٣', own: true }]);
    expect(scriptRuns('क्\u200dष')).toEqual([{ text: 'क्\u200dष', own: true }]);
  });

  it('should read a line right to left when its first letter is Arabic or Hebrew', () => {
    expect(isRtlText('مرحبا hello')).toBe(true);
    expect(isRtlText('2024 שלום')).toBe(true);
    expect(isRtlText('hello مرحبا')).toBe(false);
    expect(isRtlText('नमस्ते')).toBe(false);
    expect(ARABIC_FONT.rtl && HEBREW_FONT.rtl && !HINDI_FONT.rtl).toBe(true);
  });

  it('should hand both renderers every script font file, each with the glyphs of its script', () => {
    const files = allFontFiles();
    for (const font of SCRIPT_FONTS)
      for (const weight of font.weights) {
        expect(files).toContain(fontFileName(font, weight));
        // The metrics are measured from the file's cmap: the script's letters are in it (no tofu).
        const advances = fontMetrics(font, weight).advances;
        const sample = { Devanagari: 'नमस्ते', Arabic: 'مرحبا', Hebrew: 'שלום' }[font.script];
        for (const ch of sample) expect(advances[ch], `${font.family} ${weight} ${ch}`).toBeDefined();
      }
  });
});
