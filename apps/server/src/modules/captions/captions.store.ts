import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type CaptionItem,
  type CaptionList,
  captionListSchema,
  MAX_CAPTION_WORDS,
  type ProjectStatus,
  TOO_MANY_WORDS_MESSAGE,
} from '@wordreel/core';
import { type CaptionsMeta, captionsMetaSchema } from '@wordreel/core/captions/captions-meta';
import type { AppContext } from '../../context.ts';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../http/app-error.ts';
import type { CachedJson } from '../../http/cached-json.ts';
import { projectKeys, type StoredFile } from '../../storage/storage.ts';
import { bumpCaptionsVersion } from '../projects/projects.repository.ts';

/**
 * The one owner of a project's `captions.json` and `captions-meta.json`: every read, every write (with
 * its meta) and the "recognition still running" guard go through here, so the file's format, its
 * validation and what a bad file answers are decided once. Recognition, editing, import, script
 * alignment, AI Edits, render and the public reads all use it.
 */
type StoreContext = Pick<AppContext, 'storage'>;
/** A write also moves the project's captions version in the database (decision 047). */
type WriteContext = Pick<AppContext, 'storage' | 'db'>;

export const CAPTIONS_NOT_READY = 'Captions are still being made. Please wait until they are ready.';
export const CAPTIONS_UNREADABLE =
  'The captions of this video could not be read. Please import a subtitle file or retry the video.';

/**
 * A stored caption file that is not valid JSON or not a caption list. Our writes are whole-or-nothing
 * and validated, so this means damage from outside (a disk, a hand edit): the owner is told plainly
 * instead of getting an anonymous 500, and the render job fails for good rather than burn nothing.
 */
export class CaptionsUnreadableError extends AppError {
  constructor(projectId: string, cause?: unknown) {
    super('CAPTIONS_UNREADABLE', CAPTIONS_UNREADABLE, { cause });
    this.projectId = projectId;
  }

  readonly projectId: string;
}

/** What a writer says about how the captions were made; the store adds the word count and the time. */
export type CaptionsOrigin = Omit<CaptionsMeta, 'wordCount' | 'createdAt'>;

/** Recognition writes the captions at its end: changing them before then would be overwritten silently. */
export function isRecognising(status: ProjectStatus): boolean {
  return status !== 'ready' && status !== 'failed';
}

/** Throws 409 CAPTIONS_NOT_READY while the project's captions are still being made. */
export function assertCaptionsEditable(project: { status: ProjectStatus }): void {
  if (isRecognising(project.status)) throw new AppError('CONFLICT', CAPTIONS_NOT_READY);
}

function parseCaptions(projectId: string, data: Buffer): CaptionList {
  let json: unknown;
  try {
    json = JSON.parse(data.toString('utf8'));
  } catch (error) {
    throw new CaptionsUnreadableError(projectId, error);
  }
  const parsed = captionListSchema.safeParse(json);
  if (!parsed.success) throw new CaptionsUnreadableError(projectId, parsed.error);
  return parsed.data;
}

/** The project's caption list; null before any exist. A damaged file throws CaptionsUnreadableError. */
export async function readCaptions(ctx: StoreContext, projectId: string): Promise<CaptionList | null> {
  const key = projectKeys.captions(projectId);
  if (!(await ctx.storage.exists(key))) return null;
  return parseCaptions(projectId, await ctx.storage.readFile(key));
}

/** The caption list, or an empty one before any exist (an export or cut finding then has no words). */
export async function readCaptionsOrEmpty(ctx: StoreContext, projectId: string): Promise<CaptionList> {
  return (await readCaptions(ctx, projectId)) ?? [];
}

/** Captions are checked and serialised this many at a time, with a turn of the event loop between. */
const WRITE_SLICE = 2000;

/**
 * Validates and stores a caption list whole (a reader never sees half a file) and gives back the JSON
 * text it stored, so an answer that carries the list does not serialise it again. With `origin` the
 * meta is written too (recognition, import, script); without it (an edit of the words) the meta of
 * the captions' origin is kept. Anything a reader, a subtitle export or a render would refuse is
 * refused here with 400. The list is checked and serialised a slice at a time: 50,000 words in one
 * go held every other request up for tens of milliseconds. Then the project's captions version
 * moves, after the file is whole: a reader that sees the new version reads the new file (decision
 * 047), in whichever process it runs.
 */
export async function writeCaptions(
  ctx: WriteContext,
  projectId: string,
  captions: CaptionItem[],
  origin?: CaptionsOrigin,
): Promise<string> {
  if (captions.length > MAX_CAPTION_WORDS) throw new AppError('BAD_REQUEST', TOO_MANY_WORDS_MESSAGE);
  const slices: string[] = [];
  for (let i = 0; i < captions.length; i += WRITE_SLICE) {
    const slice = captions.slice(i, i + WRITE_SLICE);
    const checked = captionListSchema.safeParse(slice);
    if (!checked.success) {
      throw new AppError('BAD_REQUEST', checked.error.issues[0]?.message ?? 'Invalid captions');
    }
    slices.push(JSON.stringify(slice).slice(1, -1));
    await nextTurn();
  }
  const json = `[${slices.join(',')}]`;
  await ctx.storage.writeFile(projectKeys.captions(projectId), json);
  if (origin) {
    const meta: CaptionsMeta = {
      ...origin,
      wordCount: captions.length,
      createdAt: new Date().toISOString(),
    };
    await ctx.storage.writeFile(projectKeys.captionsMeta(projectId), JSON.stringify(meta));
  }
  await bumpCaptionsVersion(ctx.db, projectId);
  return json;
}

