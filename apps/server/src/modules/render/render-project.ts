import { trackPagesForExport } from '../caption-tracks/caption-tracks.service.ts';
import fsp from 'node:fs/promises';
import path from 'node:path';
import {
  buildExportCaptions,
  EXPORT_FPS,
  editedDurationMs,
  playbackRanges,
  zoomFrameSpans,
  exportFrame,
  payloadToStyle,
  projectOrientation,
  type ExportPayload,
  MESSAGES,
  musicDuckSpans,
  withWordIds,
} from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { PermanentJobError } from '../../jobs/job-queue.ts';
import { withScratchDir } from '../../storage/scratch-dir.ts';
import { projectKeys } from '../../storage/storage.ts';
import { editedCaptions, editListForExport, reframeForExport } from '../edits/edited-timeline.ts';
import { videoKeyOf } from '../projects/project-media.ts';
import { findProject, updateProject } from '../projects/projects.repository.ts';
import { musicFileForExport } from '../music/music.service.ts';
import { probe, runFfmpeg } from '../media/ffmpeg.ts';
import { attachCoverPicture } from '../covers/cover-attach.ts';
import { coverIdentity, coverPictureForExport } from '../covers/covers.service.ts';
import { hookForExport } from '../covers/hook-export.ts';
import { buildRenderArgs, type RenderCommandInput } from './render-command.ts';
import { reframeCrop } from './reframe-chain.ts';
import { CaptionsUnreadableError, readCaptionsOrEmpty } from '../captions/captions.store.ts';
import { musicIdentity, renderKeyOf } from './render-inputs.ts';
import { sourceColour } from './source-colour.ts';

export type RenderDeps = Pick<AppContext, 'db' | 'storage' | 'config'>;

export interface RenderRunOptions {
  signal?: AbortSignal;
  /** 0..100 as ffmpeg moves through the video. */
  onProgress?: (percent: number) => void;
}

interface PreparedRender {
  input: Omit<RenderCommandInput, 'output'>;
  /** The hash of the inputs read for this render (render-inputs.ts), stored with the finished file. */
  key: string;
  /** The project's cover as a local JPEG, attached to the MP4 as its picture; undefined without one. */
  coverPath?: string;
}

/**
 * Everything a render needs besides its output: the frame (the payload's orientation, else the
 * project's), the source facts, the caption document laid out for that frame, the music.
 */
async function prepareRender(
  ctx: RenderDeps,
  projectId: string,
  payload: ExportPayload,
  workDir: string,
  signal?: AbortSignal,
): Promise<PreparedRender> {
  const project = await findProject(ctx.db, projectId);
  if (!project) throw new PermanentJobError(MESSAGES.VIDEO_NOT_FOUND);
  const orientation = payload.videoOrientation ?? projectOrientation(project.videoConfig);
  const frame = exportFrame(orientation);
  const videoKey = videoKeyOf(project);
  if (!(await ctx.storage.exists(videoKey))) throw new PermanentJobError(MESSAGES.VIDEO_NOT_READY);
  const videoPath = await ctx.storage.localFile(videoKey, workDir);
  const facts = await probe(videoPath, signal);
  if (!facts.video || facts.durationSec <= 0) throw new PermanentJobError('The video cannot be read.');
  const edits = await editListForExport(ctx, projectId, facts.durationSec * 1000);
  const ranges = edits ? playbackRanges(edits, EXPORT_FPS) : null;
  const reframe = await reframeForExport(ctx, projectId);
  const captions = await readCaptionsOrEmpty(ctx, projectId).catch((error: unknown) => {
    // Burning no captions would hide the damage; retrying cannot mend it.
    if (error instanceof CaptionsUnreadableError)
      throw new PermanentJobError(error.message, { cause: error });
    throw error;
  });
  const style = payloadToStyle(payload);
  // A chosen translated track: its pages on the edited timeline, drawn in the same style.
  const track = payload.captionTrack
    ? await trackPagesForExport(ctx, project, payload.captionTrack).catch((error: unknown) => {
        throw new PermanentJobError(error instanceof Error ? error.message : String(error), { cause: error });
      })
    : null;
  // Per-word settings name words by id: given before the re-timing (legacy words get their source
  // start's), the edited timeline keeps them.
  const spoken = editedCaptions(withWordIds(captions), edits);
  const drawn = buildExportCaptions({
    captions: spoken,
    style,
    ...frame,
    trackPages: track?.pages,
  });
  let assPath: string | undefined;
  if (drawn) {
    assPath = path.join(workDir, 'captions.ass');
    await fsp.writeFile(assPath, drawn.document);
  }
  const musicPath = payload.bgMusicActive
    ? await musicFileForExport(ctx, projectId, payload.bgMusic, workDir)
    : undefined;
  const durationSeconds = ranges ? editedDurationMs(ranges, EXPORT_FPS) / 1000 : facts.durationSec;
  const hook = await hookForExport(ctx, projectId, payloadToStyle(payload), frame, durationSeconds, workDir);
  const key = renderKeyOf({
    captions,
    payload,
    orientation,
    music: await musicIdentity(ctx, projectId, payload),
    edits,
    reframe,
    cover: await coverIdentity(ctx, projectId),
    hook: hook?.title ?? null,
    track: track?.identity ?? null,
  });
  const coverPath = await coverPictureForExport(ctx, projectId, frame, workDir);
  const input = {
    frame,
    videoPath,
    durationSeconds,
    hook: hook?.layer,
    edits: edits && ranges ? { ranges, zooms: zoomFrameSpans(edits.zooms, ranges, EXPORT_FPS) } : undefined,
    reframe: reframeCrop(reframe, facts.video, frame, edits?.kept ?? null) ?? undefined,
    sourceWidth: facts.video.width,
    sourceHeight: facts.video.height,
    sourceHasAudio: facts.audio !== null,
    sourceColour: sourceColour(facts.video),
    assPath,
    captionBand: drawn?.band,
    captionChangeFrames: drawn?.changeFrames,
    fontsDir: ctx.config.FONTS_DIR,
    emoji: drawn && drawn.emoji.length > 0 ? { shows: drawn.emoji, dir: ctx.config.EMOJI_DIR } : undefined,
    music: musicPath
      ? {
          path: musicPath,
          volume: payload.bgMusicVolume,
          // Under the words as spoken, whichever track is drawn.
          duck: payload.bgMusicDuck ? musicDuckSpans(spoken) : undefined,
        }
      : undefined,
    preset: ctx.config.RENDER_X264_PRESET,
    crf: ctx.config.RENDER_CRF,
  };
  return { input, key, coverPath };
}

