import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { createReadyProject, makePortraitVideo, showFrame, signUpByApi } from './creator-setup.ts';

const run = promisify(execFile);

interface Studio {
  context: BrowserContext;
  page: Page;
  projectId: string;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
/** The background music element's volume, to three places (0.3 x 0.35 is not exactly 0.105 in binary). */
const volumeOf = (music: Locator) =>
  music.evaluate((audio: HTMLAudioElement) => Math.round(audio.volume * 1000) / 1000);
const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text });

/** Pauses the preview at `seconds` once the video has seeked there (the music's ducking follows). */
async function pauseAt(page: Page, seconds: number): Promise<void> {
  await page.locator('.player video[data-shown]').evaluate(async (video: HTMLVideoElement, at) => {
    video.pause();
    await new Promise<void>((resolve) => {
      video.addEventListener('seeked', () => resolve(), { once: true });
      video.currentTime = at;
    });
  }, seconds);
}

test.describe.configure({ mode: 'serial' });

let studio: Studio;
let videoDir = '';
const cspViolations: string[] = [];

test.beforeAll(async ({ browser, server, mailbox }) => {
  test.setTimeout(120_000);
  videoDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-studio-e2e-'));
  const video = await makePortraitVideo(videoDir, 'studio.mp4');
  const context = await browser.newContext({
    baseURL: server.baseURL,
    permissions: ['clipboard-read', 'clipboard-write'],
    viewport: { width: 1280, height: 900 },
  });
  // The server's Content-Security-Policy must let the whole studio work (jassub's worker and wasm
  // included): Chromium reports every refusal on the console.
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  const page = await context.newPage();
  await signUpByApi(page, mailbox, 'studio');
  studio = {
    context,
    page,
    projectId: await createReadyProject(page, video, 'studio.mp4'),
  };
});

test.afterAll(async () => {
  await studio?.context.close();
  await fs.rm(videoDir, { recursive: true, force: true });
});

test('should say Video not found with an alert for a project that is not the user’s', async () => {
  const { page } = studio;
  await page.goto(`/studio/${randomBytes(16).toString('hex')}`);
  await expect(page.getByRole('heading', { name: 'Video not found' })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to load video metadata. Please check the URL.' }),
  ).toBeVisible();
});

test('should load a ready project’s studio, every tab, with no error on the console', async () => {
  const { context, projectId } = studio;
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/studio/${projectId}`);
  await expect(page.locator('.player video[data-shown]')).toHaveAttribute('data-captions-painted-ms', /\d+/, {
    timeout: 30_000,
  });
  // Every tab mounts its queries (music, covers, reframe, edits, tracks).
  for (const name of ['Captions', 'Edit', 'Boost', 'Style']) {
    await tab(page, name).click();
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  }
  await page.waitForLoadState('networkidle');
  expect(errors, 'console errors while the studio loaded').toEqual([]);
  // The tab names the project (its heading's text).
  await expect(page).toHaveTitle(`${await page.locator('h1.studio-title').textContent()} · Wordreel`);
  await page.close();
});

test('should open the studio with keyboard-reachable tabs and the caption renderer over the video', async () => {
  const { page, projectId } = studio;
  await page.goto(`/studio/${projectId}`);
  await expect(tab(page, 'Style')).toHaveAttribute('aria-selected', 'true');
  await tab(page, 'Style').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Captions')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Captions')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Edit')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Boost')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Style')).toHaveAttribute('aria-selected', 'true');
  // jassub draws on its canvas over the whole export frame.
  await expect(page.locator('.player canvas.player-captions')).toBeAttached({ timeout: 20_000 });
});

test('should change the preview when another theme is picked and keep it after a reload', async () => {
  const { page, projectId } = studio;
  await page.goto(`/studio/${projectId}`);
  // Frame 18 (0.6 s), settled with its captions painted.
  const mercury = await showFrame(page, 18);
  // The style is saved (debounced PUT) and restored after a reload.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/projects/${projectId}`) && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: /Venus/ }).click();
  await expect(page.getByRole('button', { name: /Venus/ })).toHaveAttribute('aria-pressed', 'true');
  // jassub repaints the paused frame with the new theme once it has the new document: wait for that
  // rather than for a guessed time (a loaded machine takes longer).
  const frame = page.getByTestId('export-frame');
  await expect.poll(async () => (await frame.screenshot()).equals(mercury), { timeout: 15_000 }).toBe(false);
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: /Venus/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Size')).toHaveValue('XLarge');
});

