import type { Readable } from 'node:stream';
import { AppError } from '../http/app-error.ts';

export interface StoredFile {
  size: number;
  mtimeMs: number;
  /**
   * What changes with every write when size and time may not (an object store's times are whole
   * seconds: its ETag); absent where the time is fine-grained enough (the local store).
   */
  version?: string;
}

/** Inclusive byte range, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a read stream reads of a key. */
export interface ReadOptions {
  range?: ByteRange;
  /**
   * The version of the key (its `stat`) the bytes must come from. A key since replaced (a new export,
   * an edit saved) fails the stream with FileChangedError instead of mixing another version's bytes
   * into an answer whose length and validators came from this one.
   */
  version?: StoredFile;
}

/** The key no longer holds the version a read asked for. */
export class FileChangedError extends Error {
  constructor(key: string) {
    super(`${key} changed since it was looked at`);
    this.name = 'FileChangedError';
  }
}

/**
 * Where project files live, addressed by keys such as `projects/{id}/video.mp4`: a local directory
 * (DATA_DIR/storage) or an S3-compatible bucket (S3_BUCKET).
 */
export interface Storage {
  /**
   * A filesystem path holding an existing key's bytes, for tools that need one (ffmpeg, ffprobe). The
   * local adapter answers with its own file; an object store downloads a copy into `scratchDir`, a
   * directory the caller owns and removes when done.
   */
  localFile(key: string, scratchDir: string): Promise<string>;
  /**
   * A path or URL from which ffmpeg can read part of an existing key, seeking instead of reading it all
   * (a frame for a picture): the local file, or a presigned GET URL of the object, good for an hour.
   */
  seekableSource(key: string): Promise<string>;
  /**
   * Lets `produce` write a temporary file, then renames it to `key`: readers see the old file or the
   * whole new one, never half of it. The temporary file is removed if `produce` throws.
   */
  writeAtomic(key: string, produce: (tmpPath: string) => Promise<void>): Promise<void>;
  /** Atomically writes a small file (JSON and the like). */
  writeFile(key: string, data: string | Uint8Array): Promise<void>;
  readFile(key: string): Promise<Buffer>;
  /** Moves a local file (an upload in progress) into the store under `key`. */
  moveIn(key: string, sourcePath: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Size and modification time, or null when the key does not exist. */
  stat(key: string): Promise<StoredFile | null>;
  createReadStream(key: string, options?: ReadOptions): Readable;
  /** Deletes one key; missing keys are fine. */
  delete(key: string): Promise<void>;
  /** Deletes every key under `prefix` (e.g. `projects/{id}/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Throws unless the store can be used now (the directory is writable, the bucket answers). */
  ping(): Promise<void>;
}

/** The app's store (`ctx.storage`): either adapter, whose deletions can be for good (tombstoned-storage.ts). */
export interface AppStorage extends Storage {
  /**
   * Deletes a key, or every key under a prefix ending in `/`, for good: a write there that is under
   * way, or starts later (a job still running when its project is deleted), removes what it wrote and
   * fails with NOT_FOUND.
   */
  deleteForGood(keyOrPrefix: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Keys are relative, slash-separated, made of safe characters only: no `..`, no absolute paths. */
export function assertValidKey(key: string, { prefix = false } = {}): void {
  const trimmed = prefix ? key.replace(/\/$/, '') : key;
  const segments = trimmed.split('/');
  const ok =
    trimmed.length > 0 &&
    trimmed.length <= 512 &&
    segments.every((s) => SEGMENT.test(s) && !s.includes('..'));
  if (!ok) throw new AppError('BAD_REQUEST', `Invalid storage key: ${JSON.stringify(key)}`);
}

/** Storage keys of a project's files (the cross-team contract). */
export const projectKeys = {
  prefix: (projectId: string) => `projects/${projectId}/`,
  original: (projectId: string, ext: string) => `projects/${projectId}/original.${ext}`,
  video: (projectId: string) => `projects/${projectId}/video.mp4`,
  thumb: (projectId: string) => `projects/${projectId}/thumb.jpg`,
  captions: (projectId: string) => `projects/${projectId}/captions.json`,
  captionsMeta: (projectId: string) => `projects/${projectId}/captions-meta.json`,
  render: (projectId: string) => `projects/${projectId}/render.mp4`,
  /** Voice activity of the audio (speech regions, ms), kept by the transcribe job for cut finding. */
  voiceActivity: (projectId: string) => `projects/${projectId}/voice-activity.json`,
  music: (projectId: string, ext: string) => `projects/${projectId}/music.${ext}`,
  /** A transcription under way: its chunk plan and each finished chunk's words (removed when it ends). */
  transcription: (projectId: string) => `projects/${projectId}/transcription/`,
  /**
   * Faces and shot cuts of a stored video (core's FaceAnalysis), kept beside the video it describes,
   * under the id of the project whose `video.mp4` it is (`mediaId`), so every clip reuses it.
   */
  reframeAnalysis: (mediaId: string) => `projects/${mediaId}/reframe-analysis.json`,
};
