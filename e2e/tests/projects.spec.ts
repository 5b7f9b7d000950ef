import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { applyTheme, DEFAULT_STYLE, savedLookOf, type ThemeId } from '@wordreel/core';
import { expect, test } from '../fixtures.ts';
import { signUpByApi } from './creator-setup.ts';

const run = promisify(execFile);
let videoDir = '';

test.beforeAll(async () => {
  videoDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-projects-e2e-'));
});

test.afterAll(async () => {
  await fs.rm(videoDir, { recursive: true, force: true });
});

/** A real video made with ffmpeg: test pattern (noise makes it big when asked) and a 440 Hz tone. */
async function makeVideo(name: string, { seconds, size, crf, noise }: VideoSpec): Promise<string> {
  const file = path.join(videoDir, name);
  const pattern = `testsrc2=s=${size}:r=30:d=${seconds}${noise ? ',noise=alls=60:allf=t' : ''}`;
  // prettier-ignore
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', pattern,
    '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', String(crf), '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-shortest', file,
  ]);
  return file;
}

interface VideoSpec {
  seconds: number;
  size: string;
  crf: number;
  noise?: boolean;
}

/** Opens the file chooser with the dashboard's button, as a user would. */
async function chooseFile(page: Page, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload video' }).click();
  await (await chooser).setFiles(file);
}

const projectRows = (page: Page) => page.getByRole('list', { name: 'Projects' }).getByRole('listitem');

test('should offer an upload from each feature tile and the empty list, and open an upload from Find clips in the clip finder', async ({
  page,
  mailbox,
  browser,
  baseURL,
}) => {
  const video = await makeVideo('first.mp4', { seconds: 2, size: '360x640', crf: 28 });
  await signUpByApi(page, mailbox, 'creator');
  await page.goto('/project');
  // Dropping a file is offered where files can be dragged, not on a phone.
  await expect(page.getByText('(or drop one here)')).toBeVisible();
  const phone = await browser.newContext({
    baseURL,
    storageState: await page.context().storageState(),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const onPhone = await phone.newPage();
  await onPhone.goto('/project');
  await expect(onPhone.getByRole('button', { name: 'Upload your first video' })).toBeVisible();
  await expect(onPhone.getByText('(or drop one here)')).toBeHidden();
  await phone.close();
  // The AI Captions tile and the empty list each open the file chooser (captions come with every upload).
  for (const name of ['Caption a video', 'Upload your first video']) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name }).click();
    expect((await chooser).isMultiple()).toBe(false);
  }
  await page.getByRole('button', { name: 'Find clips' }).click();
  const picker = page.getByRole('dialog', { name: 'Find clips in a video' });
  await expect(picker.getByRole('status')).toHaveText(/No video is ready yet/);
  const chooser = page.waitForEvent('filechooser');
  await picker.getByRole('button', { name: 'Upload a video' }).click();
  await (await chooser).setFiles(video);
  // The picker has gone; the dashboard's own upload preview has the file.
  await expect(picker).toHaveCount(0);
  const preview = page.getByRole('dialog', { name: 'Upload preview' });
  await expect(preview.getByText('first.mp4')).toBeVisible();
  // Uploaded from "Find clips", the video opens in the clip finder, which searches on its own once
  // the captions are ready (its progress until then is shorts-page.test.tsx's: a 2 s video can be
  // ready before the page shows).
  await preview.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/shorts\/[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { name: 'AI Shorts' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Find again' })).toBeVisible({ timeout: 60_000 });
  // The header's own upload is not sent there afterwards: it opens the studio.
  await page.goto('/project');
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload video' }).click();
  await (await again).setFiles(video);
  await page.getByRole('dialog', { name: 'Upload preview' }).getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/studio\/[0-9a-f]{32}$/);
});

