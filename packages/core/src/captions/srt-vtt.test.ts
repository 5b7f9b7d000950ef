import { describe, expect, it } from 'vitest';
import type { CaptionItem } from '../captions.ts';
import {
  formatSrt,
  formatVtt,
  groupIntoCues,
  MAX_CUE_CHARS,
  parseSubtitles,
  SubtitleParseError,
} from './srt-vtt.ts';

const word = (text: string, startMs: number, endMs: number): CaptionItem => ({
  text,
  startMs,
  endMs,
  confidence: 0.9,
  timestampMs: startMs,
});

describe('parseSubtitles', () => {
  it('should read SRT cues with CRLF line ends, a BOM and markup', () => {
    const srt =
      '\uFEFF1\r\n00:00:01,000 --> 00:00:02,500\r\n<i>Hello</i> there,\r\nfriend\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\n{\\an8}Bye.\r\n';
    expect(parseSubtitles(srt)).toEqual([
      { startMs: 1000, endMs: 2500, text: 'Hello there, friend' },
      { startMs: 3000, endMs: 4000, text: 'Bye.' },
    ]);
  });

  it('should read WebVTT with a header, NOTE blocks, cue ids, settings and hour-less times', () => {
    const vtt =
      'WEBVTT - demo\n\nNOTE a comment\n\nintro\n00:01.200 --> 00:02.000 align:start line:0\n<v Ann>Hi <c.loud>all</c>\n\n01:00:00.000 --> 01:00:01.5\nlate\n';
    expect(parseSubtitles(vtt)).toEqual([
      { startMs: 1200, endMs: 2000, text: 'Hi all' },
      { startMs: 3_600_000, endMs: 3_601_500, text: 'late' },
    ]);
  });

  it('should refuse text with no cues', () => {
    expect(() => parseSubtitles('just some words')).toThrow(SubtitleParseError);
  });

  it('should keep an unclosed < or {\\ as text and strip the closed markup after it', () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,000\n<b>a</b> < b {\\i1}c{\\ d\n';
    expect(parseSubtitles(srt)).toEqual([{ startMs: 1000, endMs: 2000, text: 'a < b c{\\ d' }]);
  });

  it('should refuse a cue longer than MAX_CUE_CHARS with its time', () => {
    const srt = `1\n00:01:02,000 --> 00:01:03,000\n${'word '.repeat(MAX_CUE_CHARS / 4)}\n`;
    expect(() => parseSubtitles(srt)).toThrow(/00:01:02,000 is longer than 2000 characters/);
  });

  // Each of these took the old regular expressions time quadratic in the cue's length: an 80,000
  // character cue took 6 s, the 2,000,000 characters an import allows would take hours. Parsed in
  // one pass they take milliseconds; the bound is generous for a loaded machine.
  it.each([
    ['one cue of unclosed <', `00:00:01,000 --> 00:00:02,000\nx ${'<'.repeat(2_000_000 - 40)}\n`],
    ['one cue of unclosed {\\', `00:00:01,000 --> 00:00:02,000\nx ${'{\\'.repeat(999_980)}\n`],
    [
      'many cues of the longest allowed markup',
      Array.from(
        { length: 2_000_000 / 2100 },
        (_, i) => `${i + 1}\n00:00:01,000 --> 00:00:02,000\nword ${'<'.repeat(1000)}${'{\\'.repeat(500)}\n`,
      ).join('\n'),
    ],
  ])('should parse a worst-case import of the largest size (%s) in one pass', (_name, text) => {
    expect(text.length).toBeLessThanOrEqual(2_000_000);
    expect(text.length).toBeGreaterThan(1_900_000);
    const started = performance.now();
    try {
      parseSubtitles(text);
    } catch (err) {
      expect(err).toBeInstanceOf(SubtitleParseError);
    }
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('should refuse a cue whose timing cannot be read', () => {
    expect(() => parseSubtitles('1\n00:00:xx --> 00:00:02,000\nhi\n')).toThrow(SubtitleParseError);
  });
});

describe('formatSrt and formatVtt', () => {
  const cues = [
    { startMs: 0, endMs: 1234, text: 'Hello world' },
    { startMs: 3_723_004, endMs: 3_724_000, text: 'later' },
  ];

  it('should write numbered SRT cues with comma milliseconds', () => {
    expect(formatSrt(cues)).toBe(
      '1\n00:00:00,000 --> 00:00:01,234\nHello world\n\n2\n01:02:03,004 --> 01:02:04,000\nlater\n',
    );
  });

  it('should write WebVTT with its header and dot milliseconds', () => {
    expect(formatVtt(cues)).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.234\nHello world\n\n01:02:03.004 --> 01:02:04.000\nlater\n',
    );
  });

  it('should read back exactly what it wrote, in both formats', () => {
    expect(parseSubtitles(formatSrt(cues))).toEqual(cues);
    expect(parseSubtitles(formatVtt(cues))).toEqual(cues);
  });
});

describe('groupIntoCues', () => {
  it('should start a new cue after a sentence end, a long pause and the word limit', () => {
    const list = [
      word('One', 0, 200),
      word(' two.', 250, 500),
      word(' Three', 600, 800),
      word(' four', 2000, 2200),
      ...Array.from({ length: 9 }, (_, i) => word(` w${i}`, 2300 + i * 100, 2380 + i * 100)),
    ];
    const cues = groupIntoCues(list);
    expect(cues.map((c) => c.text)).toEqual(['One two.', 'Three', 'four w0 w1 w2 w3 w4 w5', 'w6 w7 w8']);
    expect(cues[0]).toMatchObject({ startMs: 0, endMs: 500 });
  });

  it('should keep every cue within 42 characters when words allow it', () => {
    const list = Array.from({ length: 12 }, (_, i) =>
      word(`${i ? ' ' : ''}extraordinary`, i * 300, i * 300 + 250),
    );
    for (const cue of groupIntoCues(list)) expect(cue.text.length).toBeLessThanOrEqual(42);
  });

  it('should never let cues overlap even when words do', () => {
    const cues = groupIntoCues([word('a.', 0, 900), word(' b', 500, 1000)]);
    expect(cues[0]?.endMs).toBeLessThanOrEqual(cues[1]?.startMs ?? 0);
  });
});
