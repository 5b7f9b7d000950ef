import { minutesAndSeconds, type Project, projectSeconds } from '@wordreel/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../components/upload/modal.tsx';
import { projectsQueryKey } from '../../lib/project-events.ts';
import { projectsApi } from './projects-api.ts';
import { ProjectSearchField, useProjectSearch } from './project-search-field.tsx';
import { LiveRegion } from '../../components/live-region.tsx';

/** How long a video plays ("0:39" for a clip, not its source's length); nothing when unknown. */
function lengthOf(project: Project): string {
  const seconds = projectSeconds(project);
  return seconds ? minutesAndSeconds(seconds) : '';
}

/** What a tile's picker asks, and where a picked video goes. */
export interface VideoPick {
  title: string;
  text: string;
  /** The page a ready video opens on. */
  linkTo: (projectId: string) => string;
  /** Clips (AI Shorts) are not offered where a long source is expected. */
  sourcesOnly?: boolean;
}

interface VideoPickerProps {
  userId: string;
  pick: VideoPick;
  onClose: () => void;
  /** Opens the dashboard's upload; the uploaded video then opens where this pick leads. */
  onUpload: () => void;
}

/**
 * A feature tile's first step: pick one of your ready videos, and it opens where that feature works
 * (AI Edits: the studio's Edit tab; AI Shorts: the clip finder; AI Thumbnails: the Boost tab).
 */
export function VideoPicker({ userId, pick, onClose, onUpload }: VideoPickerProps) {
  const titleId = useId();
  const textId = useId();
  const projects = useQuery({
    queryKey: projectsQueryKey(userId),
    queryFn: () => projectsApi.listOfUser(userId),
  });
  const ready = (projects.data ?? []).filter((p) => p.status === 'ready' && !(pick.sourcesOnly && p.clipOf));
  const search = useProjectSearch(ready);
  const uploadInstead = () => {
    // The chooser opens in this click (a browser needs the gesture); the upload is the page's.
    onUpload();
    onClose();
  };
  const noneReady = projects.isSuccess && ready.length === 0;
  return (
    <Modal labelledBy={titleId} describedBy={textId} onClose={onClose}>
      <h2 id={titleId}>{pick.title}</h2>
      <p id={textId}>{pick.text}</p>
      {projects.isPending && <p className="muted">Loading your videos…</p>}
      <ProjectSearchField search={search} label="Search videos" className="edits-picker-search" />
      <LiveRegion as="p">
        {noneReady
          ? 'No video is ready yet. Upload one; once its captions are written it can be picked here.'
          : search.searchable &&
            search.shown.length === 0 &&
            `No ready video matches “${search.query.trim()}”.`}
      </LiveRegion>
      {noneReady && (
        <button type="button" className="btn btn-primary" onClick={uploadInstead}>
          Upload a video
        </button>
      )}
      {search.shown.length > 0 && (
        <ul className="edits-picker-list">
          {search.shown.map((p) => (
            <li key={p.id}>
              <Link to={pick.linkTo(p.id)} className="edits-picker-item">
                <span className="edits-picker-name">{p.name}</span>
                <span className="muted">{lengthOf(p)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="modal-actions">
        {ready.length > 0 && (
          // The video the creator has in mind may not be uploaded yet.
          <button type="button" className="btn btn-secondary" onClick={uploadInstead}>
            Upload a new video
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
