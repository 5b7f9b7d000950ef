import { useEffect } from 'react';

const APP = 'Wordreel';

/**
 * The browser tab's title for the page on screen ("Pricing · Wordreel"): what a screen reader reads
 * first on a new page, and what tells tabs apart. Back to the app's name when the page goes, so a
 * page without a title of its own never shows the last one's.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${APP}`;
    return () => {
      document.title = APP;
    };
  }, [title]);
}
