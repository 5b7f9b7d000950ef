import { MUSIC_TRACKS } from '@wordreel/core';
import { describe, expect, it } from 'vitest';
import { MIN_TRACK_SECONDS, synthesiseTrack } from './music-synth.ts';
import { TRACK_RECIPES } from './music-tracks.ts';
import { SAMPLE_RATE } from './synth-voices.ts';

const rms = (x: Float32Array, from = 0, to = x.length) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (x[i] ?? 0) ** 2;
  return Math.sqrt(sum / (to - from));
};

describe('music synthesiser', () => {
  it('should have a distinct recipe (tempo, key and progression) for each of the seven tracks', () => {
    expect(Object.keys(TRACK_RECIPES).sort()).toEqual([...MUSIC_TRACKS].sort());
    const fingerprints = MUSIC_TRACKS.map((t) => {
      const r = TRACK_RECIPES[t];
      return `${r.bpm}/${r.root}/${JSON.stringify(r.progression)}/${r.lead.kind}/${r.bass.wave}`;
    });
    expect(new Set(fingerprints).size).toBe(7);
    expect(new Set(MUSIC_TRACKS.map((t) => TRACK_RECIPES[t].bpm)).size).toBe(7);
  });

  it('should make a loud-enough, unclipped track of at least a minute that keeps playing to its end', () => {
    const { left, right } = synthesiseTrack('breakbeat');
    expect(left.length / SAMPLE_RATE).toBeGreaterThanOrEqual(MIN_TRACK_SECONDS);
    let peak = 0;
    for (const ch of [left, right]) for (const v of ch) peak = Math.max(peak, Math.abs(v));
    expect(peak).toBeLessThanOrEqual(0.9);
    // Every 10-second stretch has sound (no long dropouts), and the two channels are not identical.
    for (let s = 0; s + 10 <= MIN_TRACK_SECONDS; s += 10) {
      expect(rms(left, s * SAMPLE_RATE, (s + 10) * SAMPLE_RATE)).toBeGreaterThan(0.03);
    }
    expect(left.some((v, i) => Math.abs(v - (right[i] ?? 0)) > 0.01)).toBe(true);
  });
});
