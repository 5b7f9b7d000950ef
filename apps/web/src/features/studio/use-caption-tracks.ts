import { retimeCaptions, retimeTrackPages, type PlaybackRange, type TrackPage } from '@wordreel/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { tracksApi } from './tracks-api.ts';

/**
 * The project's translated caption tracks, polled each second while one is being translated, read
 * again when the captions change on the server (a track may have become stale); and the chosen
 * track's pages on the preview's timeline (undefined: draw the captions themselves).
 */
export function useCaptionTracks(
  projectId: string,
  chosen: string | null | undefined,
  captionsVersion: number,
  ranges: readonly PlaybackRange[] | null,
) {
  const list = useQuery({
    queryKey: ['caption-tracks', projectId],
    queryFn: () => tracksApi.list(projectId),
    refetchInterval: (query) =>
      query.state.data?.tracks.some((t) => t.state === 'queued' || t.state === 'running') ? 1000 : false,
  });
  const { refetch } = list;
  useEffect(() => {
    if (captionsVersion > 0) void refetch();
  }, [captionsVersion, refetch]);

  const track = list.data?.tracks.find((t) => t.id === chosen && t.pageCount > 0) ?? null;
  const detail = useQuery({
    queryKey: ['caption-track', projectId, track?.id, track?.updatedAt],
    queryFn: () => tracksApi.get(projectId, track?.id ?? ''),
    enabled: track !== null,
    staleTime: Infinity,
  });
  const pages = detail.data?.pages;
  const drawnPages = useMemo<TrackPage[] | undefined>(() => {
    if (!track || !pages) return undefined;
    return ranges ? retimeTrackPages(pages, (items) => retimeCaptions(items, ranges)) : pages;
  }, [track, pages, ranges]);
  return { list, drawnPages, chosenTrack: track };
}
