/**
 * Speech benchmark, per engine (pocketsphinx, and every real whisper model installed), all through the
 * production path (Silero VAD, speech-only recognition, guard, word timing):
 *  - real-time factor, word error rate and peak memory on the ~62 s English clip (fixtures joined);
 *  - word-start and word-end timing error (p50/p90) on synthetic espeak-ng speech whose word boundaries
 *    are known exactly (goal: start p90 <= 80 ms), and on the six real fixtures against the project's
 *    own script aligner run on their reference transcripts (an estimate: the aligner has its own error);
 *    Each timing figure three times: words paired by spelling alone (the first copy of a spelling
 *    the walk meets), by spelling with the nearest copy in time taken among equally long pairings (a
 *    doubled "it it" or a second "to" no longer pairs the far copy), and time-mediated (a pair must
 *    also overlap in time, so a word heard somewhere else that is spelt like a spoken one is a
 *    recognition error, not a timing error);
 *  - then script alignment's own start error on the synthetic set (goal p90 <= 120 ms).
 *   npx tsx bench/asr/run.ts            (SPEECH_FIXTURES_DIR, MODELS_DIR as for the app)
 *   npx tsx bench/asr/run.ts --engine-times   the engines' own word times, without the onset
 *                                             refinement (word-onsets.ts), for comparison
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, repoRoot } from '../../apps/server/src/config.ts';
import { finalizeCaptions } from '../../apps/server/src/modules/speech/caption-list.ts';
import { PocketsphinxEngine } from '../../apps/server/src/modules/speech/pocketsphinx-engine.ts';
import { runProcess } from '../../apps/server/src/process/run-process.ts';
import { alignScript } from '../../apps/server/src/modules/speech/script-align.ts';
import type { SpeechEngine } from '../../apps/server/src/modules/speech/speech-engine.ts';
import { detectSpeech } from '../../apps/server/src/modules/speech/silero-vad.ts';
import { loadAudio } from '../../apps/server/src/modules/speech/project-audio.ts';
import { recogniseSpeech } from '../../apps/server/src/modules/speech/recognise-speech.ts';
import { writeWav } from '../../apps/server/src/modules/speech/wav-write.ts';
import { readWavSamples, SAMPLE_RATE } from '../../apps/server/src/modules/speech/wav-audio.ts';
import { WhisperEngine } from '../../apps/server/src/modules/speech/whisper-engine.ts';
import { listInstalledModels, modelsDirOf } from '../../apps/server/src/modules/speech/whisper-models.ts';
import { wordErrorRate } from '../../apps/server/test/speech/word-error-rate.ts';
import { syntheticSpeech, percentileOf } from '../../apps/server/test/speech/synthetic-speech.ts';
import { mib } from '../lib.ts';
import { peakChildMemory } from './process-memory.ts';
import { type MatchOptions, matchWords, type TimedWord } from './word-match.ts';

const config = loadConfig();
const refineTimes = !process.argv.includes('--engine-times');
const fixtures = path.resolve(repoRoot, process.env.SPEECH_FIXTURES_DIR ?? '../shared/fixtures/speech');
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

/** The production path on a file: words as the app would save them. */
async function captionsOf(engine: SpeechEngine, file: string) {
  const audio = await loadAudio(file);
  try {
    const words = await recogniseSpeech(engine, audio, { language: 'en', refineTimes });
    return finalizeCaptions(words, { durationMs: audio.durationMs, speech: audio.speech });
  } finally {
    await audio.dispose();
  }
}

async function benchEngine(label: string, engine: SpeechEngine, file: string, reference: string) {
  const { samples } = await readWavSamples(file);
  const durationMs = (samples.length / SAMPLE_RATE) * 1000;
  const started = performance.now();
  const { result: captions, peakBytes } = await peakChildMemory(['whisper-cli', 'pocketsphinx_co'], () =>
    captionsOf(engine, file),
  );
  const seconds = (performance.now() - started) / 1000;
  const wer = wordErrorRate(reference, captions.map((c) => c.text).join(''));
  console.log(
    `${label.padEnd(34)} ${(durationMs / 1000 / seconds).toFixed(1).padStart(6)}x real time  ` +
      `WER ${(wer * 100).toFixed(1).padStart(5)}%  peak ${mib(peakBytes).padStart(10)}  ${seconds.toFixed(1)} s`,
  );
}

const SCRIPT =
  'Captions make short videos easier to follow. Every word appears exactly when it is spoken, and the studio keeps them in sync with the picture while you edit.';
const VOICES = [
  ['en-us+f3', 140],
  ['en+m3', 200],
  ['en-gb', 160],
  ['en-us+m7', 180],
] as const;

