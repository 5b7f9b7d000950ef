import { describe, expect, it } from 'vitest';
import { RecognitionProgress } from './recognition-progress.ts';

/** A progress fed by a hand-moved clock, its published percents collected. */
function setup(expectedMs: number | null) {
  let now = 0;
  const published: number[] = [];
  const progress = new RecognitionProgress(
    expectedMs,
    (overall) => Promise.resolve(void published.push(overall)),
    (err) => {
      throw err;
    },
    () => now,
    60_000, // the test moves the clock and calls update() itself
  );
  return {
    progress,
    published,
    at: (ms: number) => {
      now = ms;
      progress.update();
    },
  };
}

describe('RecognitionProgress', () => {
  it('should move with the measured speed between the engine reports', async () => {
    const { progress, published, at } = setup(10_000);
    at(2000); // a fifth of the expected time: 5 + 20 % of 90
    at(5000);
    progress.engineSays(80); // the engine is ahead of the estimate: its word counts at once
    at(6000);
    await progress.stop();
    expect(published).toEqual([23, 50, 77]);
  });

  it('should never claim more than 95 % of recognition from the estimate alone', async () => {
    const { progress, published, at } = setup(1000);
    at(60_000);
    await progress.stop();
    expect(published).toEqual([90]);
  });

  it('should follow only the engine before the model has run here', async () => {
    const { progress, published, at } = setup(null);
    at(30_000);
    progress.engineSays(50);
    at(31_000);
    await progress.stop();
    expect(published).toEqual([50]);
  });
});
