import type { Language, SpeechQualities, SpeechQuality } from '@wordreel/core';
import { useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../lib/api-client.ts';

/** The server's Fast / Balanced / Best for a video of `seconds` in `lang` (null seconds: not known yet). */
export function useSpeechQualities(lang: Language, seconds: number | null) {
  const rounded = seconds === null || !Number.isFinite(seconds) ? 0 : Math.round(seconds);
  return useQuery({
    queryKey: ['speech-qualities', lang, rounded],
    queryFn: (): Promise<SpeechQualities> =>
      unwrap(client.GET('/api/speech/qualities', { params: { query: { lang, seconds: rounded } } })),
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

/** "about 20 s", "about 3 min", or why there is no figure. */
export function formatEstimate(seconds: number | null): string {
  if (seconds === null) return 'time not measured here yet';
  return seconds < 90 ? `about ${seconds} s` : `about ${Math.round(seconds / 60)} min`;
}