/** Drags files from "the desktop" over the dashboard and drops them, as a file manager would. */
async function dropFiles(
  page: Page,
  files: { name: string; type: string; bytes: Buffer }[],
  { overlay = true } = {},
): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list) {
        const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.type }));
      }
      return transfer;
    },
    files.map(({ name, type, bytes }) => ({ name, type, base64: bytes.toString('base64') })),
  );
  // On the page's body: every page has one, whatever state it is in.
  await page.dispatchEvent('body', 'dragenter', { dataTransfer });
  await expect(page.getByText('Drop the video to upload it')).toHaveCount(overlay ? 1 : 0);
  await page.dispatchEvent('body', 'dragover', { dataTransfer });
  await page.dispatchEvent('body', 'drop', { dataTransfer });
  await expect(page.getByText('Drop the video to upload it')).toHaveCount(0);
}

test('should take a video dropped on the dashboard into the upload preview, and refuse other drops and drops elsewhere', async ({
  page,
  mailbox,
}) => {
  const video = await fs.readFile(await makeVideo('dropped.mp4', { seconds: 2, size: '360x640', crf: 28 }));
  await signUpByApi(page, mailbox, 'creator');
  await page.goto('/project');
  await expect(page.getByText('Create your first project')).toBeVisible();
  const preview = page.getByRole('dialog', { name: 'Upload preview' });
  const toast = page.getByRole('region', { name: 'Notifications' });

  await dropFiles(page, [{ name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('not a video') }]);
  await expect(toast).toContainText('Please choose a video file');
  await dropFiles(page, [
    { name: 'a.mp4', type: 'video/mp4', bytes: video },
    { name: 'b.mp4', type: 'video/mp4', bytes: video },
  ]);
  await expect(toast).toContainText('Drop one video at a time.');
  await expect(preview).toHaveCount(0);

  await dropFiles(page, [{ name: 'dropped.mp4', type: 'video/mp4', bytes: video }]);
  await expect(page).toHaveURL(/\/project$/);
  await expect(preview.getByText('dropped.mp4')).toBeVisible();
  // A second drop while the preview is open is refused (no overlay promises it): the chosen file stays.
  await dropFiles(page, [{ name: 'other.mp4', type: 'video/mp4', bytes: video }], { overlay: false });
  await expect(toast).toContainText('Close the open window first');
  await expect(preview.getByText('dropped.mp4')).toBeVisible();
  await preview.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/studio\//, { timeout: 30_000 });

  // Elsewhere (the studio, once the video is ready) a dropped file is refused with a pointer to the
  // dashboard: the page stays.
  await expect(page.getByRole('tab', { name: 'Style' })).toBeVisible({ timeout: 60_000 });
  const studio = page.url();
  await dropFiles(page, [{ name: 'later.mp4', type: 'video/mp4', bytes: video }], { overlay: false });
  await expect(toast).toContainText('To upload a video, drop it on your Projects page.');
  expect(page.url()).toBe(studio);
});

