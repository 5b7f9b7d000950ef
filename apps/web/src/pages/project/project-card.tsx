import type { Project } from '@wordreel/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDuration } from '../../lib/format.ts';
import { ProjectStatus } from './project-status.tsx';
import { thumbnailUrl } from './projects-api.ts';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', hi: 'Hindi' };

interface ProjectCardProps {
  project: Project;
  retrying: boolean;
  onRetry: () => void;
  onDelete: (button: HTMLButtonElement) => void;
}

/**
 * One project row: thumbnail and facts link to the studio (once the upload is in); Retry (failed
 * only) and Delete beside.
 */
export function ProjectCard({ project, retrying, onRetry, onDelete }: ProjectCardProps) {
  const { videoConfig } = project;
  const content = (
    <>
      {/* A new status may mean a new thumbnail: remount so a failed load is tried again. */}
      <Thumbnail key={project.status} projectId={project.id} />
      <span className="project-card-body">
        <span className="project-card-name">{project.name || videoConfig.name}</span>
        <span className="project-card-facts">
          <span aria-label="Duration">{formatDuration(videoConfig.duration)}</span>
          <span aria-label="Language">{LANGUAGE_NAMES[videoConfig.lang] ?? videoConfig.lang}</span>
        </span>
        <ProjectStatus project={project} />
      </span>
    </>
  );
  return (
    <li className="project-card" data-project-id={project.id}>
      {/* The studio needs the whole file: an upload in flight is listed, not opened. */}
      {project.status === 'uploading' ? (
        <span className="project-card-link">{content}</span>
      ) : (
        <Link to={`/studio/${project.id}`} className="project-card-link">
          {content}
        </Link>
      )}
      <span className="project-card-actions">
        {project.status === 'failed' && (
          <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Retrying...' : 'Retry'}
          </button>
        )}
        <button
          type="button"
          className="btn btn-ghost btn-sm project-card-delete"
          aria-label={`Delete ${project.name || videoConfig.name}`}
          onClick={(event) => onDelete(event.currentTarget)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          <span className="project-card-delete-label">Delete</span>
        </button>
      </span>
    </li>
  );
}

function Thumbnail({ projectId }: { projectId: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className="project-thumb project-thumb-empty" aria-hidden="true">
        <svg viewBox="0 0 24 24">
          <path d="M4 5h16v14H4zM10 9l5 3-5 3z" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </span>
    );
  }
  return (
    <img
      className="project-thumb"
      src={thumbnailUrl(projectId)}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
