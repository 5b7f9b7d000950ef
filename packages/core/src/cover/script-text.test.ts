import { describe, expect, it } from 'vitest';
import { DEFAULT_STYLE } from '../style/style-settings.ts';
import { buildCoverDocument } from './cover-document.ts';
import { defaultCoverSpec } from './cover.ts';
import { buildHookDocument } from './hook-title.ts';

const frame = { width: 1080, height: 1920, fps: 30 };

describe('covers and hook titles in a script font', () => {
  it('should set Hebrew cover text in its font, right to left, its comma in the theme font', () => {
    const doc = buildCoverDocument(defaultCoverSpec('mercury', 0, 'שלום, עולם'), 1080, 1920);
    expect(doc).toMatch(/Style: Cover,Noto Sans Hebrew,/);
    expect(doc).toContain('\\fe-1}');
    expect(doc).toContain('שלום{\\fnMontserrat},{\\fnNoto Sans Hebrew} עולם');
  });

  it('should keep Latin covers as they were', () => {
    const doc = buildCoverDocument(defaultCoverSpec('mercury', 0, 'Hello, world'), 1080, 1920);
    expect(doc).toContain('Style: Cover,Montserrat,');
    expect(doc).not.toContain('\\fe');
    expect(doc).toContain('Hello, world');
  });

  it.each(['highlight', 'typewriter'] as const)(
    'should draw an Arabic %s hook in the Arabic font, right to left, with Latin punctuation in the theme font',
    (style) => {
      const doc = buildHookDocument(
        { text: 'مرحبا بكم!', style, yPos: 20, durationMs: 2000 },
        { ...DEFAULT_STYLE, weight: 'Bold' },
        frame,
      );
      expect(doc).toMatch(/Style: Hook,Noto Sans Arabic,/);
      expect(doc).toContain('\\fe-1}');
      expect(doc).toContain('{\\fnMontserrat}!{\\fnNoto Sans Arabic}');
    },
  );
});
