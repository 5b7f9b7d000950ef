import fs from 'node:fs/promises';

/**
 * A 16-bit PCM WAV file read a stretch at a time, so a two-hour recording (230 MB of samples) is never
 * in memory whole: voice activity streams through it and each transcription chunk reads only itself.
 */
export interface WavReader {
  sampleRate: number;
  /** Samples (frames) in the file. */
  frames: number;
  durationMs: number;
  /** Samples [from, to) of the first channel, scaled to -1..1. */
  read(from: number, to: number): Promise<Float32Array>;
  close(): Promise<void>;
}

export async function openWav(file: string): Promise<WavReader> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, 64 * 1024));
    await handle.read(head, 0, head.length, 0);
    if (head.toString('ascii', 0, 4) !== 'RIFF' || head.toString('ascii', 8, 12) !== 'WAVE')
      throw new Error(`${file} is not a WAV file`);
    let offset = 12;
    let sampleRate = 0;
    let channels = 1;
    while (offset + 8 <= head.length) {
      const id = head.toString('ascii', offset, offset + 4);
      const chunkSize = head.readUInt32LE(offset + 4);
      const body = offset + 8;
      if (id === 'fmt ') {
        channels = head.readUInt16LE(body + 2);
        sampleRate = head.readUInt32LE(body + 4);
        if (head.readUInt16LE(body + 14) !== 16) throw new Error(`${file}: only 16-bit PCM is supported`);
      } else if (id === 'data') {
        // Streams written to a pipe carry a placeholder size; take what is there.
        const bytes = Math.min(chunkSize, size - body);
        const frameBytes = 2 * channels;
        const frames = Math.floor(bytes / frameBytes);
        return {
          sampleRate,
          frames,
          durationMs: Math.round((frames / sampleRate) * 1000),
          async read(from, to) {
            const a = Math.max(0, Math.min(frames, Math.floor(from)));
            const b = Math.max(a, Math.min(frames, Math.ceil(to)));
            const buf = Buffer.alloc((b - a) * frameBytes);
            await handle.read(buf, 0, buf.length, body + a * frameBytes);
            const out = new Float32Array(b - a);
            for (let i = 0; i < out.length; i++) out[i] = buf.readInt16LE(i * frameBytes) / 32768;
            return out;
          },
          close: () => handle.close(),
        };
      }
      offset = body + chunkSize + (chunkSize % 2);
    }
    throw new Error(`${file} has no audio data`);
  } catch (err) {
    await handle.close();
    throw err;
  }
}
