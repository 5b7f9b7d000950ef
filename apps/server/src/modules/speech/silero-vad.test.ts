import { describe, expect, it } from 'vitest';
import { resample } from './espeak-synth.ts';
import { runProcess } from '../../process/run-process.ts';
import { detectSpeech, regionsFromProbabilities } from './silero-vad.ts';
import { parseWav, SAMPLE_RATE } from './wav-audio.ts';

/** 32 ms windows: probabilities for a timeline written as one character per window. */
const probs = (pattern: string) =>
  Float32Array.from(pattern, (c) => ({ '#': 0.9, '~': 0.4, '.': 0.05 })[c] ?? 0);

describe('regionsFromProbabilities', () => {
  it('should start at the threshold, bridge short dips, end after the minimum silence and pad', () => {
    // speech windows 5..14, a 2-window (64 ms) dip, speech 17..24, then a long pause, then 40..49
    const p = probs('.....##########..########...............##########.....');
    const regions = regionsFromProbabilities(p, p.length * 32, { padMs: 0, minSilenceMs: 160 });
    expect(regions).toEqual([
      { startMs: 5 * 32, endMs: 25 * 32 },
      { startMs: 40 * 32, endMs: 50 * 32 },
    ]);
  });

  it('should hold speech through values between the two thresholds and drop short bursts', () => {
    const p = probs('..####~~~~~~~~###......##.........');
    expect(regionsFromProbabilities(p, p.length * 32, { padMs: 0, minSpeechMs: 100 })).toEqual([
      { startMs: 2 * 32, endMs: 17 * 32 },
    ]);
  });
});

async function espeak(text: string): Promise<Float32Array> {
  const { stdoutBuffer } = await runProcess('espeak-ng', ['-v', 'en-us', '--stdout', '--', text]);
  const { samples, sampleRate } = parseWav(stdoutBuffer);
  return resample(samples, sampleRate, SAMPLE_RATE);
}

describe('Silero VAD (onnxruntime-node)', () => {
  it('should find speech around a long pause and nothing in the pause', async () => {
    const first = await espeak('Welcome back to the channel, today we bake bread.');
    const second = await espeak('Now let the dough rest for an hour.');
    const pause = 5 * SAMPLE_RATE;
    const samples = new Float32Array(SAMPLE_RATE + first.length + pause + second.length + SAMPLE_RATE);
    samples.set(first, SAMPLE_RATE);
    samples.set(second, SAMPLE_RATE + first.length + pause);
    const regions = await detectSpeech(samples, SAMPLE_RATE);
    const firstEnd = ((SAMPLE_RATE + first.length) / SAMPLE_RATE) * 1000;
    const secondStart = firstEnd + 5000;
    expect(regions.length).toBeGreaterThanOrEqual(2);
    expect(regions[0]?.startMs).toBeLessThan(1300);
    expect(regions.some((r) => r.startMs < firstEnd + 300 && r.endMs > firstEnd + 300)).toBe(false);
    expect(regions.every((r) => r.endMs <= firstEnd + 300 || r.startMs >= secondStart - 300)).toBe(true);
    expect(regions.at(-1)?.endMs).toBeGreaterThan(secondStart + 1000);
  });

  it('should find no speech in digital silence or white noise', async () => {
    expect(await detectSpeech(new Float32Array(SAMPLE_RATE * 3), SAMPLE_RATE)).toEqual([]);
    let seed = 3;
    const noise = Float32Array.from({ length: SAMPLE_RATE * 3 }, () => {
      seed = (seed * 16807) % 2147483647;
      return (seed / 2147483647 - 0.5) * 0.4;
    });
    expect(await detectSpeech(noise, SAMPLE_RATE)).toEqual([]);
  });

  it('should refuse audio at another sample rate', async () => {
    await expect(detectSpeech(new Float32Array(8000), 8000)).rejects.toThrow(/16 kHz/);
  });
});
