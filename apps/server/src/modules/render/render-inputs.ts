import { trackPagesForExport } from '../caption-tracks/caption-tracks.service.ts';
import { coverIdentity } from '../covers/covers.service.ts';
import { readHook } from '../covers/hook.service.ts';
import { createHash } from 'node:crypto';
import {
  CUSTOM_MUSIC,
  projectOrientation,
  type CaptionList,
  type EditList,
  type Reframe,
  type ExportPayload,
  type HookTitle,
  type Orientation,
} from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { editListForExport, reframeForExport } from '../edits/edited-timeline.ts';
import { findUploadedMusic } from '../music/music.service.ts';
import type { ProjectRecord } from '../projects/projects.repository.ts';
import { savedExportPayload } from '../projects/projects.service.ts';
import { readCaptionsOrEmpty } from '../captions/captions.store.ts';

/**
 * Everything an export's picture and sound depend on besides the video itself: the caption list, the
 * look, the frame and the music. Its hash (the render key) is stored with a finished export; when the
 * project's current inputs hash differently, that export is out of date.
 */
export interface RenderInputs {
  captions: CaptionList;
  payload: ExportPayload;
  orientation: Orientation;
  /** Which music is mixed in: a library track's name, or the uploaded file's size and time; null for none. */
  music: string | null;
  /** The edit list played (cuts and zooms); null when there is none. */
  edits: Pick<EditList, 'kept' | 'zooms'> | null;
  /** The saved reframe (a crop path), null or absent when never reframed. */
  reframe?: Reframe | null;
  /** When the cover the MP4 carries was saved (covers.service.ts); null or absent without one. */
  cover?: string | null;
  /** The hook title drawn over the first seconds; null or absent without one. */
  hook?: HookTitle | null;
  /** The translated track drawn instead of the captions (id and version); null or absent for the captions. */
  track?: string | null;
}

/** The look as drawn: music fields only count when music is on; names and the user never count. */
function drawnStyle(payload: ExportPayload): Record<string, unknown> {
  const { user: _user, videoFileName: _file, videoOrientation: _frame, ...style } = payload;
  if (style.bgMusicActive) return style;
  const { bgMusic: _track, bgMusicVolume: _volume, bgMusicDuck: _duck, ...silent } = style;
  return silent;
}

export function renderKeyOf(inputs: RenderInputs): string {
  const canonical = JSON.stringify({
    captions: inputs.captions,
    style: Object.fromEntries(
      Object.entries(drawnStyle(inputs.payload)).sort(([a], [b]) => a.localeCompare(b)),
    ),
    orientation: inputs.orientation,
    music: inputs.music,
    // Only present with an edit list, so exports without one keep the keys they had.
    ...(inputs.edits && { edits: { kept: inputs.edits.kept, zooms: inputs.edits.zooms } }),
    // Likewise only with a cover: a new cover makes the export (its attached picture) out of date.
    ...(inputs.cover && { cover: inputs.cover }),
    ...(inputs.reframe && { reframe: inputs.reframe }),
    ...(inputs.hook && { hook: inputs.hook }),
    ...(inputs.track && { track: inputs.track }),
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/** The identity of the chosen translated track (null for the captions, or when it cannot be drawn). */
async function trackIdentity(
  ctx: Pick<AppContext, 'db'>,
  project: ProjectRecord,
  trackId: string | null | undefined,
): Promise<string | null> {
  if (!trackId) return null;
  return trackPagesForExport(ctx, project, trackId).then(
    (track) => track.identity,
    () => null,
  );
}

/** The identity of the music an export with this payload mixes in (null when music is off or missing). */
export async function musicIdentity(
  ctx: Pick<AppContext, 'storage'>,
  projectId: string,
  payload: ExportPayload,
): Promise<string | null> {
  if (!payload.bgMusicActive) return null;
  if (payload.bgMusic !== CUSTOM_MUSIC) return `track:${payload.bgMusic}`;
  const uploaded = await findUploadedMusic(ctx, projectId);
  return uploaded ? `own:${uploaded.ext}:${uploaded.file.size}:${Math.floor(uploaded.file.mtimeMs)}` : null;
}

/**
 * Whether the project's finished export was rendered from other inputs than it has now: its captions,
 * its edit list, its saved style (every export saves its payload as the style), its frame, its music. False when
 * there is no export or it predates render keys (nothing to compare with).
 */
export async function isRenderStale(
  ctx: Pick<AppContext, 'storage' | 'db'>,
  project: ProjectRecord,
): Promise<boolean> {
  if (!project.renderKey) return false;
  const saved = savedExportPayload(project);
  if (!saved) return true;
  let captions: CaptionList;
  try {
    captions = await readCaptionsOrEmpty(ctx, project.id);
  } catch {
    return true;
  }
  const current = renderKeyOf({
    captions,
    payload: saved,
    orientation: projectOrientation(project.videoConfig),
    music: await musicIdentity(ctx, project.id, saved),
    edits: await editListForExport(ctx, project.id, (project.videoConfig.duration ?? 0) * 1000),
    reframe: await reframeForExport(ctx, project.id),
    cover: await coverIdentity(ctx, project.id),
    hook: await readHook(ctx, project.id),
    track: await trackIdentity(ctx, project, saved.captionTrack),
  });
  return current !== project.renderKey;
}
