import type { BoostTexts } from '@wordreel/core';
import { useCallback, useState } from 'react';
import { useDebouncedSave } from '../../lib/use-debounced-save.ts';
import { studioApi } from './studio-api.ts';

const SAVE_DELAY_MS = 600;
export const BOOST_SAVE_FAILED = 'Your title and description could not be saved.';

/**
 * The Boost texts kept with the project: the latest is held here (the Boost tab can unmount when
 * another tab is chosen) and saved with PUT /api/projects/{id}/boost, debounced while typing and at
 * once when the studio closes or the page is left (a reload, a closed tab).
 */
export function useBoostTexts(
  projectId: string,
  saved: BoostTexts | null | undefined,
  onError: (message: string) => void,
): { texts: BoostTexts | null; keep: (texts: BoostTexts) => void } {
  const [texts, setTexts] = useState<BoostTexts | null>(saved ?? null);
  const { schedule } = useDebouncedSave<BoostTexts>({
    delayMs: SAVE_DELAY_MS,
    send: (next, leaving) => studioApi.saveBoost(projectId, next, leaving),
    onError: (error) => {
      console.error(BOOST_SAVE_FAILED, error);
      onError(BOOST_SAVE_FAILED);
    },
  });

  const keep = useCallback(
    (next: BoostTexts) => {
      setTexts(next);
      schedule(next);
    },
    [schedule],
  );
  return { texts, keep };
}
