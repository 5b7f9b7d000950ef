import { MESSAGES } from '@wordreel/core';
import fsp from 'node:fs/promises';
import {
  COVER_CANDIDATES,
  COVER_SHAPES,
  coverShapeForFrame,
  playbackRanges,
  storedCoverSchema,
  type CoverCandidatesResponse,
  type CoverFormat,
  type CoverShape,
  type CoverSpec,
  type CoverState,
  type EditList,
  sourceToEdited,
} from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { withScratchDir } from '../../storage/scratch-dir.ts';
import type { StoredFile } from '../../storage/storage.ts';
import { editListForExport } from '../edits/edited-timeline.ts';
import { probe } from '../media/ffmpeg.ts';
import { videoKeyOf } from '../projects/project-media.ts';
import { getOwnedProject } from '../projects/projects.service.ts';
import { cachedCandidates } from './cover-candidates-cache.ts';
import { coverKeys } from './cover-keys.ts';
import {
  renderCoverFiles,
  renderCoverPreview,
  renderCoverThumb,
  renderStill,
  type CoverSource,
} from './cover-render.ts';
import { RANKING_METHOD, rankFrames } from './frame-score.ts';
import { measureSamples, sampleTimes, snapToKeyframes } from './frame-sampler.ts';

export type CoversContext = Pick<AppContext, 'db' | 'storage' | 'config'>;

export const COVER_TIME_PAST_END = 'The cover moment is past the end of the video.';
export const COVER_TIME_NOT_KEPT = 'The cover moment is outside the part of the video that is kept.';
export const NO_COVER = 'This video has no cover yet.';

interface StoredCover {
  cover: CoverSpec;
  savedAt: string;
}

/**
 * The video the project plays (a clip's is its source's), probed, in a scratch directory for the
 * length of `use`, with the edit list the export plays (a clip's keeps only its range). Cover times
 * are times of that video, as the player's and the edit list's are.
 */
async function withSource<T>(
  ctx: CoversContext,
  userId: string,
  projectId: string,
  use: (
    source: CoverSource & { durationMs: number; key: string },
    edits: EditList | null,
    workDir: string,
  ) => Promise<T>,
): Promise<T> {
  const key = videoKeyOf(await getOwnedProject(ctx, userId, projectId));
  if (!(await ctx.storage.exists(key))) throw new AppError('CONFLICT', MESSAGES.VIDEO_NOT_READY);
  return withScratchDir('cover', async (workDir) => {
    const videoPath = await ctx.storage.localFile(key, workDir);
    const facts = await probe(videoPath);
    if (!facts.video) throw new AppError('CONFLICT', MESSAGES.VIDEO_NOT_READY);
    const source = {
      key,
      videoPath,
      width: facts.video.width,
      height: facts.video.height,
      durationMs: Math.floor(facts.durationSec * 1000),
    };
    return use(source, await editListForExport(ctx, projectId, source.durationMs), workDir);
  });
}

/**
 * A cover shows a frame the viewer sees: inside the video and, with an edit list, inside what it
 * keeps. Why a moment is not one, or null.
 */
function momentProblem(timeMs: number, durationMs: number, edits: EditList | null): string | null {
  if (timeMs >= durationMs) return COVER_TIME_PAST_END;
  return edits && sourceToEdited(playbackRanges(edits), timeMs, true) === null ? COVER_TIME_NOT_KEPT : null;
}

function checkMoment(timeMs: number, durationMs: number, edits: EditList | null): void {
  const message = momentProblem(timeMs, durationMs, edits);
  if (message) throw new AppError('BAD_REQUEST', message, { details: [{ path: 'timeMs', message }] });
}

/** The best frames for a cover, spread over what the viewer sees (the edited timeline if any). */
export async function coverCandidates(
  ctx: CoversContext,
  userId: string,
  projectId: string,
): Promise<CoverCandidatesResponse> {
  return withSource(ctx, userId, projectId, async (source, edits) => {
    const video = { key: source.key, file: await ctx.storage.stat(source.key) };
    return cachedCandidates(ctx.storage, video, edits, RANKING_METHOD, async () => {
      const shown = (timeMs: number) => momentProblem(timeMs, source.durationMs, edits) === null;
      const times = await snapToKeyframes(source.videoPath, sampleTimes(source.durationMs, edits), shown);
      const measures = await measureSamples(source.videoPath, times, source);
      return { candidates: rankFrames(measures).slice(0, COVER_CANDIDATES), method: RANKING_METHOD };
    });
  });
}

