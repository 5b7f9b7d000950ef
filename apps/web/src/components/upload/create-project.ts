import type { UploadVideoConfig } from '@wordreel/core';
import { MESSAGES } from '@wordreel/core/messages';
import { client, unwrap } from '../../lib/api-client.ts';

export const { CREATE_PROJECT_FAILED } = MESSAGES;

/**
 * Spec step after the upload: POST /api/projects confirms the uploaded project with the client's
 * choices. The body's userId is the spec's; the server takes the user from the session.
 */
export async function createProject(
  userId: string,
  projectId: string,
  videoConfig: UploadVideoConfig,
): Promise<string> {
  const { id } = await unwrap(client.POST('/api/projects', { body: { userId, projectId, videoConfig } }));
  return id ?? projectId;
}
