import { mediaPrepared, orientationForSize, type Project, projectSeconds } from '@wordreel/core';
import { type ReactNode, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { InlineRename } from '../../components/inline-rename.tsx';
import { formatDuration } from '../../lib/format.ts';
import { thumbnailUrl } from '../../lib/project-thumbnail.ts';
import { ProjectExportState } from './project-export-state.tsx';
import { ProjectStatus } from './project-status.tsx';
import { BusyButton } from '../../components/busy-button.tsx';
import { useFocusAfterGone } from '../../components/hand-focus-on.ts';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', hi: 'Hindi' };

interface ProjectCardProps {
  project: Project;
  retrying: boolean;
  onRetry: () => void;
  onDelete: (button: HTMLButtonElement) => void;
  onRename: (name: string) => Promise<unknown>;
  /** For an upload nobody is running any more: the way to resume it (choose the same file). */
  resume?: ReactNode;
}

const updatedFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * One project: thumbnail, name (a link to the studio once the upload is in, with the whole card as its
 * click area; renamed in place), duration, language, last update and status; Retry (failed only) and
 * Delete beside.
 */
export function ProjectCard({ project, retrying, onRetry, onDelete, onRename, resume }: ProjectCardProps) {
  const { videoConfig } = project;
  const name = project.name || videoConfig.name;
  const updated = new Date(project.updatedAt.seconds * 1000);
  const clip = project.clipOf;
  // Retry goes once the project runs again: the focus goes on to the project's name.
  const { controlRef: retryRef, targetRef: nameRef } = useFocusAfterGone<HTMLAnchorElement>();
  return (
    <li className="project-card" data-project-id={project.id}>
      {/* A new status may mean a new thumbnail: remount so a failed load is tried again. */}
      <Thumbnail
        key={project.status}
        projectId={project.id}
        ready={mediaPrepared(project.status)}
        wide={orientationForSize(project.videoConfig.width, project.videoConfig.height) !== 'portrait'}
      />
      <div className="project-card-body">
        <InlineRename name={name} onRename={onRename} className="project-card-title">
          {/* The studio needs the whole file: an upload in flight is listed, not opened. */}
          {project.status === 'uploading' ? (
            <span className="project-card-name" title={name}>
              {name}
            </span>
          ) : (
            <Link
              ref={nameRef}
              to={`/studio/${project.id}`}
              className="project-card-name project-card-link"
              title={name}
            >
              {name}
            </Link>
          )}
        </InlineRename>
        <span className="project-card-facts">
          <span aria-label="Duration">{formatDuration(projectSeconds(project))}</span>
          <span aria-label="Language">{LANGUAGE_NAMES[videoConfig.lang] ?? videoConfig.lang}</span>
          <time aria-label="Last updated" dateTime={updated.toISOString()}>
            {updatedFormat.format(updated)}
          </time>
        </span>
        {clip && (
          <span className="project-card-clip">
            Clip of <span className="project-card-clip-source">{clip.sourceName}</span>
          </span>
        )}
        <ProjectStatus project={project} />
        {project.status === 'ready' && <ProjectExportState projectId={project.id} name={name} />}
        {resume && (
          <span className="project-card-resume">
            <span>The upload stopped. Choose the same file to resume.</span>
            {resume}
          </span>
        )}
      </div>
      <span className="project-card-actions">
        {project.status === 'failed' && (
          <BusyButton ref={retryRef} className="btn btn-secondary btn-sm" onClick={onRetry} busy={retrying}>
            {retrying ? 'Retrying...' : 'Retry'}
          </BusyButton>
        )}
        <button
          type="button"
          className="btn btn-ghost btn-sm project-card-delete"
          aria-label={`Delete ${name}`}
          onClick={(event) => onDelete(event.currentTarget)}
        >
          <Trash2 aria-hidden size={18} />
          <span className="project-card-delete-label">Delete</span>
        </button>
      </span>
    </li>
  );
}

/** `wide`: a landscape or square source, shown whole on the dark ground (cropped, it is a sliver). */
function Thumbnail({ projectId, ready, wide }: { projectId: string; ready: boolean; wide: boolean }) {
  const [failed, setFailed] = useState(false);
  if (failed || !ready) {
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
      className={wide ? 'project-thumb project-thumb-wide' : 'project-thumb'}
      src={thumbnailUrl(projectId)}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
