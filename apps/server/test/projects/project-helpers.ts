import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestApp } from '../test-app.ts';

/** Starts the test app on a real port (uploads need a real HTTP client) and returns its base URL. */
export async function listen(t: TestApp): Promise<string> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

/** Posts a multipart upload the way an API client does. */
export async function postUpload(
  base: string,
  cookie: string | undefined,
  parts: { file?: { path: string; name?: string }; videoConfig?: string; styleId?: string },
  headers: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  if (parts.videoConfig !== undefined) form.append('videoConfig', parts.videoConfig);
  if (parts.styleId !== undefined) form.append('styleId', parts.styleId);
  if (parts.file) {
    const bytes = await fs.readFile(parts.file.path);
    form.append(
      'video',
      new Blob([bytes], { type: 'video/mp4' }),
      parts.file.name ?? path.basename(parts.file.path),
    );
  }
  return fetch(`${base}/upload`, {
    method: 'POST',
    body: form,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
}

/** A multipart upload of `file` (named in its config too) that must be accepted: the new project's id. */
export async function uploadedProjectId(
  base: string,
  cookie: string,
  file: { path: string; name?: string },
): Promise<string> {
  const res = await postUpload(base, cookie, { file, videoConfig: config(file.name) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { projectId: string }).projectId;
}

/** A tus Upload-Metadata header from its fields (each value base64, as tus sends them). */
export const tusMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/**
 * A tus creation (`POST /files/`) as a tus client sends it: `auth` (a session cookie or a bearer key),
 * the declared length and the metadata fields.
 */
export function createTusUpload(
  base: string,
  auth: Record<string, string>,
  length: number,
  fields: Record<string, string>,
): Promise<Response> {
  return fetch(`${base}/files/`, {
    method: 'POST',
    headers: {
      'Tus-Resumable': '1.0.0',
      ...auth,
      'Upload-Length': String(length),
      'Upload-Metadata': tusMetadata(fields),
    },
  });
}

/** A tus PATCH (`PATCH /files/{id}`) of `body` at `offset`, with `auth` (a session cookie or a bearer key). */
export function patchTusUpload(
  url: string | URL,
  auth: Record<string, string>,
  offset: number,
  body: Buffer,
): Promise<Response> {
  return fetch(url, {
    method: 'PATCH',
    headers: {
      'Tus-Resumable': '1.0.0',
      ...auth,
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    },
    body,
  });
}

/** Every file under a directory (recursively), relative to it. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

export const config = (name = 'clip.mp4', extra: Record<string, unknown> = {}) =>
  JSON.stringify({ name, lang: 'en', orientation: 'portrait', ...extra });

/** The box type of an MP4's first box, which is always `ftyp`: enough to tell an MP4 from anything else. */
export function firstBoxType(bytes: Uint8Array): string {
  return Buffer.from(bytes).subarray(4, 8).toString();
}
