import { expect, test } from '../fixtures.ts';
import { createReadyProject, makePortraitVideo } from './creator-setup.ts';

// A studio left open while the session ends elsewhere (signed out in another tab, expired): its next
// call is refused with a 401, and rather than fail every save after it, the page asks the server about
// the session again and goes to the login, which leads back to the studio.
test('a studio whose session ended in another tab goes to the login at its next call, and back to the studio after it', async ({
  signedInPage,
  workDir,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage('ended');
  const { user } = (await (await page.request.get('/api/users/me')).json()) as { user: { email: string } };
  const projectId = await createReadyProject(page, await makePortraitVideo(workDir, 'ended.mp4'), 'Ended');
  await page.goto(`/studio/${projectId}`);
  await expect(page.getByRole('button', { name: 'Venus' })).toBeVisible();

  // Another tab of the same browser logs out.
  const refused = page.waitForResponse((r) => r.status() === 401);
  const otherTab = await page.context().newPage();
  expect((await otherTab.request.post('/api/users/logout')).ok()).toBe(true);
  await otherTab.close();

  // The studio's next call is refused: a theme's save, or one of its own reads (the caption file's
  // poll, the project reloaded when the live stream, ended at its next heartbeat, reconnects) when
  // that comes first, in which case the page has gone before the click.
  await page
    .getByRole('button', { name: 'Venus' })
    .click({ timeout: 3000 })
    .catch(() => undefined);
  await refused;
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('wordreel-e2e-1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`/studio/${projectId}$`));
  await expect(page.getByRole('button', { name: 'Venus' })).toBeVisible();
});