test('should upload a video through the preview modal and follow it to ready without a reload', async ({
  page,
  context,
  mailbox,
}) => {
  const video = await makeVideo('tone.mp4', { seconds: 2, size: '360x640', crf: 28 });
  await signUpByApi(page, mailbox, 'creator');

  // A second tab watches the dashboard: everything it learns arrives live.
  const watcher = await context.newPage();
  // Neither tab asks for anything that is not there yet (a thumbnail before the media step made it).
  const errors: string[] = [];
  for (const tab of [page, watcher]) {
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
  }
  await watcher.goto('/project');
  await expect(watcher.getByText('Create your first project')).toBeVisible();
  await expect(watcher.locator('.project-list-section')).toHaveAttribute('data-live', 'true');

  await page.goto('/project');
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await expect(page.getByText('AI Thumbnails')).toBeVisible();
  await chooseFile(page, video);

  const dialog = page.getByRole('dialog', { name: 'Upload preview' });
  await expect(dialog.getByText('tone.mp4')).toBeVisible();
  await expect(dialog.getByText(/^\d+\.\d\d KB$/)).toBeVisible();
  await expect(dialog.getByText('00:00:02')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Portrait' })).toBeChecked();

  // The clip's bytes wait until the modal has been seen uploading: a 2 s clip otherwise finishes, and
  // the page moves on to the studio, before the test looks (it did on a fast machine).
  let release = () => {};
  const seenUploading = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/files/**', async (route) => {
    if (route.request().method() === 'PATCH') await seenUploading;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(dialog.getByRole('button', { name: 'Uploading...' })).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  release();
  await page.waitForURL(/\/studio\/[0-9a-f]{32}$/);
  const projectId = page.url().split('/').pop() ?? '';

  const row = watcher.locator(`[data-project-id="${projectId}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByRole('link')).toHaveAttribute('href', `/studio/${projectId}`);
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', /^(transcribing|ready)$/, {
    timeout: 60_000,
  });
  await expect(row.getByLabel('Duration')).toHaveText('00:00:02');
  await expect(row.getByLabel('Language')).toHaveText('English');
  const thumb = row.locator('img.project-thumb');
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  expect(errors, 'console errors while the project was uploaded and prepared').toEqual([]);
});

test('should start an upload in the saved style picked in the preview, over the default', async ({
  page,
  mailbox,
}) => {
  const video = await makeVideo('styled.mp4', { seconds: 1, size: '360x640', crf: 28 });
  await signUpByApi(page, mailbox, 'styles');
  const save = async (name: string, themeId: ThemeId, isDefault: boolean) => {
    const res = await page.request.post('/api/styles', {
      data: { name, style: savedLookOf(applyTheme(DEFAULT_STYLE, themeId)), isDefault },
    });
    expect(res.ok()).toBe(true);
  };
  await save('House look', 'mercury', true);
  await save('Client red', 'venus', false);

  await page.goto('/project');
  await chooseFile(page, video);
  const dialog = page.getByRole('dialog', { name: 'Upload preview' });
  const style = dialog.getByLabel('Caption style');
  await expect(style).toHaveValue(/./);
  await expect(style.locator('option')).toHaveText([
    'House look (default)',
    'Client red',
    'Wordreel’s own look',
  ]);
  await style.selectOption({ label: 'Client red' });
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL(/\/studio\/[0-9a-f]{32}$/);
  await expect(page.getByRole('button', { name: /^Client red/ })).toHaveAttribute('aria-pressed', 'true', {
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: /Venus/ })).toHaveAttribute('aria-pressed', 'true');
});

test('should keep the list current by polling when live updates cannot connect', async ({
  page,
  context,
  mailbox,
}) => {
  const video = await makeVideo('polled.mp4', { seconds: 2, size: '360x640', crf: 28 });
  await signUpByApi(page, mailbox, 'creator');

  const watcher = await context.newPage();
  await watcher.route('**/api/events', (route) => route.abort('connectionrefused'));
  await watcher.goto('/project');
  await expect(watcher.getByText('Create your first project')).toBeVisible();
  await expect(watcher.locator('.project-list-section')).toHaveAttribute('data-live', 'false');

  await page.goto('/project');
  await chooseFile(page, video);
  await page.getByRole('dialog', { name: 'Upload preview' }).getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL(/\/studio\/[0-9a-f]{32}$/);
  const projectId = page.url().split('/').pop() ?? '';

  const row = watcher.locator(`[data-project-id="${projectId}"]`);
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await expect(watcher.locator('.project-list-section')).toHaveAttribute('data-live', 'false');
});

test('should resume an interrupted upload from where it stopped after the page was closed', async ({
  page,
  context,
  mailbox,
}) => {
  const video = await makeVideo('long-take.mp4', { seconds: 8, size: '640x360', crf: 28, noise: true });
  const { size } = await fs.stat(video);
  expect(size).toBeGreaterThan(16 * 1024 * 1024);
  await signUpByApi(page, mailbox, 'creator');
  await page.goto('/project');

  // Let the first 8 MiB chunk through, then cut the connection for every later one.
  let cutAt = -1;
  await page.route('**/files/**', async (route) => {
    const offset = Number((await route.request().headerValue('upload-offset')) ?? '0');
    if (route.request().method() === 'PATCH' && offset > 0) {
      cutAt = offset;
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  await chooseFile(page, video);
  const dialog = page.getByRole('dialog', { name: 'Upload preview' });
  await dialog.getByRole('radio', { name: 'Hindi', exact: true }).check();
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect.poll(() => cutAt, { timeout: 30_000 }).toBeGreaterThan(0);
  await page.close();

  // A fresh page, the same file: the modal asks the server how far it got and offers to resume.
  const again = await context.newPage();
  await again.goto('/project');
  const head = again.waitForResponse((r) => r.request().method() === 'HEAD' && r.url().includes('/files/'));
  await chooseFile(again, video);
  const serverOffset = Number((await head).headers()['upload-offset']);
  expect(serverOffset).toBeGreaterThanOrEqual(cutAt);
  expect(serverOffset).toBeLessThan(size);
  const resumed = again.getByRole('dialog', { name: 'Upload preview' });
  await expect(resumed.getByText(/partly uploaded before: \d+\.\d\d MB of \d+\.\d\d MB/)).toBeVisible();
  // The choices travelled with the first attempt and stay as they were.
  await expect(resumed.getByRole('radio', { name: 'Hindi', exact: true })).toBeChecked();
  await expect(resumed.getByRole('radio', { name: 'Hindi', exact: true })).toBeDisabled();

  const firstPatch = again.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/files/'));
  await resumed.getByRole('button', { name: 'Proceed' }).click();
  expect(Number(await (await firstPatch).headerValue('upload-offset'))).toBe(serverOffset);
  const progress = resumed.getByRole('progressbar', { name: 'Upload progress' });
  expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(
    Math.floor((serverOffset / size) * 100),
  );
  await again.waitForURL(/\/studio\/[0-9a-f]{32}$/, { timeout: 60_000 });

  await again.goto('/project');
  await expect(projectRows(again)).toHaveCount(1);
  await expect(projectRows(again).getByLabel('Language')).toHaveText('Hindi');
});

test('should cancel a running upload and delete its partial file on the server', async ({
  page,
  mailbox,
}) => {
  const video = await makeVideo('cancelled.mp4', { seconds: 8, size: '640x360', crf: 28, noise: true });
  await signUpByApi(page, mailbox, 'creator');
  await page.goto('/project');
  // Hold every chunk after the first so the upload is surely still running when Cancel is pressed.
  let held = false;
  await page.route('**/files/**', async (route) => {
    const offset = Number((await route.request().headerValue('upload-offset')) ?? '0');
    if (route.request().method() === 'PATCH' && offset > 0) {
      held = true;
      return; // never answered: the abort ends it
    }
    await route.continue();
  });
  await chooseFile(page, video);
  const dialog = page.getByRole('dialog', { name: 'Upload preview' });
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect.poll(() => held).toBe(true);

  // Escape does not interrupt a running upload; only Cancel upload does.
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('button', { name: 'Uploading...' })).toBeVisible();
  const terminate = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().includes('/files/'));
  await dialog.getByRole('button', { name: 'Cancel upload' }).click();
  const uploadUrl = (await terminate).url();
  await expect(dialog.getByText('Upload cancelled.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Proceed' })).toBeEnabled();
  const head = await page.request.head(uploadUrl, { headers: { 'Tus-Resumable': '1.0.0' } });
  expect(head.status()).toBe(404);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tus::')))).toEqual(
    [],
  );
});

