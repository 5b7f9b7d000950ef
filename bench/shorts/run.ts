/**
 * AI Shorts benchmark. Finding clips (`findClips`, the offline scorer) in a 60-minute transcript at
 * the default 20–60 s range and at 10–120 s, punctuated (whisper) and unpunctuated (pocketsphinx).
 * Goal: ≤ 2 s. Prints the median of `--runs` runs (default 5) and the number of candidates kept.
 *
 *   npx tsx bench/shorts/run.ts [--minutes 60] [--runs 5]
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { type CaptionItem, findClips, findClipsRequestSchema } from '@wordreel/core';
import { median } from '../lib.ts';

const { values } = parseArgs({
  options: { minutes: { type: 'string', default: '60' }, runs: { type: 'string', default: '5' } },
});
const minutes = Number(values.minutes);
const runs = Number(values.runs);

/** A seeded generator, so every run scores the same transcript. */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Talk at ~2.7 words a second in sentences of 5–22 words, some questions, pauses of 0.2–1.5 s. */
function transcript(totalMinutes: number, punctuated: boolean): CaptionItem[] {
  const vocab =
    'why most creators never grow because they post without a plan the answer is simple pick one topic your audience searches for and publish on the same two days every week measure which openings keep viewers past three seconds then repeat the pattern consistency beats talent when talent gives up early'.split(
      ' ',
    );
  const random = prng(42);
  const words: CaptionItem[] = [];
  let t = 500;
  while (t < totalMinutes * 60_000) {
    const length = 5 + Math.floor(random() * 18);
    const question = random() < 0.12;
    for (let i = 0; i < length; i += 1) {
      let text = vocab[Math.floor(random() * vocab.length)] as string;
      if (punctuated && i === length - 1) text += question ? '?' : '.';
      const duration = 220 + Math.floor(random() * 200);
      words.push({
        text: words.length ? ` ${text}` : text,
        startMs: t,
        endMs: t + duration,
        confidence: 0.9,
        timestampMs: t,
      });
      t += duration + 40 + Math.floor(random() * 80);
    }
    t += 200 + Math.floor(random() * 1300);
  }
  return words;
}

console.log(`findClips on a ${minutes}-minute transcript, median of ${runs} runs (goal ≤ 2000 ms)`);
for (const punctuated of [true, false]) {
  const words = transcript(minutes, punctuated);
  for (const range of [
    { minSeconds: 20, maxSeconds: 60 },
    { minSeconds: 10, maxSeconds: 120 },
  ]) {
    const request = findClipsRequestSchema.parse(range);
    const times: number[] = [];
    let kept = 0;
    for (let r = 0; r < runs; r += 1) {
      const start = performance.now();
      kept = findClips(words, request).length;
      times.push(performance.now() - start);
    }
    console.log(
      `  ${punctuated ? 'punctuated  ' : 'unpunctuated'} ${words.length} words, ${range.minSeconds}–${range.maxSeconds} s: ${median(times).toFixed(1)} ms, ${kept} clips`,
    );
  }
}
