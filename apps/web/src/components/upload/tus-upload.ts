import {
  errorResponseSchema,
  projectIdSchema,
  TUS_VIDEO_CONFIG_KEY,
  UPLOAD_PROJECT_ID_HEADER,
  UPLOAD_STYLE_ID_KEY,
  type UploadVideoConfig,
} from '@wordreel/core';
import { DetailedError, type PreviousUpload, Upload } from 'tus-js-client';
import { announceSessionRefused } from '../../lib/api.ts';
import { TUS_PATH } from './upload-channel.ts';

const NETWORK_FAILED = 'The upload was interrupted. Check your connection and press Proceed to resume.';
const STYLE_DELETED = 'That style was deleted. Pick another style and press Proceed again.';

export interface VideoUploadOptions {
  file: File;
  userId: string;
  videoConfig: UploadVideoConfig;
  onProgress: (bytesSent: number, bytesTotal: number) => void;
  /** null when the server named no project (the caller reports 'Failed to create project'). */
  onSuccess: (projectId: string | null) => void;
  onError: (message: string) => void;
  /** The creation was refused because the saved style it named is gone (deleted in another tab). */
  onStyleDeleted: () => void;
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
    metadata: uploadMetadata(file, videoConfig),
    fingerprint: (f: File) =>
      Promise.resolve(['wordreel', userId, f.name, f.type, f.size, f.lastModified].join('-')),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    // Up to ~30 s of retries covers a dropped Wi-Fi; after that the user presses Proceed again.
    retryDelays: [0, 1000, 3000, 5000, 10_000, 10_000],
    // 8 MiB PATCH requests: small enough that a dropped connection loses little.
    chunkSize: 8 * 1024 * 1024,
    onProgress: options.onProgress,
    onSuccess: ({ lastResponse }) =>
      options.onSuccess(projectIdOf(upload?.url ?? null, lastResponse.getHeader(UPLOAD_PROJECT_ID_HEADER))),
    onError: (error) => {
      // The session ended mid-upload (signed out elsewhere, expired): the page leads to the login.
      if (sessionRefused(error)) announceSessionRefused();
      const metadata = upload?.options.metadata ?? {};
      if (styleWasDeleted(error, metadata)) options.onStyleDeleted();
      options.onError(uploadErrorMessage(error, metadata));
    },
  });
  return upload;
}

/**
 * tus metadata: the file's name and type, the spec's videoConfig as JSON text and the saved style to
 * start in, when one is chosen (without it the server starts the project in the account's default).
 */
export function uploadMetadata(
  file: File,
  videoConfig: UploadVideoConfig,
  styleId?: string,
): Record<string, string> {
  return {
    filename: file.name,
    filetype: file.type,
    [TUS_VIDEO_CONFIG_KEY]: JSON.stringify(videoConfig),
    ...(styleId && { [UPLOAD_STYLE_ID_KEY]: styleId }),
  };
}

/**
 * The final PATCH names the project in a header. When that answer was lost and a resume found the
 * upload already complete, the answer is a HEAD without it: the upload id (last URL segment) is then
 * the project id.
 */
export function projectIdOf(uploadUrl: string | null, header?: string): string | null {
  for (const candidate of [header, uploadUrl?.replace(/\/+$/, '').split('/').pop()]) {
    if (candidate && projectIdSchema.safeParse(candidate).success) return candidate;
  }
  return null;
}

/**
 * The server's own message when it sent one (spec section 8), otherwise a plain explanation. A saved
 * style gone since it was chosen gets what to do instead of the server's bare "Style not found".
 */
export function uploadErrorMessage(error: Error, metadata: Record<string, string> = {}): string {
  if (styleWasDeleted(error, metadata)) return STYLE_DELETED;
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (response) {
    const parsed = serverErrorOf(response.getBody());
    if (parsed) return parsed.message;
    const status = response.getStatus();
    if (status >= 400) return `Upload failed (HTTP ${status}). Please try again.`;
  }
  return NETWORK_FAILED;
}

/** The server answered 401: the upload's session is no longer signed in. */
export function sessionRefused(error: Error): boolean {
  return error instanceof DetailedError && error.originalResponse?.getStatus() === 401;
}

/** The creation (POST) named a saved style and the server knows no such style of this user's. */
function styleWasDeleted(error: Error, metadata: Record<string, string>): boolean {
  if (!metadata[UPLOAD_STYLE_ID_KEY] || !(error instanceof DetailedError)) return false;
  const creation = error.originalRequest?.getMethod() === 'POST';
  const body = error.originalResponse?.getBody();
  return creation && body !== undefined && serverErrorOf(body)?.code === 'NOT_FOUND';
}

function serverErrorOf(body: string) {
  const parsed = errorResponseSchema.safeParse(safeJson(body));
  return parsed.success ? parsed.data : null;
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
