import { type Project } from '@wordreel/core';
import { MESSAGES } from '@wordreel/core/messages';
import { terminateUpload } from '../../components/upload/upload-channel.ts';
import { client, unwrap } from '../../lib/api-client.ts';
import { renameProject } from '../../lib/project-name.ts';
import { sortProjects } from '../../lib/project-events.ts';

/** The server's answer to DELETE /api/projects/{id} (spec), shown the same for a cancelled upload. */
const { PROJECT_DELETED } = MESSAGES;

/** The dashboard's calls (spec section 7); the session decides whose projects these are. */
export const projectsApi = {
  async listOfUser(userId: string): Promise<Project[]> {
    const projects: Project[] = await unwrap(
      client.GET('/api/projects/user/{userId}', { params: { path: { userId } } }),
    );
    return sortProjects(projects);
  },
  /** An upload in flight is cancelled through tus (which removes its row); anything else is deleted. */
  async remove(project: Pick<Project, 'id' | 'status'>): Promise<{ message: string }> {
    if (project.status === 'uploading' && (await terminateUpload(project.id))) {
      return { message: PROJECT_DELETED };
    }
    return unwrap(client.DELETE('/api/projects/{id}', { params: { path: { id: project.id } } }));
  },
  rename: renameProject,
  retry(projectId: string): Promise<unknown> {
    return unwrap(client.POST('/api/projects/{id}/retry', { params: { path: { id: projectId } } }));
  },
};
