import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  captionBandSsim,
  createReadyProject,
  makeLandscapeVideo,
  openSuitePage,
  saveExportedFrame,
  showFrame,
  type SuitePage,
} from './creator-setup.ts';
import { startSlowSendProxy } from './slow-network-proxy.ts';

const run = promisify(execFile);

/** Screenshots of the key screens, kept as CI artefacts (Playwright's output directory). */
const SHOTS = path.join(import.meta.dirname, '..', 'test-results', 'screens');

const CAPTIONS = [
  ['Landscape', 0, 600],
  [' videos', 600, 1200],
  [' look', 1200, 1700],
  [' right', 1700, 2400],
].map(([text, startMs, endMs]) => ({ text, startMs, endMs, confidence: 0.9, timestampMs: startMs }));

async function openStudio(
  browser: Browser,
  baseURL: string,
  cookies: Page,
  size: { width: number; height: number },
  scale: number,
) {
  const context = await browser.newContext({
    baseURL,
    viewport: size,
    deviceScaleFactor: scale,
    storageState: await cookies.context().storageState(),
  });
  return context.newPage();
}

test.describe.configure({ mode: 'serial' });

let suite: SuitePage | undefined;
let owner: Page;
let projectId = '';
let work = '';
let exportFile = '';

test.beforeAll(async ({ browser, server, mailbox }) => {
  test.setTimeout(120_000);
  await fs.mkdir(SHOTS, { recursive: true });
  suite = await openSuitePage(browser, server.baseURL, mailbox, 'frame');
  owner = suite.page;
  work = suite.work;
  // No orientation chosen: the project starts in the landscape frame of its source.
  projectId = await createReadyProject(
    owner,
    await makeLandscapeVideo(work, 'Garden tour.mp4', 4),
    'Garden tour.mp4',
    {
      orientation: 'source',
      captions: CAPTIONS,
    },
  );
});

test.afterAll(async () => {
  await suite?.close();
});

