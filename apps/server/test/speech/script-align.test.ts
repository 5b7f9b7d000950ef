import { describe, expect, it } from 'vitest';
import { finalizeCaptions } from '../../src/modules/speech/caption-list.ts';
import { PocketsphinxEngine } from '../../src/modules/speech/pocketsphinx-engine.ts';
import { alignScript } from '../../src/modules/speech/script-align.ts';
import { detectSpeech } from '../../src/modules/speech/silero-vad.ts';
import { readWavSamples, SAMPLE_RATE } from '../../src/modules/speech/wav-audio.ts';
import { normaliseWords } from './word-error-rate.ts';
import {
  expectValidCaptionList,
  fixture,
  REAL_ENGLISH_CLIPS,
  referenceTranscripts,
} from './speech-fixtures.ts';
import { percentileOf, syntheticSpeech } from './synthetic-speech.ts';

async function alignAndFinalize(samples: Float32Array, script: string, language: 'en' | 'hi') {
  const speech = await detectSpeech(samples, SAMPLE_RATE);
  const durationMs = Math.round((samples.length / SAMPLE_RATE) * 1000);
  const words = await alignScript(samples, script, language, speech);
  const list = finalizeCaptions(words, { durationMs, speech, guard: false });
  expectValidCaptionList(list, durationMs);
  return { list, speech, durationMs };
}

describe('script alignment', () => {
  // Ground truth: recordings built word by word with espeak-ng in voices and speeds unlike the
  // aligner's own (en-us at 175 wpm), joined with random pauses, so every word start is known exactly.
  const script =
    'Captions make short videos easier to follow. Every word appears exactly when it is spoken, and the studio keeps them in sync with the picture while you edit.';
  it.each([
    ['en-us+f3', 140],
    ['en+m3', 200],
    ['en-gb', 160],
  ] as const)(
    'should find word starts within a 120 ms p90 error on synthetic speech (%s at %i wpm)',
    async (voice, speed) => {
      const clip = await syntheticSpeech(script.split(' '), { voice, speed });
      const { list } = await alignAndFinalize(clip.samples, script, 'en');
      expect(list.map((w) => w.text).join('')).toBe(script);
      const errors = list.map((w, i) => Math.abs(w.startMs - (clip.words[i]?.startMs ?? 0)));
      expect(percentileOf(errors, 0.9)).toBeLessThanOrEqual(120);
      expect(errors.reduce((a, b) => a + b, 0) / errors.length).toBeLessThanOrEqual(50);
    },
  );

  it('should place the words of espeak_en.wav across its speech, first to last', async () => {
    const { samples } = await readWavSamples(fixture('espeak_en.wav'));
    const text = referenceTranscripts().get('espeak_en') ?? '';
    const { list, speech } = await alignAndFinalize(samples, text, 'en');
    expect(list.map((w) => w.text).join('')).toBe(text);
    expect(Math.abs((list[0]?.startMs ?? 0) - (speech[0]?.startMs ?? 0))).toBeLessThanOrEqual(60);
    expect(Math.abs((list.at(-1)?.endMs ?? 0) - (speech.at(-1)?.endMs ?? 0))).toBeLessThanOrEqual(250);
  });

  // Real speech has no ground-truth word times here, so the reference is pocketsphinx's own word
  // times for the words it recognised correctly (matched in order); pocketsphinx is itself off by
  // tens of ms, hence the looser ceilings.
  it('should agree with pocketsphinx word times on the six real English clips', async () => {
    const refs = referenceTranscripts();
    const errors: number[] = [];
    for (const id of REAL_ENGLISH_CLIPS) {
      const { samples } = await readWavSamples(fixture(`${id}.wav`));
      const { list, speech } = await alignAndFinalize(samples, refs.get(id) ?? '', 'en');
      const recognised = await new PocketsphinxEngine().recognise(fixture(`${id}.wav`), {
        language: 'en',
        speech,
      });
      let next = 0;
      for (const w of list) {
        const word = normaliseWords(w.text)[0];
        for (let j = next; j < Math.min(recognised.length, next + 4); j++) {
          if (recognised[j]?.text === word) {
            errors.push(Math.abs((recognised[j]?.startMs ?? 0) - w.startMs));
            next = j + 1;
            break;
          }
        }
      }
    }
    expect(errors.length).toBeGreaterThanOrEqual(50);
    expect(percentileOf(errors, 0.5)).toBeLessThanOrEqual(100);
    expect(percentileOf(errors, 0.9)).toBeLessThanOrEqual(300);
  }, 240_000); // six clips through pocketsphinx: minutes on a busy 2-core machine

  it('should align a Hindi script to espeak_hi.wav', async () => {
    const { samples } = await readWavSamples(fixture('espeak_hi.wav'));
    const text = referenceTranscripts().get('espeak_hi') ?? '';
    const { list, speech } = await alignAndFinalize(samples, text, 'hi');
    expect(list.map((w) => w.text).join('')).toBe(text);
    expect(list).toHaveLength(text.split(' ').length);
    expect(Math.abs((list[0]?.startMs ?? 0) - (speech[0]?.startMs ?? 0))).toBeLessThanOrEqual(60);
    // Words spread over the speech rather than piling up at one end.
    const spread = (list.at(-1)?.startMs ?? 0) - (list[0]?.startMs ?? 0);
    expect(spread).toBeGreaterThan(0.6 * ((speech.at(-1)?.endMs ?? 0) - (speech[0]?.startMs ?? 0)));
  });

  it('should align a Hindi script to real Hindi speech without errors (smoke test)', async () => {
    const { samples } = await readWavSamples(fixture('hindi_unverified_fleurs_or_minds14.wav'));
    const { list } = await alignAndFinalize(samples, 'नमस्ते आज हम छोटे वीडियो में शब्द दर शब्द कैप्शन जोड़ेंगे', 'hi');
    expect(list).toHaveLength(11);
  });
});
