import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { createReadyProject, makePortraitVideo, PHONE, signUpByApi } from './creator-setup.ts';

/** axe-core's WCAG 2.1 A and AA rules; a page passes with no violation of any of them. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 4)
        .join(' | ')}`,
  );
}

test('public pages meet WCAG 2.1 AA by axe', async ({ page }) => {
  const found: Record<string, string[]> = {};
  for (const path of [
    '/',
    '/pricing',
    '/login',
    '/signup',
    '/contact-us',
    '/about-us',
    '/unsubscribe?topic=apiKeyNotices&token=t',
  ]) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    found[path] = await violations(page);
  }
  expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
});

test('signed-in pages and the studio tabs meet WCAG 2.1 AA by axe', async ({ page, mailbox, workDir }) => {
  // Sixteen axe runs over two viewports and a project made first: on a loaded 2-core runner this took
  // 90 s, the default budget; the budget is not what the test checks.
  test.setTimeout(180_000);
  await signUpByApi(page, mailbox, 'a11y');
  const id = await createReadyProject(page, await makePortraitVideo(workDir), 'Accessible.mp4');
  const found: Record<string, string[]> = {};
  for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
    await page.setViewportSize(viewport);
    for (const path of ['/project', '/profile', '/api-config', `/shorts/${id}`]) {
      await page.goto(path);
      // The page itself, not its loading placeholder, is what gets checked.
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      found[`${path} ${viewport.width}`] = await violations(page);
    }
    await page.goto(`/studio/${id}`);
    for (const tab of ['Style', 'Captions', 'Edit', 'Boost']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      found[`studio ${tab} ${viewport.width}`] = await violations(page);
    }
  }
  expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
});

test('dialogs, errors and an export in progress meet WCAG 2.1 AA by axe', async ({
  page,
  mailbox,
  workDir,
}) => {
  const found: Record<string, string[]> = {};
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  found['login error'] = await violations(page);

  await signUpByApi(page, mailbox, 'a11ystates');
  // A minute long, so its export is still running while the page is checked and cancelled.
  const video = await makePortraitVideo(workDir, 'minute.mp4', 60);
  const id = await createReadyProject(page, video, 'States.mp4');
  await page.goto('/project');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload video' }).click();
  await (await chooser).setFiles(video);
  await expect(page.getByRole('dialog', { name: 'Upload preview' })).toBeVisible();
  found['upload preview'] = await violations(page);
  await page.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Delete States.mp4' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete project?' })).toBeVisible();
  found['delete confirmation'] = await violations(page);
  await page.keyboard.press('Escape');

  await page.goto(`/studio/${id}`);
  await page.getByText('Keyboard shortcuts').click();
  await expect(page.getByText('Play or pause')).toBeVisible();
  found['studio shortcuts'] = await violations(page);
  await page.getByRole('button', { name: /^Export/ }).click();
  await expect(page.getByRole('button', { name: /^Export/ })).toHaveText('Exporting...');
  found['studio exporting'] = await violations(page);
  // Not left running into the next test.
  await page.getByRole('button', { name: 'Cancel export' }).click();
  await expect(page.getByRole('button', { name: /^Export/ })).toHaveText('Export');
  expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
});
