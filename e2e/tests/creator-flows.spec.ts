import { expect, test } from '../fixtures.ts';
import { PASSWORD, typeCode, uniqueEmail } from './accounts-flows.ts';
import {
  createReadyProject,
  DESKTOP,
  makePortraitVideo,
  PHONE,
  saveScreen,
  signUpByApi,
} from './creator-setup.ts';

for (const viewport of [DESKTOP, PHONE]) {
  const size = `${viewport.width}x${viewport.height}`;

  test(`${size}: rename a project on its card and in the studio header; the list and a reload agree`, async ({
    signedInPage,
    workDir,
  }) => {
    test.setTimeout(150_000);
    const page = await signedInPage('rename', viewport);
    const video = await makePortraitVideo(workDir, `rename-${viewport.width}.mp4`);
    const longName =
      'A very long name for a sourdough video that will never fit on one card line, nor on the two lines a card gives it, however wide the screen: the starter, the first and second rise, shaping, scoring and the bake.mp4';
    const projectId = await createReadyProject(page, video, longName);

    await page.goto('/project');
    const card = page.locator(`[data-project-id="${projectId}"]`);
    // Long names are cut with an ellipsis after two lines on the card, the full name on hover.
    const name = card.getByRole('link', { name: longName });
    await expect(name).toHaveAttribute('title', longName);
    expect(await name.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await expect(card.getByLabel('Last updated')).toBeVisible();
    await saveScreen(page, 'dashboard-card');

    await card.getByRole('button', { name: `Rename ${longName}` }).click();
    const field = card.getByRole('textbox', { name: 'Project name' });
    await expect(field).toBeFocused();
    await field.fill('   ');
    await field.press('Enter');
    await expect(card.getByRole('alert')).toContainText('Please enter a name');
    await saveScreen(page, 'dashboard-rename');
    await field.fill('Sourdough at home');
    await field.press('Enter');
    await expect(card.getByRole('link', { name: 'Sourdough at home' })).toBeVisible();
    await page.reload();
    await expect(card.getByRole('link', { name: 'Sourdough at home' })).toBeVisible();

    // The studio header renames too; the dashboard shows it afterwards.
    await card.getByRole('link', { name: 'Sourdough at home' }).click();
    await expect(page.getByRole('heading', { name: 'Sourdough at home', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Rename Sourdough at home' }).click();
    await page.getByRole('textbox', { name: 'Project name' }).fill('Sourdough, take two');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('heading', { name: 'Sourdough, take two', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sourdough, take two', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Projects' }).click();
    await expect(card.getByRole('link', { name: 'Sourdough, take two' })).toBeVisible();
  });

  test(`${size}: sign-up survives a reload of the code page`, async ({ browser, server, mailbox }) => {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport });
    const page = await context.newPage();
    const email = uniqueEmail('reload');
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    const since = mailbox.mails.length;
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/otp\/register$/);
    const code = await mailbox.waitForCode(email, since);
    // The phone reloads the tab after the mail app.
    await page.reload();
    await expect(page.getByText(email)).toBeVisible();
    await saveScreen(page, 'otp-register');
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/project$/);
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
    // The sign-up's email and password do not outlive it (the tab keeps only its scroll positions).
    const stored = await page.evaluate(() => JSON.stringify({ ...window.sessionStorage }));
    expect(stored).not.toContain(PASSWORD);
    expect(stored).not.toContain(email);
    await context.close();
  });
}

test('logging in from a protected page returns to that page', async ({ browser, server, mailbox }) => {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: PHONE });
  const page = await context.newPage();
  const email = await signUpByApi(page, mailbox, 'return');
  await page.request.post('/api/users/logout');
  await page.goto('/api-config');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wordreel-e2e-1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/api-config$/);
  await expect(page.getByRole('heading', { name: 'API Config', level: 1 })).toBeVisible();
  await context.close();
});
