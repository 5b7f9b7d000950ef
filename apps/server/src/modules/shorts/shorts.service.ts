import { randomBytes } from 'node:crypto';
import {
  type CaptionItem,
  type ClipCandidate,
  type CreateClipBody,
  type FindClipsRequest,
  type FindClipsResponse,
  findClips,
  noClipsMessage,
  scoreClipSpan,
} from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { llmSettings } from '../../llm/chat-completion.ts';
import { projectKeys } from '../../storage/storage.ts';
import {
  assertCaptionsEditable,
  readCaptionsMeta,
  readCaptionsOrEmpty,
  writeCaptions,
} from '../captions/captions.store.ts';
import { saveEditsIfRevision } from '../edits/edits.repository.ts';
import { runFfmpeg } from '../media/ffmpeg.ts';
import { thumbnailArgs } from '../media/playable-copy.ts';
import { videoKeyOf } from '../projects/project-media.ts';
import type { ProjectRecord } from '../projects/projects.repository.ts';
import { createProject, deleteProject, getOwnedProject } from '../projects/projects.service.ts';
import { MESSAGES } from '@wordreel/core';
import { needsReframe, requestReframe } from '../reframe/reframe.service.ts';
import { rerankClipsWithLlm } from './llm-rerank.ts';

/**
 * AI Shorts: finding the best clips of a project's transcript, and turning one into a project of its
 * own. A clip project plays its source's stored video through an edit list that keeps only the clip's
 * range, so every studio and export feature (captions, music, edits, zooms) applies to it unchanged.
 */

export type ShortsContext = Pick<
  AppContext,
  'db' | 'storage' | 'config' | 'log' | 'events' | 'jobs' | 'mailer'
>;

export const CLIPS_NEED_CAPTIONS = 'Clips can be found once the captions are ready.';
export const CLIP_OUT_OF_RANGE = 'The clip must start and end on words of the transcript.';

/** `POST /api/projects/{id}/clips/find`: the ranked candidates, best first. */
export async function findProjectClips(
  ctx: ShortsContext,
  userId: string,
  projectId: string,
  request: FindClipsRequest,
): Promise<FindClipsResponse> {
  const project = await getOwnedProject(ctx, userId, projectId);
  if (project.status !== 'ready') throw new AppError('CONFLICT', CLIPS_NEED_CAPTIONS);
  const words = await readCaptionsOrEmpty(ctx, projectId);
  const offline = findClips(words, request).map(({ features: _features, ...clip }) => clip);
  if (offline.length === 0) {
    const message = noClipsMessage(project.videoConfig.duration, request.minSeconds);
    return { clips: [], ranking: 'offline', message };
  }
  const llm = llmSettings(ctx.config);
  if (!llm || offline.length < 2) return { clips: offline, ranking: 'offline' };
  try {
    const clips = await rerankClipsWithLlm(llm, offline);
    return { clips, ranking: 'llm' };
  } catch (error) {
    // The offline ranking is a full answer on its own; the LLM only improves it.
    ctx.log.warn({ err: error, projectId }, 'clip re-ranking by the LLM failed; offline ranking kept');
    return { clips: offline, ranking: 'offline' };
  }
}

/** `POST /api/projects/{id}/clips`: the accepted clip as a new project of the same owner. */
export async function createClipProject(
  ctx: ShortsContext,
  userId: string,
  sourceId: string,
  body: CreateClipBody,
): Promise<ProjectRecord> {
  const source = await getOwnedProject(ctx, userId, sourceId);
  assertCaptionsEditable(source);
  if (!(await ctx.storage.exists(videoKeyOf(source))))
    throw new AppError('CONFLICT', MESSAGES.VIDEO_NOT_READY);
  const words = await readCaptionsOrEmpty(ctx, sourceId);
  if (body.firstWord > body.lastWord || body.lastWord >= words.length)
    throw new AppError('BAD_REQUEST', CLIP_OUT_OF_RANGE);
  const clip = scoreClipSpan(words, { first: body.firstWord, last: body.lastWord });
  const name = body.title?.trim() || clip.title || `${source.name} (clip)`;
  const id = randomBytes(16).toString('hex');

  await createProject(ctx, {
    id,
    userId,
    name,
    videoConfig: { ...source.videoConfig, name, ...(body.orientation && { orientation: body.orientation }) },
    status: 'ready',
    mediaId: source.mediaId ?? source.id,
    clipOf: { sourceProjectId: source.id, sourceName: source.name, startMs: clip.startMs, endMs: clip.endMs },
    style: source.style,
  });
  try {
    await fillClipProject(ctx, source, id, words, clip);
  } catch (error) {
    // A clip is made whole or not at all: nothing half-made is left on the dashboard.
    await deleteProject(ctx, id);
    throw error;
  }
  ctx.log.info({ projectId: id, sourceId, startMs: clip.startMs, endMs: clip.endMs }, 'clip project created');
  const created = await getOwnedProject(ctx, userId, id);
  if (needsReframe(created)) await startClipReframe(ctx, created);
  return created;
}

/** A clip narrower than its source is reframed around the speaker from the start; the clip stands without it. */
async function startClipReframe(ctx: ShortsContext, clip: ProjectRecord): Promise<void> {
  try {
    await requestReframe(ctx, clip);
  } catch (error) {
    ctx.log.warn({ err: error, projectId: clip.id }, 'auto-reframe of a new clip could not start');
  }
}

/** The clip's captions (source times: its edit list maps them), its edit list and its thumbnail. */
async function fillClipProject(
  ctx: ShortsContext,
  source: ProjectRecord,
  id: string,
  words: readonly CaptionItem[],
  clip: ClipCandidate,
): Promise<void> {
  const meta = await readCaptionsMeta(ctx, source.id);
  await writeCaptions(ctx, id, clipWords(words, clip), {
    engine: meta?.engine ?? 'import',
    model: meta?.model ?? null,
    language: meta?.language ?? source.videoConfig.lang,
    notice: null,
  });
  await saveEditsIfRevision(
    ctx.db,
    id,
    { revision: 0 },
    {
      kept: [{ startMs: clip.startMs, endMs: clip.endMs }],
      zooms: [],
    },
  );
  // A second in, or the middle of a shorter clip.
  const atMs = clip.startMs + Math.min(1000, (clip.endMs - clip.startMs) / 2);
  await writeClipThumbnail(ctx, videoKeyOf(source), id, atMs);
}

function clipWords(words: readonly CaptionItem[], clip: ClipCandidate): CaptionItem[] {
  return words
    .slice(clip.firstWord, clip.lastWord + 1)
    .map((w, i) => (i === 0 ? { ...w, text: w.text.trimStart() } : w));
}

/** The clip's dashboard picture: the shared video's frame at `atMs`, read by seeking (not a copy). */
async function writeClipThumbnail(ctx: ShortsContext, videoKey: string, projectId: string, atMs: number) {
  const video = await ctx.storage.seekableSource(videoKey);
  await ctx.storage.writeAtomic(projectKeys.thumb(projectId), (thumb) =>
    runFfmpeg(['-ss', (atMs / 1000).toFixed(3), ...thumbnailArgs(video, thumb, 0)]),
  );
}
