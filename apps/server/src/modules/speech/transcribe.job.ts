import { projectIdSchema } from '@wordreel/core';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { PermanentJobError } from '../../jobs/job-queue.ts';
import { updateProjectStatus } from '../projects/projects.service.ts';
import { TRANSCRIBE_JOB, transcribeProject } from './transcribe.service.ts';

const payloadSchema = z.object({ projectId: projectIdSchema });

/** Registers the `transcribe` job: payload { projectId }; see transcribeProject. */
export function registerTranscribeJob(ctx: AppContext): void {
  ctx.jobs.register(
    TRANSCRIBE_JOB,
    async (payload: unknown, job) => {
      const parsed = payloadSchema.safeParse(payload);
      if (!parsed.success) throw new PermanentJobError('Invalid transcribe job payload');
      await transcribeProject(ctx, parsed.data.projectId, job.signal);
    },
    {
      timeoutMs: 60 * 60 * 1000,
      maxAttempts: 2,
      onFailed: async (payload, error) => {
        const parsed = payloadSchema.safeParse(payload);
        if (!parsed.success) return;
        await updateProjectStatus(ctx, parsed.data.projectId, {
          status: 'failed',
          statusDetail: `Captions could not be made: ${error.message}`,
        });
      },
    },
  );
}
