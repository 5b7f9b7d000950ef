import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runProcess } from '../../src/process/run-process.ts';
import { extractSpeechWav, readWavSamples, SAMPLE_RATE } from '../../src/modules/speech/wav-audio.ts';
import { writeWav } from '../../src/modules/speech/wav-write.ts';
import { fixture } from './speech-fixtures.ts';

/** One speech clip inside the long recording, with the silence around it (samples). */
export interface LongPiece {
  clip: string;
  from: number;
  to: number;
}

/** Silero's window (512 samples): pieces start on its grid so voice activity sees them alike alone. */
const GRID = 512;
const LEAD = 2 * SAMPLE_RATE;
const TAIL = 3 * SAMPLE_RATE;

/**
 * A long talk made of real speech clips, each with 2 s of silence before and 3 s after, as the MP4 a
 * project plays (black picture, AAC sound), and where each piece lies in it.
 */
export async function makeLongTalk(
  clips: readonly string[],
): Promise<{ dir: string; video: string; pieces: LongPiece[] }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-long-talk-'));
  const parts: Float32Array[] = [];
  const pieces: LongPiece[] = [];
  let at = 0;
  for (const clip of clips) {
    const wav = path.join(dir, `${clip}.wav`);
    await extractSpeechWav(fixture(`${clip}.wav`), wav);
    const { samples } = await readWavSamples(wav);
    const length = Math.ceil((LEAD + samples.length + TAIL) / GRID) * GRID;
    const part = new Float32Array(length);
    part.set(samples, LEAD);
    parts.push(part);
    pieces.push({ clip, from: at, to: at + length });
    at += length;
  }
  const all = new Float32Array(at);
  let offset = 0;
  for (const p of parts) {
    all.set(p, offset);
    offset += p.length;
  }
  const talk = path.join(dir, 'talk.wav');
  await writeWav(talk, all, SAMPLE_RATE);
  const video = path.join(dir, 'talk.mp4');
  await runProcess('ffmpeg', [
    ...['-nostdin', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=black:s=160x90:r=10'],
    ...['-i', talk, '-shortest', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', video],
  ]);
  return { dir, video, pieces };
}

/** Each piece of the video's own (decoded) sound as a WAV of its own: what transcribing a piece hears. */
export async function pieceWavs(dir: string, video: string, pieces: readonly LongPiece[]): Promise<string[]> {
  const decoded = path.join(dir, 'decoded.wav');
  await extractSpeechWav(video, decoded);
  const { samples } = await readWavSamples(decoded);
  return Promise.all(
    pieces.map(async (p, i) => {
      const file = path.join(dir, `piece-${i}.wav`);
      await writeWav(file, samples.subarray(p.from, p.to), SAMPLE_RATE);
      return file;
    }),
  );
}
