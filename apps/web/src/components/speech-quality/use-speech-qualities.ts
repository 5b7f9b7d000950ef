import type { Language, SpeechQualities, SpeechQuality, SpeechQualityOption } from '@wordreel/core';
import { useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../lib/api-client.ts';

/**
 * The server's Fast / Balanced / Best for a new video of `seconds` in `lang` (null seconds: not known
 * yet), or for writing one of the user's projects' captions again (`projectId`: the server counts the
 * length it hears and the speech found in it).
 */
export function useSpeechQualities(
  lang: Language,
  video: { seconds: number | null } | { projectId: string },
) {
  const query =
    'projectId' in video
      ? { lang, projectId: video.projectId }
      : {
          lang,
          seconds: video.seconds === null || !Number.isFinite(video.seconds) ? 0 : Math.round(video.seconds),
        };
  return useQuery({
    queryKey: ['speech-qualities', query],
    queryFn: (): Promise<SpeechQualities> =>
      unwrap(client.GET('/api/speech/qualities', { params: { query } })),
    staleTime: 60_000,
  });
}

/** The choice shown: the user's when it can run, else the server's recommendation. */
export function effectiveQuality(
  qualities: SpeechQualities | undefined,
  chosen: SpeechQuality | null,
): SpeechQuality | null {
  const available = qualities?.options.filter((o) => o.available).map((o) => o.quality) ?? [];
  if (chosen && available.includes(chosen)) return chosen;
  return qualities?.recommended ?? available[0] ?? null;
}

/**
 * "about 20 s", "up to about 3 min" (before the video's speech is known, its whole length counts),
 * or why there is no figure.
 */
export function formatEstimate(
  option: Pick<SpeechQualityOption, 'estimateSeconds' | 'estimateBasis'>,
): string {
  const seconds = option.estimateSeconds;
  if (seconds === null) return 'no time estimate until it has run here once';
  const about = seconds < 90 ? `about ${seconds} s` : `about ${Math.round(seconds / 60)} min`;
  return option.estimateBasis === 'length' ? `up to ${about}` : about;
}
