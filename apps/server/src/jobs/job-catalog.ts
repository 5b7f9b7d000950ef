import { exportPayloadSchema, projectIdSchema } from '@wordreel/core';
import { z } from 'zod';

const projectStep = z.object({ projectId: projectIdSchema });

/**
 * Every job this app runs: its name and the zod schema of its payload. Adding a job is one line here,
 * then its handler's `register<Name>Job` in `register-jobs.ts`; `ctx.jobs.enqueue` and `ctx.jobs.register`
 * accept only these names and these payloads, and the handler gets the payload parsed by the schema.
 */
export const jobCatalog = {
  /** Probe → playable MP4 → thumbnail (modules/media/media.job.ts). */
  media: projectStep,
  /** Speech recognition → captions.json (modules/speech/transcribe.job.ts). */
  transcribe: projectStep,
  /** One export (modules/render/render.job.ts); userId is the owner the render events go to. */
  render: z.object({ projectId: projectIdSchema, userId: z.string(), payload: exportPayloadSchema }),
  /**
   * A pasted script aligned to the project's speech (modules/captions/align.job.ts). Its id is per
   * user (`alignJobId`), so a user has one alignment at a time.
   */
  align: z.object({ projectId: projectIdSchema, userId: z.string(), script: z.string().max(100_000) }),
  /**
   * Faces and shot cuts of one stored video for auto-reframe (modules/reframe/reframe.job.ts), then
   * the reframe of each project waiting for it. Its id is per video (`reframe-{mediaId}`): every clip
   * of a source shares one analysis.
   */
  reframe: z.object({ mediaId: projectIdSchema }),
  /**
   * One translated caption track (modules/caption-tracks/translate.job.ts), id `translate-{trackId}`;
   * the track's row names its project.
   */
  translate: z.object({ trackId: z.string().max(40) }),
  /** One attempt to deliver one webhook event (modules/webhooks/webhook.job.ts). */
  webhook: z.object({ deliveryId: z.string() }),
} satisfies Record<string, z.ZodObject>;

export type JobCatalog = typeof jobCatalog;
export type JobName = keyof JobCatalog;
/** The payload of a job, as its handler receives it. */
export type JobPayload<N extends JobName> = z.output<JobCatalog[N]>;

export const JOB_NAMES = Object.keys(jobCatalog) as JobName[];

/** Names of the jobs that work on one project (their payload has `projectId`). */
export type ProjectJobName = {
  [N in JobName]: JobPayload<N> extends { projectId: string } ? N : never;
}[JobName];

/**
 * Jobs that work on one project, under the id `{name}-{projectId}` (`projectJobId`): deleting a
 * project cancels all of them.
 */
export const PROJECT_JOB_NAMES = JOB_NAMES.filter(
  // `align` has one id per user (one alignment at a time); it checks its project is still there
  // before it writes.
  (name): name is ProjectJobName => 'projectId' in jobCatalog[name].shape && name !== 'align',
);
