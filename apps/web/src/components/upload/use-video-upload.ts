import type { UploadVideoConfig } from '@wordreel/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Upload } from 'tus-js-client';
import { savedStylesQueryKey } from '../../features/studio/saved-styles-api.ts';
import { CREATE_PROJECT_FAILED, createProject } from './create-project.ts';
import {
  createVideoUpload,
  findResumableUpload,
  projectIdOf,
  type ResumableUpload,
  uploadMetadata,
} from './tus-upload.ts';
import { ALIVE_EVERY_MS, announceUpload, onUploadNotice } from './upload-channel.ts';

/** Lets the dashboard's list drop a row the server removed with the upload (refused or cancelled). */
function announceEnded(upload: Upload | null): void {
  const projectId = projectIdOf(upload?.url ?? null);
  if (projectId) announceUpload({ type: 'ended', projectId });
}

/** checking: looking for an earlier unfinished upload; ready: waiting for Proceed. */
export type UploadPhase = 'checking' | 'ready' | 'uploading' | 'cancelling' | 'failed' | 'done';

export interface VideoUploadState {
  phase: UploadPhase;
  bytesSent: number;
  bytesTotal: number;
  error: string | null;
  notice: string | null;
  resumable: ResumableUpload | null;
}

export interface VideoUploadControls extends VideoUploadState {
  /**
   * Starts the upload, or resumes the earlier one / the interrupted one. `styleId`: the saved style
   * the project starts in (none: the account's default).
   */
  start: (videoConfig: UploadVideoConfig, styleId?: string) => void;
  /** Aborts and deletes the partial upload on the server. */
  cancel: () => Promise<void>;
  /** Forgets the earlier unfinished upload (and deletes it on the server) so Proceed starts afresh. */
  startOver: () => Promise<void>;
}

/** One tus upload of one chosen file, as React state. */
export function useVideoUpload(
  file: File,
  userId: string,
  onUploaded: (projectId: string) => void,
): VideoUploadControls {
  const [state, setState] = useState<VideoUploadState>({
    phase: 'checking',
    bytesSent: 0,
    bytesTotal: file.size,
    error: null,
    notice: null,
    resumable: null,
  });
  const uploadRef = useRef<Upload | null>(null);
  // The videoConfig of the current attempt, and the project id once the bytes are all on the server.
  const configRef = useRef<UploadVideoConfig | null>(null);
  const uploadedIdRef = useRef<string | null>(null);
  const onUploadedRef = useRef(onUploaded);
  const confirmRef = useRef<((projectId: string, videoConfig: UploadVideoConfig) => void) | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });

  useEffect(() => {
    let live = true;
    const update = (patch: Partial<VideoUploadState>) => {
      if (live) setState((current) => ({ ...current, ...patch }));
    };
    const confirm = (projectId: string, videoConfig: UploadVideoConfig) => {
      createProject(userId, projectId, videoConfig)
        .then((id) => {
          update({ phase: 'done' });
          if (live) onUploadedRef.current(id);
        })
        .catch(() => update({ phase: 'failed', error: CREATE_PROJECT_FAILED }));
    };
    confirmRef.current = confirm;
    let lastBeat = 0;
    const upload = createVideoUpload({
      file,
      userId,
      videoConfig: { name: file.name, lang: 'en', orientation: 'portrait' },
      onProgress: (bytesSent, bytesTotal) => {
        update({ bytesSent, bytesTotal });
        const projectId = projectIdOf(uploadRef.current?.url ?? null);
        if (projectId && Date.now() - lastBeat >= ALIVE_EVERY_MS) {
          lastBeat = Date.now();
          announceUpload({ type: 'alive', projectId });
        }
      },
      onSuccess: (projectId) => {
        update({ bytesSent: file.size });
        uploadedIdRef.current = projectId;
        if (projectId && configRef.current) confirm(projectId, configRef.current);
        else update({ phase: 'failed', error: CREATE_PROJECT_FAILED });
      },
      onError: (message) => {
        update({ phase: 'failed', error: message });
        announceEnded(uploadRef.current);
      },
      // The list the style was picked from is stale: refreshed, the gone style leaves the choice.
      onStyleDeleted: () => void queryClient.invalidateQueries({ queryKey: savedStylesQueryKey }),
    });
    uploadRef.current = upload;
    findResumableUpload(upload)
      .then((resumable) => update({ phase: 'ready', resumable }))
      .catch(() => update({ phase: 'ready' }));
    return () => {
      live = false;
      // Leaving mid-upload keeps the partial upload resumable (no terminate).
      void upload.abort(false);
    };
  }, [file, userId, queryClient]);

  // Leaving mid-upload is allowed (it resumes later) but deserves a warning.
  const uploading = state.phase === 'uploading';
  useEffect(() => {
    if (!uploading) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [uploading]);

  const start = useCallback(
    (videoConfig: UploadVideoConfig, styleId?: string) => {
      const upload = uploadRef.current;
      if (!upload) return;
      configRef.current = videoConfig;
      const uploadedId = uploadedIdRef.current;
      if (uploadedId) {
        // Every byte is on the server already; only the project step failed: try that again.
        setState((current) => ({ ...current, phase: 'uploading', error: null, notice: null }));
        confirmRef.current?.(uploadedId, videoConfig);
        return;
      }
      const { resumable } = state;
      if (resumable && !upload.url) upload.resumeFromPreviousUpload(resumable.previous);
      upload.options.metadata = uploadMetadata(file, videoConfig, styleId);
      setState((current) => ({
        ...current,
        phase: 'uploading',
        error: null,
        notice: null,
        bytesSent: Math.max(current.bytesSent, resumable?.offset ?? 0),
      }));
      upload.start();
    },
    [file, state],
  );

  const cancel = useCallback(async () => {
    const upload = uploadRef.current;
    if (!upload) return;
    setState((current) => ({ ...current, phase: 'cancelling' }));
    try {
      await upload.abort(true);
    } catch {
      // The server may already have dropped it; either way it is gone from this browser's storage.
    }
    announceEnded(upload);
    upload.url = null;
    setState((current) => ({
      ...current,
      phase: 'ready',
      bytesSent: 0,
      resumable: null,
      error: null,
      notice: 'Upload cancelled.',
    }));
  }, []);

  // Deleting the uploading row on the dashboard (any tab) cancels this upload rather than letting
  // tus-js-client's retry start a fresh one.
  useEffect(
    () =>
      onUploadNotice((notice) => {
        const upload = uploadRef.current;
        if (notice.type === 'cancelled' && upload && projectIdOf(upload.url) === notice.projectId) {
          void cancel();
        }
      }),
    [cancel],
  );

  const startOver = useCallback(async () => {
    const upload = uploadRef.current;
    const previous = state.resumable?.previous;
    if (!upload || !previous) return;
    setState((current) => ({ ...current, phase: 'checking' }));
    if (previous.uploadUrl) await Upload.terminate(previous.uploadUrl).catch(() => undefined);
    await upload.options.urlStorage?.removeUpload(previous.urlStorageKey).catch(() => undefined);
    upload.url = null;
    setState((current) => ({ ...current, phase: 'ready', resumable: null, bytesSent: 0 }));
  }, [state.resumable]);

  return { ...state, start, cancel, startOver };
}
