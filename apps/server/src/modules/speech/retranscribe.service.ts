import type { ApiKeyRef, SpeechQuality } from '@wordreel/core';
import { AppError } from '../../http/app-error.ts';
import { mergeVideoConfig, type ProjectRecord } from '../projects/projects.repository.ts';
import { transcriptionSeconds } from './transcription-range.ts';
import { getOwnedProject, type ProjectsContext, restartProjectStep } from '../projects/projects.service.ts';

export const NOT_READY_TO_RETRANSCRIBE = 'Captions can be written again once the video is ready.';

/**
 * Writes a ready (or failed) project's captions again with another quality: the choice is kept in
 * its videoConfig, the run is paid like the first one, and the `transcribe` job replaces the captions
 * (the style, Boost texts and export stay). The studio asks the user before replacing edits.
 */
export async function retranscribeProject(
  ctx: ProjectsContext,
  userId: string,
  apiKey: ApiKeyRef | null,
  projectId: string,
  quality: SpeechQuality,
): Promise<ProjectRecord> {
  const project = await getOwnedProject(ctx, userId, projectId);
  if (project.status !== 'ready' && project.status !== 'failed') {
    throw new AppError('CONFLICT', NOT_READY_TO_RETRANSCRIBE);
  }
  if (!ctx.jobs.isRegistered('transcribe')) {
    throw new AppError('CONFLICT', 'No speech recogniser runs on this server.');
  }
  // A clip hears (and pays for) its range of the source, not the source's whole length.
  const seconds = await transcriptionSeconds(ctx.db, project);
  // The quality the job reads, before the job can run; only that field, over the row as it is now.
  await mergeVideoConfig(ctx.db, projectId, { quality });
  try {
    await restartProjectStep(ctx, project, 'transcribe', seconds, apiKey);
  } catch (error) {
    await mergeVideoConfig(ctx.db, projectId, { quality: project.videoConfig.quality });
    throw error;
  }
  return getOwnedProject(ctx, userId, projectId);
}
