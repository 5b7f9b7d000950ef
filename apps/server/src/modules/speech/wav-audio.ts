import fs from 'node:fs/promises';
import { runFfmpeg } from '../media/ffmpeg.ts';

/** The recognisers' input format: 16 kHz mono signed 16-bit PCM. */
export const SAMPLE_RATE = 16_000;

/**
 * Decodes any audio or video file's first audio stream to a 16 kHz mono 16-bit WAV with ffmpeg; with
 * `range`, only that stretch of it (ms; decoded from the seek point, so time 0 of the WAV is
 * `range.startMs` of the file).
 */
export async function extractSpeechWav(
  input: string,
  output: string,
  signal?: AbortSignal,
  range?: { startMs: number; endMs: number },
): Promise<void> {
  const seek = range
    ? ['-ss', (range.startMs / 1000).toFixed(3), '-t', ((range.endMs - range.startMs) / 1000).toFixed(3)]
    : [];
  await runFfmpeg(
    [
      '-loglevel',
      'error',
      ...seek,
      '-i',
      input,
      '-vn',
      '-ac',
      '1',
      '-ar',
      String(SAMPLE_RATE),
      '-c:a',
      'pcm_s16le',
      '-f',
      'wav',
      output,
    ],
    { signal },
  );
}

/** Reads a 16-bit PCM WAV file (as ffmpeg and espeak write it) into samples scaled to -1..1. */
export async function readWavSamples(file: string): Promise<{ samples: Float32Array; sampleRate: number }> {
  return parseWav(await fs.readFile(file), file);
}

/** Decodes 16-bit PCM WAV bytes; the first channel of a multi-channel file. */
export function parseWav(buf: Buffer, name = 'audio'): { samples: Float32Array; sampleRate: number } {
  if (buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error(`${name} is not a WAV file`);
  }
  let offset = 12;
  let sampleRate = 0;
  let channels = 1;
  while (offset + 8 <= buf.length) {
    const id = buf.toString('ascii', offset, offset + 4);
    let size = buf.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      channels = buf.readUInt16LE(body + 2);
      sampleRate = buf.readUInt32LE(body + 4);
      if (buf.readUInt16LE(body + 14) !== 16) throw new Error(`${name}: only 16-bit PCM is supported`);
    } else if (id === 'data') {
      // Streams written to a pipe carry a placeholder size; take what is there.
      if (body + size > buf.length) size = buf.length - body;
      const frames = Math.floor(size / 2 / channels);
      const samples = new Float32Array(frames);
      for (let i = 0; i < frames; i++) samples[i] = buf.readInt16LE(body + i * 2 * channels) / 32768;
      return { samples, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error(`${name} has no audio data`);
}