test('should list an upload in flight with its percentage in another tab, where Delete cancels it', async ({
  page,
  context,
  mailbox,
}) => {
  const video = await makeVideo('in-flight.mp4', { seconds: 8, size: '640x360', crf: 28, noise: true });
  const { size } = await fs.stat(video);
  await signUpByApi(page, mailbox, 'creator');
  const watcher = await context.newPage();
  await watcher.goto('/project');
  await expect(watcher.locator('.project-list-section')).toHaveAttribute('data-live', 'true');

  // The first 8 MiB chunk goes through; the next is held, so the upload stays part-way.
  let held = false;
  await page.route('**/files/**', async (route) => {
    const offset = Number((await route.request().headerValue('upload-offset')) ?? '0');
    if (route.request().method() === 'PATCH' && offset > 0) {
      held = true;
      return; // never answered: the cancel ends it
    }
    await route.continue();
  });
  await page.goto('/project');
  await chooseFile(page, video);
  const dialog = page.getByRole('dialog', { name: 'Upload preview' });
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect.poll(() => held, { timeout: 30_000 }).toBe(true);

  // The other tab lists the upload live, with how far it got, and does not open it in the studio yet.
  const row = watcher.getByRole('listitem').filter({ hasText: 'in-flight.mp4' });
  const percent = Math.floor(((8 * 1024 * 1024) / size) * 100);
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'uploading');
  await expect(row.locator('[data-status]')).toHaveText(`Uploading ${percent}%`);
  await expect(row.getByRole('link')).toHaveCount(0);
  await expect(projectRows(page)).toHaveCount(1);

  // Deleting the row there cancels the upload here.
  await row.getByRole('button', { name: 'Delete in-flight.mp4' }).click();
  await watcher
    .getByRole('alertdialog', { name: 'Delete project?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(watcher.getByRole('status').filter({ hasText: /deleted/i })).toBeVisible();
  await expect(watcher.getByText('Create your first project')).toBeVisible();
  await expect(dialog.getByText('Upload cancelled.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Proceed' })).toBeEnabled();
  await expect(page.getByText('Create your first project')).toBeVisible();
});

