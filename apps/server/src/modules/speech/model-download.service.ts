import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { WHISPER_MODEL_NAMES, type WhisperModelName } from './whisper-models.ts';

/**
 * SHA-256 of the official ggml files in huggingface.co/ggerganov/whisper.cpp (their Git LFS ids).
 * A download that does not match is thrown away.
 */
export const OFFICIAL_MODEL_SHA256: Record<WhisperModelName, string> = {
  tiny: 'be07e048e1e599ad46341c8d2a135645097a538221678b7acdd1b1919c6e1b21',
  'tiny.en': '921e4cf8686fdd993dcd081a5da5b6c365bfde1162e72b08d75ac75289920b1f',
  base: '60ed5bc3dd14eea856493d334349b405782ddcaf0028d4b5df4088345fba2efe',
  'base.en': 'a03779c86df3323075f5e796cb2ce5029f00ec8869eee3fdfb897afe36c6d002',
  small: '1be3a9b2063867b937e64e2ec7483364a79917e157fa98c5d94b5c1fffea987b',
  'small.en': 'c6138d6d58ecc8322097e0f987c32f1be8bb0a18532a3f88f734d1bbf9c41e5d',
};

/** A download problem with a one-line message fit for a terminal. */
export class ModelDownloadError extends Error {}

export function isModelName(name: string): name is WhisperModelName {
  return (WHISPER_MODEL_NAMES as readonly string[]).includes(name);
}

export interface DownloadOptions {
  baseUrl: string;
  modelsDir: string;
  /** Expected SHA-256; defaults to the official one. */
  sha256?: string;
  signal?: AbortSignal;
  onProgress?: (receivedBytes: number, totalBytes: number | null) => void;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline((await fs.open(file)).createReadStream(), hash);
  return hash.digest('hex');
}

/**
 * Downloads `ggml-{name}.bin` into the models directory: streamed to a temporary file, checked
 * against its SHA-256, then renamed into place, so a half-written or tampered file is never used.
 * A file already there with the right checksum is kept. Returns the model's path.
 */
export async function downloadModel(
  name: WhisperModelName,
  options: DownloadOptions,
): Promise<{ file: string; downloaded: boolean }> {
  const expected = options.sha256 ?? OFFICIAL_MODEL_SHA256[name];
  const file = path.join(options.modelsDir, `ggml-${name}.bin`);
  await fs.mkdir(options.modelsDir, { recursive: true });
  if ((await fs.stat(file).catch(() => null))?.isFile() && (await sha256Of(file)) === expected) {
    return { file, downloaded: false };
  }

  const url = `${options.baseUrl.replace(/\/$/, '')}/ggml-${name}.bin`;
  let response: Response;
  try {
    response = await fetch(url, { signal: options.signal, redirect: 'follow' });
  } catch (err) {
    const reason =
      err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
    throw new ModelDownloadError(
      `Could not reach ${new URL(url).host} to download ${name} (${reason}). Check the network connection and try again.`,
    );
  }
  if (!response.ok || !response.body) {
    throw new ModelDownloadError(
      `Downloading ${name} failed: ${url} answered ${response.status} ${response.statusText}`.trim(),
    );
  }
  const total = Number(response.headers.get('content-length')) || null;
  const tmp = `${file}.${process.pid}.${Date.now()}.part`;
  const hash = createHash('sha256');
  let received = 0;
  try {
    // Create the file before streaming, so the clean-up below always finds it: a write stream
    // opens lazily, and a connection dropped early would otherwise create it after the rm.
    const out = await fs.open(tmp, 'w');
    const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    body.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      received += chunk.length;
      options.onProgress?.(received, total);
    });
    await pipeline(body, out.createWriteStream(), { signal: options.signal });
    const actual = hash.digest('hex');
    if (actual !== expected) {
      throw new ModelDownloadError(
        `Downloaded ${name} does not match its checksum (got sha256 ${actual}); the file was discarded.`,
      );
    }
    await fs.rename(tmp, file);
    return { file, downloaded: true };
  } catch (err) {
    await fs.rm(tmp, { force: true });
    if (err instanceof ModelDownloadError) throw err;
    const reason = err instanceof Error ? err.message : String(err);
    throw new ModelDownloadError(`Downloading ${name} was interrupted (${reason}). Try again.`);
  }
}
