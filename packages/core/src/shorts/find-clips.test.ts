import { describe, expect, it } from 'vitest';
import { clipTitle, findClips, findClipsRequestSchema, noClipsMessage, scoreClipSpan } from './find-clips.ts';
import { ClipScorer } from './score-clip.ts';
import { splitIntoSentences } from './sentences.ts';
import { speak } from './talk-fixture.ts';

const HOOK = [
  'Why do most creators never grow past a thousand followers?',
  'The answer is simple and it has nothing to do with luck or the algorithm.',
  'They post without a plan, they chase trends they do not care about, and they quit after six weeks.',
  'Pick one topic your audience searches for and publish on the same two days every single week.',
  'Measure which openings keep viewers past three seconds and repeat the winning pattern deliberately.',
  'Consistency beats talent when the talent gives up early.',
];
const DANGLING = [
  'And that is why it kind of worked out for them in the end I guess.',
  'So they did the thing again and it was fine and they were okay with it mostly.',
  'It was not really what they had in mind but it was okay and they went along with it anyway.',
  'Then they did it again the next week and it was about the same as it was before that.',
  'And so that was that and they kept on going with it for a while after.',
  'It was fine.',
];

describe('splitIntoSentences', () => {
  it('should end sentences on punctuation, and on a long pause when the recogniser does not punctuate', () => {
    const punctuated = speak(['One two three.', 'Four five?', 'Six'], { pauseMs: 100 });
    expect(splitIntoSentences(punctuated)).toEqual([
      { first: 0, last: 2 },
      { first: 3, last: 4 },
      { first: 5, last: 5 },
    ]);
    const bare = speak(['one two three', 'four five six'], { pauseMs: 900 });
    expect(splitIntoSentences(bare)).toEqual([
      { first: 0, last: 2 },
      { first: 3, last: 5 },
    ]);
  });
});

describe('ClipScorer', () => {
  it('should score a clear hook above a clip that opens with a dangling reference, and say why', () => {
    const words = speak([...HOOK, ...DANGLING]);
    const scorer = new ClipScorer(words);
    const hook = scorer.score({ first: 0, last: HOOK.join(' ').split(' ').length - 1 });
    const dangling = scorer.score({ first: HOOK.join(' ').split(' ').length, last: words.length - 1 });
    expect(hook.score).toBeGreaterThan(dangling.score + 20);
    expect(hook.reason).toMatch(/^Opens with a question; a complete thought/);
    expect(dangling.reason).toContain('starts with “and”, pointing back');
    expect(hook.features.hook).toBeGreaterThan(0.5);
    expect(dangling.features.completeness).toBeLessThan(hook.features.completeness);
  });

  it('should mark down a clip full of long pauses', () => {
    const tight = new ClipScorer(speak(HOOK, { pauseMs: 250 }));
    const gappy = new ClipScorer(speak(HOOK, { pauseMs: 2500 }));
    const count = HOOK.join(' ').split(' ').length;
    const a = tight.score({ first: 0, last: count - 1 });
    const b = gappy.score({ first: 0, last: count - 1 });
    expect(a.features.silence).toBe(1);
    expect(b.features.silence).toBeLessThan(0.5);
    expect(b.reason).toContain('long pauses');
    expect(a.score).toBeGreaterThan(b.score);
  });
});

