import { describe, expect, it } from 'vitest';
import type { CaptionItem } from '../captions.ts';
import { DEFAULT_STYLE } from '../style/style-settings.ts';
import { buildCaptionDocument, captionPagesFor } from './ass-document.ts';
import {
  TranslationAnswerError,
  batchPages,
  parseTranslationAnswer,
  retimeTrackPages,
  sourcePagesOf,
  trackDirection,
  trackLanguageSchema,
  type SourcePage,
} from './caption-tracks.ts';

const page = (n: number, text = `page ${n}`): SourcePage => ({
  id: `p${n}`,
  startMs: n * 1000,
  endMs: n * 1000 + 900,
  text,
});

describe('batchPages', () => {
  it('should keep the pages in order, at most maxPages a batch', () => {
    const pages = Array.from({ length: 95 }, (_, i) => page(i + 1));
    const batches = batchPages(pages, { maxPages: 40, maxChars: 10_000 });
    expect(batches.map((b) => b.length)).toEqual([40, 40, 15]);
    expect(batches.flat()).toEqual(pages);
  });

  it('should start a new batch before the characters run over, and give a long page a batch of its own', () => {
    const pages = [page(1, 'a'.repeat(60)), page(2, 'b'.repeat(60)), page(3, 'c'.repeat(500)), page(4, 'd')];
    expect(batchPages(pages, { maxPages: 40, maxChars: 130 }).map((b) => b.map((p) => p.id))).toEqual([
      ['p1', 'p2'],
      ['p3'],
      ['p4'],
    ]);
  });
});

describe('parseTranslationAnswer', () => {
  const batch = [page(1), page(2)];
  const answer = (pages: unknown) => JSON.stringify({ pages });

  it('should give each page its trimmed text', () => {
    const texts = parseTranslationAnswer(
      answer([
        { id: 'p2', text: ' página  2 ' },
        { id: 'p1', text: 'página 1' },
      ]),
      batch,
    );
    expect([...texts]).toEqual([
      ['p2', 'página 2'],
      ['p1', 'página 1'],
    ]);
  });

  it.each([
    ['not JSON', 'Sure! Here it is', 'the answer was not JSON'],
    [
      'no pages list',
      JSON.stringify({ translations: [] }),
      'the answer did not list pages with ids and texts',
    ],
    ['a missing page', answer([{ id: 'p1', text: 'uno' }]), 'the answer left out page p2'],
    [
      'an empty page',
      answer([
        { id: 'p1', text: 'uno' },
        { id: 'p2', text: '  ' },
      ]),
      'the answer left page p2 empty',
    ],
    [
      'a page twice',
      answer([
        { id: 'p1', text: 'uno' },
        { id: 'p1', text: 'uno' },
      ]),
      'the answer translated page p1 twice',
    ],
    [
      'a page not asked',
      answer([
        { id: 'p1', text: 'uno' },
        { id: 'p2', text: 'dos' },
        { id: 'p9', text: 'nueve' },
      ]),
      'the answer named a page that was not asked (p9)',
    ],
  ])('should refuse %s', (_, text, message) => {
    expect(() => parseTranslationAnswer(text, batch)).toThrow(new TranslationAnswerError(message));
  });
});

describe('track languages', () => {
  it('should canonicalise BCP-47 tags and refuse unknown ones', () => {
    expect(trackLanguageSchema.parse('PT-br')).toBe('pt-BR');
    expect(trackLanguageSchema.parse(' ar ')).toBe('ar');
    for (const bad of ['xx', 'klingon', 'und', 'e', 'en_US!'])
      expect(trackLanguageSchema.safeParse(bad).success).toBe(false);
  });

  it('should say which way the text runs', () => {
    expect(['ar', 'he', 'fa', 'ur', 'es', 'hi', 'ja'].map(trackDirection)).toEqual([
      'rtl',
      'rtl',
      'rtl',
      'rtl',
      'ltr',
      'ltr',
      'ltr',
    ]);
  });
});

const words: CaptionItem[] = [
  { text: 'Good', startMs: 0, endMs: 400, confidence: 1, timestampMs: 0 },
  { text: ' morning', startMs: 400, endMs: 900, confidence: 1, timestampMs: 400 },
  { text: ' friends', startMs: 2000, endMs: 2600, confidence: 1, timestampMs: 2000 },
];
const frame = { width: 1080, height: 1920 };

describe('a track in the caption document', () => {
  it('should draw each translated page over its source page’s frames, in the same style, no word active', () => {
    const source = sourcePagesOf(captionPagesFor({ captions: words, style: DEFAULT_STYLE, ...frame }));
    expect(source.map((p) => [p.id, p.text, p.startMs, p.endMs])).toEqual([
      ['p1', 'Good morning', 0, 2000],
      ['p2', 'friends', 2000, 3800],
    ]);
    const trackPages = source.map((p) => ({ ...p, text: p.id === 'p1' ? 'Buenos días' : 'amigos' }));
    const original = buildCaptionDocument({ captions: words, style: DEFAULT_STYLE, ...frame, fps: 30 });
    const doc = buildCaptionDocument({
      captions: words,
      style: DEFAULT_STYLE,
      ...frame,
      fps: 30,
      trackPages,
    });
    const dialogues = doc.split('\n').filter((l) => l.startsWith('Dialogue: 1,'));
    expect(dialogues).toHaveLength(2);
    expect(dialogues[0]).toMatch(/^Dialogue: 1,0:00:00\.00,0:00:01\.99,Caption,.*Buenos días$/);
    expect(dialogues[1]).toMatch(/^Dialogue: 1,0:00:01\.99,0:00:03\.79,Caption,.*amigos$/);
    expect(doc).not.toContain('morning');
    // The same styles (font, size, colours) as the original document.
    const styles = (d: string) => d.split('\n').filter((l) => l.startsWith('Style:'));
    expect(styles(doc)).toEqual(styles(original));
    // No spoken-word colour: the translation has no word times.
    expect(dialogues.join('\n')).not.toContain('\\1c');
  });

  it('should follow the edited timeline as the captions do', () => {
    const pages = [page(1), page(2), page(3)];
    // A cut removing 1.5 s–2.5 s of source: page 2's middle (2.45 s) is cut, page 3 moves 1 s earlier.
    const retimed = retimeTrackPages(pages, (items) =>
      items.flatMap((item) => {
        const mid = (item.startMs + item.endMs) / 2;
        if (mid >= 1500 && mid < 2500) return [];
        const shift = item.startMs >= 2500 ? 1000 : 0;
        return [{ ...item, startMs: item.startMs - shift, endMs: item.endMs - shift }];
      }),
    );
    expect(retimed).toEqual([page(1), { ...page(3), startMs: 2000, endMs: 2900 }]);
  });
});
