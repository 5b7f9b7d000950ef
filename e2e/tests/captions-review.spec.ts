import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  CAPTIONS,
  createReadyProject,
  DESKTOP,
  makePortraitVideo,
  PHONE,
  saveScreen,
  signUpByApi,
} from './creator-setup.ts';

const run = promisify(execFile);

interface Word {
  text: string;
  startMs: number;
  endMs: number;
  confidence: number;
}
const captionsOf = async (page: Page, id: string): Promise<Word[]> =>
  (await (await page.request.get(`/public/${id}.json`)).json()) as Word[];

for (const viewport of [DESKTOP, PHONE]) {
  test(`captions review at ${viewport.width}x${viewport.height}: unsure words, nudges, find & replace, export state on the card`, async ({
    signedInPage,
    workDir,
  }) => {
    test.setTimeout(180_000);
    const page = await signedInPage('review', viewport);
    const video = await makePortraitVideo(workDir, `review-${viewport.width}.mp4`);
    const projectId = await createReadyProject(page, video, 'Bread review');
    // Two words the recogniser was unsure of.
    const unsure = CAPTIONS.map((w, i) => (i === 1 || i === 4 ? { ...w, confidence: 0.3 } : w));
    expect(
      (await page.request.post('/update-subtitle', { data: { id: projectId, subtitleData: unsure } })).ok(),
    ).toBe(true);

    await page.goto(`/studio/${projectId}`);
    await expect(page.locator('.player canvas.player-fill:not(.player-split)')).toBeAttached({
      timeout: 20_000,
    });
    // An export first, so the card can say it is out of date after the edits.
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('button', { name: /^Export/ }).click();
    await download;

    await page.getByRole('tab', { name: 'Captions' }).click();
    const bar = page.getByRole('region', { name: 'Review words' });
    await expect(bar.getByText('2 unsure words')).toBeVisible();
    await expect(page.locator('.word-chip-unsure')).toHaveCount(2);
    await page.keyboard.press('F8');
    const bread = page.getByRole('textbox', { name: 'Caption word bread' }).first();
    await expect(bread).toBeFocused();
    await expect(bar.getByText('0.50 s – 1.00 s')).toBeVisible();
    // A screen reader hears the timing and the doubt with the word itself.
    await expect(bread).toHaveAccessibleDescription(
      '0.50 s to 1.00 s. The recogniser was unsure of this word.',
    );

    // A frame later (button), then 100 ms later (keys, on the word): saved through /update-subtitle.
    await bar.getByRole('button', { name: '+1f: move the start one frame later', exact: true }).click();
    await expect.poll(async () => (await captionsOf(page, projectId))[1]?.startMs).toBe(533);
    await page.getByRole('textbox', { name: 'Caption word bread' }).first().focus();
    await page.keyboard.press('Control+Alt+Shift+ArrowLeft');
    await expect.poll(async () => (await captionsOf(page, projectId))[1]?.endMs).toBe(900);
    await bar.getByRole('button', { name: 'Looks right' }).click();
    await expect(bar.getByText('1 unsure word')).toBeVisible();
    await saveScreen(page, 'studio-captions-review');

    // Find & replace: every whole "bread" becomes "loaf", punctuation and times kept.
    await page.getByRole('button', { name: 'Find and replace' }).click();
    await page.getByLabel('Find', { exact: true }).fill('bread');
    await expect(page.getByText('2 found')).toBeVisible();
    await page.getByLabel('Replace with').fill('loaf');
    await page.getByRole('button', { name: 'Replace all' }).click();
    await expect
      .poll(async () => (await captionsOf(page, projectId)).filter((w) => w.text.trim() === 'loaf').length)
      .toBe(2);
    // Nothing is left to find, and Replace all is disabled: the focus went back to the Find field.
    await expect(page.getByLabel('Find', { exact: true })).toBeFocused();
    // One Undo takes the whole replacement back; Redo puts it again.
    const count = async (text: string) =>
      (await captionsOf(page, projectId)).filter((w) => w.text.trim() === text).length;
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => count('bread')).toBe(2);
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect.poll(() => count('loaf')).toBe(2);

    // The replacement's toast shows above the review bar, not over its buttons.
    const replaced = page.getByRole('status').filter({ hasText: 'Replaced 2 times. Undo puts it back.' });
    await expect(replaced).toBeVisible();
    const toastBox = await replaced.boundingBox();
    const barBox = await bar.boundingBox();
    expect(toastBox && barBox && toastBox.y + toastBox.height <= barBox.y).toBe(true);

    // The corrected word goes into the vocabulary from the review bar; the studio's own list shows it
    // at once and edits it too.
    await page.getByRole('textbox', { name: 'Caption word loaf' }).first().focus();
    await bar.getByRole('button', { name: 'Add to vocabulary' }).click();
    await expect(page.getByText('"loaf" added to your vocabulary')).toBeVisible();
    // Scrolling the vocabulary into view moves the review bar up, and the toasts slide down to the
    // screen's foot with it: on a phone they can land on the button while it is clicked. Closed first.
    await page.evaluate(() => {
      document.querySelectorAll<HTMLButtonElement>('.toast-close').forEach((close) => close.click());
    });
    await expect(page.locator('.toast')).toHaveCount(0);
    await page.getByRole('button', { name: 'Custom vocabulary', exact: true }).click();
    const vocabulary = page.getByRole('region', { name: 'Custom vocabulary' });
    await expect(vocabulary.getByRole('listitem')).toHaveText(['loaf×']);
    await vocabulary.getByLabel('New term').fill('Sourdough Co');
    await vocabulary.getByLabel('New term').press('Enter');
    await expect(vocabulary.getByRole('listitem')).toHaveText(['loaf×', 'Sourdough Co×']);
    await expect
      .poll(
        async () => ((await (await page.request.get('/api/vocabulary')).json()) as { terms: string[] }).terms,
      )
      .toEqual(['loaf', 'Sourdough Co']);
    await page.getByRole('button', { name: 'Write captions again' }).first().click();
    await expect(page.getByRole('radio', { name: /Fast/ })).toBeVisible();
    await bar.scrollIntoViewIfNeeded();
    await saveScreen(page, 'studio-captions-tools');
    // The bar sits high up now, away from the screen's foot: toasts go back to the foot.
    const clearance = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--toast-clearance'));
    const high = await bar.boundingBox();
    expect((high?.y ?? 0) + (high?.height ?? 0)).toBeLessThan((page.viewportSize()?.height ?? 0) - 120);
    await expect.poll(clearance).toBe('0px');

    // The dashboard card: the export is there but no longer matches the captions.
    await page.goto('/project');
    const card = page.locator(`[data-project-id="${projectId}"]`);
    await expect(card.getByText('Export out of date')).toBeVisible();
    await expect(card.getByRole('link', { name: /^Download Bread review/ })).toHaveAttribute(
      'href',
      `/download/${projectId}.mp4`,
    );
    await saveScreen(page, 'dashboard-export-state');
  });
}

