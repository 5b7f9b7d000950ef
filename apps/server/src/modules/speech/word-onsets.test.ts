import { describe, expect, it } from 'vitest';
import type { RecognisedWord } from './recognised-word.ts';
import { refineWordTimes, soundFrames } from './word-onsets.ts';
import { MIN_WORD_MS } from './word-timing.ts';

const RATE = 16_000;

const w = (text: string, startMs: number, endMs: number): RecognisedWord => ({
  text,
  startMs,
  endMs,
  confidence: 0.9,
});

/**
 * A recording of `durationMs` with a steady background (uniform noise of `noise` amplitude) and a
 * voiced sound (a 180 Hz tone with a harmonic, amplitude 0.3) over each span.
 */
function recording(durationMs: number, spans: [number, number][], noise = 0.002): Float32Array {
  let seed = 11;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const samples = new Float32Array(Math.round((durationMs / 1000) * RATE));
  for (let i = 0; i < samples.length; i++) samples[i] = (random() - 0.5) * noise;
  for (const [from, to] of spans) {
    for (let i = Math.round((from / 1000) * RATE); i < Math.round((to / 1000) * RATE); i++) {
      const t = i / RATE;
      samples[i] =
        (samples[i] as number) +
        0.3 * Math.sin(2 * Math.PI * 180 * t) +
        0.1 * Math.sin(2 * Math.PI * 540 * t);
    }
  }
  return samples;
}

const refine = (words: RecognisedWord[], samples: Float32Array) =>
  refineWordTimes(words, soundFrames(samples, RATE)).map((x) => [x.startMs, x.endMs]);

describe('soundFrames', () => {
  it('should put the threshold above the background, quiet room or noisy', () => {
    const quiet = soundFrames(recording(3000, [[1000, 2000]]), RATE);
    const noisy = soundFrames(recording(3000, [[1000, 2000]], 0.05), RATE);
    expect(quiet.thresholdDb).toBeGreaterThan(quiet.floorDb);
    expect(noisy.floorDb).toBeGreaterThan(quiet.floorDb + 20);
    for (const frames of [quiet, noisy]) {
      expect(frames.loud[50]).toBe(0);
      expect(frames.loud[150]).toBe(1);
      expect(frames.loud[250]).toBe(0);
    }
  });

  it('should leave digital silence (the gaps of the speech-only copy) out of the background', () => {
    const samples = recording(3000, [[1000, 2000]]);
    samples.fill(0, 0, RATE / 2);
    const frames = soundFrames(samples, RATE);
    expect(frames.floorDb).toBeGreaterThan(-80);
  });
});

describe('refineWordTimes', () => {
  const audio = recording(4000, [
    [500, 900],
    [1000, 1400],
    [1405, 1800],
    [2400, 2700],
  ]);

  it('should move a start that sits in the pause before the word to the onset', () => {
    expect(refine([w('Hello', 920, 1400)], audio)).toEqual([[1000, 1400]]);
  });

  it('should move a late start back to the onset when the word before ended in the pause', () => {
    expect(refine([w('one', 500, 900), w('two', 1060, 1400)], audio)[1]).toEqual([1000, 1400]);
  });

  it('should leave a start in connected speech where the recogniser put it', () => {
    // The sound from 1000 to 1800 runs on (a 5 ms dip is no pause): "two" ends inside it.
    const out = refine([w('two', 1000, 1450), w('three', 1460, 1800)], audio);
    expect(out[1]).toEqual([1460, 1800]);
  });

  it('should move a start off the tail of the word before to the sound after the pause', () => {
    const out = refine([w('one', 500, 860), w('two', 880, 1400)], audio);
    expect(out[0]).toEqual([500, 900]);
    expect(out[1]).toEqual([1000, 1400]);
  });

  it("should move a start off up to 100 ms of the word before's tail, not off a longer sound", () => {
    // "when it": the engine starts "it" 80 ms before "when" stops sounding (900), then a pause.
    const out = refine([w('when', 500, 810), w('it', 820, 1400)], audio);
    expect(out[1]).toEqual([1000, 1400]);
    // 150 ms of sound left before the pause: that is the word's own sound, left as it was.
    expect(refine([w('when', 500, 740), w('it', 750, 1400)], audio)[1]).toEqual([750, 1400]);
  });

  it('should pull an end held through a pause back to the last sound', () => {
    expect(refine([w('last', 2400, 2900)], audio)).toEqual([[2400, 2700]]);
  });

  it('should carry an early end on to where its sound stops, never past the next word', () => {
    expect(refine([w('one', 500, 800)], audio)).toEqual([[500, 900]]);
    // The sound after 1000 runs to 1800; the next word starts at 1500, so the end stops there.
    const out = refine([w('two', 1000, 1300), w('three', 1500, 1800)], audio);
    expect(out[0]).toEqual([1000, 1300]);
    expect(out[1]).toEqual([1500, 1800]);
  });

  it('should move nothing further than its limits', () => {
    // A start 300 ms into a pause: more than the 200 ms a start may move forward.
    expect(refine([w('far', 1900, 2700)], audio)[0]?.[0]).toBe(1900);
    // An end 100 ms before its sound stops, 400 ms of sound after it: too far to extend.
    const long = recording(3000, [[500, 2000]]);
    expect(refine([w('long', 500, 1500)], long)).toEqual([[500, 1500]]);
  });

  it('should find the onsets in a noisy room too', () => {
    const noisy = recording(4000, [[1000, 1400]], 0.05);
    expect(refine([w('Hello', 920, 1500)], noisy)).toEqual([[1000, 1400]]);
  });

  it('should leave words as they were where the audio has nothing to say', () => {
    const silent = new Float32Array(RATE * 2);
    const words = [w('a', 100, 300), w('b', 400, 600)];
    expect(refine(words, silent)).toEqual([
      [100, 300],
      [400, 600],
    ]);
    // Words past the end of the audio, and a word without a time.
    const short = recording(1000, [[200, 600]]);
    const out = refineWordTimes([w('x', 2000, 2300), w('$5', NaN, NaN)], soundFrames(short, RATE));
    expect(out[0]).toMatchObject({ startMs: 2000, endMs: 2300 });
    expect(out[1]?.startMs).toBeNaN();
  });

  it('should keep words in order, apart and never shorter than the shortest word', () => {
    const words = [
      w('a', 480, 520),
      w('b', 530, 560),
      w('c', 880, 1010),
      w('d', 1020, 1060),
      w('e', 2380, 2420),
    ];
    const out = refineWordTimes(words, soundFrames(audio, RATE));
    let prevEnd = 0;
    for (const x of out) {
      expect(x.startMs).toBeGreaterThanOrEqual(prevEnd);
      expect(x.endMs - x.startMs).toBeGreaterThanOrEqual(Math.min(MIN_WORD_MS, 30));
      prevEnd = x.endMs;
    }
    expect(out.map((x) => x.text)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
