import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { lastLines, ProcessError, runProcess } from '../../process/run-process.ts';
import { withScratchDir } from '../../storage/scratch-dir.ts';
import type { RecogniseOptions, SpeechEngine } from './speech-engine.ts';
import { parseWhisperJson, parseWhisperProgress } from './whisper-json.ts';
import { whisperPrompt } from './whisper-prompt.ts';
import { dtwPreset, type InstalledModel } from './whisper-models.ts';

export class WhisperError extends Error {}

/**
 * whisper.cpp's whisper-cli as a child process: one word per segment with its own timestamps
 * (`-ml 1 -sow`), full JSON out (`-ojf`), progress on stderr (`-pp`). DTW token timestamps are used
 * with the official models, whose alignment heads whisper.cpp knows by name.
 */
export class WhisperEngine implements SpeechEngine {
  readonly kind = 'whisper';
  readonly model: string;
  readonly variant: string;

  constructor(
    private readonly cli: string,
    private readonly installed: InstalledModel,
    private readonly options: { threads?: number; dtw?: boolean } = {},
  ) {
    this.model = installed.name;
    this.variant = installed.variant;
  }

  async recognise(wavPath: string, { language, signal, onProgress, vocabulary }: RecogniseOptions) {
    return withScratchDir('whisper', async (dir) => {
      const out = path.join(dir, 'out');
      const threads = this.options.threads ?? Math.max(1, os.availableParallelism());
      const args = [
        ...['-m', this.installed.file, '-f', wavPath, '-l', language, '-t', String(threads)],
        ...['-ojf', '-ml', '1', '-sow', '-pp', '-of', out],
        // Skip windows the model itself judges to be silence (hallucinations over quiet stretches).
        ...['--no-speech-thold', '0.6', '-sns'],
        // A bounded text context (whisper.cpp #1507): a decoding loop cannot feed itself for long.
        ...['--max-context', '64'],
      ];
      // The user's vocabulary as a glossary whisper copies spellings from.
      const prompt = whisperPrompt(vocabulary);
      if (prompt) args.push('--prompt', prompt);
      if (this.options.dtw ?? !this.installed.quantized) args.push('-dtw', dtwPreset(this.installed.name));
      try {
        await runProcess(this.cli, args, {
          signal,
          onStderrLine: (line) => {
            const p = parseWhisperProgress(line);
            if (p !== null) onProgress?.(Math.min(100, p));
          },
        });
      } catch (err) {
        if (err instanceof ProcessError) {
          throw new WhisperError(
            `Speech recognition (whisper) failed: ${lastLines(err.stderr) || err.message}`,
            { cause: err },
          );
        }
        throw err;
      }
      const json = await fs.readFile(`${out}.json`, 'utf8').catch(() => {
        throw new WhisperError('Speech recognition (whisper) wrote no result');
      });
      onProgress?.(100);
      return parseWhisperJson(json);
    });
  }
}
