import { useEffect } from 'react';
import { Link } from 'react-router';
import type { StudioProject } from './studio-api.ts';

const STATUS_TEXT: Record<StudioProject['status'], string> = {
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
  useEffect(() => onShow(), [onShow]);
  return (
    <main className="studio-center">
      <h1>Video not found</h1>
      <Link className="btn btn-secondary" to="/project">
        Back to projects
      </Link>
    </main>
  );
}

/** While the media and speech jobs run: the state and its progress, updated live. */
export function StudioProcessing({ project }: { project: StudioProject }) {
  return (
    <main className="studio-center">
      <h1>{project.name}</h1>
      <p role="status">
        {STATUS_TEXT[project.status]}… {project.progress}%
      </p>
      <progress max={100} value={project.progress} aria-label={STATUS_TEXT[project.status]} />
      {project.statusDetail && <p className="muted">{project.statusDetail}</p>}
    </main>
  );
}
