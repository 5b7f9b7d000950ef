import { describe, expect, it } from 'vitest';
import { DEFAULT_EMPHASIS, captionEmphasisSchema } from './emphasis.ts';
import { evenChunks, pageCaptions, splitPageAtLine } from './page-rules.ts';
import { groupCaptionPages } from './paging.ts';
import { rankKeywords } from './keywords.ts';
import { buildCaptionDocument, buildEmojiPlan, captionPagesFor } from './ass-document.ts';
import { DEFAULT_STYLE } from '../style/style-settings.ts';

const word = (text: string, startMs: number, endMs = startMs + 200) => ({
  text,
  startMs,
  endMs,
  confidence: 1,
  timestampMs: startMs,
});
const words = ['One', ' two', ' three', ' four', ' five', ' six', ' seven'].map((t, i) => word(t, i * 150));
const texts = (pages: { text: string }[]) => pages.map((p) => p.text);

describe('pageCaptions', () => {
  it('should page exactly like the 1200 ms grouping without rules', () => {
    const list = [...words, word(' later', 2000), word(' end', 3500)];
    expect(pageCaptions(list, DEFAULT_EMPHASIS)).toEqual(groupCaptionPages(list));
  });

  it('should split long pages evenly by words per page', () => {
    expect(evenChunks(7, 3)).toEqual([3, 2, 2]);
    const pages = pageCaptions(words, { ...DEFAULT_EMPHASIS, wordsPerPage: 3 });
    expect(texts(pages)).toEqual(['One two three', ' four five', ' six seven']);
    // Each page ends when the next starts.
    expect(pages[0]?.endMs).toBe(450);
  });

  it('should show one word at a time', () => {
    const pages = pageCaptions(words, { ...DEFAULT_EMPHASIS, oneWord: true });
    expect(pages).toHaveLength(7);
    expect(pages.every((p) => p.tokens.length === 1)).toBe(true);
  });

  it('should let the creator break before a word and join a page with the previous one', () => {
    const broken = pageCaptions(words, { ...DEFAULT_EMPHASIS, breaks: [{ wordId: 't450', kind: 'break' }] });
    expect(texts(broken)).toEqual(['One two three', ' four five six seven']);
    const joined = pageCaptions(words, {
      ...DEFAULT_EMPHASIS,
      wordsPerPage: 3,
      breaks: [{ wordId: 't450', kind: 'join' }],
    });
    expect(texts(joined)).toEqual(['One two three four five', ' six seven']);
  });

  it('should leave hidden words out and give words their own look', () => {
    const pages = pageCaptions(words, {
      ...DEFAULT_EMPHASIS,
      words: [
        { wordId: 't150', hidden: true },
        { wordId: 't300', colour: '#FF0000', bold: true },
        { wordId: 't450', highlight: true },
      ],
    });
    expect(pages[0]?.text).toBe('One three four five six seven');
    expect(pages[0]?.tokens[1]?.look).toEqual({ colour: '#FF0000', bold: true });
    expect(pages[0]?.tokens[2]?.look).toEqual({ highlight: true });
  });

  it('should split a page after its line limit', () => {
    const page = pageCaptions(words, DEFAULT_EMPHASIS)[0]!;
    const parts = splitPageAtLine(page, [0, 3, 5], 2);
    expect(texts(parts)).toEqual(['One two three four five', ' six seven']);
    expect(parts[0]?.endMs).toBe(parts[1]?.startMs);
  });
});

describe('caption emphasis in the caption document', () => {
  const style = (emphasis: Partial<typeof DEFAULT_EMPHASIS>) => ({
    ...DEFAULT_STYLE,
    emphasis: { ...DEFAULT_STYLE.emphasis, ...emphasis },
  });
  const doc = (emphasis: Partial<typeof DEFAULT_EMPHASIS>) =>
    buildCaptionDocument({ captions: words, style: style(emphasis), width: 1080, height: 1920, fps: 30 });

  it('should hold at most the given lines and characters per line', () => {
    const text = doc({ maxCharsPerLine: 10, linesPerPage: 1 });
    const captionLines = text.split('\n').filter((l) => l.startsWith('Dialogue: 1'));
    for (const line of captionLines) expect(line).not.toContain('\\N');
    const shadows = text.split('\n').filter((l) => l.startsWith('Dialogue: 0'));
    expect(shadows.length).toBeGreaterThan(2);
  });

  it('should give the page editor the pages the document draws, line-limit split included', () => {
    const input = {
      captions: words,
      style: style({ maxCharsPerLine: 10, linesPerPage: 1, emojiAuto: false }),
      width: 1080,
      height: 1920,
    };
    const pages = captionPagesFor(input);
    // The rules alone make one page; the line limit splits it as the export does.
    expect(pageCaptions(words, input.style.emphasis)).toHaveLength(1);
    expect(pages.length).toBeGreaterThan(2);
    const starts = (text: string) =>
      text
        .split('\n')
        .filter((l) => l.startsWith('Dialogue: 0'))
        .map((l) => l.split(',')[1]);
    const document = buildCaptionDocument({ ...input, fps: 30 });
    expect(new Set(starts(document)).size).toBe(pages.length);
    expect(pages.map((p) => p.tokens.map((t) => t.text).join(''))).toEqual(pages.map((p) => p.text));
    expect(buildEmojiPlan({ ...input, fps: 30 })).toEqual([]);
  });

  it('should colour, embolden and pop words as asked', () => {
    const text = doc({
      words: [
        { wordId: 't300', colour: '#0000FF', bold: true },
        { wordId: 't450', highlight: true },
      ],
      highlightColor: '#FFD400',
      highlightPop: 1.2,
    });
    expect(text).toContain('\\1c&HFF0000&');
    expect(text).toContain('\\b1');
    expect(text).toContain('\\1c&H00D4FF&');
    expect(text).toContain('\\fscx120');
  });
});

describe('captionEmphasisSchema', () => {
  it('should refuse values out of range, unknown emoji and a word named twice', () => {
    const bad = [
      { wordsPerPage: 9 },
      { linesPerPage: 0 },
      { highlightPop: 2 },
      { emojiPicks: [{ wordId: 't0', emoji: 'x' }] },
      { words: [{ wordId: 't1' }, { wordId: 't1' }] },
      { highlightColor: 'not a colour' },
    ];
    for (const patch of bad) {
      expect(captionEmphasisSchema.safeParse({ ...DEFAULT_EMPHASIS, ...patch }).success).toBe(false);
    }
    expect(
      captionEmphasisSchema.safeParse({ ...DEFAULT_EMPHASIS, emojiPicks: [{ wordId: 't0', emoji: '🔥' }] })
        .success,
    ).toBe(true);
  });
});

describe('rankKeywords', () => {
  it('should pick numbers, names and long content words, never function words', () => {
    expect(rankKeywords(['I', ' made', ' $500', ' today'])).toEqual([2]);
    expect(rankKeywords(['We', ' met', ' Sarah', ' there'])).toEqual([2]);
    expect(rankKeywords(['this', ' is', ' incredible'])).toEqual([2]);
    expect(rankKeywords(['and', ' then', ' it', ' was'])).toEqual([]);
    expect(rankKeywords(['यह', ' बहुत', ' ज़बरदस्त', ' है'])).toEqual([2]);
  });
});
