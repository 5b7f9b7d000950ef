/**
 * Capturing the studio preview for parity checks: the browser, the studio chrome hidden so only the
 * export's frame is on screen, seeking the <video>, and a screenshot once the repaint has landed.
 * The one place that knows which parts of the studio are not part of the frame.
 */
import type { Page } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'];

/** Studio chrome drawn over or around the player that the export does not have. */
export const STUDIO_CHROME = ['.player-controls', '.toast-region', '.studio-topbar', '.caption-placer'];

/** The bits of the page's <video> used here (the bench has no DOM typings). */
interface SeekableVideo {
  currentTime: number;
  addEventListener(type: 'seeked', listener: () => void, options: { once: boolean }): void;
}

/** Seeks the player's <video> and resolves once it has. */
export function seekPreview(page: Page, seconds: number): Promise<void> {
  return page.locator('.player video[data-shown]').evaluate(async (element, at) => {
    const video = element as unknown as SeekableVideo;
    await new Promise<void>((resolve) => {
      video.addEventListener('seeked', () => resolve(), { once: true });
      video.currentTime = at;
    });
  }, seconds);
}

/**
 * Opens a project's studio ready to be captured: the caption renderer attached, the chrome hidden,
 * the player pinned to the page's corner on whole pixels (its screenshot is then exactly the frame
 * at the context's device scale), fonts given time to reach the renderer, and a first seek made (the
 * first paint after the page loads can land after the first measured seek).
 */
export async function openStudioForCapture(page: Page, projectId: string): Promise<void> {
  await page.goto(`/studio/${projectId}`);
  await page
    .locator('.player canvas.player-captions:not(.player-emoji)')
    .waitFor({ state: 'attached', timeout: 30_000 });
  await page.addStyleTag({
    content: `${STUDIO_CHROME.join(', ')} { display: none !important; }
      .player { position: fixed !important; left: 0; top: 0; z-index: 100; border-radius: 0 !important; }`,
  });
  await page.waitForTimeout(1500);
  await seekPreview(page, 1);
  await page.waitForTimeout(600);
}

/** A screenshot of the player once two in a row, 250 ms apart, are the same (the repaint has landed). */
export async function settledScreenshot(page: Page): Promise<Buffer> {
  let previous = await page.locator('.player').screenshot();
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(250);
    const next = await page.locator('.player').screenshot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error('the preview never settled');
}
