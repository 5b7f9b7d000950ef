import type { CaptionsMeta } from '@wordreel/core/captions/captions-meta';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { followAlignment } from './follow-alignment.ts';
import { studioApi } from './studio-api.ts';

export interface CaptionsSource {
  /** Which recogniser made the captions (the Captions tab's notice); null until known or when none. */
  meta: CaptionsMeta | null;
  /** Replaces the captions with an SRT or VTT file's. */
  importFile: (text: string) => Promise<void>;
  /** Lines a pasted script up with the speech (a server job), reporting its progress 0..100. */
  alignScript: (text: string, onProgress: (percent: number) => void) => Promise<void>;
}

/**
 * Where the captions came from, and the two ways of replacing them wholesale. Each replacement also
 * changes their source, so the source is asked again after it: the basic recogniser's warning must
 * not outlive the captions it was about. (Writing them again changes the project's status, a new key.)
 */
export function useCaptionsSource(
  projectId: string,
  status: string,
  reloadCaptions: () => Promise<void>,
): CaptionsSource {
  const queryClient = useQueryClient();
  const meta = useQuery({
    queryKey: ['captions-meta', projectId, status],
    queryFn: () => studioApi.captionsMeta(projectId),
  });

  const replaced = useCallback(async () => {
    await Promise.all([
      reloadCaptions(),
      queryClient.invalidateQueries({ queryKey: ['captions-meta', projectId] }),
    ]);
  }, [projectId, queryClient, reloadCaptions]);

  const importFile = useCallback(
    async (text: string) => {
      await studioApi.importCaptions(projectId, text);
      await replaced();
    },
    [projectId, replaced],
  );

  const alignScript = useCallback(
    async (text: string, onProgress: (percent: number) => void) => {
      // The server lines the script up in a job; follow it, then show the stored captions.
      await studioApi.alignScript(projectId, text);
      await followAlignment({ status: () => studioApi.alignStatus(projectId), onProgress });
      await replaced();
    },
    [projectId, replaced],
  );

  return { meta: meta.data ?? null, importFile, alignScript };
}
