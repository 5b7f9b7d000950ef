import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../components/upload/modal.tsx';
import { projectsQueryKey } from '../../lib/project-events.ts';
import { projectsApi } from './projects-api.ts';

interface EditsPickerProps {
  userId: string;
  onClose: () => void;
}

/** m:ss of a video's length. */
function length(seconds: number | undefined): string {
  if (!seconds || !Number.isFinite(seconds)) return '';
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * AI Edits from the dashboard: pick one of your ready videos and its studio opens on the Edit tab,
 * where the suggested cuts (silences, fillers, retakes) are already found.
 */
export function EditsPicker({ userId, onClose }: EditsPickerProps) {
  const titleId = useId();
  const textId = useId();
  const projects = useQuery({
    queryKey: projectsQueryKey(userId),
    queryFn: () => projectsApi.listOfUser(userId),
  });
  const ready = (projects.data ?? []).filter((p) => p.status === 'ready');
  return (
    <Modal labelledBy={titleId} describedBy={textId} onClose={onClose}>
      <h2 id={titleId}>Edit a video</h2>
      <p id={textId}>
        Pick a video: its Edit tab opens with the silences, filler words and retakes found, ready to cut in
        one click.
      </p>
      {projects.isPending && <p className="muted">Loading your videos…</p>}
      {projects.isSuccess && ready.length === 0 && (
        <p role="status">
          No video is ready yet. Upload one; once its captions are written it can be edited here.
        </p>
      )}
      {ready.length > 0 && (
        <ul className="edits-picker-list">
          {ready.map((p) => (
            <li key={p.id}>
              <Link to={`/studio/${p.id}?tab=edit`} className="edits-picker-item">
                <span className="edits-picker-name">{p.name}</span>
                <span className="muted">{length(p.videoConfig.duration)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