test('should save the look as a style that every new upload starts with', async () => {
  const { page } = studio;
  // The look of the test before (Venus) is this project's.
  await page.getByRole('button', { name: 'Save this look…' }).click();
  await page.getByLabel('Style name').fill('Brand');
  await page.getByLabel('Start new uploads with it').check();
  await page.getByRole('button', { name: 'Save style' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Style “Brand” saved' })).toBeVisible();
  const brand = page.getByRole('button', { name: /^Brand/ });
  await expect(brand).toHaveAttribute('aria-pressed', 'true');
  await expect(brand).toContainText('Default');

  const next = await createReadyProject(page, path.join(videoDir, 'studio.mp4'), 'next.mp4');
  await page.goto(`/studio/${next}`);
  await expect(page.getByRole('button', { name: /^Brand/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /Venus/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Size')).toHaveValue('XLarge');

  // Deleted from the keyboard: its Delete button goes with it, and the focus lands on the section.
  await page.getByRole('button', { name: 'Delete Brand' }).focus();
  await page.keyboard.press('Enter');
  await page
    .getByRole('dialog', { name: 'Delete “Brand”?' })
    .getByRole('button', { name: 'Delete style' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Style “Brand” deleted' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My styles' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Save this look…' })).toBeVisible();
});

test('should edit a word, undo and redo it, and keep the edit after a reload', async () => {
  const { page, projectId } = studio;
  await page.goto(`/studio/${projectId}`);
  await tab(page, 'Captions').click();
  const chip = page.getByRole('textbox', { name: 'Caption word home' });
  await expect(chip).toBeVisible();
  const saved = () => page.waitForResponse((r) => r.url().endsWith('/update-subtitle') && r.ok());

  let save = saved();
  await chip.fill('kitchen');
  await chip.press('Enter');
  await save;
  await expect(page.getByRole('textbox', { name: 'Caption word kitchen' })).toBeVisible();

  // From the keyboard: the last Undo hands the focus to Redo (a disabled button drops it), and back.
  save = saved();
  await page.getByRole('button', { name: 'Undo' }).focus();
  await page.keyboard.press('Enter');
  await save;
  await expect(page.getByRole('textbox', { name: 'Caption word home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Redo' })).toBeFocused();
  save = saved();
  await page.keyboard.press('Enter');
  await save;
  await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();

  await page.reload();
  await tab(page, 'Captions').click();
  await expect(page.getByRole('textbox', { name: 'Caption word kitchen' })).toBeVisible();
  const captions = (await (await page.request.get(`/public/${projectId}.json`)).json()) as { text: string }[];
  expect(captions[3]?.text).toBe(' kitchen');
});

test('should play the chosen music track under the video only while music is on', async () => {
  const { page, projectId } = studio;
  await page.goto(`/studio/${projectId}`);
  await tab(page, 'Boost').click();
  await expect(page.getByRole('heading', { name: 'Wordreel AI Boost' })).toBeVisible();
  const music = page.locator('audio[data-testid="background-music"]');
  await expect(page.getByLabel(/^Track/)).toHaveCount(0);
  await expect(music).toHaveCount(0);

  await page.getByRole('switch', { name: 'Background Music' }).check();
  await expect(page.getByLabel(/^Track/)).toHaveValue('adventure');
  await expect(page.getByText('30%')).toBeVisible();
  await expect(music).toHaveAttribute('src', '/sounds/adventure.mp3');
  // Lowered under speech by default: the first word starts at 0 s (0.3 x MUSIC_DUCK_GAIN 0.35).
  const duck = page.getByRole('checkbox', { name: 'Lower the music while someone speaks' });
  await expect(duck).toBeChecked();
  const musicVolume = () => volumeOf(music);
  await expect.poll(musicVolume).toBe(0.105);
  // After the last word (4.4 s) and its quarter-second ramp, the music is back at its volume.
  await pauseAt(page, 4.8);
  await expect.poll(musicVolume).toBe(0.3);
  await pauseAt(page, 1);
  await expect.poll(musicVolume).toBe(0.105);
  await duck.uncheck();
  await expect.poll(musicVolume).toBe(0.3);
  await duck.check();
  await expect.poll(musicVolume).toBe(0.105);

  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(music).toHaveJSProperty('paused', false);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(music).toHaveJSProperty('paused', true);

  await page.getByRole('switch', { name: 'Background Music' }).uncheck();
  await expect(music).toHaveCount(0);
});

test('should take the user’s own track, select it, keep it after a reload, and show a refusal', async () => {
  const { page, projectId } = studio;
  const wav = path.join(videoDir, 'my-tone.wav');
  await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', wav]);
  await page.goto(`/studio/${projectId}`);
  await tab(page, 'Boost').click();
  await page.getByRole('switch', { name: 'Background Music' }).check();
  const track = page.getByLabel(/^Track/);
  const ownTrack = page.getByLabel('Use your own track');
  const music = page.locator('audio[data-testid="background-music"]');
  await expect(track.getByRole('option', { name: /^Your track/ })).toHaveCount(0);

  // The save that carries the wanted choice (an earlier debounced save may land first).
  const savedStyle = (part: string) =>
    page.waitForResponse(
      (r) =>
        r.url().endsWith(`/api/projects/${projectId}`) &&
        r.request().method() === 'PUT' &&
        (r.request().postData() ?? '').includes(part),
    );
  let saved = savedStyle('"bgMusic":"custom"');
  await ownTrack.setInputFiles(wav);
  await expect(track).toHaveValue('custom');
  await expect(track.getByRole('option', { name: 'Your track (my-tone.wav)' })).toHaveCount(1);
  await expect(music).toHaveAttribute('src', `/api/projects/${projectId}/music?v=1`);
  expect((await saved).ok()).toBe(true);

  await page.reload();
  await tab(page, 'Boost').click();
  await expect(track).toHaveValue('custom');
  await expect(track.getByRole('option', { name: 'Your track (uploaded)' })).toHaveCount(1);
  await expect(music).toHaveAttribute('src', `/api/projects/${projectId}/music`);
  // At 0 s, under the first word: lowered (0.3 x 0.35).
  await expect.poll(() => volumeOf(music)).toBe(0.105);
  // The preview plays the uploaded file with the video.
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(music).toHaveJSProperty('paused', false);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();

  await ownTrack.setInputFiles({
    name: 'notes.mp3',
    mimeType: 'audio/mpeg',
    buffer: Buffer.from('not audio'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please upload an MP3, WAV or M4A audio file.' }),
  ).toBeVisible();
  await expect(track).toHaveValue('custom');

  // Music off again, so the export test below renders as before.
  saved = savedStyle('"bgMusicActive":false');
  await page.getByRole('switch', { name: 'Background Music' }).uncheck();
  expect((await saved).ok()).toBe(true);
});

test('should generate a title and description, copy them, and stop after three tries', async () => {
  const { page, projectId } = studio;
  await page.goto(`/studio/${projectId}`);
  // The first try ran when the Boost tab was first opened (an earlier test); its texts were kept.
  await tab(page, 'Boost').click();

  // Title and description are open from the start.
  const title = page.getByRole('textbox', { name: 'Video title' });
  await expect(title).not.toHaveValue('');
  await page.getByRole('button', { name: 'Copy title' }).click();
  await expect(toast(page, 'Title copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await title.inputValue());

  const description = page.getByRole('textbox', { name: 'Description and hashtags' });
  await expect(description).toHaveValue(/#\S+/);
  const seen = new Set([await description.inputValue()]);
  for (const _ of [2, 3]) {
    const next = page.waitForResponse((r) => r.url().endsWith('/generate-description') && r.ok());
    await page.getByRole('button', { name: 'Regen' }).click();
    await next;
    await expect(page.getByRole('button', { name: 'Generating...' })).toHaveCount(0);
    seen.add(await description.inputValue());
  }
  expect(seen.size).toBe(3);
  // The tries are used up: Regen is disabled and says why.
  await expect(page.getByRole('button', { name: 'Regen' })).toBeDisabled();
  await expect(page.getByText('Maximum retries reached. Please try again later.')).toBeVisible();
  await page.getByRole('button', { name: 'Long' }).click();
  await expect(description).toHaveValue(/In this video|A quick look|Everything you need/);
});

test('should export, refuse a second export meanwhile, and download the rendered video', async () => {
  test.setTimeout(180_000);
  const { page, projectId } = studio;
  await page.goto(`/studio/${projectId}`);
  const exportButton = page.getByRole('button', { name: /^Export/ });
  await expect(exportButton).toHaveText('Export');
  const download = page.waitForEvent('download', { timeout: 150_000 });
  await exportButton.click();
  await expect(exportButton).toHaveText('Exporting...');
  await exportButton.click();
  await expect(toast(page, 'Please wait for the previous export to finish.')).toBeVisible();
  // Named after the project (its name is the uploaded file's).
  expect((await download).suggestedFilename()).toBe('studio.mp4');
  await expect(exportButton).toHaveText('Export');
  await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    `/download/${projectId}.mp4`,
  );
  expect((await page.request.head(`/rendered/${projectId}.mp4`)).ok()).toBe(true);
  // After a reload the finished export is still offered (the server's render status says so).
  await page.reload();
  await expect(page.getByRole('link', { name: 'Download' })).toBeVisible();
});

test('should run every studio step above under the Content-Security-Policy without a violation', async () => {
  const { page, projectId } = studio;
  const response = await page.goto(`/studio/${projectId}`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
  await expect(page.locator('.player canvas.player-fill:not(.player-split)')).toBeAttached({
    timeout: 20_000,
  });
  expect(cspViolations).toEqual([]);
});
