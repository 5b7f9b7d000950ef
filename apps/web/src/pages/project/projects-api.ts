import { type Project } from '@wordreel/core';
import { api } from '../../lib/api.ts';
import { sortProjects } from '../../lib/project-events.ts';

/** The dashboard's calls (spec section 7); the session decides whose projects these are. */
export const projectsApi = {
  async listOfUser(userId: string): Promise<Project[]> {
    const projects = await api<Project[]>(`/api/projects/user/${encodeURIComponent(userId)}`);
    return sortProjects(projects);
  },
  remove(projectId: string): Promise<{ message: string }> {
    return api(`/api/projects/${encodeURIComponent(projectId)}`, { method: 'DELETE' });
  },
  retry(projectId: string): Promise<unknown> {
    return api(`/api/projects/${encodeURIComponent(projectId)}/retry`, { method: 'POST' });
  },
};

/** Served only to the owner; exists once the media job has made it. */
export const thumbnailUrl = (projectId: string) => `/public/${projectId}/thumb.jpg`;
