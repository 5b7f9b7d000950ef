import type { SpeechQualities, SpeechQualitiesQuery } from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { getOwnedProject } from '../projects/projects.service.ts';
import { type EstimatedAudio, speechQualities } from './speech-quality.ts';
import { heardLengthMs } from './speech-cut.ts';
import { readSpeeds } from './speech-speed.ts';
import { transcriptionSeconds } from './transcription-range.ts';
import { readVoiceActivity } from './voice-activity-store.ts';

type QualitiesContext = Pick<AppContext, 'db' | 'storage' | 'config'>;

/**
 * The quality choices for a new upload (its length from the client) or for one of the user's projects
 * (writing its captions again: the length it hears, and the speech found when it was last heard).
 */
export async function speechQualitiesFor(
  ctx: QualitiesContext,
  userId: string,
  query: SpeechQualitiesQuery,
): Promise<SpeechQualities> {
  let audio: EstimatedAudio = { seconds: query.seconds, heardMs: null };
  if (query.projectId) {
    const project = await getOwnedProject(ctx, userId, query.projectId);
    const activity = await readVoiceActivity(ctx.storage, project.id);
    audio = {
      seconds: await transcriptionSeconds(ctx.db, project),
      heardMs: activity ? heardLengthMs(activity.speech, activity.durationMs) : null,
    };
  }
  return speechQualities(ctx.config, await readSpeeds(ctx.storage), query.lang, audio);
}
