import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  createReadyProject,
  DESKTOP,
  makePortraitVideo,
  PHONE,
  saveScreen,
  signUpByApi,
} from './creator-setup.ts';

let videoDir = '';
test.beforeAll(async () => {
  videoDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-layout-e2e-'));
});
test.afterAll(async () => {
  await fs.rm(videoDir, { recursive: true, force: true });
});

async function box(page: Page, selector: string) {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} has no box`);
  return b;
}

/** No element of the player's control bar reaches past the player's edges. */
async function controlsOverflow(page: Page): Promise<string[]> {
  return page.locator('.player').evaluate((player) => {
    const edge = player.getBoundingClientRect();
    return Array.from(player.querySelectorAll('.player-controls *'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || getComputedStyle(el).display === 'none') return false;
        return r.left < edge.left - 0.5 || r.right > edge.right + 0.5;
      })
      .map((el) => el.className || el.tagName);
  });
}

for (const viewport of [DESKTOP, PHONE]) {
  const phone = viewport === PHONE;
  test(`studio at ${viewport.width}x${viewport.height}: controls fit, keys work anywhere, screens saved`, async ({
    browser,
    server,
    mailbox,
  }) => {
    test.setTimeout(150_000);
    const context = await browser.newContext({ baseURL: server.baseURL, viewport });
    const page = await context.newPage();
    await signUpByApi(page, mailbox, 'layout');
    const video = await makePortraitVideo(videoDir, `layout-${viewport.width}.mp4`);
    const projectId = await createReadyProject(
      page,
      video,
      'Sourdough at home, a very long project name that goes on',
    );

    await page.goto('/project');
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
    await saveScreen(page, 'dashboard');
    // Each feature tile holds its title and button, each button's label on one line.
    for (const tile of await page.locator('.feature-tile').all()) {
      const outer = (await tile.boundingBox())!;
      for (const inner of await tile.locator('h3, button').all()) {
        const b = (await inner.boundingBox())!;
        expect(b.x + b.width, (await inner.textContent()) ?? '').toBeLessThanOrEqual(outer.x + outer.width);
      }
      const action = tile.locator('button');
      if ((await action.count()) === 0) continue;
      // One line box for the label's text: a wrapped label has two.
      const lines = await action.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getClientRects().length;
      });
      expect(lines, (await action.textContent()) ?? '').toBe(1);
    }

    await page.goto(`/studio/${projectId}`);
    await expect(page.locator('.player canvas.player-fill:not(.player-split)')).toBeAttached({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    // The project's name has room in the top bar, beside its actions or (phone) on a line of its own.
    const title = await page.locator('h1.studio-title').boundingBox();
    expect(title?.width ?? 0).toBeGreaterThan(150);

    // Every player control is a 44 px target and none reaches past the player; the time is one line.
    for (const name of ['Play', 'Mute', 'Fullscreen']) {
      const b = await page.getByRole('button', { name, exact: true }).boundingBox();
      expect(b?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(b?.width ?? 0).toBeGreaterThanOrEqual(44);
    }
    expect(await controlsOverflow(page)).toEqual([]);
    const time = await box(page, '.player-time');
    expect(time.height).toBeLessThan(24);
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    const preview = await box(page, '.studio-preview');
    const panel = await box(page, '.studio-panel');
    if (phone) {
      // Phone: the preview on top, the tools below it. The frame switch sits beside the portrait
      // preview, so the tabs start right under the preview, not a screen below it.
      expect(preview.y + preview.height).toBeLessThanOrEqual(panel.y + 1);
      const player = await box(page, '.player');
      const frames = await box(page, '[role="radiogroup"][aria-label="Export frame"]');
      expect(frames.x).toBeGreaterThanOrEqual(player.x + player.width);
      expect(frames.y + frames.height).toBeLessThanOrEqual(player.y + player.height);
      const tabs = await box(page, '[role="tablist"]');
      expect(tabs.y - (player.y + player.height)).toBeLessThan(48);
    } else {
      // Desktop: the preview stays in view while the tools scroll.
      await page.getByRole('tab', { name: 'Style' }).click();
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      const after = await box(page, '.studio-preview');
      expect(after.y).toBeGreaterThanOrEqual(0);
      expect(after.y + after.height).toBeLessThanOrEqual(viewport.height);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    await saveScreen(page, 'studio-style');

    // Keys reach the player from anywhere but a text field: K plays from a theme button, K pauses.
    await page.getByRole('button', { name: 'Venus' }).focus();
    await page.keyboard.press('k');
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await page.keyboard.press('k');
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    const at = () =>
      page.locator('.player video[data-shown]').evaluate((v: HTMLVideoElement) => v.currentTime);
    await page.keyboard.press('l');
    await expect.poll(at).toBeGreaterThan(4);
    await page.keyboard.press('j');
    await expect.poll(at).toBeLessThan(1);

    // Names and values as shown: the new project's captions sit at the default 72 % of the frame
    // height, and the slider says so in the frame's own percent (as the drag handle does).
    await expect(page.getByRole('slider', { name: 'Vertical position' })).toHaveAttribute(
      'aria-valuetext',
      '72%',
    );

    await page.getByRole('tab', { name: 'Captions' }).click();
    await expect(page.getByRole('textbox', { name: /Caption word/ }).first()).toBeVisible();
    await saveScreen(page, 'studio-captions');
    await page.getByRole('tab', { name: 'Boost' }).click();
    await saveScreen(page, 'studio-boost');
    if (phone) {
      // The narrowest phones, with the wide frame: the player fits the screen, nothing scrolls sideways.
      await page.setViewportSize({ width: 320, height: 640 });
      await page.getByRole('radio', { name: /^Landscape/ }).click();
      const player = await box(page, '.player');
      expect(player.x + player.width).toBeLessThanOrEqual(320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    }
    await context.close();
  });
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`public pages at ${viewport.width}x${viewport.height}: screens saved, nothing sideways`, async ({
    browser,
    server,
  }) => {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport });
    const page = await context.newPage();
    for (const [route, name] of [
      ['/', 'landing'],
      ['/pricing', 'pricing'],
      ['/signup', 'signup'],
      ['/login', 'login'],
    ] as const) {
      await page.goto(route);
      await expect(page.locator('main h1').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await saveScreen(page, name);
    }
    await context.close();
  });
}
