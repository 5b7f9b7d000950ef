/**
 * Speech benchmark: per engine and model present, real-time factor on the ~62 s English clip (built
 * with sox from the fixtures), word error rate against its reference, and peak memory of the engine's
 * processes; then script alignment word-start error (mean, p90) on synthetic speech with known word
 * starts. Goals: whisper base >= 8x real time, pocketsphinx >= 4x, alignment p90 <= 120 ms.
 *   npx tsx bench/asr/run.ts            (SPEECH_FIXTURES_DIR, MODELS_DIR as for the app)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, repoRoot } from '../../apps/server/src/config.ts';
import { finalizeCaptions } from '../../apps/server/src/modules/speech/caption-list.ts';
import { PocketsphinxEngine } from '../../apps/server/src/modules/speech/pocketsphinx-engine.ts';
import { runProcess } from '../../apps/server/src/modules/speech/run-process.ts';
import { alignScript } from '../../apps/server/src/modules/speech/script-align.ts';
import type { SpeechEngine } from '../../apps/server/src/modules/speech/speech-engine.ts';
import { detectSpeech } from '../../apps/server/src/modules/speech/silero-vad.ts';
import { readWavSamples, SAMPLE_RATE } from '../../apps/server/src/modules/speech/wav-audio.ts';
import { WhisperEngine } from '../../apps/server/src/modules/speech/whisper-engine.ts';
import { listInstalledModels, modelsDirOf } from '../../apps/server/src/modules/speech/whisper-models.ts';
import { wordErrorRate } from '../../apps/server/src/modules/speech/word-error-rate.ts';
import { syntheticSpeech, percentileOf } from '../../apps/server/test/speech/synthetic-speech.ts';
import { mib } from '../lib.ts';
import { peakChildMemory } from './process-memory.ts';

const config = loadConfig();
const fixtures = path.resolve(repoRoot, '../shared/fixtures/speech');
const EN60 = [
  'jfk',
  'librivox-0870',
  'librivox-0880',
  'librivox-0890',
  'librivox-0920',
  'librivox-0930',
  'jfk',
  'librivox-0870',
  'librivox-0880',
  'librivox-0890',
];

async function buildEn60(dir: string): Promise<{ file: string; reference: string }> {
  const refs = new Map(
    (await fs.readFile(path.join(fixtures, 'transcripts.tsv'), 'utf8'))
      .split('\n')
      .filter((l) => l.includes('\t'))
      .map((l) => l.split('\t', 2) as [string, string]),
  );
  const file = path.join(dir, 'en60.wav');
  await runProcess('sox', [...EN60.map((c) => path.join(fixtures, `${c}.wav`)), file]);
  return { file, reference: EN60.map((c) => refs.get(c) ?? '').join(' ') };
}

async function benchEngine(label: string, engine: SpeechEngine, file: string, reference: string, note = '') {
  const { samples } = await readWavSamples(file);
  const durationMs = (samples.length / SAMPLE_RATE) * 1000;
  const speech = await detectSpeech(samples, SAMPLE_RATE);
  const started = performance.now();
  const { result: words, peakBytes } = await peakChildMemory(['whisper-cli', 'pocketsphinx_co'], () =>
    engine.recognise(file, { language: 'en', speech }),
  );
  const seconds = (performance.now() - started) / 1000;
  const captions = finalizeCaptions(words, { durationMs, speech });
  const wer = wordErrorRate(reference, captions.map((c) => c.text).join(''));
  console.log(
    `${label.padEnd(34)} ${(durationMs / 1000 / seconds).toFixed(1).padStart(6)}x real time  ` +
      `WER ${(wer * 100).toFixed(1).padStart(5)}%  peak ${mib(peakBytes).padStart(10)}  ${seconds.toFixed(1)} s${note}`,
  );
}

async function benchAlignment() {
  const script =
    'Captions make short videos easier to follow. Every word appears exactly when it is spoken, and the studio keeps them in sync with the picture while you edit.';
  const errors: number[] = [];
  let seconds = 0;
  for (const [voice, speed] of [
    ['en-us+f3', 140],
    ['en+m3', 200],
    ['en-gb', 160],
    ['en-us+m7', 180],
  ] as const) {
    const clip = await syntheticSpeech(script.split(' '), { voice, speed });
    const speech = await detectSpeech(clip.samples, SAMPLE_RATE);
    const started = performance.now();
    const words = await alignScript(clip.samples, script, 'en', speech);
    seconds += (performance.now() - started) / 1000;
    const list = finalizeCaptions(words, { durationMs: 1e9, speech, guard: false });
    list.forEach((w, i) => errors.push(Math.abs(w.startMs - (clip.words[i]?.startMs ?? 0))));
  }
  const mean = errors.reduce((a, b) => a + b, 0) / errors.length;
  console.log(
    `script alignment (espeak-ng+MFCC+DTW), ${errors.length} words on 4 synthetic voices: ` +
      `mean ${mean.toFixed(0)} ms, p90 ${percentileOf(errors, 0.9)} ms, max ${Math.max(...errors)} ms (goal p90 <= 120 ms); ${seconds.toFixed(1)} s`,
  );
}

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-bench-asr-'));
  try {
    const { file, reference } = await buildEn60(dir);
    console.log(
      `clip: en60.wav (${EN60.length} fixtures joined with sox), ${reference.split(' ').length} reference words; ${os.availableParallelism()} cores, load average ${os.loadavg()[0]?.toFixed(1)} (figures scale with it)\n`,
    );
    await benchEngine('pocketsphinx 0.8 en-us (goal >= 4x)', new PocketsphinxEngine(), file, reference);

    // Only real models are measured: the random-weight test models are 1 layer, 8 wide.
    const models = await listInstalledModels(modelsDirOf(config));
    if (models.length === 0)
      console.log(
        `whisper: no model in ${modelsDirOf(config)}, not measured (npm run models -w @wordreel/server -- base.en)`,
      );
    for (const m of models) {
      await benchEngine(
        `whisper ${m.name} (goal base >= 8x)`,
        new WhisperEngine(config.WHISPER_CLI, m),
        file,
        reference,
      );
    }
    console.log('');
    await benchAlignment();
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

await main();
