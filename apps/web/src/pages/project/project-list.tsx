import type { Project } from '@wordreel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ALIVE_FOR_MS, onUploadNotice, onUploadSignal } from '../../components/upload/upload-channel.ts';
import { useResumePicker } from '../../components/upload/upload-video-button.tsx';
import { useToast } from '../../components/toast.tsx';
import { parseError } from '../../lib/api.ts';
import { POLL_MS, projectsQueryKey, useProjectEvents } from '../../lib/project-events.ts';
import { DeleteProjectDialog } from './delete-project-dialog.tsx';
import { ProjectCard } from './project-card.tsx';
import { projectsApi } from './projects-api.ts';
import { ProjectSearchField, useProjectSearch } from './project-search-field.tsx';
import { useFocusAfterGone } from '../../components/hand-focus-on.ts';
import { LiveRegion } from '../../components/live-region.tsx';

const UPLOADING_POLL_MS = 10_000;

/** The user's projects, newest update first, kept live by server events (polling while they are down). */
export function ProjectList({ userId, onUpload }: { userId: string; onUpload: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { live } = useProjectEvents(userId);
  const key = projectsQueryKey(userId);
  const projects = useQuery({
    queryKey: key,
    queryFn: () => projectsApi.listOfUser(userId),
    // The server sends no event when it removes an uploading row (refused file, cancel elsewhere, stale
    // sweep): while one is listed, a slow poll notices.
    refetchInterval: (query) =>
      !live ? POLL_MS : query.state.data?.some((p) => p.status === 'uploading') ? UPLOADING_POLL_MS : false,
  });
  // An upload that ended in one of this browser's tabs: refresh at once.
  useEffect(
    () => onUploadNotice(() => void queryClient.invalidateQueries({ queryKey: projectsQueryKey(userId) })),
    [queryClient, userId],
  );
  const running = useRunningUploads();
  const navigate = useNavigate();
  const resumePicker = useResumePicker(userId, (projectId) => {
    void queryClient.invalidateQueries({ queryKey: key });
    void navigate(`/studio/${projectId}`);
  });
  const [toDelete, setToDelete] = useState<Project | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const remove = useMutation({
    mutationFn: (project: Project) => projectsApi.remove(project),
    onSuccess: async ({ message }) => {
      toast.show(message, 'success');
      // The row (and the button that opened the dialog) is going away: land on the list's heading.
      returnFocusRef.current = headingRef.current;
      setToDelete(null);
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast.show(parseError(error), 'error'),
  });

  const retry = useMutation({
    mutationFn: (projectId: string) => projectsApi.retry(projectId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    onError: (error) => toast.show(parseError(error), 'error'),
  });

  const search = useProjectSearch(projects.data ?? []);
  // "Show all projects" goes once pressed: the focus goes back to the search field.
  const { controlRef: showAllRef, targetRef: searchRef } = useFocusAfterGone<HTMLInputElement>();

  return (
    <section aria-labelledby="projects-title" className="project-list-section" data-live={live}>
      <div className="project-list-header">
        <h2 id="projects-title" ref={headingRef} tabIndex={-1}>
          Your projects
        </h2>
        <ProjectSearchField
          search={search}
          label="Search projects"
          className="project-search"
          inputRef={searchRef}
        />
      </div>
      {projects.isPending && (
        <p role="status" className="muted">
          Loading...
        </p>
      )}
      {projects.isError && (
        <div className="form-message form-message-error" role="alert">
          {parseError(projects.error)}{' '}
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void projects.refetch()}>
            Try again
          </button>
        </div>
      )}
      {projects.data?.length === 0 && (
        <div className="project-empty">
          <p className="project-empty-title">Create your first project</p>
          <p className="muted">
            Upload a video<span className="project-drop-hint"> (or drop one here)</span> and Wordreel writes
            its captions for you.
          </p>
          <button type="button" className="btn btn-primary" onClick={onUpload}>
            Upload your first video
          </button>
        </div>
      )}
      <LiveRegion as="p" className="muted">
        {search.searchable && search.shown.length === 0 && (
          <>
            No project matches “{search.query.trim()}”.{' '}
            <button
              type="button"
              ref={showAllRef}
              className="btn btn-secondary btn-sm"
              onClick={() => search.setQuery('')}
            >
              Show all projects
            </button>
          </>
        )}
      </LiveRegion>
      {search.shown.length > 0 && (
        <ul className="project-list" aria-label="Projects">
          {search.shown.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              retrying={retry.isPending && retry.variables === project.id}
              resume={
                project.status === 'uploading' && !running.has(project.id) ? (
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    onClick={() =>
                      resumePicker.open({ name: project.videoConfig.name, size: project.videoConfig.size })
                    }
                  >
                    Choose the same file
                  </button>
                ) : undefined
              }
              onRetry={() => retry.mutate(project.id)}
              onRename={async (name) => {
                const renamed = await projectsApi.rename(project.id, name);
                queryClient.setQueryData<Project[]>(key, (list) =>
                  list?.map((p) => (p.id === renamed.id ? { ...p, name: renamed.name } : p)),
                );
              }}
              onDelete={(button) => {
                returnFocusRef.current = button;
                remove.reset();
                setToDelete(project);
              }}
            />
          ))}
        </ul>
      )}
      {resumePicker.elements}
      {toDelete && (
        <DeleteProjectDialog
          projectName={toDelete.name || toDelete.videoConfig.name}
          deleting={remove.isPending}
          onConfirm={() => remove.mutate(toDelete)}
          onCancel={() => setToDelete(null)}
          returnFocusRef={returnFocusRef}
        />
      )}
    </section>
  );
}

/**
 * Uploads a tab of this browser is running now (their 'alive' beats); an upload left by a reload or a
 * closed tab drops out after ALIVE_FOR_MS and its card offers to resume.
 */
function useRunningUploads(): Set<string> {
  const [seen, setSeen] = useState<Map<string, number>>(() => new Map());
  const [now, setNow] = useState(() => Date.now());
  useEffect(
    () =>
      onUploadSignal((signal) => {
        if (signal.type !== 'alive') return;
        setSeen((current) => new Map(current).set(signal.projectId, Date.now()));
      }),
    [],
  );
  const anyRunning = [...seen.values()].some((at) => now - at < ALIVE_FOR_MS);
  useEffect(() => {
    if (!anyRunning) return;
    const timer = window.setInterval(() => setNow(Date.now()), ALIVE_FOR_MS / 2);
    return () => window.clearInterval(timer);
  }, [anyRunning]);
  return new Set([...seen].filter(([, at]) => now - at < ALIVE_FOR_MS).map(([id]) => id));
}
