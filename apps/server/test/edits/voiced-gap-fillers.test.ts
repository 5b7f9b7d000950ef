import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findCuts } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAudio } from '../../src/modules/speech/project-audio.ts';
import { soundSpan } from '../../src/modules/speech/sound-span.ts';
import { readWavSamples } from '../../src/modules/speech/wav-audio.ts';
import { word } from './edits-fixtures.ts';

const run = promisify(execFile);

/**
 * Fillers the recogniser left out, found from the audio between words: espeak-ng says "we um go now
 * uh home" and "so" after a pause, each word placed by ffmpeg at a known time; the captions have every
 * word but "um" and "uh" (what whisper often writes), timed where the sound of each word lies.
 * Silero's voice activity (the transcribe job's) hears the fillers; the proposals must cut each one
 * from the words' edges or the silence around it, and nothing between the other words.
 */
const SAID: [string, number][] = [
  ['we', 300],
  ['um', 760],
  ['go', 1400],
  ['now', 1900],
  ['uh', 2450],
  ['home', 3000],
  ['so', 4400],
];
const FILLERS = new Set(['um', 'uh']);

describe('fillers heard between recognised words (espeak-ng, ffmpeg, Silero VAD)', () => {
  let dir: string;
  const spans = new Map<string, { startMs: number; endMs: number }>();
  let clip: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-voiced-gaps-'));
    for (const [text, at] of SAID) {
      const file = path.join(dir, `${text}.wav`);
      await run('espeak-ng', ['-v', 'en-us', '-w', file, text]);
      const { samples, sampleRate } = await readWavSamples(file);
      const span = soundSpan(samples, sampleRate);
      if (!span) throw new Error(`espeak-ng said nothing for ${text}`);
      spans.set(text, { startMs: at + span.startMs, endMs: at + span.endMs });
    }
    clip = path.join(dir, 'talk.wav');
    const delays = SAID.map(([, at], i) => `[${i}:a]adelay=${at}:all=1[w${i}]`);
    const mix = `${SAID.map((_, i) => `[w${i}]`).join('')}amix=inputs=${SAID.length}:normalize=0[a]`;
    // prettier-ignore
    await run('ffmpeg', [
      '-v', 'error', '-y',
      ...SAID.flatMap(([text]) => ['-i', path.join(dir, `${text}.wav`)]),
      '-filter_complex', [...delays, mix].join(';'), '-map', '[a]', '-ar', '16000', '-ac', '1', clip,
    ]);
  }, 60_000);
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('should propose each untranscribed filler as a cut, and nothing between the other words', async () => {
    const audio = await loadAudio(clip);
    try {
      const captions = SAID.filter(([text]) => !FILLERS.has(text)).map(([text], i) => {
        const span = spans.get(text) as { startMs: number; endMs: number };
        return word(i === 0 ? text : ` ${text}`, span.startMs, span.endMs);
      });
      console.log(`speech regions: ${JSON.stringify(audio.speech)}; words: ${JSON.stringify([...spans])}`);
      const fillers = findCuts({
        captions,
        durationMs: audio.durationMs,
        pace: 'natural',
        speech: audio.speech,
      }).filter((p) => p.kind === 'filler');
      expect(fillers).toHaveLength(FILLERS.size);
      for (const [k, filler] of [...FILLERS].entries()) {
        const said = spans.get(filler) as { startMs: number; endMs: number };
        const p = fillers[k];
        expect(p?.cut).toBe('(sound)');
        // The whole filler is cut, and no part of a recognised word.
        expect(p?.startMs).toBeLessThanOrEqual(said.startMs);
        expect(p?.endMs).toBeGreaterThanOrEqual(said.endMs);
        for (const w of captions) expect(p && (p.endMs <= w.startMs || p.startMs >= w.endMs)).toBe(true);
      }
    } finally {
      await audio.dispose();
    }
  }, 60_000);
});
