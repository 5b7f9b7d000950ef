import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AppPageHeader } from '../../components/layout/layouts.tsx';
import { UploadVideoButton } from '../../components/upload/upload-video-button.tsx';
import { PageLoading, useCurrentUser } from '../../lib/auth.tsx';
import { projectsQueryKey } from '../../lib/project-events.ts';
import { FeatureTiles } from './feature-tiles.tsx';
import { ProjectList } from './project-list.tsx';
import './project-page.css';

/**
 * The projects dashboard (spec section 2, /project). router.tsx renders it inside AppLayout, which
 * already provides RequireUser and the sidebar: this is only the page content.
 */
export function ProjectPage() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!user) return <PageLoading />;
  return (
    <div className="project-page">
      <AppPageHeader title="Projects">
        <UploadVideoButton
          userId={user.userId}
          onUploaded={(projectId) => {
            void queryClient.invalidateQueries({ queryKey: projectsQueryKey(user.userId) });
            void navigate(`/studio/${projectId}`);
          }}
        />
      </AppPageHeader>
      <FeatureTiles userId={user.userId} />
      <ProjectList userId={user.userId} />
    </div>
  );
}
