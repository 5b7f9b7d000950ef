import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@wordreel/core/messages';
import { mediaPrepared } from '@wordreel/core';
import { Link } from 'react-router';
import { formatLeft, type ProgressSample, secondsLeft } from './processing-estimate.ts';
import type { StudioProject } from './studio-api.ts';
import { usePageTitle } from '../../components/layout/page-title.ts';
import { thumbnailUrl } from '../../lib/project-thumbnail.ts';

/** What a video's current step is called while it is made ready (the studio's and the clip finder's). */
export const STATUS_TEXT: Record<StudioProject['status'], string> = {
  uploading: 'Uploading your video',
  uploaded: 'Getting your video ready',
  processing: 'Preparing your video',
  transcribing: 'Writing your captions',
  ready: 'Ready',
  failed: 'Something went wrong',
};

export function StudioLoading() {
  return (
    <div className="studio-center" role="status">
      Loading...
    </div>
  );
}

/** 'Video not found', after the spec's alert (shown once as an accessible toast). */
export function StudioNotFound({ onShow }: { onShow: () => void }) {
  usePageTitle(MESSAGES.VIDEO_NOT_FOUND);
  useEffect(() => onShow(), [onShow]);
  return (
    <main className="studio-center">
      <h1>{MESSAGES.VIDEO_NOT_FOUND}</h1>
      <Link className="btn btn-secondary" to="/project">
        Back to projects
      </Link>
    </main>
  );
}

const STEPS: { label: string; statuses: StudioProject['status'][] }[] = [
  { label: 'Upload', statuses: ['uploading'] },
  { label: 'Prepare the video', statuses: ['uploaded', 'processing'] },
  { label: 'Write the captions', statuses: ['transcribing'] },
];

/**
 * While the media and speech jobs run: the video's thumbnail (once the media step has made it), the
 * real step and its progress (live from the project's events), an estimate from the rate that
 * progress moves at, and the way back to the dashboard.
 */
export function StudioProcessing({ project }: { project: StudioProject }) {
  usePageTitle(project.name);
  const samples = useRef<ProgressSample[]>([]);
  const [left, setLeft] = useState<number | null>(null);
  const [thumbOk, setThumbOk] = useState(true);
  useEffect(() => {
    samples.current = [
      ...samples.current.slice(-50),
      { atMs: Date.now(), status: project.status, progress: project.progress },
    ];
    setLeft(secondsLeft(samples.current));
  }, [project.status, project.progress]);
  const current = STEPS.findIndex((step) => step.statuses.includes(project.status));
  return (
    <main className="studio-center studio-waiting">
      {thumbOk && mediaPrepared(project.status) && (
        <img
          className="studio-waiting-thumb"
          src={thumbnailUrl(project.id)}
          alt=""
          onError={() => setThumbOk(false)}
        />
      )}
      <h1>{project.name}</h1>
      <ol className="studio-waiting-steps" aria-label="Steps">
        {STEPS.map((step, i) => (
          <li key={step.label} aria-current={i === current ? 'step' : undefined} data-done={i < current}>
            {step.label}
          </li>
        ))}
      </ol>
      <p role="status">
        {STATUS_TEXT[project.status]}… {project.progress}%
      </p>
      <progress max={100} value={project.progress} aria-label={STATUS_TEXT[project.status]} />
      <p className="muted">{left === null ? 'Working out how long this takes…' : formatLeft(left)}</p>
      {project.statusDetail && <p className="muted">{project.statusDetail}</p>}
      <Link className="btn btn-secondary" to="/project">
        Back to projects
      </Link>
    </main>
  );
}
