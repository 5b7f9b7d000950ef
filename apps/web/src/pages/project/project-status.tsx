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

/** The same steps the studio's waiting screen shows, so the card and the studio tell one story. */
const WAITING_STEP: Partial<Record<Project['status'], string>> = {
  uploaded: 'Step 2 of 3: preparing the video',
  processing: 'Step 2 of 3: preparing the video',
  transcribing: 'Step 3 of 3: writing the captions',
};

/**
 * The row's status: a label, the percentage where there is one, the reason of a failure, and while
 * the project is on its way (upload, media and speech jobs) a bar and the step it is at.
 */
export function ProjectStatus({ project }: { project: Project }) {
  const { status, progress, statusDetail } = project;
  const step = WAITING_STEP[status];
  const waiting = status === 'uploading' || step !== undefined;
  return (
    <span className="project-status-wrap">
      <span className={`project-status project-status-${status}`} data-status={status}>
        {LABELS[status]}
        {WITH_PERCENT.has(status) && ` ${progress}%`}
      </span>
      {step && <span className="project-status-step">{step}</span>}
      {waiting && (
        <progress
          className="project-status-bar"
          max={100}
          value={status === 'uploaded' ? undefined : progress}
          aria-label={`${LABELS[status]} progress`}
        />
      )}
      {status === 'failed' && statusDetail && <span className="project-status-reason">{statusDetail}</span>}
    </span>
  );
}
