import type { Project } from '@wordreel/core';

const LABELS: Record<Project['status'], string> = {
  uploading: 'Uploading',
  uploaded: 'Uploaded',
  processing: 'Processing',
  transcribing: 'Transcribing',
  ready: 'Ready',
  failed: 'Failed',
};

/** Statuses that carry a meaningful percentage. */
const WITH_PERCENT = new Set<Project['status']>(['uploading', 'transcribing']);

/** The row's status: a label, the percentage where there is one, and the reason of a failure. */
export function ProjectStatus({ project }: { project: Project }) {
  const { status, progress, statusDetail } = project;
  return (
    <span className="project-status-wrap">
      <span className={`project-status project-status-${status}`} data-status={status}>
        {LABELS[status]}
        {WITH_PERCENT.has(status) && ` ${progress}%`}
      </span>
      {status === 'failed' && statusDetail && <span className="project-status-reason">{statusDetail}</span>}
    </span>
  );
}
