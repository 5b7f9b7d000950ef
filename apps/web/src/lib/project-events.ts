import {
  appEventSchema,
  type AppEvent,
  type Project,
  type ProjectEvent,
  type RenderStatus,
} from '@wordreel/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export const EVENTS_PATH = '/api/events';
/** How often the dashboard polls while the live connection is down. */
export const POLL_MS = 3000;

export const projectsQueryKey = (userId: string) => ['projects', userId] as const;
/** A project's export status (GET /api/projects/{id}/render) as the dashboard's cards hold it. */
export const renderQueryKey = (projectId: string) => ['render', projectId] as const;

/** Newest update first (spec: "sorted by last update, newest first"). */
export function sortProjects(projects: Project[]): Project[] {
  return [...projects].sort(
    (a, b) => b.updatedAt.seconds - a.updatedAt.seconds || b.updatedAt.nanoseconds - a.updatedAt.nanoseconds,
  );
}

/**
 * Applies one live update to the cached list. Returns null when the list does not hold the project
 * (a new upload from another tab): the caller refetches instead.
 */
export function applyProjectEvent(
  projects: Project[],
  event: ProjectEvent,
  now = Date.now(),
): Project[] | null {
  const index = projects.findIndex((p) => p.id === event.projectId);
  const current = projects[index];
  if (!current) return null;
  // Like the server, only a change of status counts as an update (progress ticks do not reorder).
  const touched = current.status !== event.status;
  const updated: Project = {
    ...current,
    status: event.status,
    progress: event.progress,
    statusDetail: event.statusDetail,
    updatedAt: touched
      ? { seconds: Math.floor(now / 1000), nanoseconds: (now % 1000) * 1_000_000 }
      : current.updatedAt,
  };
  return sortProjects(projects.map((p, i) => (i === index ? updated : p)));
}

/** Parses one SSE `data:` payload; anything that is not a project or render event is ignored. */
export function parseAppEvent(data: unknown): AppEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = appEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Parses one SSE `data:` payload; anything that is not a project event is ignored. */
export function parseProjectEvent(data: unknown): ProjectEvent | null {
  const event = parseAppEvent(data);
  return event?.type === 'project' ? event : null;
}

/** A status that settles the row: the media job may also have filled in duration and size. */
const SETTLED = new Set<ProjectEvent['status']>(['transcribing', 'ready', 'failed']);

function onProjectEvent(client: QueryClient, userId: string, event: ProjectEvent): void {
  const key = projectsQueryKey(userId);
  const list = client.getQueryData<Project[]>(key);
  const next = list ? applyProjectEvent(list, event) : null;
  if (next) client.setQueryData(key, next);
  if (!next || SETTLED.has(event.status)) void client.invalidateQueries({ queryKey: key });
}

/** An export moved: its progress is patched in; a finished or failed one is read again (ready, stale). */
function onRenderEvent(client: QueryClient, event: Extract<AppEvent, { type: 'render' }>): void {
  const key = renderQueryKey(event.projectId);
  client.setQueryData<RenderStatus>(key, (current) =>
    current ? { ...current, state: event.state, progress: event.progress, error: event.error } : current,
  );
  if (event.state !== 'running') void client.invalidateQueries({ queryKey: key });
}

/**
 * Keeps the user's project list live over server-sent events. Returns whether the live connection
 * is up; while it is not (never opened, dropped, or refused), the caller polls every POLL_MS.
 */
export function useProjectEvents(userId: string | undefined): { live: boolean } {
  const client = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const source = new EventSource(EVENTS_PATH, { withCredentials: true });
    let wasLive = false;
    source.onopen = () => {
      setLive(true);
      // Events sent while we were disconnected are lost: catch up once on every reconnect.
      if (wasLive) void client.invalidateQueries({ queryKey: projectsQueryKey(userId) });
      wasLive = true;
    };
    // EventSource retries by itself after a dropped connection; until it is back, poll.
    source.onerror = () => setLive(false);
    source.onmessage = (message: MessageEvent) => {
      const event = parseAppEvent(message.data);
      if (event?.type === 'project') onProjectEvent(client, userId, event);
      if (event?.type === 'render') onRenderEvent(client, event);
    };
    return () => {
      source.close();
      setLive(false);
    };
  }, [client, userId]);

  return { live };
}
