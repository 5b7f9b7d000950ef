import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { AppPageHeader } from '../../components/layout/layouts.tsx';
import { useToast } from '../../components/toast.tsx';
import { usePageFileDrop } from '../../components/upload/use-page-file-drop.ts';
import {
  type UploadPicker,
  UploadVideoButton,
  useUploadPicker,
} from '../../components/upload/upload-video-button.tsx';
import { PageLoading, useCurrentUser } from '../../lib/auth.tsx';
import { projectsQueryKey } from '../../lib/project-events.ts';
import { FeatureTiles } from './feature-tiles.tsx';
import type { VideoPick } from './video-picker.tsx';
import { ProjectList } from './project-list.tsx';
import './project-page.css';

/**
 * The projects dashboard (spec section 2, /project). router.tsx renders it inside AppLayout, which
 * already provides RequireUser and the sidebar: this is only the page content.
 */
export function ProjectPage() {
  const { user } = useCurrentUser();
  if (!user) return <PageLoading />;
  return <Dashboard userId={user.userId} />;
}

function Dashboard({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // An upload offered by a feature tile's picker opens where that feature works (AI Shorts: the clip
  // finder, which waits for the captions); any other opens the studio.
  const uploadLeadsTo = useRef<VideoPick['linkTo'] | null>(null);
  const picker = useUploadPicker(userId, (projectId) => {
    void queryClient.invalidateQueries({ queryKey: projectsQueryKey(userId) });
    void navigate(uploadLeadsTo.current?.(projectId) ?? `/studio/${projectId}`);
  });
  const openUpload = (leadsTo: VideoPick['linkTo'] | null) => {
    uploadLeadsTo.current = leadsTo;
    picker.open();
  };
  // The header's button, the empty list and a drop: the studio.
  const upload: UploadPicker = {
    ...picker,
    open: () => openUpload(null),
    take: (file) => {
      uploadLeadsTo.current = null;
      picker.take(file);
    },
  };
  const toast = useToast();
  const { dragging } = usePageFileDrop(upload.take, (message) => toast.show(message, 'error'));
  return (
    <div className="project-page">
      {dragging && (
        <div className="page-drop-overlay" aria-hidden="true">
          <p>Drop the video to upload it</p>
        </div>
      )}
      <AppPageHeader title="Projects">
        <UploadVideoButton picker={upload} />
      </AppPageHeader>
      <FeatureTiles userId={userId} onUpload={openUpload} />
      <ProjectList userId={userId} onUpload={upload.open} />
    </div>
  );
}
