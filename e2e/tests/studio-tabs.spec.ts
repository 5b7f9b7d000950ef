import { expect, test } from '../fixtures.ts';
import { createReadyProject, makePortraitVideo } from './creator-setup.ts';

// Two studios of one video save over each other's captions and look; each says so while the other is
// open (tabs of one browser tell each other on a BroadcastChannel), and a studio of another video does not.
test('a studio says so while the same video is open in another tab, and stops saying it when that tab goes', async ({
  signedInPage,
  workDir,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage('twotabs');
  const video = await makePortraitVideo(workDir, 'tabs.mp4');
  const projectId = await createReadyProject(page, video, 'Tabs');
  const otherProjectId = await createReadyProject(page, video, 'Other');
  const notice = (tab: typeof page) =>
    tab.getByRole('status').filter({ hasText: 'Also open in another tab' });

  await page.goto(`/studio/${projectId}`);
  await expect(page.getByRole('button', { name: 'Venus' })).toBeVisible();
  // The top bar's live region is there, empty, before any notice: screen readers announce text that
  // appears in a region they know, not always a region inserted with its text.
  const region = page.locator('.studio-notices');
  await expect(region).toHaveAttribute('role', 'status');
  await expect(region).toBeEmpty();
  const regionBefore = await region.elementHandle();
  const second = await page.context().newPage();
  await second.goto(`/studio/${otherProjectId}`);
  await expect(second.getByRole('button', { name: 'Venus' })).toBeVisible();
  // Another video in the other tab: nothing to say.
  await expect(notice(page)).toHaveCount(0);
  await expect(notice(second)).toHaveCount(0);

  // The same video: both say it, the one opened first (answering) and the one opened second (answered).
  await second.goto(`/studio/${projectId}`);
  await expect(notice(second)).toBeVisible();
  await expect(notice(page)).toBeVisible();
  expect(
    await regionBefore?.evaluate((node) => (node.isConnected ? node.textContent : 'the region was replaced')),
  ).toContain('Also open in another tab');

  await second.close();
  await expect(notice(page)).toHaveCount(0);
});
