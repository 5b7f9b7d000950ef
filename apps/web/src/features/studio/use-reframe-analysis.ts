import type { ReframeStatus } from '@wordreel/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, parseError } from '../../lib/api.ts';
import { studioApi } from './studio-api.ts';

/** How often a queued or running analysis is asked about (its job sends no events). */
export const REFRAME_POLL_MS = 1000;

export interface ReframeAnalysis {
  /** The analysis of the video for the current frame; null until known (or when the frame crops nothing). */
  status: ReframeStatus | null;
  /** True from the click until the server has answered. */
  starting: boolean;
  /** Starts the analysis, joins a running one, or tries a failed one again. */
  start: () => Promise<void>;
}

const isLive = (status: ReframeStatus | null | undefined) =>
  status?.state === 'queued' || status?.state === 'running';

/**
 * The face analysis behind auto-reframe, as the studio's Reframe control shows it: `GET
 * /api/projects/{id}/reframe` once per frame (`enabled` once the server has that frame), then every
 * second while the job is queued or running (progress), until it is done or failed. When an analysis
 * this studio was waiting for ends, the server has written its reframe into the edit list:
 * `onApplied` takes it in. `before` runs ahead of a start (saving the frame the analysis is for).
 */
export function useReframeAnalysis(
  projectId: string,
  frameKey: string,
  enabled: boolean,
  {
    before,
    onApplied,
    onError,
  }: { before: () => Promise<void>; onApplied: () => void; onError: (m: string) => void },
): ReframeAnalysis {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['reframe-analysis', projectId, frameKey],
    // A 409 says the saved frame crops nothing: no analysis to show, not a failure.
    queryFn: async () => {
      try {
        return await studioApi.reframeStatus(projectId);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return null;
        throw error;
      }
    },
    enabled,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (q) => (isLive(q.state.data) ? REFRAME_POLL_MS : false),
  });
  const status = enabled ? (query.data ?? null) : null;

  // A live analysis that ends done: its reframe is in the edit list now.
  const wasLive = useRef(false);
  const applied = useRef(onApplied);
  useEffect(() => {
    applied.current = onApplied;
  });
  useEffect(() => {
    if (isLive(status)) wasLive.current = true;
    else if (status && wasLive.current) {
      wasLive.current = false;
      if (status.state === 'done') applied.current();
    }
  }, [status]);

  const [starting, setStarting] = useState(false);
  const start = useCallback(async () => {
    setStarting(true);
    try {
      await before();
      const answer = await studioApi.startReframe(projectId);
      // Done at once (a stored analysis, applied already) or live (followed until it ends).
      if (answer.state === 'done') applied.current();
      else wasLive.current = isLive(answer);
      queryClient.setQueryData(['reframe-analysis', projectId, frameKey], answer);
    } catch (error) {
      onError(parseError(error));
    } finally {
      setStarting(false);
    }
  }, [before, projectId, frameKey, queryClient, onError]);

  return { status, starting, start };
}
