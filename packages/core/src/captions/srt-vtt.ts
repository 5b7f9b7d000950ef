import type { CaptionItem } from '../captions.ts';

/** One subtitle cue as SRT and WebVTT carry it. */
export interface SubtitleCue {
  startMs: number;
  endMs: number;
  text: string;
}

export class SubtitleParseError extends Error {}

const TIME = String.raw`(?:(\d{1,3}):)?(\d{1,2}):(\d{2})[,.](\d{1,3})`;
const TIMING_LINE = new RegExp(String.raw`^\s*${TIME}\s*-->\s*${TIME}`);

function toMs(h: string | undefined, m: string, s: string, frac: string): number {
  const ms = Number(frac.padEnd(3, '0'));
  return ((Number(h ?? 0) * 60 + Number(m)) * 60 + Number(s)) * 1000 + ms;
}

/** Most characters of one cue's text once its markup is gone; a subtitle line is about 42. */
export const MAX_CUE_CHARS = 2000;

/**
 * Removes every `open … close` span (the shortest one from each opening), leaving an opening with no
 * close after it as text. One pass with indexOf: linear in the text's length whatever it holds (a
 * regular expression like /<[^>]*>/g rescans the rest of the text from every unclosed `<`).
 */
function stripSpans(text: string, open: string, close: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const start = text.indexOf(open, from);
    if (start < 0) break;
    const end = text.indexOf(close, start + open.length);
    if (end < 0) break; // no close after this opening, so none after any later one either
    out += text.slice(from, start);
    from = end + close.length;
  }
  return out + text.slice(from);
}

/** Strips markup a cue may carry: WebVTT/SRT tags (<i>, <c.x>, <00:01.000>) and ASS overrides ({\an8}). */
function plainText(lines: string[]): string {
  return stripSpans(stripSpans(lines.join(' '), '<', '>'), '{\\', '}')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Parses SRT or WebVTT text into cues in time order. Cue numbers, VTT headers, NOTE/STYLE/REGION
 * blocks and cue settings are ignored; cues with no text are dropped. Throws SubtitleParseError when
 * the text holds no cue at all or a cue is longer than MAX_CUE_CHARS. Linear in the input's length.
 */
export function parseSubtitles(input: string): SubtitleCue[] {
  const blocks = input
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n/);
  const cues: SubtitleCue[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    const timingAt = lines.findIndex((l) => l.includes('-->'));
    if (timingAt < 0) continue;
    const match = TIMING_LINE.exec(lines[timingAt] as string);
    if (!match)
      throw new SubtitleParseError(`Unreadable cue timing: "${(lines[timingAt] as string).trim()}"`);
    const [, h1, m1, s1, f1, h2, m2, s2, f2] = match;
    const startMs = toMs(h1, m1 as string, s1 as string, f1 as string);
    const endMs = toMs(h2, m2 as string, s2 as string, f2 as string);
    const text = plainText(lines.slice(timingAt + 1));
    if (text === '' || endMs <= startMs) continue;
    if (text.length > MAX_CUE_CHARS)
      throw new SubtitleParseError(
        `The cue at ${stamp(startMs, ',')} is longer than ${MAX_CUE_CHARS} characters. Please split it into shorter cues.`,
      );
    cues.push({ startMs, endMs, text });
  }
  if (cues.length === 0)
    throw new SubtitleParseError('No subtitle cues found: expected an SRT or WebVTT file.');
  return cues.sort((a, b) => a.startMs - b.startMs);
}

function stamp(ms: number, separator: ',' | '.'): string {
  const whole = Math.max(0, Math.round(ms));
  const h = Math.floor(whole / 3_600_000);
  const m = Math.floor(whole / 60_000) % 60;
  const s = Math.floor(whole / 1000) % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(whole % 1000, 3)}`;
}

export function formatSrt(cues: readonly SubtitleCue[]): string {
  return cues
    .map((c, i) => `${i + 1}\n${stamp(c.startMs, ',')} --> ${stamp(c.endMs, ',')}\n${c.text}\n`)
    .join('\n');
}

export function formatVtt(cues: readonly SubtitleCue[]): string {
  const body = cues.map((c) => `${stamp(c.startMs, '.')} --> ${stamp(c.endMs, '.')}\n${c.text}\n`).join('\n');
  return `WEBVTT\n\n${body}`;
}

export interface CueGrouping {
  /** Most words in one cue. */
  maxWords: number;
  /** Most characters in one cue (a readable subtitle line is about 42). */
  maxChars: number;
  /** A pause longer than this starts a new cue. */
  maxGapMs: number;
}

const defaultGrouping: CueGrouping = { maxWords: 7, maxChars: 42, maxGapMs: 700 };

/**
 * Groups word-timed captions into readable cues: a new cue starts after a sentence end, a long pause,
 * or when the words or characters would pass their limits.
 */
export function groupIntoCues(
  list: readonly CaptionItem[],
  options: Partial<CueGrouping> = {},
): SubtitleCue[] {
  const { maxWords, maxChars, maxGapMs } = { ...defaultGrouping, ...options };
  const cues: SubtitleCue[] = [];
  let words: CaptionItem[] = [];
  const flush = () => {
    const first = words[0];
    const last = words[words.length - 1];
    if (first && last) {
      cues.push({
        startMs: first.startMs,
        endMs: Math.max(last.endMs, first.startMs + 1),
        text: words.map((w) => w.text.trim()).join(' '),
      });
    }
    words = [];
  };
  for (const item of list) {
    const word = item.text.trim();
    if (word === '') continue;
    const prev = words[words.length - 1];
    const length = words.reduce((n, w) => n + w.text.trim().length + 1, 0) + word.length;
    if (
      prev &&
      (words.length >= maxWords ||
        length > maxChars ||
        item.startMs - prev.endMs > maxGapMs ||
        /[.!?।]["')\]]*$/u.test(prev.text.trim()))
    ) {
      flush();
    }
    words.push(item);
  }
  flush();
  // Cues never overlap, even where the words did.
  for (let i = 0; i + 1 < cues.length; i++) {
    const cue = cues[i] as SubtitleCue;
    const next = cues[i + 1] as SubtitleCue;
    if (cue.endMs > next.startMs) cue.endMs = Math.max(cue.startMs + 1, next.startMs);
  }
  return cues;
}