function timingLines(label: string, clips: [TimedWord[], TimedWord[]][]) {
  const referenceWords = clips.reduce((n, [r]) => n + r.length, 0);
  const pairsOf = (options: MatchOptions) => clips.flatMap(([r, h]) => matchWords(r, h, options));
  return [
    timingLine(`${label}, by spelling`, pairsOf({}), referenceWords),
    timingLine(`${label}, by spelling, nearest copy`, pairsOf({ nearest: true }), referenceWords),
    timingLine(`${label}, time-mediated`, pairsOf({ timeMediated: true }), referenceWords),
  ].join('\n');
}

function timingLine(label: string, pairs: [TimedWord, TimedWord][], referenceWords: number) {
  const starts = pairs.map(([r, h]) => Math.abs(h.startMs - r.startMs));
  const ends = pairs.map(([r, h]) => Math.abs(h.endMs - r.endMs));
  const p = (v: number[], q: number) => String(percentileOf(v, q)).padStart(4);
  return (
    `${label.padEnd(88)} ${String(pairs.length).padStart(3)}/${referenceWords} words matched  ` +
    `start p50 ${p(starts, 0.5)} ms p90 ${p(starts, 0.9)} ms   end p50 ${p(ends, 0.5)} ms p90 ${p(ends, 0.9)} ms`
  );
}

/** Word timing of an engine on synthetic speech (exact boundaries) and on the real fixtures (aligner). */
async function benchTiming(label: string, engine: SpeechEngine, dir: string) {
  const synthetic: [TimedWord[], TimedWord[]][] = [];
  for (const [voice, speed] of VOICES) {
    const clip = await syntheticSpeech(SCRIPT.split(' '), { voice, speed });
    const file = path.join(dir, `synthetic-${voice}.wav`);
    await writeWav(file, clip.samples, SAMPLE_RATE);
    const reference = SCRIPT.split(' ').map((text, i) => {
      const span = clip.words[i] as { startMs: number; endMs: number };
      return { text, startMs: span.startMs, endMs: span.endMs };
    });
    synthetic.push([reference, await captionsOf(engine, file)]);
  }
  console.log(timingLines(`${label}, synthetic (goal start p90 <= 80 ms)`, synthetic));

  const refs = new Map(
    (await fs.readFile(path.join(fixtures, 'transcripts.tsv'), 'utf8'))
      .split('\n')
      .filter((l) => l.includes('\t'))
      .map((l) => l.split('\t', 2) as [string, string]),
  );
  const real: [TimedWord[], TimedWord[]][] = [];
  for (const id of REAL) {
    const file = path.join(fixtures, `${id}.wav`);
    const audio = await loadAudio(file);
    let reference: TimedWord[];
    try {
      const aligned = await alignScript(audio.samples, refs.get(id) ?? '', 'en', audio.speech);
      reference = finalizeCaptions(aligned, {
        durationMs: audio.durationMs,
        speech: audio.speech,
        guard: false,
      });
    } finally {
      await audio.dispose();
    }
    real.push([reference, await captionsOf(engine, file)]);
  }
  console.log(timingLines(`${label}, real (vs script aligner)`, real));
}

const REAL = ['jfk', 'librivox-0870', 'librivox-0880', 'librivox-0890', 'librivox-0920', 'librivox-0930'];

async function benchAlignment() {
  const script = SCRIPT;
  const errors: number[] = [];
  let seconds = 0;
  for (const [voice, speed] of VOICES) {
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
      `clip: en60.wav (${EN60.length} fixtures joined with sox), ${reference.split(' ').length} reference words; ${os.availableParallelism()} cores, load average ${os.loadavg()[0]?.toFixed(1)} (figures scale with it); word times ${refineTimes ? 'refined to the sound (word-onsets.ts)' : 'as the engines give them (--engine-times)'}\n`,
    );
    const engines: [string, SpeechEngine][] = [['pocketsphinx 0.8 en-us', new PocketsphinxEngine()]];

    // Only real models are measured: the random-weight test models are 1 layer, 8 wide.
    const models = await listInstalledModels(modelsDirOf(config));
    if (models.length === 0)
      console.log(
        `whisper: no model in ${modelsDirOf(config)}, not measured (npm run models -w @wordreel/server -- base.en)`,
      );
    for (const m of models) engines.push([`whisper ${m.variant}`, new WhisperEngine(config.WHISPER_CLI, m)]);
    for (const [label, engine] of engines) await benchEngine(label, engine, file, reference);
    console.log('');
    for (const [label, engine] of engines) await benchTiming(label, engine, dir);
    console.log('');
    await benchAlignment();
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

await main();
