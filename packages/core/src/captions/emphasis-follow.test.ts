import { describe, expect, it } from 'vitest';
import type { CaptionItem } from '../captions.ts';
import { DEFAULT_EMPHASIS, type CaptionEmphasis } from './emphasis.ts';
import { emphasisFollowingEdit } from './emphasis-follow.ts';
import { pageCaptions } from './page-rules.ts';
import { editWord, mergeWords } from './retime.ts';
import { nudgeWord, replacePhrase } from './review.ts';
import { withWordIds } from './word-ids.ts';
import { chooseEmoji } from '../emoji/emoji-choice.ts';

const word = (text: string, startMs: number, endMs = startMs + 250): CaptionItem => ({
  text,
  startMs,
  endMs,
  confidence: 0.9,
  timestampMs: startMs,
});

// As the studio holds them: every word with its id (old files: its start time's).
const list = withWordIds([word('Make', 0), word(' money', 300), word(' online', 600), word(' today', 900)]);

const emphasis: CaptionEmphasis = {
  ...DEFAULT_EMPHASIS,
  words: [
    { wordId: 't300', colour: '#FF0000', bold: true },
    { wordId: 't600', highlight: true },
  ],
  breaks: [{ wordId: 't600', kind: 'break' }],
  emojiPicks: [{ wordId: 't600', emoji: '💻' }],
};

/** Each drawn word's text with its look, page by page, as both renderers get them. */
function drawn(captions: readonly CaptionItem[], rules: CaptionEmphasis) {
  return pageCaptions(captions, rules).map((page) =>
    page.tokens.map((t) => [
      t.text.trim(),
      t.look?.colour ?? '',
      t.look?.bold ?? false,
      t.look?.highlight ?? false,
    ]),
  );
}

describe('per-word emphasis follows its words', () => {
  it('should name words by id: old captions get their start time as id', () => {
    expect(list.map((w) => w.id)).toEqual(['t0', 't300', 't600', 't900']);
    expect(drawn(list, emphasis)).toEqual([
      [
        ['Make', '', false, false],
        ['money', '#FF0000', true, false],
      ],
      [
        ['online', '', false, true],
        ['today', '', false, false],
      ],
    ]);
  });

  it('should keep a nudged word its colour, highlight, page break and emoji (its start moved)', () => {
    const nudged = nudgeWord(nudgeWord(list, 1, 'start', 33) ?? [], 2, 'start', 100) ?? [];
    expect(nudged[1]?.startMs).toBe(333);
    expect(nudged[2]?.startMs).toBe(700);
    expect(emphasisFollowingEdit(emphasis, list, nudged)).toBe(emphasis);
    expect(drawn(nudged, emphasis)).toEqual(drawn(list, emphasis));
    const pages = pageCaptions(nudged, emphasis);
    expect(chooseEmoji(pages, { auto: false, picks: emphasis.emojiPicks })).toEqual([null, '💻']);
  });

  it('should give every part of a split word its look; the first part keeps the page break', () => {
    const split = editWord(list, 2, 'on line');
    expect(split.map((w) => w.text)).toEqual(['Make', ' money', ' on', ' line', ' today']);
    expect(split[2]?.id).toBe('t600');
    expect(split[3]?.id).toBe('w1');
    const followed = emphasisFollowingEdit(emphasis, list, split);
    expect(drawn(split, followed)).toEqual([
      [
        ['Make', '', false, false],
        ['money', '#FF0000', true, false],
      ],
      [
        ['on', '', false, true],
        ['line', '', false, true],
        ['today', '', false, false],
      ],
    ]);
    // Split again: new ids never clash with the earlier ones.
    const again = editWord(split, 1, 'mo ney');
    expect(again.map((w) => w.id)).toEqual(['t0', 't300', 'w2', 't600', 'w1', 't900']);
    expect(drawn(again, emphasisFollowingEdit(followed, split, again))[0]).toEqual([
      ['Make', '', false, false],
      ['mo', '#FF0000', true, false],
      ['ney', '#FF0000', true, false],
    ]);
  });

  it('should give a merged word the settings of both words (the first one wins a clash)', () => {
    const merged = mergeWords(list, 0); // "Make money": Make's id, money's colour and bold
    expect(merged[0]).toMatchObject({ text: 'Make money', id: 't0' });
    const followed = emphasisFollowingEdit(emphasis, list, merged);
    expect(drawn(merged, followed)[0]).toEqual([['Make money', '#FF0000', true, false]]);
    // The emoji pick of a word merged into the page's first word moves with it.
    const intoOnline = mergeWords(list, 2); // "online today" keeps online's id and pick
    expect(emphasisFollowingEdit(emphasis, list, intoOnline)).toBe(emphasis);
    const byToday = mergeWords(list, 1); // "money online": money's id, online's highlight and pick
    const followedToday = emphasisFollowingEdit(emphasis, list, byToday);
    expect(followedToday.words.find((w) => w.wordId === 't300')).toEqual({
      wordId: 't300',
      highlight: true,
      colour: '#FF0000',
      bold: true,
    });
    expect(followedToday.emojiPicks).toContainEqual({ wordId: 't300', emoji: '💻' });
  });

  it('should keep ids through find and replace, new words taking the look of the word they replace', () => {
    const replaced = replacePhrase(list, 'money', 'cash flow', { matchCase: false });
    expect(replaced?.list.map((w) => [w.text, w.id])).toEqual([
      ['Make', 't0'],
      [' cash', 't300'],
      [' flow', 'w1'],
      [' online', 't600'],
      [' today', 't900'],
    ]);
    const followed = emphasisFollowingEdit(emphasis, list, replaced?.list ?? []);
    expect(drawn(replaced?.list ?? [], followed)[0]?.slice(1)).toEqual([
      ['cash', '#FF0000', true, false],
      ['flow', '#FF0000', true, false],
    ]);
  });

  it('should keep stored ids and give duplicates and words without one a free id', () => {
    const mixed = withWordIds([
      { ...word('a', 0), id: 't300' },
      word(' b', 300),
      { ...word(' c', 900), id: 't300' },
      { ...word(' d', 1200), id: 'w4' },
    ]);
    expect(mixed.map((w) => w.id)).toEqual(['t300', 'w5', 't900', 'w4']);
  });
});
