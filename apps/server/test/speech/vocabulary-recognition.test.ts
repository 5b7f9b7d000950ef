import { describe, expect, it } from 'vitest';
import { finalizeCaptions } from '../../src/modules/speech/caption-list.ts';
import { PocketsphinxEngine } from '../../src/modules/speech/pocketsphinx-engine.ts';
import { loadAudio } from '../../src/modules/speech/project-audio.ts';
import { recogniseSpeech } from '../../src/modules/speech/recognise-speech.ts';
import type { SpeechEngine } from '../../src/modules/speech/speech-engine.ts';
import { WhisperEngine } from '../../src/modules/speech/whisper-engine.ts';
import { listInstalledModels, type InstalledModel } from '../../src/modules/speech/whisper-models.ts';
import { fixture, testModelsDir, whisperCli } from './speech-fixtures.ts';

async function transcribe(vocabulary: string[], engine: SpeechEngine = new PocketsphinxEngine()) {
  const audio = await loadAudio(fixture('jfk.wav'));
  try {
    const words = await recogniseSpeech(engine, audio, { language: 'en', vocabulary });
    return finalizeCaptions(words, { durationMs: audio.durationMs, speech: audio.speech }).map((w) =>
      w.text.trim(),
    );
  } finally {
    await audio.dispose();
  }
}

describe('a custom vocabulary on real speech (jfk fixture, pocketsphinx)', () => {
  it('should spell a planted sound-alike term its way and leave everything else as recognised', async () => {
    const plain = await transcribe([]);
    const heard = plain.filter((w) => /^country/i.test(w)).length;
    expect(heard).toBeGreaterThan(0);
    // "Kuntree" (a brand) sounds like "country": each becomes the brand, nothing else changes.
    const planted = await transcribe(['Kuntree', 'Kubernetes', 'Dashwood']);
    expect(planted.filter((w) => /^Kuntree/.test(w))).toHaveLength(heard);
    expect(planted.map((w) => w.replace(/^Kuntree/, 'country'))).toEqual(plain);
  }, 180_000);

  it('should pass the vocabulary to whisper as its prompt (random-weight model: the run succeeds)', async () => {
    const tinyEn = (await listInstalledModels(testModelsDir)).find((m) => m.name === 'tiny.en');
    const words = await transcribe(['Kuntree'], new WhisperEngine(whisperCli, tinyEn as InstalledModel));
    expect(Array.isArray(words)).toBe(true);
  }, 180_000);
});
