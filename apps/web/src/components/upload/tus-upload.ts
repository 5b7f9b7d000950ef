import { errorResponseSchema, projectIdSchema } from '@wordreel/core';
import { DetailedError, type PreviousUpload, Upload } from 'tus-js-client';
import type { UploadVideoConfig } from '@wordreel/core';

export const TUS_PATH = '/files/';
export const CREATE_PROJECT_FAILED = 'Failed to create project';
const NETWORK_FAILED = 'The upload was interrupted. Check your connection and press Proceed to resume.';

export interface VideoUploadOptions {
  file: File;
  userId: string;
  videoConfig: UploadVideoConfig;
  onProgress: (bytesSent: number, bytesTotal: number) => void;
  onSuccess: (projectId: string) => void;
  onError: (message: string) => void;
}

/**
 * A resumable upload to our tus endpoint. The fingerprint names the user as well as the file, so a
 * shared browser never offers one user the half-finished upload of another; the URL is kept in
 * localStorage until the upload finishes.
 */
export function createVideoUpload(options: VideoUploadOptions): Upload {
  const { file, userId, videoConfig } = options;
  let upload: Upload | null = null;
  upload = new Upload(file, {
    endpoint: new URL(TUS_PATH, window.location.origin).href,
    metadata: { filename: file.name, filetype: file.type, videoConfig: JSON.stringify(videoConfig) },
    fingerprint: (f: File) =>
      Promise.resolve(['wordreel', userId, f.name, f.type, f.size, f.lastModified].join('-')),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    // Up to ~30 s of retries covers a dropped Wi-Fi; after that the user presses Proceed again.
    retryDelays: [0, 1000, 3000, 5000, 10_000, 10_000],
    // 8 MiB PATCH requests: small enough that a dropped connection loses little.
    chunkSize: 8 * 1024 * 1024,
    onProgress: options.onProgress,
    onSuccess: ({ lastResponse }) => {
      const projectId = projectIdOf(upload?.url ?? null, lastResponse.getHeader('upload-project-id'));
      if (projectId) options.onSuccess(projectId);
      else options.onError(CREATE_PROJECT_FAILED);
    },
    onError: (error) => options.onError(uploadErrorMessage(error)),
  });
  return upload;
}

/** The project id is the upload's id, the last segment of its tus URL (docs/decisions/003-uploads.md). */
export function projectIdOf(uploadUrl: string | null, header?: string): string | null {
  const candidate = header ?? uploadUrl?.replace(/\/+$/, '').split('/').pop() ?? '';
  return projectIdSchema.safeParse(candidate).success ? candidate : null;
}

/** The server's own message when it sent one (spec section 8), otherwise a plain explanation. */
export function uploadErrorMessage(error: Error): string {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (response) {
    const body = safeJson(response.getBody());
    const parsed = errorResponseSchema.safeParse(body);
    if (parsed.success) return parsed.data.message;
    const status = response.getStatus();
    if (status >= 400) return `Upload failed (HTTP ${status}). Please try again.`;
  }
  return NETWORK_FAILED;
}

export interface ResumableUpload {
  previous: PreviousUpload;
  /** Bytes the server already holds. */
  offset: number;
}

/**
 * An earlier, unfinished upload of the same file by the same user, with how far it got (a tus HEAD).
 * Uploads the server no longer knows are forgotten.
 */
export async function findResumableUpload(upload: Upload): Promise<ResumableUpload | null> {
  const previous = await upload.findPreviousUploads();
  const sorted = [...previous].sort((a, b) => b.creationTime.localeCompare(a.creationTime));
  for (const candidate of sorted) {
    if (!candidate.uploadUrl) continue;
    const offset = await fetchOffset(candidate.uploadUrl);
    if (offset !== null) return { previous: candidate, offset };
    await upload.options.urlStorage?.removeUpload(candidate.urlStorageKey);
  }
  return null;
}

async function fetchOffset(uploadUrl: string): Promise<number | null> {
  try {
    const response = await fetch(uploadUrl, {
      method: 'HEAD',
      credentials: 'same-origin',
      headers: { 'Tus-Resumable': '1.0.0' },
    });
    if (!response.ok) return null;
    const offset = Number(response.headers.get('upload-offset'));
    return Number.isFinite(offset) ? offset : null;
  } catch {
    return null;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
