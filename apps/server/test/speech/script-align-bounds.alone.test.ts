import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dtwMap } from '../../src/modules/speech/dtw.ts';
import { EVENT_LOOP_HOLD_LIMIT_MS, holdFigures, probeHealthWhile } from '../health-probe.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/** `frames` 12-dimensional features: a slowly changing "voice" with a distinct sound every 20 frames. */
function features(frames: number, stretch: number): Float32Array[] {
  return Array.from({ length: frames }, (_, f) => {
    const t = f / stretch;
    return Float32Array.from(
      { length: 12 },
      (_, d) => Math.sin(t / 20 + d) * 3 + (Math.floor(t / 20) % 7) * (d % 3),
    );
  });
}

describe('script alignment on a 30-minute video', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('should warp 30 minutes against a slower reading within its memory bound while /api/health keeps answering', async () => {
    const real = features(180_000, 1);
    const synth = features(198_000, 1.1);
    const probe = await probeHealthWhile(t.app, dtwMap(real, synth));
    const map = probe.result;
    console.log(`30-minute warp: ${holdFigures(probe)}`);
    expect(probe.worstHeldMs).toBeLessThan(EVENT_LOOP_HOLD_LIMIT_MS);
    expect(probe.answered).toBeGreaterThan(5);
    // The path follows the 1.1x stretch: every 1,000th synthetic frame lands within 0.2 s of its place.
    for (let j = 0; j < synth.length; j += 1000)
      expect(Math.abs((map[j] as number) - j / 1.1)).toBeLessThan(20);
  });
});