/**
 * A filtergraph longer than this goes to a file (`-filter_complex_script`): Linux refuses a single
 * command-line argument over 128 KiB, and a long reframe path (thousands of keyframes) gets there.
 */
const LONGEST_GRAPH_ARGUMENT = 100_000;

async function ffmpegArgs(input: RenderCommandInput, workDir: string): Promise<string[]> {
  const args = buildRenderArgs(input);
  const at = args.indexOf('-filter_complex');
  const graph = args[at + 1];
  if (at < 0 || graph === undefined || graph.length <= LONGEST_GRAPH_ARGUMENT) return args;
  const script = path.join(workDir, 'graph.txt');
  await fsp.writeFile(script, graph);
  return [...args.slice(0, at), '-filter_complex_script', script, ...args.slice(at + 2)];
}

/**
 * Renders a project's export into `projects/{id}/render.mp4`. ffmpeg writes a temporary file that
 * replaces the previous render only when whole: a cancelled, timed-out or failed render leaves the
 * last good file in place.
 */
export async function renderProject(
  ctx: RenderDeps,
  projectId: string,
  payload: ExportPayload,
  options: RenderRunOptions = {},
): Promise<void> {
  await withScratchDir('render', async (workDir) => {
    const { input, key, coverPath } = await prepareRender(ctx, projectId, payload, workDir, options.signal);
    let lastPercent = -1;
    await ctx.storage.writeAtomic(projectKeys.render(projectId), async (tmpPath) => {
      // With a cover the encode goes to the scratch dir and a stream-copy remux adds the picture.
      const encoded = coverPath ? path.join(workDir, 'encoded.mp4') : tmpPath;
      await runFfmpeg(await ffmpegArgs({ ...input, output: { kind: 'mp4', path: encoded } }, workDir), {
        signal: options.signal,
        durationSec: input.durationSeconds,
        onProgress: (raw) => {
          const percent = Math.floor(raw);
          if (percent > lastPercent) {
            lastPercent = percent;
            options.onProgress?.(percent);
          }
        },
      });
      if (coverPath) await attachCoverPicture(encoded, coverPath, tmpPath, options.signal);
    });
    await updateProject(ctx.db, projectId, { renderKey: key });
  });
}

/**
 * Renders only the given frame numbers of a project through the export path, as PNG files in
 * `outDir` (frame-001.png, ... in frame-number order). The parity check compares them with browser
 * screenshots of the studio preview at the same instants.
 */
export async function renderProjectFrames(
  ctx: RenderDeps,
  projectId: string,
  payload: ExportPayload,
  frames: number[],
  outDir: string,
): Promise<string[]> {
  const sorted = [...new Set(frames)].sort((a, b) => a - b);
  await withScratchDir('render', async (workDir) => {
    // Frames carry no sound: leave the music out rather than fetch a track nobody hears.
    const { input } = await prepareRender(ctx, projectId, { ...payload, bgMusicActive: false }, workDir);
    await runFfmpeg(
      await ffmpegArgs(
        {
          ...input,
          output: { kind: 'frames', pattern: path.join(outDir, 'frame-%03d.png'), frames: sorted },
        },
        workDir,
      ),
    );
  });
  return sorted.map((_, i) => path.join(outDir, `frame-${String(i + 1).padStart(3, '0')}.png`));
}
