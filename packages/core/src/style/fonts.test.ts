import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fontMetrics } from './font-metrics.ts';
import { CAPTION_FONTS, HINDI_FONT, fontFileName } from './fonts.ts';

const fontsDir = fileURLToPath(new URL('../../../../apps/web/public/fonts/', import.meta.url));

describe('caption font files', () => {
  it('should ship nine distinct families plus the Hindi font', () => {
    expect(new Set(CAPTION_FONTS.map((f) => f.family)).size).toBe(9);
    expect(HINDI_FONT.family).toBe('Noto Sans Devanagari');
  });

  it.each([...CAPTION_FONTS, HINDI_FONT].flatMap((font) => font.weights.map((weight) => ({ font, weight }))))(
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
