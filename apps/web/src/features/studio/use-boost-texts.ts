import type { BoostTexts } from '@wordreel/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSaveOnLeave } from '../../lib/save-on-leave.ts';
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
  const pending = useRef<BoostTexts | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const save = useCallback(
    async (leaving = false) => {
      window.clearTimeout(timer.current);
      const next = pending.current;
      if (!next) return;
      pending.current = null;
      try {
        await studioApi.saveBoost(projectId, next, leaving);
      } catch (error) {
        console.error(BOOST_SAVE_FAILED, error);
        onError(BOOST_SAVE_FAILED);
      }
    },
    [projectId, onError],
  );

  const keep = useCallback(
    (next: BoostTexts) => {
      setTexts(next);
      pending.current = next;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void save(), SAVE_DELAY_MS);
    },
    [save],
  );

  useEffect(() => () => void save(), [save]);
  useSaveOnLeave(save);
  return { texts, keep };
}
