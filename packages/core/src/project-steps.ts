import type { ProjectStatus } from './projects.ts';

/**
 * The statuses a project has while each of its preparation jobs is its step: `media` (probe, playable
 * copy, thumbnail) while `uploaded`/`processing`, `transcribe` while `transcribing`. On the server a
 * job's end moves the project on only from these (`moveProjectStatus`), and the stuck-project sweep
 * looks up the job of a project found in one of them; the web app asks for what a step makes only
 * once the project is past it.
 */
export const STEP_STATUSES = {
  media: ['uploaded', 'processing'],
  transcribe: ['transcribing'],
} as const satisfies Record<string, readonly ProjectStatus[]>;

export type ProjectStep = keyof typeof STEP_STATUSES;

/** The step whose job moves a project on from this status; undefined for every other status. */
export function stepOfStatus(status: ProjectStatus): ProjectStep | undefined {
  for (const [step, statuses] of Object.entries(STEP_STATUSES) as [ProjectStep, readonly ProjectStatus[]][])
    if (statuses.includes(status)) return step;
  return undefined;
}

/**
 * Whether the media step has run: the video is in and its playable copy and thumbnail exist. Before
 * that (still coming in, or in the media step) asking for them is a 404.
 */
export const mediaPrepared = (status: ProjectStatus): boolean =>
  status !== 'uploading' && stepOfStatus(status) !== 'media';
