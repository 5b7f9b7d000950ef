import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { finalizeCaptions } from '../../src/modules/speech/caption-list.ts';
import { PocketsphinxEngine } from '../../src/modules/speech/pocketsphinx-engine.ts';
import { loadAudio } from '../../src/modules/speech/project-audio.ts';
import { recogniseSpeech } from '../../src/modules/speech/recognise-speech.ts';
import { runProcess } from '../../src/process/run-process.ts';
import type { SpeechEngine } from '../../src/modules/speech/speech-engine.ts';
import { WhisperEngine } from '../../src/modules/speech/whisper-engine.ts';
import { listInstalledModels, type InstalledModel } from '../../src/modules/speech/whisper-models.ts';
import { expectValidCaptionList, fixture, testModelsDir, whisperCli } from './speech-fixtures.ts';

/** The production path: 16 kHz WAV, Silero VAD, speech-only recognition, guard and timing. */
async function captionsFor(engine: SpeechEngine, file: string) {
  const audio = await loadAudio(file);
  try {
    const words = await recogniseSpeech(engine, audio, { language: 'en' });
    const list = finalizeCaptions(words, { durationMs: audio.durationMs, speech: audio.speech });
    expectValidCaptionList(list, audio.durationMs);
    return list;
  } finally {
    await audio.dispose();
  }
}

const MUSIC = ['adventure', 'breakbeat', 'chill', 'inspiring', 'instrument', 'movement', 'upbeat'];

describe('no words on non-speech, both engines', () => {
  let dir: string;
  const inputs: Record<string, string> = {};
  let engines: [string, SpeechEngine][];

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-nonspeech-'));
    const make = async (name: string, lavfi: string) => {
      inputs[name] = path.join(dir, `${name}.wav`);
      await runProcess('ffmpeg', [
        '-nostdin',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        lavfi,
        '-t',
        '30',
        inputs[name],
      ]);
    };
    await make('silence', 'anullsrc=r=16000:cl=mono');
    await make('white noise', 'anoisesrc=color=white:amplitude=0.3');
    await make('pink noise', 'anoisesrc=color=pink:amplitude=0.5');
    await make('hum', 'sine=frequency=120:sample_rate=16000');
    // 30 s of each track of the music library (generated at setup).
    for (const track of MUSIC) {
      inputs[`music: ${track}`] = path.join(dir, `${track}.wav`);
      await runProcess('ffmpeg', [
        ...['-nostdin', '-loglevel', 'error', '-t', '30', '-i'],
        path.join(repoRoot, 'apps/server/assets/music', `${track}.mp3`),
        inputs[`music: ${track}`] as string,
      ]);
    }
    const tinyEn = (await listInstalledModels(testModelsDir)).find((m) => m.name === 'tiny.en');
    expect(tinyEn).toBeDefined();
    engines = [
      ['pocketsphinx', new PocketsphinxEngine()],
      ['whisper', new WhisperEngine(whisperCli, tinyEn as InstalledModel)],
    ];
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('should give zero words on 30 s of silence, noise, hum and every music track', async () => {
    const found: Record<string, number> = {};
    for (const [name, file] of Object.entries(inputs)) {
      for (const [kind, engine] of engines)
        found[`${kind} / ${name}`] = (await captionsFor(engine, file)).length;
    }
    expect(Object.keys(found)).toHaveLength(2 * (4 + MUSIC.length));
    expect(Object.entries(found).filter(([, n]) => n > 0)).toEqual([]);
  }, 300_000);

  it('should keep speech on both sides of a 10 s pause and put nothing in the pause', async () => {
    // A real clip, 10 s of silence, another real clip.
    const file = path.join(dir, 'pause.wav');
    await runProcess('ffmpeg', [
      ...['-nostdin', '-loglevel', 'error', '-i', fixture('librivox-0880.wav'), '-i', fixture('jfk.wav')],
      ...['-filter_complex', '[0:a]apad=pad_dur=10[a];[a][1:a]concat=n=2:v=0:a=1', '-ar', '16000', file],
    ]);
    const first = await loadAudio(fixture('librivox-0880.wav'));
    const firstMs = first.durationMs;
    await first.dispose();
    const pause = { startMs: firstMs + 250, endMs: firstMs + 10_000 };
    for (const [kind, engine] of engines) {
      const list = await captionsFor(engine, file);
      const inPause = list.filter((w) => w.endMs > pause.startMs && w.startMs < pause.endMs);
      expect(inPause, kind).toEqual([]);
      const before = list.filter((w) => w.startMs < firstMs);
      const after = list.filter((w) => w.startMs >= pause.endMs);
      if (kind === 'pocketsphinx') {
        // Real recognition: both sentences are there.
        expect(before.map((w) => w.text).join(''), kind).toMatch(/he was not/i);
        expect(after.length, kind).toBeGreaterThan(10);
      } else {
        // Random-weight test model: its words are nonsense, but every one lands on speech.
        expect(list.length, kind).toBeGreaterThan(0);
        expect(before.length + after.length, kind).toBe(list.length);
      }
    }
  }, 300_000);
});