/** A plain still of one moment (the candidate tiles). */
export async function coverStill(
  ctx: CoversContext,
  userId: string,
  projectId: string,
  timeMs: number,
): Promise<Buffer> {
  return withSource(ctx, userId, projectId, async (source, edits) => {
    checkMoment(timeMs, source.durationMs, edits);
    return renderStill(source, timeMs, 270);
  });
}

/** The cover as it would be saved, half size, as JPEG: the studio shows exactly this picture. */
export async function previewCover(
  ctx: CoversContext,
  userId: string,
  projectId: string,
  spec: CoverSpec,
  shape: CoverShape,
): Promise<Buffer> {
  return withSource(ctx, userId, projectId, async (source, edits, workDir) => {
    checkMoment(spec.timeMs, source.durationMs, edits);
    return renderCoverPreview(source, spec, shape, ctx.config.FONTS_DIR, workDir);
  });
}

/**
 * Renders and keeps the cover: both shapes as PNG and JPEG, the dashboard thumb, then the
 * description (written last: a cover.json always names files that exist).
 */
export async function saveCover(
  ctx: CoversContext,
  userId: string,
  projectId: string,
  spec: CoverSpec,
): Promise<CoverState> {
  return withSource(ctx, userId, projectId, async (source, edits, workDir) => {
    checkMoment(spec.timeMs, source.durationMs, edits);
    for (const shape of Object.keys(COVER_SHAPES) as CoverShape[]) {
      const files = await renderCoverFiles(source, spec, shape, ctx.config.FONTS_DIR, workDir);
      for (const format of ['png', 'jpg'] as const) {
        await ctx.storage.writeAtomic(coverKeys.image(projectId, shape, format), (tmp) =>
          fsp.copyFile(files[format], tmp),
        );
      }
      if (shape === 'portrait') {
        await ctx.storage.writeAtomic(coverKeys.thumb(projectId), (tmp) => renderCoverThumb(files.png, tmp));
      }
    }
    const stored: StoredCover = { cover: spec, savedAt: new Date().toISOString() };
    await ctx.storage.writeFile(coverKeys.spec(projectId), JSON.stringify(stored));
    return stored;
  });
}

async function readStoredCover(
  ctx: Pick<AppContext, 'storage'>,
  projectId: string,
): Promise<StoredCover | null> {
  const key = coverKeys.spec(projectId);
  if (!(await ctx.storage.exists(key))) return null;
  const raw = JSON.parse((await ctx.storage.readFile(key)).toString('utf8')) as {
    cover?: unknown;
    savedAt?: unknown;
  };
  const cover = storedCoverSchema.safeParse(raw.cover);
  return cover.success && typeof raw.savedAt === 'string'
    ? { cover: cover.data, savedAt: raw.savedAt }
    : null;
}

export async function getCover(ctx: CoversContext, userId: string, projectId: string): Promise<CoverState> {
  await getOwnedProject(ctx, userId, projectId);
  return (await readStoredCover(ctx, projectId)) ?? { cover: null, savedAt: null };
}

/** A saved cover file for its owner; NOT_FOUND for anyone else and until a cover is saved. */
export async function findCoverFile(
  ctx: CoversContext,
  userId: string,
  projectId: string,
  shape: CoverShape,
  format: CoverFormat,
): Promise<{ key: string; file: StoredFile; projectName: string }> {
  const project = await getOwnedProject(ctx, userId, projectId);
  const key = coverKeys.image(projectId, shape, format);
  const file = await ctx.storage.stat(key);
  if (!file) throw new AppError('NOT_FOUND', NO_COVER);
  return { key, file, projectName: project.name };
}

/**
 * The cover picture an export attaches (the shape nearest the export frame), as a local path in
 * `workDir`; undefined when the project has no cover.
 */
export async function coverPictureForExport(
  ctx: Pick<AppContext, 'storage'>,
  projectId: string,
  frame: { width: number; height: number },
  workDir: string,
): Promise<string | undefined> {
  const shape = coverShapeForFrame(frame);
  const key = coverKeys.image(projectId, shape, 'jpg');
  if (!(await readStoredCover(ctx, projectId)) || !(await ctx.storage.exists(key))) return undefined;
  return ctx.storage.localFile(key, workDir);
}

/** What the export's render key records of the cover: when it was saved; null without one. */
export async function coverIdentity(
  ctx: Pick<AppContext, 'storage'>,
  projectId: string,
): Promise<string | null> {
  return (await readStoredCover(ctx, projectId))?.savedAt ?? null;
}