describe('findClips', () => {
  const words = speak([...DANGLING, ...HOOK, ...DANGLING, ...HOOK.slice(0, 3)]);
  const request = findClipsRequestSchema.parse({ minSeconds: 20, maxSeconds: 40 });
  const clips = findClips(words, request);
  const starts = new Set(splitIntoSentences(words).map((s) => s.first));
  const ends = new Set(splitIntoSentences(words).map((s) => s.last));

  it('should rank the clip that opens on the hook first', () => {
    expect(clips.length).toBeGreaterThan(1);
    expect(clips[0]?.text.startsWith('Why do most creators')).toBe(true);
    expect(clips[0]?.title).toBe('Why do most creators never grow past a thousand followers?');
    for (let i = 1; i < clips.length; i += 1) {
      expect(clips[i - 1]!.score).toBeGreaterThanOrEqual(clips[i]!.score);
    }
  });

  it('should start and end every clip on sentence boundaries, never inside a word, within the lengths asked', () => {
    for (const clip of clips) {
      expect(starts.has(clip.firstWord)).toBe(true);
      expect(ends.has(clip.lastWord)).toBe(true);
      const first = words[clip.firstWord]!;
      const last = words[clip.lastWord]!;
      expect(clip.startMs).toBeLessThanOrEqual(first.startMs);
      expect(clip.startMs).toBeGreaterThanOrEqual(words[clip.firstWord - 1]?.endMs ?? 0);
      expect(clip.endMs).toBeGreaterThanOrEqual(last.endMs);
      expect(clip.endMs).toBeLessThanOrEqual(words[clip.lastWord + 1]?.startMs ?? Infinity);
      expect(last.endMs - first.startMs).toBeGreaterThanOrEqual(20_000);
      expect(last.endMs - first.startMs).toBeLessThanOrEqual(40_000);
    }
  });

  it('should never return two clips that overlap', () => {
    const sorted = [...clips].sort((a, b) => a.firstWord - b.firstWord);
    for (let i = 1; i < sorted.length; i += 1) {
      expect(sorted[i]!.firstWord).toBeGreaterThan(sorted[i - 1]!.lastWord);
    }
  });

  it('should offer a moment said twice (a retake) once, and fill the place with another moment', () => {
    const retakes = speak([...HOOK, ...DANGLING.slice(0, 3), ...HOOK, ...DANGLING.slice(3), ...DANGLING]);
    const found = findClips(retakes, request);
    const hooks = found.filter((clip) => clip.text.startsWith('Why do most creators'));
    expect(hooks).toHaveLength(1);
    expect(hooks[0]).toBe(found[0]);
    // No two offered clips say mostly the same words in the same order.
    const texts = found.map((clip) => clip.text.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
    expect(found.length).toBeGreaterThan(1);
  });

  it('should keep two different moments that share their topic words', () => {
    const reworded = [
      'Most creators never grow past a thousand followers, and here is why.',
      'A plan beats luck: creators who quit after six weeks never see the algorithm reward them.',
      'Every single week, publish on the same two days about one topic your audience searches for.',
      'Repeat the openings that keep viewers past three seconds, and measure them deliberately.',
      'Talent gives up early; consistency does not.',
      'So the answer to why creators stall is not luck.',
    ];
    const found = findClips(speak([...HOOK, ...reworded]), request);
    expect(found.some((clip) => clip.text.startsWith('Why do most creators'))).toBe(true);
    expect(found.some((clip) => clip.text.startsWith('Most creators never grow'))).toBe(true);
  });

  it('should find nothing when the video is shorter than the shortest clip', () => {
    expect(findClips(speak(HOOK.slice(0, 2)), request)).toEqual([]);
  });
});

describe('findClipsRequestSchema', () => {
  it('should default to 20–60 s and refuse a minimum that is not below the maximum', () => {
    expect(findClipsRequestSchema.parse({})).toEqual({ minSeconds: 20, maxSeconds: 60, count: 10 });
    const bad = findClipsRequestSchema.safeParse({ minSeconds: 60, maxSeconds: 30 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('The shortest clip length must be less than the longest.');
  });

  it('should say the allowed lengths in words', () => {
    const long = findClipsRequestSchema.safeParse({ minSeconds: 20, maxSeconds: 9999 });
    expect(long.error?.issues[0]?.message).toBe('A clip can be at most 180 seconds long.');
    const short = findClipsRequestSchema.safeParse({ minSeconds: 1, maxSeconds: 60 });
    expect(short.error?.issues[0]?.message).toBe('A clip must be at least 5 seconds long.');
  });
});

describe('scoreClipSpan and clipTitle', () => {
  it('should keep trimmed edges inside the transcript and re-score', () => {
    const words = speak(HOOK);
    const clip = scoreClipSpan(words, { first: -3, last: 10_000 });
    expect(clip.firstWord).toBe(0);
    expect(clip.lastWord).toBe(words.length - 1);
    expect(clip.score).toBeGreaterThan(0);
  });

  it('should cut a long first sentence at a word boundary', () => {
    const title = clipTitle(`${'word '.repeat(30)}end. Second sentence.`);
    expect(title.length).toBeLessThanOrEqual(70);
    expect(title.endsWith('Word…') || title.endsWith('word…')).toBe(true);
  });
});

describe('noClipsMessage', () => {
  it('tells a video shorter than the shortest clip its length and what to lower', () => {
    expect(noClipsMessage(15.39, 20)).toBe(
      'This video is 15 s long, shorter than the shortest clip asked for (20 s). Lower the shortest clip to 15 s or less, or pick a longer video.',
    );
  });

  it('asks for a wider range when the video is long enough', () => {
    expect(noClipsMessage(95, 20)).toMatch(/Try a wider range/);
    expect(noClipsMessage(undefined, 20)).toMatch(/Try a wider range/);
  });
});
