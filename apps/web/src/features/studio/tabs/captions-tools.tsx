import type { CaptionList } from '@wordreel/core';
import type { CaptionsMeta } from '@wordreel/core/captions/caption-import.schema';
import { useQueryClient } from '@tanstack/react-query';
import { type StudioProject, studioApi } from '../studio-api.ts';
import { RetranscribePanel } from './retranscribe-panel.tsx';
import './captions-tools.css';

export interface CaptionsToolsProps {
  project: StudioProject;
  list: CaptionList;
  meta: CaptionsMeta | null;
  /** The captions hold changes of the user's own (undo history). */
  edited: boolean;
  onEdit: (next: CaptionList | null) => void;
  onSeek: (ms: number) => void;
  onMessage: (message: string, kind: 'error' | 'success') => void;
}

/** The Captions tab's tools under the pages (kept apart from the word editor's own layout). */
export function CaptionsTools(props: CaptionsToolsProps) {
  const { project, meta } = props;
  const queryClient = useQueryClient();
  return (
    <RetranscribePanel
      lang={project.videoConfig.lang}
      durationSeconds={project.videoConfig.duration ?? null}
      current={project.videoConfig.quality ?? null}
      edited={props.edited || meta?.engine === 'import' || meta?.engine === 'script'}
      onMessage={props.onMessage}
      retranscribe={async (quality) => {
        const next = await studioApi.retranscribe(project.id, quality);
        // The studio shows the waiting screen until the new captions are in.
        queryClient.setQueryData<StudioProject>(
          ['studio-project', project.id],
          (p) => p && { ...p, ...next },
        );
      }}
    />
  );
}
