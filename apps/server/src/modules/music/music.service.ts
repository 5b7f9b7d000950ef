import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CUSTOM_MUSIC, musicTrackSchema, type BgMusic, type OwnMusicStatus } from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { PermanentJobError } from '../../jobs/job-queue.ts';
import { openFileSink } from '../../storage/file-sink.ts';
import { withScratchDir } from '../../storage/scratch-dir.ts';
import { projectKeys, type StoredFile } from '../../storage/storage.ts';
import { getOwnedProject } from '../projects/projects.service.ts';
import { probe } from '../media/ffmpeg.ts';

export const MAX_MUSIC_BYTES = 20 * 1024 * 1024;
export const MAX_MUSIC_SECONDS = 600;
export const MUSIC_EXTENSIONS = ['mp3', 'wav', 'm4a'] as const;
export type MusicExtension = (typeof MUSIC_EXTENSIONS)[number];
export const MUSIC_CONTENT_TYPES: Record<MusicExtension, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
};

export const TRACK_NOT_FOUND = 'Track not found';
export const MUSIC_NOT_UPLOADED = 'Please upload a music track first.';
export const MUSIC_BAD_TYPE = 'Please upload an MP3, WAV or M4A audio file.';
export const MUSIC_TOO_BIG = 'The music file must be 20 MB or smaller.';
export const MUSIC_TOO_LONG = 'The music track must be 10 minutes or shorter.';

type MusicContext = Pick<AppContext, 'db' | 'storage' | 'config'>;

/** A library track's file (`{MUSIC_DIR}/{track}.mp3`), or NOT_FOUND for a name outside the list. */
export async function getTrackFile(
  config: AppContext['config'],
  name: string,
): Promise<{ path: string; file: StoredFile }> {
  const track = musicTrackSchema.safeParse(name);
  if (!track.success) throw new AppError('NOT_FOUND', TRACK_NOT_FOUND);
  const file = path.join(config.MUSIC_DIR, `${track.data}.mp3`);
  try {
    const s = await fsp.stat(file);
    return { path: file, file: { size: s.size, mtimeMs: s.mtimeMs } };
  } catch {
    throw new AppError('NOT_FOUND', TRACK_NOT_FOUND);
  }
}

/** The project's uploaded track, if any. */
export async function findUploadedMusic(
  ctx: Pick<AppContext, 'storage'>,
  projectId: string,
): Promise<{ key: string; ext: MusicExtension; file: StoredFile } | null> {
  for (const ext of MUSIC_EXTENSIONS) {
    const key = projectKeys.music(projectId, ext);
    const file = await ctx.storage.stat(key);
    if (file) return { key, ext, file };
  }
  return null;
}

/** Refuses an export whose chosen music is missing, before it is queued. */
export async function assertMusicAvailable(
  ctx: MusicContext,
  projectId: string,
  bgMusic: BgMusic,
): Promise<void> {
  if (bgMusic === CUSTOM_MUSIC) {
    if (!(await findUploadedMusic(ctx, projectId))) throw new AppError('BAD_REQUEST', MUSIC_NOT_UPLOADED);
    return;
  }
  await getTrackFile(ctx.config, bgMusic);
}

/** The local file an export mixes in; the user's own track is fetched into `scratchDir` if need be. */
export async function musicFileForExport(
  ctx: MusicContext,
  projectId: string,
  bgMusic: BgMusic,
  scratchDir: string,
): Promise<string> {
  if (bgMusic === CUSTOM_MUSIC) {
    const uploaded = await findUploadedMusic(ctx, projectId);
    if (!uploaded) throw new PermanentJobError(MUSIC_NOT_UPLOADED);
    return ctx.storage.localFile(uploaded.key, scratchDir);
  }
  try {
    return (await getTrackFile(ctx.config, bgMusic)).path;
  } catch {
    throw new PermanentJobError(TRACK_NOT_FOUND);
  }
}

function extensionOfFormat(formatName: string): MusicExtension | null {
  const formats = formatName.split(',');
  if (formats.includes('mp3')) return 'mp3';
  if (formats.includes('wav')) return 'wav';
  if (formats.includes('m4a') || formats.includes('mp4')) return 'm4a';
  return null;
}

/**
 * Stores the owner's own background track as `projects/{id}/music.{ext}` after ffprobe has checked it:
 * an MP3, WAV or M4A container with an audio stream, at most 20 MB and 10 minutes. The type comes from
 * ffprobe, never from the file name or the browser's claim.
 */
export async function saveUploadedMusic(
  ctx: MusicContext,
  userId: string,
  projectId: string,
  upload: Readable & { truncated?: boolean },
): Promise<{ message: string; ext: MusicExtension }> {
  await getOwnedProject(ctx, userId, projectId);
  return withScratchDir('music', async (dir) => {
    const tmp = path.join(dir, 'upload');
    await pipeline(upload, await openFileSink(tmp));
    if (upload.truncated) throw new AppError('PAYLOAD_TOO_LARGE', MUSIC_TOO_BIG);
    const facts = await probe(tmp).catch(() => null);
    const ext = facts?.audio ? extensionOfFormat(facts.formatName) : null;
    if (!facts || !ext) throw new AppError('UNSUPPORTED_MEDIA', MUSIC_BAD_TYPE);
    if (facts.durationSec > MAX_MUSIC_SECONDS) throw new AppError('BAD_REQUEST', MUSIC_TOO_LONG);
    const previous = await findUploadedMusic(ctx, projectId);
    await ctx.storage.moveIn(projectKeys.music(projectId, ext), tmp);
    if (previous && previous.ext !== ext) await ctx.storage.delete(previous.key);
    return { message: 'Music uploaded', ext };
  });
}

/** Whether the owner's project has its own track (the studio asks on load; a 200 either way). */
export async function ownMusicStatus(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  projectId: string,
): Promise<OwnMusicStatus> {
  await getOwnedProject(ctx, userId, projectId);
  return { uploaded: (await findUploadedMusic(ctx, projectId)) !== null };
}

/** The owner's uploaded track for the studio preview, or NOT_FOUND. */
export async function getUploadedMusic(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  projectId: string,
) {
  await getOwnedProject(ctx, userId, projectId);
  const uploaded = await findUploadedMusic(ctx, projectId);
  if (!uploaded) throw new AppError('NOT_FOUND', MUSIC_NOT_UPLOADED);
  return uploaded;
}
