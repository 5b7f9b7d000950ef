import os from 'node:os';
import path from 'node:path';
import type { RecognisedWord } from './caption-list.ts';
import { lastLines, ProcessError, runProcess } from '../../process/run-process.ts';
import { withScratchDir } from '../../storage/scratch-dir.ts';
import type { RecogniseOptions, SpeechEngine } from './speech-engine.ts';
import { readWavSamples, SAMPLE_RATE } from './wav-audio.ts';
import { writeWav } from './wav-write.ts';

export class PocketsphinxError extends Error {}

/** Words English always writes capitalised; pocketsphinx's dictionary has them in lower case. */
const ALWAYS_CAPITALISED = new Map(
  ['i', "i'm", "i'll", "i've", "i'd", 'mr', 'mrs', 'ms', 'dr'].map((w) => [
    w,
    w[0]!.toUpperCase() + w.slice(1),
  ]),
);

/**
 * Parses `pocketsphinx_continuous -time yes` output: after each utterance's text, one line per word
 * `word start end posterior` (seconds). Fillers (<s>, </s>, <sil>, [NOISE], [SPEECH]) are dropped and
 * alternate-pronunciation suffixes like `was(2)` are removed. The pronoun I and the titles Mr, Mrs,
 * Ms and Dr are capitalised (the dictionary writes every word in lower case; Whisper writes them right).
 */
export function parsePocketsphinxOutput(stdout: string, offsetMs = 0): RecognisedWord[] {
  const words: RecognisedWord[] = [];
  for (const line of stdout.split('\n')) {
    const fields = line.trim().split(/\s+/);
    if (fields.length !== 4) continue;
    const [raw, start, end, posterior] = fields as [string, string, string, string];
    const numbers = [start, end, posterior].map(Number);
    if (numbers.some((n) => !Number.isFinite(n)) || !/^\d/.test(start)) continue;
    if (/^(<.*>|\[.*\])$/.test(raw)) continue;
    const bare = raw.replace(/\(\d+\)$/, '');
    if (bare === '') continue;
    const text = ALWAYS_CAPITALISED.get(bare) ?? bare;
    words.push({
      text,
      startMs: offsetMs + Math.round((numbers[0] as number) * 1000),
      endMs: offsetMs + Math.round((numbers[1] as number) * 1000),
      confidence: Math.min(1, Math.max(0, numbers[2] as number)),
    });
  }
  return words;
}

/** Splits speech into chunks of at most `maxMs`, cutting only in the pauses between speech regions. */
export function chunkSpeech(
  speech: readonly { startMs: number; endMs: number }[],
  durationMs: number,
  maxMs = 20_000,
): { startMs: number; endMs: number }[] {
  if (speech.length === 0) return durationMs > 0 ? [{ startMs: 0, endMs: durationMs }] : [];
  const chunks: { startMs: number; endMs: number }[] = [];
  const pad = 150;
  for (const r of speech) {
    const last = chunks[chunks.length - 1];
    const startMs = Math.max(0, r.startMs - pad);
    const endMs = Math.min(durationMs, r.endMs + pad);
    if (last && endMs - last.startMs <= maxMs) last.endMs = endMs;
    else chunks.push({ startMs, endMs });
  }
  return chunks;
}

/**
 * Debian's pocketsphinx 0.8 with its US English model: always available, English only, far less
 * accurate than whisper. The audio is cut into chunks at pauses and two chunks run at a time (the
 * decoder is single-threaded), which also gives progress as chunks finish.
 */
export class PocketsphinxEngine implements SpeechEngine {
  readonly kind = 'pocketsphinx';
  readonly model = 'en-us';
  readonly variant = 'en-us';

  constructor(private readonly options: { binary?: string; parallel?: number } = {}) {}

  async recognise(wavPath: string, { language, signal, onProgress, speech }: RecogniseOptions) {
    if (language !== 'en') throw new PocketsphinxError('The basic recogniser speaks only English');
    const { samples } = await readWavSamples(wavPath);
    const durationMs = Math.round((samples.length / SAMPLE_RATE) * 1000);
    const chunks = speech ? chunkSpeech(speech, durationMs) : [{ startMs: 0, endMs: durationMs }];
    const results: RecognisedWord[][] = [];
    let done = 0;
    await withScratchDir('sphinx', async (dir) => {
      // The first failure stops the other worker's decoder and its next chunk; the folder goes only
      // once both workers have stopped, never under a decoder still reading from it.
      const stop = new AbortController();
      const stopped = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
      let next = 0;
      const worker = async () => {
        while (next < chunks.length && !stopped.aborted) {
          const index = next++;
          const chunk = chunks[index] as { startMs: number; endMs: number };
          const file = path.join(dir, `chunk-${index}.wav`);
          const from = Math.floor((chunk.startMs / 1000) * SAMPLE_RATE);
          const to = Math.ceil((chunk.endMs / 1000) * SAMPLE_RATE);
          await writeWav(file, samples.subarray(from, to), SAMPLE_RATE);
          results[index] = await this.decode(file, chunk.startMs, stopped);
          done += 1;
          onProgress?.(Math.round((done / chunks.length) * 100));
        }
      };
      let failure: { error: unknown } | undefined; // the first one, not the abort it caused
      const parallel = this.options.parallel ?? Math.min(2, os.availableParallelism());
      await Promise.all(
        Array.from({ length: Math.max(1, parallel) }, () =>
          worker().catch((error: unknown) => {
            failure ??= { error };
            stop.abort(error);
          }),
        ),
      );
      if (failure) throw failure.error;
      signal?.throwIfAborted(); // cancelled between two chunks: the words are incomplete
    });
    return results.flat();
  }

  private async decode(file: string, offsetMs: number, signal?: AbortSignal): Promise<RecognisedWord[]> {
    try {
      const { stdout } = await runProcess(
        this.options.binary ?? 'pocketsphinx_continuous',
        ['-infile', file, '-time', 'yes', '-logfn', '/dev/null'],
        { signal },
      );
      return parsePocketsphinxOutput(stdout, offsetMs);
    } catch (err) {
      if (err instanceof ProcessError) {
        throw new PocketsphinxError(
          `Speech recognition (pocketsphinx) failed: ${lastLines(err.stderr) || err.message}`,
        );
      }
      throw err;
    }
  }
}
