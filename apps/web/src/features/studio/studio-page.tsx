import type { RenderEvent } from '@wordreel/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router';
import { useToast } from '../../components/toast.tsx';
import { isRefusal } from '../../lib/api.ts';
import { RequireUser } from '../../lib/auth.tsx';
import { type StudioProject, studioApi } from './studio-api.ts';
import { StudioLoading, StudioNotFound, StudioProcessing } from './studio-states.tsx';
import { StudioWorkspace } from './studio-workspace.tsx';
import { useStudioEvents } from './use-studio-events.ts';
import './studio.css';

export const METADATA_FAILED_MESSAGE = 'Failed to load video metadata. Please check the URL.';
const POLL_MS = 3000;

/** /studio/{id}: visitors go to /login; then the project loads, waits for processing, and opens. */
export function StudioPage() {
  const { id = '' } = useParams();
  return (
    <RequireUser>
      <StudioLoader key={id} projectId={id} />
    </RequireUser>
  );
}

function StudioLoader({ projectId }: { projectId: string }) {
  const toast = useToast();
  const client = useQueryClient();
  const queryKey = useMemo(() => ['studio-project', projectId], [projectId]);
  const project = useQuery({
    queryKey,
    queryFn: () => studioApi.project(projectId),
    retry: (count, error) => !isRefusal(error) && count < 2,
  });
  const renderListener = useRef<((event: RenderEvent) => void) | null>(null);

  const live = useStudioEvents(projectId, {
    onProject: (event) => {
      client.setQueryData<StudioProject>(queryKey, (p) => p && { ...p, ...event });
      if (event.status === 'ready' || event.status === 'failed') void client.invalidateQueries({ queryKey });
    },
    onRender: (event) => renderListener.current?.(event),
    onReconnect: () => void client.invalidateQueries({ queryKey }),
  });

  // Without the live stream, poll while the project is still being prepared.
  const settled = project.data?.status === 'ready' || project.data?.status === 'failed';
  useEffect(() => {
    if (live || !project.isSuccess || settled) return;
    const timer = window.setInterval(() => void client.invalidateQueries({ queryKey }), POLL_MS);
    return () => window.clearInterval(timer);
  }, [live, project.isSuccess, settled, client, queryKey]);

  const onRenderListener = useCallback((listener: ((event: RenderEvent) => void) | null) => {
    renderListener.current = listener;
  }, []);
  const onNotFound = useCallback(() => toast.show(METADATA_FAILED_MESSAGE, 'error'), [toast]);

  if (project.isPending) return <StudioLoading />;
  if (project.isError) return <StudioNotFound onShow={onNotFound} />;
  if (!settled) return <StudioProcessing project={project.data} />;
  return (
    <StudioWorkspace project={project.data} onRenderListener={onRenderListener} onNotFound={onNotFound} />
  );
}
