import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dtwPreset, listInstalledModels, pickModel } from './whisper-models.ts';

describe('whisper model choice', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-modelchoice-'));
    for (const f of [
      'ggml-tiny.en.bin',
      'ggml-base.en.bin',
      'ggml-base.bin',
      'ggml-small-q5_1.bin',
      'notes.txt',
    ]) {
      await fs.writeFile(path.join(dir, f), 'x');
    }
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('should list model files best first, full precision before quantized', async () => {
    const names = (await listInstalledModels(dir)).map((m) => [m.name, m.quantized]);
    expect(names).toEqual([
      ['small', true],
      ['base', false],
      ['base.en', false],
      ['tiny.en', false],
    ]);
  });

  it('should pick the configured model when it fits the language, else the best one', async () => {
    const models = await listInstalledModels(dir);
    expect(pickModel(models, 'en', 'tiny.en')?.name).toBe('tiny.en');
    expect(pickModel(models, 'hi', 'base.en')?.name).toBe('small');
    expect(pickModel(models, 'hi')?.name).toBe('small');
    // English prefers the English-only model of the best size when there is one.
    expect(
      pickModel(
        models.filter((m) => m.name !== 'small'),
        'en',
      )?.name,
    ).toBe('base.en');
  });

  it('should find nothing for Hindi when only English-only models are installed', async () => {
    const models = (await listInstalledModels(dir)).filter((m) => m.name.endsWith('.en'));
    expect(pickModel(models, 'hi')).toBeNull();
    expect(pickModel(models, 'en')?.name).toBe('base.en');
  });

  it('should treat a missing directory as no models', async () => {
    expect(await listInstalledModels(path.join(dir, 'nope'))).toEqual([]);
  });
});

describe('larger and quantised models', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-modelchoice-'));
    for (const f of ['ggml-base.en.bin', 'ggml-medium.en-q5_0.bin', 'ggml-large-v3-turbo-q5_0.bin']) {
      await fs.writeFile(path.join(dir, f), 'x');
    }
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('should rank large-v3-turbo over medium over base and know each variant', async () => {
    const models = await listInstalledModels(dir);
    expect(models.map((m) => [m.name, m.variant])).toEqual([
      ['large-v3-turbo', 'large-v3-turbo-q5_0'],
      ['medium.en', 'medium.en-q5_0'],
      ['base.en', 'base.en'],
    ]);
    expect(pickModel(models, 'hi')?.variant).toBe('large-v3-turbo-q5_0');
    expect(pickModel(models, 'en', 'medium.en-q5_0')?.variant).toBe('medium.en-q5_0');
    expect(dtwPreset('large-v3-turbo')).toBe('large.v3.turbo');
  });
});
