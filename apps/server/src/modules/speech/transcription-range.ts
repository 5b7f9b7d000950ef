import type { TimeSpan } from '@wordreel/core/captions/caption-words';
import type { Database } from '../../db/database.ts';
import { findEdits } from '../edits/edits.repository.ts';
import type { ProjectRecord } from '../projects/projects.repository.ts';

/** Heard on both sides of a clip's range, so the words at its edges are recognised whole. */
export const CLIP_PADDING_MS = 1000;

/**
 * The part of the stored video a project's transcription hears (source time), or null for all of it.
 * A clip made by AI Shorts plays its source's two-hour video: it hears only its own range (its origin
 * and whatever its edit list keeps, which the user may have widened), padded a little.
 */
export async function transcriptionRange(
  db: Database,
  project: Pick<ProjectRecord, 'id' | 'mediaId' | 'clipOf'>,
): Promise<TimeSpan | null> {
  if (!project.mediaId || !project.clipOf) return null;
  const edits = await findEdits(db, project.id);
  const spans = [project.clipOf, ...(edits?.kept ?? [])];
  const startMs = Math.min(...spans.map((s) => s.startMs));
  const endMs = Math.max(...spans.map((s) => s.endMs));
  return { startMs: Math.max(0, startMs - CLIP_PADDING_MS), endMs: endMs + CLIP_PADDING_MS };
}

/** Seconds of video a project's transcription hears (and pays for): its range, or its whole length. */
export async function transcriptionSeconds(
  db: Database,
  project: Pick<ProjectRecord, 'id' | 'mediaId' | 'clipOf' | 'videoConfig'>,
): Promise<number> {
  const range = await transcriptionRange(db, project);
  return range ? (range.endMs - range.startMs) / 1000 : (project.videoConfig.duration ?? 0);
}
