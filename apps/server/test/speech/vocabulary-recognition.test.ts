import { describe, expect, it } from 'vitest';
import { recordWhisperArgs } from './whisper-cli-recorder.ts';
import { finalizeCaptions } from '../../src/modules/speech/caption-list.ts';
import { PocketsphinxEngine } from '../../src/modules/speech/pocketsphinx-engine.ts';
import { loadAudio } from '../../src/modules/speech/project-audio.ts';
import { recogniseSpeech } from '../../src/modules/speech/recognise-speech.ts';
import type { SpeechEngine } from '../../src/modules/speech/speech-engine.ts';
import { WhisperEngine } from '../../src/modules/speech/whisper-engine.ts';
import { listInstalledModels, type InstalledModel } from '../../src/modules/speech/whisper-models.ts';
import { whisperPrompt } from '../../src/modules/speech/whisper-prompt.ts';
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

  it('should give whisper-cli one prompt: the glossary of the user’s terms', async () => {
    // The real binary runs behind the recorder (random-weight model, so the words are nonsense), and
    // the command line it got is read back.
    const tinyEn = (await listInstalledModels(testModelsDir)).find((m) => m.name === 'tiny.en');
    const args = await recordWhisperArgs(whisperCli, async (wrapper) => {
      const words = await transcribe(['Kuntree'], new WhisperEngine(wrapper, tinyEn as InstalledModel));
      expect(Array.isArray(words)).toBe(true);
    });
    expect(args.filter((a) => a === '--prompt')).toHaveLength(1);
    expect(args[args.indexOf('--prompt') + 1]).toBe(whisperPrompt(['Kuntree']));
    expect(args[args.indexOf('--prompt') + 1]).toBe('Glossary: Kuntree.');
  }, 180_000);
});
