import { MUSIC_DUCK_GAIN, musicDuckGain, musicDuckSpans } from '@wordreel/core';
import { describe, expect, it } from 'vitest';
import { ffmpegBytes } from '../media/ffmpeg.ts';
import { musicGainFilter } from './render-command.ts';

const RATE = 48_000;
const BLOCK = 480;

describe('musicGainFilter', () => {
  it('should make ffmpeg apply core’s ducking gain, 10 ms block by block', async () => {
    const spans = musicDuckSpans([
      { startMs: 1000, endMs: 1300 },
      { startMs: 1900, endMs: 2600 },
      { startMs: 4000, endMs: 4400 },
    ]);
    // A constant 1.0 signal through the filter: each sample is the gain applied to it.
    const samples = await ffmpegBytes([
      ...['-f', 'lavfi', '-i', `aevalsrc=exprs=1:s=${RATE}:d=6`],
      ...['-af', musicGainFilter(0.5, spans), '-f', 'f32le', '-ac', '1', 'pipe:1'],
    ]);
    const gains = new Float32Array(samples.buffer, samples.byteOffset, samples.length / 4);
    expect(gains.length).toBe(RATE * 6);
    let ducked = 0;
    for (let block = 0; block * BLOCK < gains.length; block++) {
      const ms = (block * BLOCK * 1000) / RATE;
      const expected = 0.5 * musicDuckGain(spans, ms);
      expect(gains[block * BLOCK], `at ${ms} ms`).toBeCloseTo(expected, 4);
      if (Math.abs(expected - 0.5 * MUSIC_DUCK_GAIN) < 1e-6) ducked++;
    }
    // 1.0-2.6 s and 4.0-4.4 s fully down: 200 blocks.
    expect(ducked).toBeGreaterThanOrEqual(199);
  });

  it('should follow a talk’s hundreds of speech spans (more than one ffmpeg expression holds)', async () => {
    // 200 spans of 0.3 s every 1.2 s: ffmpeg refuses a single sum of more than about 95 terms.
    const words = Array.from({ length: 200 }, (_, i) => ({
      startMs: 500 + i * 1200,
      endMs: 800 + i * 1200,
    }));
    const spans = musicDuckSpans(words);
    expect(spans).toHaveLength(200);
    const samples = await ffmpegBytes(
      [
        ...['-f', 'lavfi', '-i', `aevalsrc=exprs=1:s=${RATE}:d=245`],
        ...['-af', musicGainFilter(0.5, spans), '-f', 'f32le', '-ac', '1', 'pipe:1'],
      ],
      { maxBytes: RATE * 4 * 250 },
    );
    const gains = new Float32Array(samples.buffer, samples.byteOffset, samples.length / 4);
    // Every 10 ms block, across every filter of the chain and the edges of their time windows.
    for (let block = 0; block * BLOCK < gains.length; block++) {
      const ms = (block * BLOCK * 1000) / RATE;
      expect(gains[block * BLOCK], `at ${ms} ms`).toBeCloseTo(0.5 * musicDuckGain(spans, ms), 4);
    }
  });

  it('should keep the music level without speech', () => {
    expect(musicGainFilter(0.3)).toBe('volume=0.300');
    expect(musicGainFilter(0.3, [])).toBe('volume=0.300');
  });
});
