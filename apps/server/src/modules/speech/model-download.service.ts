import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { WHISPER_CATALOG, type WhisperVariant } from './whisper-catalog.ts';

/** A download problem with a one-line message fit for a terminal. */
export class ModelDownloadError extends Error {}

export interface DownloadOptions {
  baseUrl: string;
  modelsDir: string;
  /** Expected SHA-256; defaults to the official one. */
  sha256?: string;
  signal?: AbortSignal;
  /** Bytes so far (counting a resumed part) and the file's full size when known. */
  onProgress?: (receivedBytes: number, totalBytes: number | null) => void;
}

async function sha256Of(file: string) {
  const hash = createHash('sha256');
  const handle = await fs.open(file);
  try {
    for await (const chunk of handle.createReadStream()) hash.update(chunk as Buffer);
  } finally {
    await handle.close().catch(() => undefined);
  }
  return hash;
}

/** Removes the partial-downloads folder once nothing waits in it. */
const tidy = (modelsDir: string) => fs.rmdir(partialDir(modelsDir)).catch(() => undefined);

const reasonOf = (err: unknown) =>
  err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);

/** Where unfinished downloads wait to be resumed: hidden, never mistaken for a model. */
export const partialDir = (modelsDir: string) => path.join(modelsDir, '.partial');

/**
 * Downloads `ggml-{name}.bin` into the models directory. The bytes go to `.partial/` first; an
 * interrupted download is resumed from where it stopped (HTTP Range) the next time; the finished
 * file is checked against its SHA-256 and only then renamed into place, so a half-written or
 * tampered file is never used. A mismatch throws the part away. A file already installed with the
 * right checksum is kept. Returns the model's path.
 */
export async function downloadModel(
  name: WhisperVariant,
  options: DownloadOptions,
): Promise<{ file: string; downloaded: boolean; resumedFrom: number }> {
  const expected = options.sha256 ?? WHISPER_CATALOG[name].sha256;
  const file = path.join(options.modelsDir, `ggml-${name}.bin`);
  const part = path.join(partialDir(options.modelsDir), `ggml-${name}.bin.part`);
  await fs.mkdir(partialDir(options.modelsDir), { recursive: true });
  if ((await fs.stat(file).catch(() => null))?.isFile()) {
    if ((await sha256Of(file)).digest('hex') === expected) {
      await tidy(options.modelsDir);
      return { file, downloaded: false, resumedFrom: 0 };
    }
  }

  const url = `${options.baseUrl.replace(/\/$/, '')}/ggml-${name}.bin`;
  let have = (await fs.stat(part).catch(() => null))?.size ?? 0;
  let response: Response;
  try {
    const headers: Record<string, string> = have > 0 ? { range: `bytes=${have}-` } : {};
    response = await fetch(url, { signal: options.signal, redirect: 'follow', headers });
    if (response.status === 416) {
      // The part is already as long as the file (or longer): start over.
      await response.body?.cancel();
      have = 0;
      response = await fetch(url, { signal: options.signal, redirect: 'follow' });
    }
  } catch (err) {
    await tidy(options.modelsDir);
    throw new ModelDownloadError(
      `Could not reach ${new URL(url).host} to download ${name} (${reasonOf(err)}). Check the network connection and try again.`,
    );
  }
  if (!response.ok || !response.body) {
    await tidy(options.modelsDir);
    throw new ModelDownloadError(
      `Downloading ${name} failed: ${url} answered ${response.status} ${response.statusText}`.trim(),
    );
  }
  const resumed = response.status === 206 && have > 0;
  if (!resumed) have = 0;
  const length = Number(response.headers.get('content-length')) || null;
  const total = length === null ? null : length + have;
  // The hash covers the part already on disk, then the new bytes as they arrive.
  const hash = resumed ? await sha256Of(part) : createHash('sha256');
  let received = have;
  try {
    const out = await fs.open(part, resumed ? 'a' : 'w');
    const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    body.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      received += chunk.length;
      options.onProgress?.(received, total);
    });
    await pipeline(body, out.createWriteStream(), { signal: options.signal });
  } catch (err) {
    // Keep what arrived: the next run resumes from it (a bad part is caught by the checksum).
    throw new ModelDownloadError(
      `Downloading ${name} was interrupted after ${received} bytes (${reasonOf(err)}). Run the same command again to resume.`,
    );
  }
  const actual = hash.digest('hex');
  if (actual !== expected) {
    await fs.rm(part, { force: true });
    await tidy(options.modelsDir);
    throw new ModelDownloadError(
      `Downloaded ${name} does not match its checksum (got sha256 ${actual}); the file was discarded.`,
    );
  }
  await fs.rename(part, file);
  await tidy(options.modelsDir);
  return { file, downloaded: true, resumedFrom: resumed ? have : 0 };
}
