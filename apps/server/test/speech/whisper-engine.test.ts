import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordWhisperArgs } from './whisper-cli-recorder.ts';
import { finalizeCaptions } from '../../src/modules/speech/caption-list.ts';
import { runProcess } from '../../src/process/run-process.ts';
import { readWavSamples } from '../../src/modules/speech/wav-audio.ts';
import { WhisperEngine, WhisperError } from '../../src/modules/speech/whisper-engine.ts';
import { listInstalledModels, type InstalledModel } from '../../src/modules/speech/whisper-models.ts';
import { detectSpeech } from '../../src/modules/speech/silero-vad.ts';
import { expectValidCaptionList, fixture, testModelsDir, whisperCli } from './speech-fixtures.ts';

// The random-weight models make nonsense words: these tests check the whisper path (process,
// options, JSON, timing, progress, errors), never recognition quality.
describe('whisper engine (whisper-cli built from source, random-weight test models)', () => {
  let tinyEn: InstalledModel;
  let tiny: InstalledModel;

  beforeAll(async () => {
    // Fails (never skips) when setup has not built whisper-cli.
    await fs.access(whisperCli).catch(() => {
      throw new Error(`whisper-cli not built at ${whisperCli}: run bash scripts/build-whisper.sh`);
    });
    const models = await listInstalledModels(testModelsDir);
    tinyEn = models.find((m) => m.name === 'tiny.en') as InstalledModel;
    tiny = models.find((m) => m.name === 'tiny') as InstalledModel;
    expect(tinyEn?.file).toContain('random-weights-tiny.en.bin');
    expect(tiny?.file).toContain('random-weights-tiny.bin');
  });

  it('should be built with AVX when the CPU has it', async () => {
    const cpuinfo = await fs.readFile('/proc/cpuinfo', 'utf8');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-avx-'));
    const { stderr } = await runProcess(whisperCli, [
      '-m',
      tinyEn.file,
      '-f',
      fixture('librivox-0880.wav'),
      '-of',
      path.join(dir, 'o'),
    ]);
    await fs.rm(dir, { recursive: true, force: true });
    expect(stderr).toMatch(/system_info: .*AVX = [01]/);
    if (/\bavx\b/.test(cpuinfo)) expect(stderr).toContain('AVX = 1');
  });

  it('should run on English audio, report progress and give words with timestamps and probabilities', async () => {
    const progress: number[] = [];
    const words = await new WhisperEngine(whisperCli, tinyEn).recognise(fixture('jfk.wav'), {
      language: 'en',
      onProgress: (p) => progress.push(p),
    });
    expect(words.length).toBeGreaterThan(0);
    for (const w of words) {
      expect(w.text.trim()).not.toBe('');
      expect(w.endMs).toBeGreaterThanOrEqual(w.startMs);
      expect(w.startMs).toBeLessThanOrEqual(11_000);
      expect(w.confidence).toBeGreaterThanOrEqual(0);
      expect(w.confidence).toBeLessThanOrEqual(1);
    }
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(100);
    const { samples, sampleRate } = await readWavSamples(fixture('jfk.wav'));
    const list = finalizeCaptions(words, {
      durationMs: 11_000,
      speech: await detectSpeech(samples, sampleRate),
    });
    expectValidCaptionList(list, 11_000);
  });

  it('should run whisper-cli with the options its maintainers advise against loops and silence', async () => {
    // The real binary runs behind the recorder; since it refuses an unknown option (usage, no JSON),
    // words coming back also mean it took every option.
    const args = await recordWhisperArgs(whisperCli, async (wrapper) => {
      const words = await new WhisperEngine(wrapper, tinyEn).recognise(fixture('librivox-0880.wav'), {
        language: 'en',
      });
      expect(words.length).toBeGreaterThan(0);
    });
    const valueOf = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
    // A bounded text context (whisper.cpp #1507): a loop cannot feed on its own output for long.
    expect(valueOf('--max-context')).toBe('64');
    // Non-speech tokens ([Music], ♪ …) suppressed, and windows the model judges silent skipped.
    expect(args).toContain('-sns');
    expect(valueOf('--no-speech-thold')).toBe('0.6');
    // No vocabulary, no prompt: nothing for a loop to start from.
    expect(args).not.toContain('--prompt');
  });

  it('should run a multilingual model on Hindi audio', async () => {
    const words = await new WhisperEngine(whisperCli, tiny).recognise(fixture('espeak_hi.wav'), {
      language: 'hi',
    });
    expect(words.length).toBeGreaterThan(0);
    expectValidCaptionList(finalizeCaptions(words, { durationMs: 4310 }), 4310);
  });

  it('should stop the child process when cancelled', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const run = new WhisperEngine(whisperCli, tinyEn).recognise(
      fixture('hindi_unverified_fleurs_or_minds14.wav'),
      {
        language: 'en',
        signal: controller.signal,
      },
    );
    setTimeout(() => controller.abort(new Error('cancelled by test')), 20);
    await expect(run).rejects.toThrow('cancelled by test');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('should fail with a readable reason on a corrupt model file', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-badmodel-'));
    const file = path.join(dir, 'ggml-tiny.en.bin');
    await fs.writeFile(file, Buffer.alloc(4096, 7));
    const engine = new WhisperEngine(whisperCli, {
      name: 'tiny.en',
      file,
      quantized: false,
      variant: 'tiny.en',
    });
    await expect(engine.recognise(fixture('jfk.wav'), { language: 'en' })).rejects.toThrow(WhisperError);
    await expect(engine.recognise(fixture('jfk.wav'), { language: 'en' })).rejects.toThrow(
      /failed.*(magic|model|context)/i,
    );
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('should survive whisper-cli crashing on a truncated model', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-badmodel-'));
    const file = path.join(dir, 'ggml-tiny.en.bin');
    await fs.writeFile(file, (await fs.readFile(tinyEn.file)).subarray(0, 3000));
    const engine = new WhisperEngine(whisperCli, {
      name: 'tiny.en',
      file,
      quantized: false,
      variant: 'tiny.en',
    });
    await expect(engine.recognise(fixture('jfk.wav'), { language: 'en' })).rejects.toThrow(WhisperError);
    await fs.rm(dir, { recursive: true, force: true });
  });
});
