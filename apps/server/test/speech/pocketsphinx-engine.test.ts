import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { finalizeCaptions } from '../../src/modules/speech/caption-list.ts';
import {
  chunkSpeech,
  parsePocketsphinxOutput,
  PocketsphinxEngine,
} from '../../src/modules/speech/pocketsphinx-engine.ts';
import { readWavSamples, SAMPLE_RATE } from '../../src/modules/speech/wav-audio.ts';
import { writeWav } from '../../src/modules/speech/wav-write.ts';
import { processAlive } from '../../src/storage/scratch-dir.ts';
import { detectSpeech } from '../../src/modules/speech/silero-vad.ts';
import { normaliseWords, wordEditDistance } from './word-error-rate.ts';
import {
  expectValidCaptionList,
  fixture,
  REAL_ENGLISH_CLIPS,
  referenceTranscripts,
} from './speech-fixtures.ts';

describe('parsePocketsphinxOutput', () => {
  it('should keep word lines, drop fillers and strip pronunciation suffixes', () => {
    const out =
      'he was not\n<s> 0.000 0.060 0.999500\n<sil> 0.070 0.200 0.69\nhe 0.210 0.320 0.998701\nwas(2) 0.330 0.540 0.9998\n[SPEECH] 0.980 1.100 0.53\n[NOISE] 1.1 1.2 0.5\nnot 0.550 0.970 0.998701\n</s> 2.800 2.970 1.000000\n';
    expect(parsePocketsphinxOutput(out, 1000)).toEqual([
      { text: 'he', startMs: 1210, endMs: 1320, confidence: 0.998701 },
      { text: 'was', startMs: 1330, endMs: 1540, confidence: 0.9998 },
      { text: 'not', startMs: 1550, endMs: 1970, confidence: 0.998701 },
    ]);
  });

  it('should capitalise the pronoun I and the titles the dictionary writes in lower case', () => {
    const out = [
      'i 0.1 0.2 0.9',
      'told 0.2 0.4 0.9',
      'mr(2) 0.4 0.6 0.9',
      'smith 0.6 0.9 0.9',
      "i'm 1.0 1.2 0.9",
      'in 1.2 1.3 0.9',
      'it 1.3 1.4 0.9',
    ].join('\n');
    expect(parsePocketsphinxOutput(out).map((w) => w.text)).toEqual([
      'I',
      'told',
      'Mr',
      'smith',
      "I'm",
      'in',
      'it',
    ]);
  });
});

describe('chunkSpeech', () => {
  it('should cut only in pauses and keep chunks within the limit', () => {
    const speech = [0, 1, 2, 3, 4, 5].map((i) => ({ startMs: i * 8000, endMs: i * 8000 + 6000 }));
    const chunks = chunkSpeech(speech, 48_000, 20_000);
    expect(chunks).toEqual([
      { startMs: 0, endMs: 14_150 },
      { startMs: 15_850, endMs: 30_150 },
      { startMs: 31_850, endMs: 46_150 },
    ]);
    for (const c of chunks) expect(c.endMs - c.startMs).toBeLessThanOrEqual(20_000);
    for (const r of speech)
      expect(chunks.some((c) => c.startMs <= r.startMs && c.endMs >= r.endMs)).toBe(true);
  });
});

describe('pocketsphinx engine on real speech', () => {
  it('should recognise the six real English clips within a 50% aggregate word error rate', async () => {
    const refs = referenceTranscripts();
    const engine = new PocketsphinxEngine();
    let errors = 0;
    let words = 0;
    for (const id of REAL_ENGLISH_CLIPS) {
      const { samples, sampleRate } = await readWavSamples(fixture(`${id}.wav`));
      const durationMs = Math.round((samples.length / sampleRate) * 1000);
      const speech = await detectSpeech(samples, sampleRate);
      const progress: number[] = [];
      const raw = await engine.recognise(fixture(`${id}.wav`), {
        language: 'en',
        speech,
        onProgress: (p) => progress.push(p),
      });
      const list = finalizeCaptions(raw, { durationMs, speech });
      expectValidCaptionList(list, durationMs);
      expect(progress.at(-1)).toBe(100);
      const ref = normaliseWords(refs.get(id) ?? '');
      errors += wordEditDistance(ref, normaliseWords(list.map((w) => w.text).join('')));
      words += ref.length;
    }
    // Measured about 41% on these clips (FIELD-NOTES); a regression past 50% fails.
    expect(errors / words).toBeLessThanOrEqual(0.5);
  }, 240_000); // six clips through pocketsphinx: minutes on a busy 2-core machine

  it('should refuse Hindi', async () => {
    await expect(
      new PocketsphinxEngine().recognise(fixture('espeak_hi.wav'), { language: 'hi' }),
    ).rejects.toThrow(/English/);
  });
});

describe('pocketsphinx engine when one chunk fails', () => {
  it('should stop the other decoder and start no further chunk before it rejects', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-sphinx-fail-'));
    onTestFinished(() => fs.rm(dir, { recursive: true, force: true }));
    // Three chunks of real speech: the clip three times, each copy a speech region of its own.
    const { samples } = await readWavSamples(fixture('jfk.wav'));
    const clipMs = Math.round((samples.length / SAMPLE_RATE) * 1000);
    const audio = new Float32Array(samples.length * 3);
    for (let i = 0; i < 3; i++) audio.set(samples, i * samples.length);
    const wav = path.join(dir, 'three.wav');
    await writeWav(wav, audio, SAMPLE_RATE);
    const speech = [0, 1, 2].map((i) => ({ startMs: i * clipMs + 200, endMs: (i + 1) * clipMs - 200 }));
    expect(chunkSpeech(speech, 3 * clipMs)).toHaveLength(3);
    // The real decoder, except that chunk 0 fails once the other worker's decoder is under way.
    const started = path.join(dir, 'started');
    const binary = path.join(dir, 'pocketsphinx_continuous');
    await fs.writeFile(
      binary,
      `#!/bin/sh
echo "$$ $2" >> '${started}'
case "$2" in *chunk-0.wav)
  while ! grep -q chunk-1 '${started}'; do sleep 0.05; done
  sleep 0.3
  echo 'chunk 0: bad audio' >&2
  exit 1
esac
exec pocketsphinx_continuous "$@"
`,
      { mode: 0o755 },
    );

    await expect(
      new PocketsphinxEngine({ binary, parallel: 2 }).recognise(wav, { language: 'en', speech }),
    ).rejects.toThrow(/chunk 0: bad audio/);
    const runs = (await fs.readFile(started, 'utf8')).trim().split('\n');
    // The two workers start their chunks at once, in either order; no third chunk was started.
    expect(runs.map((line) => path.basename(line.split(' ')[1] ?? '')).sort()).toEqual([
      'chunk-0.wav',
      'chunk-1.wav',
    ]);
    const stillRunning = runs.map((line) => Number(line.split(' ')[0])).filter(processAlive);
    expect(stillRunning).toEqual([]);
  }, 60_000);
});
