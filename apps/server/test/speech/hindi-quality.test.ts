import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEngine } from '../../src/modules/speech/engine-choice.ts';
import { speechQualities } from '../../src/modules/speech/speech-quality.ts';
import { testModelsDir, whisperCli } from './speech-fixtures.ts';

/** A minute of video never heard yet. */
const SIXTY_SECONDS = { seconds: 60, heardMs: null };

/**
 * Hindi and the quality choice: small Whisper models get most Hindi words wrong (published Common
 * Voice WER above 85 %), so Hindi is steered to Best, and the notices say why. The model files are the
 * random-weight test models under official names (only their names matter here).
 */
describe('Hindi recommends a large model', () => {
  let withLarge: string;
  let smallOnly: string;
  const configOf = (dir: string) => ({
    MODELS_DIR: dir,
    DATA_DIR: dir,
    // An admin's default of base must not keep Hindi on it when a large model is installed.
    WHISPER_MODEL: 'base' as const,
    WHISPER_CLI: whisperCli,
  });

  beforeAll(async () => {
    const multilingual = path.join(testModelsDir, 'random-weights-tiny.bin');
    withLarge = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-hindi-models-'));
    smallOnly = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-hindi-models-'));
    for (const name of ['ggml-base.bin', 'ggml-base.en.bin', 'ggml-large-v3-turbo-q5_0.bin'])
      await fs.symlink(multilingual, path.join(withLarge, name));
    await fs.symlink(multilingual, path.join(smallOnly, 'ggml-base.bin'));
  });
  afterAll(async () => {
    await fs.rm(withLarge, { recursive: true, force: true });
    await fs.rm(smallOnly, { recursive: true, force: true });
  });

  it('should recommend Best for Hindi when a large model is installed, whatever the default model', async () => {
    const hindi = await speechQualities(configOf(withLarge), {}, 'hi', SIXTY_SECONDS);
    expect(hindi.recommended).toBe('best');
    expect(hindi.options.find((o) => o.quality === 'best')).toMatchObject({
      available: true,
      model: 'large-v3-turbo-q5_0',
      note: null,
    });
    expect(hindi.options.find((o) => o.quality === 'fast')?.note).toMatch(/most Hindi words wrong/);
    // English keeps the admin's default.
    expect((await speechQualities(configOf(withLarge), {}, 'en', SIXTY_SECONDS)).recommended).toBe('fast');

    // A Hindi video with no choice made (the API) gets the large model and no warning.
    const auto = await chooseEngine(configOf(withLarge), 'hi');
    expect(auto.engine?.model).toBe('large-v3-turbo');
    expect(auto.notice).toBeNull();
    // Fast chosen anyway: the studio notice says why it is rough and that Best is here.
    const fast = await chooseEngine(configOf(withLarge), 'hi', 'fast');
    expect(fast.engine?.model).toBe('base');
    expect(fast.notice).toMatch(/well over half of Hindi words wrong.*write the captions again with Best/);
  });

  it('should say why Hindi needs the large model an admin has not installed', async () => {
    const hindi = await speechQualities(configOf(smallOnly), {}, 'hi', SIXTY_SECONDS);
    expect(hindi.recommended).toBe('fast');
    expect(hindi.options.find((o) => o.quality === 'best')).toMatchObject({ available: false });
    expect(hindi.options.find((o) => o.quality === 'best')?.note).toMatch(
      /large-v3-turbo-q5_0 Whisper model\. Hindi needs it: smaller models get most Hindi words wrong/,
    );
    const chosen = await chooseEngine(configOf(smallOnly), 'hi');
    expect(chosen.engine?.model).toBe('base');
    expect(chosen.notice).toMatch(/install a large model/);
  });
});
