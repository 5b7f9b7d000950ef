import type { Project, RenameProjectBody } from '@wordreel/core';
import { client, unwrap } from './api-client.ts';

/** `PUT /api/projects/{id}/name`, from the dashboard card and the studio header. */
export function renameProject(projectId: string, name: string): Promise<Project> {
  const body: RenameProjectBody = { name };
  return unwrap(client.PUT('/api/projects/{id}/name', { params: { path: { id: projectId } }, body }));
}
