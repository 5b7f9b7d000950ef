import type { Project, RenameProjectBody } from '@wordreel/core';
import { api } from './api.ts';

/** `PUT /api/projects/{id}/name`, from the dashboard card and the studio header. */
export function renameProject(projectId: string, name: string): Promise<Project> {
  const body: RenameProjectBody = { name };
  return api(`/api/projects/${encodeURIComponent(projectId)}/name`, { method: 'PUT', json: body });
}