/**
 * How the captions were made; null before any exist. The meta only informs the studio's notice, so a
 * file from an older format or a damaged one reads as unknown (null) rather than blocking the studio.
 */
export async function readCaptionsMeta(ctx: StoreContext, projectId: string): Promise<CaptionsMeta | null> {
  const key = projectKeys.captionsMeta(projectId);
  if (!(await ctx.storage.exists(key))) return null;
  try {
    const parsed = captionsMetaSchema.safeParse(
      JSON.parse((await ctx.storage.readFile(key)).toString('utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Caption files up to this size are kept in memory, serialised, per version (decision 040). */
const KEEP_BYTES = 1024 * 1024;

interface CheckedVersion {
  /** The project's captions version (decision 047) this entry was read at. */
  stamp: number;
  /** `${size}:${mtimeMs}:${store version}` of the file that was checked. */
  fileVersion: string;
  file: StoredFile;
  /** Its bytes, ready to serve, when the file is small enough to keep. */
  json?: CachedJson;
}

/**
 * Caption files already checked, per store (key → the captions version and the file's size and time),
 * so polling reads parse once; with the bytes of small files, so a read of the current version costs
 * no file access at all. At most 5,000 files and 32 MiB per store.
 */
const checkedVersions = new WeakMap<StoreContext['storage'], LRUCache<string, CheckedVersion>>();

function checkedOf(storage: StoreContext['storage']): LRUCache<string, CheckedVersion> {
  let cache = checkedVersions.get(storage);
  if (!cache) {
    cache = new LRUCache<string, CheckedVersion>({
      max: 5_000,
      maxSize: 32 * 1024 * 1024,
      sizeCalculation: (v) => (v.json ? Math.ceil(v.json.body.length * 1.25) : 0) + 64,
    });
    checkedVersions.set(storage, cache);
  }
  return cache;
}

/** The weak ETag of a stored file's version (size and modification time, or the store's version). */
export function fileEtag(file: StoredFile): string {
  return `W/"${file.size.toString(16)}-${file.version ?? Math.floor(file.mtimeMs).toString(16)}"`;
}

/**
 * The stored caption file for serving as it is (`/public/{id}.json`, with ranges and validators); null
 * before any exist. `stamp` is the project's captions version, read (with its owner) before this call.
 *
 * - `whole` (a GET of the whole file): when the bytes of this version are in memory, they are the
 *   answer, with no look at the file (decision 047). The version moves only after a write is whole, so
 *   bytes read at an older version are at worst newer than it, never older than the current one.
 * - Otherwise (ranges, HEAD, files over 1 MiB) the file is `stat`ed for its current size.
 *
 * Each version of the file is checked once, so a damaged file answers CAPTIONS_UNREADABLE instead of
 * handing the studio bytes it cannot read. Absence is never kept: a file that appears without a write
 * through the store (a test's, a restore) is found by the next read.
 */
/** A file's version as the store tells it. An object store's times are whole seconds, so its own
 * version tag is part of it: a same-size rewrite within one second would otherwise look unchanged. */
function versionOf(file: StoredFile): string {
  return `${file.size}:${file.mtimeMs}:${file.version ?? ''}`;
}

export async function captionsFile(
  ctx: StoreContext,
  projectId: string,
  stamp: number,
  whole: boolean,
): Promise<{ key: string; file: StoredFile; json?: CachedJson } | null> {
  const key = projectKeys.captions(projectId);
  const checked = checkedOf(ctx.storage);
  let known = checked.get(key);
  if (whole && known?.json && known.stamp === stamp) return { key, file: known.file, json: known.json };
  let file = await ctx.storage.stat(key);
  if (!file) return null;
  if (known?.stamp !== stamp || known.fileVersion !== versionOf(file)) {
    let body = await ctx.storage.readFile(key);
    // An edit saved between the stat and the read (the studio polls as it saves): look again, so the
    // answer is sent from these bytes with their own length. Streamed with the stat's length instead,
    // a shorter new file left the response short of its Content-Length and the client waiting.
    for (let again = 0; body.length !== file.size && again < 3; again++) {
      file = await ctx.storage.stat(key);
      if (!file) return null;
      body = await ctx.storage.readFile(key);
    }
    parseCaptions(projectId, body);
    // Kept only when what was read is the version stat saw (a write in between: read again next time).
    const json =
      body.length <= KEEP_BYTES && body.length === file.size ? { body, etag: fileEtag(file) } : undefined;
    known = { stamp, fileVersion: versionOf(file), file, json };
    checked.set(key, known);
  }
  return { key, file, json: known.json };
}
