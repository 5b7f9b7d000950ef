import { JOIN_FADE_MS } from '@wordreel/core';
import { describe, expect, it } from 'vitest';
import { Declicker, GAP_FRAMES } from './declick.ts';

const RATE = 48_000;
const BLOCK = 128;
const AMPLITUDE = 0.4;

/** A tone's samples from frame `from` (phase in radians at frame 0). */
function tone(frames: number, hz: number, phase = 0): Float32Array {
  return Float32Array.from(
    { length: frames },
    (_, n) => AMPLITUDE * Math.sin(phase + (2 * Math.PI * hz * n) / RATE),
  );
}

function concat(...parts: Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Runs `signal` (both channels) through a declicker in audio-thread blocks; the left channel out. */
function declick(signal: Float32Array, block = BLOCK): { out: Float32Array; delay: number; fade: number } {
  const declicker = new Declicker(RATE, JOIN_FADE_MS);
  const out = new Float32Array(signal.length + declicker.delay + block);
  const left = new Float32Array(block);
  const right = new Float32Array(block);
  for (let at = 0; at < out.length; at += block) {
    const input = new Float32Array(block);
    input.set(signal.subarray(Math.min(at, signal.length), Math.min(at + block, signal.length)));
    declicker.process([input, input], [left, right], block);
    out.set(left.subarray(0, Math.min(block, out.length - at)), at);
    expect(right).toEqual(left);
  }
  return { out, delay: declicker.delay, fade: declicker.fade };
}

/** The largest difference between `out` (read `delay` later) and `signal` over [from, to). */
function largestError(
  out: Float32Array,
  signal: Float32Array,
  delay: number,
  from: number,
  to: number,
): number {
  let max = 0;
  for (let n = from; n < to; n++) max = Math.max(max, Math.abs((out[n + delay] ?? 0) - (signal[n] ?? 0)));
  return max;
}

function largestJump(samples: Float32Array): number {
  let max = 0;
  for (let i = 1; i < samples.length; i++)
    max = Math.max(max, Math.abs((samples[i] ?? 0) - (samples[i - 1] ?? 0)));
  return max;
}

/** A tone's own largest step between samples. */
const naturalJump = (hz: number) => (AMPLITUDE * 2 * Math.PI * hz) / RATE;

describe('Declicker', () => {
  it('should fade over the export join fade (10 ms) and delay the sound by the fade and a stop', () => {
    const { fade, delay } = new Declicker(RATE, JOIN_FADE_MS);
    expect(fade).toBe(480);
    expect(delay).toBe(480 + GAP_FRAMES);
    expect(new Declicker(44_100, JOIN_FADE_MS).fade).toBe(441);
  });

  it('should pass a running sound through unchanged, only later, once its start has faded in', () => {
    const signal = tone(RATE / 2, 220, 1);
    const { out, delay, fade } = declick(signal);
    // (The signal's end is a stop too: its last `fade` frames fade out.)
    expect(largestError(out, signal, delay, fade, signal.length - fade)).toBeLessThan(1e-7);
    for (let n = 0; n < delay; n++) expect(out[n]).toBe(0);
  });

  it('should fade in the first frames after a stop, from silence to full level over the fade', () => {
    const signal = concat(new Float32Array(1000), tone(4000, 220, Math.PI / 2));
    const { out, delay, fade } = declick(signal);
    const start = 1000 + delay;
    expect(out[start]).toBe(0);
    expect(out[start + fade / 2]).toBeCloseTo((signal[1000 + fade / 2] ?? 0) / 2, 5);
    expect(out[start + fade + 10]).toBeCloseTo(signal[1000 + fade + 10] ?? 0, 6);
    expect(largestJump(out)).toBeLessThan(naturalJump(220) + AMPLITUDE / fade + 1e-6);
  });

  it('should fade out the last frames before a stop (a pause, a seek, a mute) to nothing', () => {
    // The tone stops at its peak: the largest possible step.
    const stop = 4000;
    const signal = concat(
      tone(stop, 220, Math.PI / 2 - (2 * Math.PI * 220 * (stop - 1)) / RATE),
      new Float32Array(3000),
    );
    const { out, delay, fade } = declick(signal);
    expect(largestJump(signal)).toBeGreaterThan(0.35);
    expect(Math.abs(out[stop - 1 + delay] ?? 1)).toBeLessThan(1e-6);
    expect(out[stop - fade / 2 + delay]).toBeCloseTo((signal[stop - fade / 2] ?? 0) / 2, 2);
    expect(out[stop - fade - 5 + delay]).toBeCloseTo(signal[stop - fade - 5] ?? 0, 6);
    expect(largestJump(out)).toBeLessThan(naturalJump(220) + AMPLITUDE / fade + 1e-6);
  });

  it('should join two takes at a cut without a step, whichever phases meet, in any block size', () => {
    for (const [phase, block] of [
      [0, 128],
      [2, 128],
      [4, 37],
      [Math.PI, 1000],
    ] as const) {
      // The outgoing take stops, a few milliseconds of silence (the swap), the incoming one starts.
      const signal = concat(tone(5000, 220), new Float32Array(200), tone(5000, 220, phase));
      expect(largestJump(signal)).toBeGreaterThan(0.05);
      const { out, fade } = declick(signal, block);
      expect(largestJump(out)).toBeLessThan(naturalJump(220) + AMPLITUDE / fade + 1e-6);
    }
  });

  it('should leave a few zero samples inside a sound alone (not a stop)', () => {
    const blip = concat(tone(2000, 220), new Float32Array(GAP_FRAMES - 1), tone(2000, 220, 1));
    const { out, delay } = declick(blip);
    expect(largestError(out, blip, delay, 1000, blip.length - 1000)).toBeLessThan(1e-7);
  });

  it('should take a block without channels as silence and copy a mono input to both outputs', () => {
    const declicker = new Declicker(RATE, JOIN_FADE_MS);
    const left = new Float32Array(BLOCK).fill(1);
    const right = new Float32Array(BLOCK).fill(1);
    declicker.process([], [left, right], BLOCK);
    expect(left.every((x) => x === 0) && right.every((x) => x === 0)).toBe(true);
    const mono = tone(declicker.delay + 2 * declicker.fade, 220, 1);
    const outL = new Float32Array(mono.length);
    const outR = new Float32Array(mono.length);
    declicker.process([mono], [outL, outR], mono.length);
    expect(outR).toEqual(outL);
    expect(outL.some((x) => x !== 0)).toBe(true);
  });
});
