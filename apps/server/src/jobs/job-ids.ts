import type { ProjectJobName } from './job-catalog.ts';

/**
 * The job id of a project's step (`media-{projectId}`, `transcribe-{projectId}`, `render-{projectId}`):
 * one live job per step and project, so a retry or a delete can find and cancel it. BullMQ forbids
 * `:` in custom ids, hence the dash.
 */
export function projectJobId(name: ProjectJobName, projectId: string): string {
  return `${name}-${projectId}`;
}