test('should delete a project after the confirmation and drop it from the list', async ({
  page,
  mailbox,
}) => {
  const video = await makeVideo('to-delete.mp4', { seconds: 2, size: '360x640', crf: 28 });
  await signUpByApi(page, mailbox, 'creator');
  await page.goto('/project');
  await chooseFile(page, video);
  await page.getByRole('dialog', { name: 'Upload preview' }).getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL(/\/studio\/[0-9a-f]{32}$/);

  await page.goto('/project');
  await expect(projectRows(page)).toHaveCount(1);
  const deleteButton = page.getByRole('button', { name: 'Delete to-delete.mp4' });

  // Cancel keeps it.
  await deleteButton.click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete project?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expect(projectRows(page)).toHaveCount(1);

  await deleteButton.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: /deleted/i })).toBeVisible();
  await expect(page.getByText('Create your first project')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Create your first project')).toBeVisible();
});

test('should keep the modal open with the server message when the upload is refused', async ({
  page,
  mailbox,
}) => {
  await signUpByApi(page, mailbox, 'creator');
  await page.goto('/project');

  // A text file is turned away in the browser before anything is sent.
  const notes = path.join(videoDir, 'notes.txt');
  await fs.writeFile(notes, 'not a video');
  await chooseFile(page, notes);
  await expect(page.getByRole('alert').filter({ hasText: 'Please choose a video file' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A text file named .mp4: the browser cannot read it and its bytes are no video, so nothing is sent.
  const renamed = path.join(videoDir, 'renamed.mp4');
  await fs.writeFile(renamed, 'not a video either');
  await chooseFile(page, renamed);
  const dialog = page.getByRole('dialog', { name: 'Upload preview' });
  await expect(dialog.getByRole('alert')).toHaveText(
    'This file could not be read as a video. Choose an MP4, MOV, MKV or WebM file.',
  );
  await expect(dialog.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Bytes that only pretend to be an MP4 (an ftyp box, then noise) reach the server, which refuses
  // them after the last byte.
  const fake = path.join(videoDir, 'pretend.mp4');
  const pretend = Buffer.alloc(64 * 1024, 7);
  pretend.write('\0\0\0\x18ftypisom', 'latin1');
  await fs.writeFile(fake, pretend);
  await chooseFile(page, fake);
  await expect(dialog.getByText('64.00 KB')).toBeVisible();
  await expect(dialog.getByText('--:--:--')).toBeVisible();
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The file is not a video we can read.');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('pretend.mp4')).toBeVisible();
  await expect(page).toHaveURL(/\/project$/);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Upload video' })).toBeFocused();
  await expect(page.getByText('Create your first project')).toBeVisible();
});

test('should search a long project list by name, without accents, and show all again', async ({
  page,
  mailbox,
}) => {
  await signUpByApi(page, mailbox, 'creator');
  const video = await fs.readFile(await makeVideo('search.mp4', { seconds: 1, size: '160x284', crf: 35 }));
  const names = ['Café tour', 'Sourdough day 1', 'Sourdough day 2', 'Gym vlog', 'Q&A', 'Desk setup'].map(
    (name) => `${name}.mp4`,
  );
  const upload = (name: string) =>
    page.request.post('/upload', {
      multipart: {
        video: { name, mimeType: 'video/mp4', buffer: video },
        videoConfig: JSON.stringify({ name, lang: 'en', orientation: 'portrait' }),
      },
    });
  for (const name of names) expect((await upload(name)).ok()).toBe(true);

  // Six projects fit a screen or two: no search yet.
  await page.goto('/project');
  await expect(projectRows(page)).toHaveCount(6);
  await expect(page.getByRole('searchbox', { name: 'Search projects' })).toHaveCount(0);

  expect((await upload('Cooking reel.mp4')).ok()).toBe(true);
  await page.reload();
  await expect(projectRows(page)).toHaveCount(7);
  const search = page.getByRole('searchbox', { name: 'Search projects' });
  await search.fill('sourdough');
  await expect(projectRows(page)).toHaveCount(2);
  await search.fill('CAFE');
  await expect(projectRows(page)).toHaveText([/Café tour/]);
  // The live regions in the page before the search finds nothing: the message appears in one of them.
  await page.getByRole('status').evaluateAll((regions) => regions.forEach((r) => (r.dataset.before = '')));
  await search.fill('day 3');
  await expect(projectRows(page)).toHaveCount(0);
  const noMatch = page.getByRole('status').filter({ hasText: 'No project matches “day 3”.' });
  await expect(noMatch).toBeVisible();
  await expect(noMatch).toHaveAttribute('data-before', '');
  await page.getByRole('button', { name: 'Show all projects' }).click();
  await expect(search).toHaveValue('');
  // The button went with the message: the focus is back in the search field.
  await expect(search).toBeFocused();
  await expect(projectRows(page)).toHaveCount(7);

  // A feature tile's picker lists the ready videos, with the same search once there are 7 of them.
  const me = (await (await page.request.get('/api/users/me')).json()) as { user: { userId: string } };
  const statuses = async () =>
    (
      (await (await page.request.get(`/api/projects/user/${me.user.userId}`)).json()) as { status: string }[]
    ).map((p) => p.status);
  await expect.poll(statuses, { timeout: 60_000 }).toEqual(Array(7).fill('ready'));
  await page.getByRole('button', { name: 'Edit a video' }).click();
  const picker = page.getByRole('dialog', { name: 'Edit a video' });
  await picker.getByRole('searchbox', { name: 'Search videos' }).fill('sourdough day 2');
  await expect(picker.getByRole('link')).toHaveText([/Sourdough day 2\.mp4/]);
  await picker.getByRole('link').click();
  await expect(page).toHaveURL(/\/studio\/\w+\?tab=edit$/);
});
