import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speechQualities } from '../../src/modules/speech/speech-quality.ts';
import { PREPARE_SPEED_KEY, type SpeedTable } from '../../src/modules/speech/speech-speed.ts';
import { testModelsDir, whisperCli } from './speech-fixtures.ts';

/**
 * The time each quality choice shows: the speed measured for the exact model file it runs, over what
 * the recogniser will hear, plus getting the audio ready over the whole length.
 */
describe('quality estimates', () => {
  let quantisedOnly: string;
  const configOf = (dir: string) => ({ MODELS_DIR: dir, DATA_DIR: dir, WHISPER_CLI: whisperCli });
  const entry = (msPerAudioSecond: number) => ({
    msPerAudioSecond,
    runs: 2,
    updatedAt: '2026-11-25T00:00:00Z',
  });
  const fastOf = async (speeds: SpeedTable, seconds: number, heardMs: number | null) =>
    (await speechQualities(configOf(quantisedOnly), speeds, 'en', { seconds, heardMs })).options[0];

  beforeAll(async () => {
    quantisedOnly = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-q5-models-'));
    await fs.symlink(
      path.join(testModelsDir, 'random-weights-tiny.en.bin'),
      path.join(quantisedOnly, 'ggml-base.en-q5_0.bin'),
    );
  });
  afterAll(() => fs.rm(quantisedOnly, { recursive: true, force: true }));

  it('should use the speed of the quantised file it runs, not of the full-precision model', async () => {
    const fullOnly = { 'whisper:base.en': entry(400) };
    expect(await fastOf(fullOnly, 100, null)).toMatchObject({ model: 'base.en-q5_0', estimateSeconds: null });
    const both = { ...fullOnly, 'whisper:base.en-q5_0': entry(150) };
    expect((await fastOf(both, 100, null))?.estimateSeconds).toBe(15);
  });

  it('should count the whole length before the video is heard, and its speech after', async () => {
    const speeds = { 'whisper:base.en-q5_0': entry(150), [PREPARE_SPEED_KEY]: entry(20) };
    // 10 min unheard: 600 s of preparing at 20 ms/s and at most 600 s heard at 150 ms/s.
    expect(await fastOf(speeds, 600, null)).toMatchObject({ estimateSeconds: 102, estimateBasis: 'length' });
    // The same video found to hold 2 min of speech: 12 s of preparing, 18 s of recognising.
    expect(await fastOf(speeds, 600, 120_000)).toMatchObject({
      estimateSeconds: 30,
      estimateBasis: 'speech',
    });
  });
});