test('an upload cut off by a reload is resumed from its dashboard card by choosing the same file', async ({
  page,
  mailbox,
  workDir,
}) => {
  test.setTimeout(150_000);
  const video = path.join(workDir, 'cut-off.mp4');
  // prettier-ignore
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=30:d=6,noise=alls=60:allf=t',
    '-f', 'lavfi', '-i', 'sine=frequency=440:duration=6',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '24', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', video,
  ]);
  expect((await fs.stat(video)).size).toBeGreaterThan(9 * 1024 * 1024);
  await signUpByApi(page, mailbox, 'resume');
  await page.goto('/project');

  // The first 8 MiB chunk goes through, every later one is cut: then the tab reloads.
  let cut = false;
  let blocking = true;
  await page.route('**/files/**', async (route) => {
    const offset = Number((await route.request().headerValue('upload-offset')) ?? '0');
    if (blocking && route.request().method() === 'PATCH' && offset > 0) {
      cut = true;
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload video' }).click();
  await (await chooser).setFiles(video);
  const dialog = page.getByRole('dialog', { name: 'Upload preview' });
  // The file is landscape: so is the export frame, until the user says otherwise.
  await expect(dialog.getByRole('radio', { name: 'Landscape' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect.poll(() => cut, { timeout: 30_000 }).toBe(true);
  page.once('dialog', (d) => void d.accept()); // the "leave mid-upload?" question
  await page.reload();
  blocking = false; // the retries of the old page are gone with it

  const card = page.getByRole('list', { name: 'Projects' }).getByRole('listitem').first();
  await expect(card.getByText('The upload stopped. Choose the same file to resume.')).toBeVisible({
    timeout: 15_000,
  });
  await saveScreen(page, 'dashboard-resume');
  const again = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Choose the same file' }).click();
  await (await again).setFiles(video);
  const resumed = page.getByRole('dialog', { name: 'Upload preview' });
  await expect(resumed.getByText(/partly uploaded before/)).toBeVisible();
  await resumed.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL(/\/studio\/[0-9a-f]{32}$/, { timeout: 60_000 });
});
