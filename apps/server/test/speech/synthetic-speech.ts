import type { TimeSpan } from '@wordreel/core/captions/caption-words';
import { resample } from '../../src/modules/speech/espeak-synth.ts';
import { runProcess } from '../../src/process/run-process.ts';
import { soundSpan } from '../../src/modules/speech/sound-span.ts';
import { parseWav, SAMPLE_RATE } from '../../src/modules/speech/wav-audio.ts';

/**
 * A test recording whose word boundaries are known exactly: espeak-ng speaks each word in a voice and
 * speed unlike the aligner's own (so the aligner cannot match samples one to one), words are joined
 * with varied pauses, and a little noise is added over everything.
 */
export async function syntheticSpeech(
  words: readonly string[],
  options: { voice: string; speed: number; seed?: number; leadMs?: number },
): Promise<{ samples: Float32Array; words: TimeSpan[] }> {
  let seed = options.seed ?? 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pieces: Float32Array[] = [];
  for (const word of words) {
    const { stdoutBuffer } = await runProcess('espeak-ng', [
      '-v',
      options.voice,
      '-s',
      String(options.speed),
      '-z',
      '--stdout',
      '--',
      word,
    ]);
    const { samples, sampleRate } = parseWav(stdoutBuffer);
    const audio = resample(samples, sampleRate, SAMPLE_RATE);
    const span = soundSpan(audio, SAMPLE_RATE);
    const from = Math.floor(((span?.startMs ?? 0) / 1000) * SAMPLE_RATE);
    const to = Math.ceil(((span?.endMs ?? 0) / 1000) * SAMPLE_RATE);
    pieces.push(audio.subarray(from, to));
  }
  const gaps = words.map((_, i) => (i === 0 ? (options.leadMs ?? 600) : 20 + Math.floor(random() * 250)));
  const tail = Math.round(0.6 * SAMPLE_RATE);
  const total = pieces.reduce(
    (n, p, i) => n + p.length + Math.round(((gaps[i] as number) / 1000) * SAMPLE_RATE),
    tail,
  );
  const samples = new Float32Array(total);
  const spans: TimeSpan[] = [];
  let at = 0;
  for (const [i, p] of pieces.entries()) {
    at += Math.round(((gaps[i] as number) / 1000) * SAMPLE_RATE);
    samples.set(p, at);
    spans.push({
      startMs: Math.round((at / SAMPLE_RATE) * 1000),
      endMs: Math.round(((at + p.length) / SAMPLE_RATE) * 1000),
    });
    at += p.length;
  }
  for (let i = 0; i < samples.length; i++) samples[i] = (samples[i] as number) + (random() - 0.5) * 0.002;
  return { samples, words: spans };
}

export function percentileOf(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}