test('should preview a landscape upload in its own 16:9 frame, then switch the frame to portrait with the blurred fill', async () => {
  test.setTimeout(150_000);
  const page = owner;
  await page.goto(`/studio/${projectId}`);
  await expect(page.getByRole('radio', { name: /Landscape/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('.player canvas.player-captions')).toBeAttached({ timeout: 20_000 });
  const box = page.getByTestId('export-frame');
  const size = await box.boundingBox();
  expect((size?.width ?? 0) / (size?.height ?? 1)).toBeCloseTo(16 / 9, 1);
  await showFrame(page, 40);
  await page.screenshot({ path: path.join(SHOTS, 'studio-landscape-1280.png') });
  // The cover offered first is the one a landscape export attaches, on the source's whole frames.
  await page.getByRole('tab', { name: 'Boost' }).click();
  // The cover controls come with the best frames, which the server takes from the video: as long as
  // the tiles' own wait below on a loaded runner.
  const youtube = page.getByRole('button', { name: 'YouTube 1280x720' });
  await expect(youtube).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  const tile = page
    .getByRole('button', { name: /^Frame at / })
    .first()
    .locator('img');
  await expect(tile).toHaveJSProperty('complete', true, { timeout: 60_000 });
  const tileBox = await tile.boundingBox();
  expect((tileBox?.width ?? 0) / (tileBox?.height ?? 1)).toBeCloseTo(16 / 9, 1);

  const saved = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api/projects/${projectId}`) &&
      r.request().method() === 'PUT' &&
      (r.request().postData() ?? '').includes('"videoOrientation":"portrait"'),
  );
  await page.getByRole('radio', { name: /Portrait/ }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.locator('.player canvas.player-fill:not(.player-split)')).toBeVisible();
  const portrait = await box.boundingBox();
  expect((portrait?.width ?? 0) / (portrait?.height ?? 1)).toBeCloseTo(9 / 16, 1);
  await expect(page.getByRole('button', { name: 'Shorts 1080x1920' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await showFrame(page, 40);
  await page.screenshot({ path: path.join(SHOTS, 'studio-portrait-fill-1280.png') });
  await page.reload();
  await expect(page.getByRole('radio', { name: /Portrait/ })).toHaveAttribute('aria-checked', 'true');
});

test('should export the frame the preview shows (caption band SSIM) and name the download after the project', async () => {
  test.setTimeout(180_000);
  const page = owner;
  await page.goto(`/studio/${projectId}`);
  await expect(page.locator('.player canvas.player-captions')).toBeAttached({ timeout: 20_000 });
  const download = page.waitForEvent('download', { timeout: 150_000 });
  await page.getByRole('button', { name: /^Export/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Garden tour.mp4');
  exportFile = path.join(work, 'export.mp4');
  await file.saveAs(exportFile);
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v',
    '-show_entries',
    'stream=width,height',
    '-of',
    'csv=p=0',
    exportFile,
  ]);
  expect(stdout.trim()).toBe('1080,1920');

  const shot = await showFrame(page, 40);
  const ssim = await captionBandSsim(
    await saveExportedFrame(exportFile, 40, path.join(work, 'f40.png')),
    shot,
    work,
  );
  console.log(
    `caption band SSIM, landscape source in the portrait frame, 405x720 preview: ${ssim.toFixed(4)}`,
  );
  expect(ssim).toBeGreaterThan(0.9);
  await expect(page.getByRole('status').filter({ hasText: 'Out of date' })).toHaveCount(0);
});

test('should say the download is out of date after a caption edit, also after a reload', async () => {
  const page = owner;
  await page.goto(`/studio/${projectId}`);
  await expect(page.getByRole('link', { name: 'Download' })).toBeVisible();
  await page.getByRole('tab', { name: 'Captions' }).click();
  const chip = page.getByRole('textbox', { name: 'Caption word look' });
  await expect(chip).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/update-subtitle') && r.ok());
  await chip.fill('feel');
  await chip.press('Enter');
  await saved;
  const stale = page
    .getByRole('status')
    .filter({ hasText: 'Out of date: export again to include your changes' });
  await expect(stale).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'studio-stale-1280.png') });
  await page.reload();
  await expect(stale).toBeVisible();
});

/** The Boost description the server has for the project now. */
async function savedDescription(page: Page): Promise<string | undefined> {
  const project = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as {
    boost: { description: string } | null;
  };
  return project.boost?.description;
}

test('should keep an edited Boost title and description after a reload', async () => {
  const page = owner;
  await page.goto(`/studio/${projectId}`);
  await page.getByRole('tab', { name: 'Boost' }).click();
  // Open by default, editable, filled by the generation the first visit to the tab started.
  const title = page.getByRole('textbox', { name: 'Video title' });
  const description = page.getByRole('textbox', { name: 'Description and hashtags' });
  await expect(title).not.toHaveValue('', { timeout: 30_000 });
  // The save that carries both (on a loaded machine the title's may go out alone first).
  const kept = page.waitForResponse((r) => {
    const sent = r.request().postData() ?? '';
    return (
      r.url().endsWith(`/api/projects/${projectId}/boost`) &&
      sent.includes('My garden tour') &&
      sent.includes('A walk round the garden')
    );
  });
  await title.fill('My garden tour in a minute');
  await description.fill('A walk round the garden. #garden');
  expect((await kept).ok()).toBe(true);
  await page.screenshot({ path: path.join(SHOTS, 'studio-boost-1280.png') });
  await page.reload();
  await page.getByRole('tab', { name: 'Boost' }).click();
  await expect(title).toHaveValue('My garden tour in a minute');
  await expect(description).toHaveValue(/A walk round the garden/);

  // Typed and gone at once (a reload, a closed tab): the save still waiting is sent as the page goes.
  await description.fill('Left in a hurry. #garden');
  await page.reload();
  await expect.poll(() => savedDescription(page)).toBe('Left in a hurry. #garden');
  await page.getByRole('tab', { name: 'Boost' }).click();
  await expect(description).toHaveValue('Left in a hurry. #garden');
});

// The page going cancels a plain request that has not left the browser yet (a loaded machine, a slow
// way out): a save whose timer fired just before a reload was lost with the page.
test('should keep a Boost description whose save had not reached the server when the page was reloaded', async ({
  server,
}) => {
  const page = owner;
  const boost = `/api/projects/${projectId}/boost`;
  const slow = await startSlowSendProxy(server.baseURL, (req) => req.url === boost, 1500);
  try {
    await page.goto(`${slow.url}/studio/${projectId}`);
    await page.getByRole('tab', { name: 'Boost' }).click();
    const description = page.getByRole('textbox', { name: 'Description and hashtags' });
    await expect(description).not.toHaveValue('');
    const text = 'Said just before the reload. #garden';
    const sent = page.waitForRequest((r) => r.url().endsWith(boost) && (r.postData() ?? '').includes(text));
    await description.fill(text);
    await sent;
    await page.reload();
    await expect.poll(() => savedDescription(page)).toBe(text);
  } finally {
    await slow.close();
  }
});

test('should show the same frame on a 390x844 phone as the export (caption band SSIM)', async ({
  browser,
  server,
}) => {
  const page = await openStudio(browser, server.baseURL, owner, { width: 390, height: 844 }, 3);
  await page.goto(`/studio/${projectId}`);
  await expect(page.locator('.player canvas.player-captions')).toBeAttached({ timeout: 20_000 });
  await expect(page.getByRole('radio', { name: /Portrait/ })).toHaveAttribute('aria-checked', 'true');
  // The export above had the words before the edit: compare at a frame of the first caption page.
  const shot = await showFrame(page, 10);
  await page.screenshot({ path: path.join(SHOTS, 'studio-portrait-fill-390.png') });
  const ssim = await captionBandSsim(
    await saveExportedFrame(exportFile, 10, path.join(work, 'f10.png')),
    shot,
    work,
  );
  console.log(
    `caption band SSIM, landscape source in the portrait frame, 390x844 phone (x3): ${ssim.toFixed(4)}`,
  );
  expect(ssim).toBeGreaterThan(0.9);
  await page.getByRole('radio', { name: /Landscape/ }).click();
  await showFrame(page, 10);
  await page.screenshot({ path: path.join(SHOTS, 'studio-landscape-390.png') });
  await page.context().close();
});
