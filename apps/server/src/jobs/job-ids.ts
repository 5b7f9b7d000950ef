/**
 * The job id of a project's step (`media-{projectId}`, `transcribe-{projectId}`, `render-{projectId}`):
 * one live job per step and project, so a retry or a delete can find and cancel it. BullMQ forbids
 * `:` in custom ids, hence the dash.
 */
export function projectJobId(name: string, projectId: string): string {
  return `${name}-${projectId}`;
}

/** Every job name that works on a project; deleting a project cancels all of them. */
export const PROJECT_JOB_NAMES = ['media', 'transcribe', 'render'] as const;
