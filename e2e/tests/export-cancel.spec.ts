import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { createReadyProject, makePortraitVideo, signUpByApi } from './creator-setup.ts';

const credits = async (page: Page) =>
  ((await (await page.request.get('/api/users/credits')).json()) as { credits: number }).credits;

test('cancels an export in progress from the studio and gives its credit back', async ({
  page,
  mailbox,
  workDir,
}) => {
  await signUpByApi(page, mailbox, 'cancel');
  // Half a minute of 1080x1920 video: its export runs for many seconds (8 s or more with the server's
  // own encoder settings on two cores), long past the cancel a second after it starts.
  const id = await createReadyProject(
    page,
    await makePortraitVideo(workDir, 'half.mp4', 30),
    'Half minute.mp4',
  );
  const before = await credits(page);
  await page.goto(`/studio/${id}`);

  const exportButton = page.getByRole('button', { name: /^Export/ });
  const cancel = page.getByRole('button', { name: 'Cancel export' });
  await expect(cancel).toHaveCount(0);
  await exportButton.click();
  await expect(exportButton).toHaveText('Exporting...');
  await expect(cancel).toBeEnabled();
  expect(await credits(page)).toBe(before - 1);

  await cancel.click();
  await expect(page.locator('.toast').filter({ hasText: 'Export cancelled.' })).toBeVisible();
  await expect(exportButton).toHaveText('Export');
  await expect(cancel).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download' })).toHaveCount(0);
  const status = (await (await page.request.get(`/api/projects/${id}/render`)).json()) as { state: string };
  expect(status.state).toBe('cancelled');
  expect(await credits(page)).toBe(before);

  // A new export can start at once, and runs to its download.
  const download = page.waitForEvent('download', { timeout: 150_000 });
  await exportButton.click();
  await expect(exportButton).toHaveText('Exporting...');
  expect((await download).suggestedFilename()).toBe('Half minute.mp4');
  await expect(exportButton).toHaveText('Export');
});
