import { expect, test } from '../fixtures.ts';
import { uniqueEmail } from './accounts-flows.ts';

// This file's worker starts local Google and GitHub providers and points the server at them.
test.use({ oauth: true });

let subject = 1;

test('should sign up with Google from /signup and land on /project', async ({ page, oauthProviders }) => {
  const email = uniqueEmail('google');
  oauthProviders!.google.identity = { sub: `g-${subject++}`, email, emailVerified: true, name: 'Gia Google' };
  await page.goto('/signup');
  await page.getByRole('link', { name: 'Sign up with Google' }).click();
  await expect(page).toHaveURL(/\/project$/);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Gia Google' })).toBeVisible();
  const method = page.getByRole('region', { name: 'Sign in Method' });
  await expect(method).toContainText('Google');
  await expect(method).toContainText(email);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as unknown),
  ).toMatchObject({
    email,
    signInMethod: 'google',
  });
});

test('should log in with GitHub from /login and land on /project', async ({ page, oauthProviders }) => {
  const email = uniqueEmail('github');
  oauthProviders!.github.identity = {
    sub: String(100_000 + subject++),
    email,
    emailVerified: true,
    name: 'Gus Hub',
  };
  await page.goto('/login');
  await page.getByRole('link', { name: 'Log in with GitHub' }).click();
  await expect(page).toHaveURL(/\/project$/);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Sign in Method' })).toContainText('GitHub');
});

test('should come back to /login and show the error when the user denies access', async ({
  page,
  oauthProviders,
}) => {
  const google = oauthProviders!.google;
  google.denyWith = 'access_denied';
  try {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Log in with Google' }).click();
    await expect(page).toHaveURL(/\/login\?error=access_denied/);
    await expect(page.getByRole('alert')).toContainText('access_denied');
    await page.goto('/project');
    await expect(page).toHaveURL(/\/login$/);
  } finally {
    google.denyWith = null;
  }
});
