import { expect, test } from '../fixtures.ts';
import {
  PASSWORD,
  logInThroughPage,
  logOutFromProfile,
  signUpThroughPages,
  typeCode,
  uniqueEmail,
} from './accounts-flows.ts';
import { ageOneTimeCodes } from './server-database.ts';

test('should sign up with the mailed code, log out and log back in', async ({ page, mailbox }) => {
  const email = uniqueEmail('signup');
  await signUpThroughPages(page, mailbox, email);
  // The spec keeps the signed-in user in local storage under `user`.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as unknown);
  expect(stored).toMatchObject({ email, signInMethod: 'email' });

  await logOutFromProfile(page);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await page.goto('/project');
  await expect(page).toHaveURL(/\/login$/);

  await logInThroughPage(page, email);
  await expect(page).toHaveURL(/\/project$/);
});

test('should show the spec messages for bad sign-up, login and code input', async ({ page, mailbox }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter all fields.');

  const existing = uniqueEmail('taken');
  await signUpThroughPages(page, mailbox, existing);
  await logOutFromProfile(page);

  await page.goto('/signup');
  await page.getByLabel('Email').fill(existing);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('User already exists');

  await logInThroughPage(page, uniqueEmail('nobody'));
  await expect(page.getByRole('alert')).toHaveText('User not found');
  await logInThroughPage(page, existing, 'wrong-password-9');
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');

  // A fresh sign-up: too few characters, then a wrong code.
  const email = uniqueEmail('code');
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/otp\/register$/);
  await typeCode(page, '123');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'OTP' })).toHaveText('Please enter a valid OTP');
  const real = await mailbox.waitForCode(email);
  const wrong = real === '000000' ? '111111' : '000000';
  await typeCode(page, wrong);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'OTP' })).toHaveText('Invalid OTP');
  await expect(page).toHaveURL(/\/otp\/register$/);
});

test('should count down and re-send the code when the timer reaches zero', async ({
  page,
  mailbox,
  server,
}) => {
  // The minute passes on a fake clock in the browser, and on the server by making the code a minute
  // older in its database: the countdown, the refusal before the minute and the resend are all real.
  await page.clock.install();
  const email = uniqueEmail('resend');
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/otp\/register$/);
  await mailbox.waitForCode(email);
  const timer = page.locator('time');
  const resend = page.getByRole('button', { name: 'Resend OTP' });
  await expect(timer).toHaveText(/^(01:00|00:5\d)$/);
  await expect(resend).toBeDisabled();
  await page.clock.fastForward('00:30');
  await expect(timer).toHaveText(/^00:(30|29|28)$/);
  await expect(resend).toBeDisabled();
  // The server still refuses a new code within the minute, with the seconds left.
  const early = await page.request.post('/api/users/otp/register', { data: { email } });
  expect(early.status()).toBe(429);

  ageOneTimeCodes(server.dataDir, email, 60_000);
  await page.clock.fastForward('00:31');
  await expect(resend).toBeEnabled();
  await expect(timer).toHaveText('00:00');
  const since = mailbox.mails.length;
  await resend.click();
  await expect(timer).toHaveText(/^(01:00|00:5\d)$/);
  await expect(resend).toBeDisabled();
  // The newly mailed code is the one that works.
  await typeCode(page, await mailbox.waitForCode(email, since));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/project$/);
});

test('should reset a forgotten password and log in with the new one', async ({ page, mailbox }) => {
  const email = uniqueEmail('reset');
  await signUpThroughPages(page, mailbox, email);
  await logOutFromProfile(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'Request Password Reset' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email address.');
  await page.getByLabel('Email').fill(email);
  const since = mailbox.mails.length;
  await page.getByRole('button', { name: 'Request Password Reset' }).click();
  await expect(page).toHaveURL(/\/otp\/reset$/);
  await typeCode(page, await mailbox.waitForCode(email, since));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);

  const newPassword = 'brand-new-pass-2';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill('something-else-3');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await page.getByLabel('Show passwords').check();
  await expect(page.getByLabel('Confirm password')).toHaveAttribute('type', 'text');
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  await logInThroughPage(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  await logInThroughPage(page, email, newPassword);
  await expect(page).toHaveURL(/\/project$/);
});

test('should change the password on the profile, signing out another device', async ({
  page,
  browser,
  baseURL,
  mailbox,
}) => {
  const email = uniqueEmail('change');
  await signUpThroughPages(page, mailbox, email);
  const otherDevice = await browser.newContext({ baseURL });
  const other = await otherDevice.newPage();
  await logInThroughPage(other, email);
  await expect(other).toHaveURL(/\/project$/);

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Password' });
  const submit = card.getByRole('button', { name: 'Change password' });
  await submit.click();
  await expect(card.getByRole('alert')).toHaveText('Please enter all fields.');
  await card.getByLabel('Current password').fill('not-my-password-9');
  await card.getByLabel('New password', { exact: true }).fill('brand-new-pass-2');
  await card.getByLabel('Confirm new password').fill('brand-new-pass-3');
  await submit.click();
  await expect(card.getByRole('alert')).toHaveText('Passwords do not match');
  await card.getByLabel('Confirm new password').fill('brand-new-pass-2');
  await submit.click();
  await expect(card.getByRole('alert')).toHaveText('Your current password is not right.');
  // The typed passwords stay: only the wrong one is typed again.
  await card.getByLabel('Current password').fill(PASSWORD);
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed.' })).toBeVisible();
  await expect(card.getByLabel('Current password')).toHaveValue('');

  // This device stays signed in; the other is sent to the login page on its next visit.
  await page.goto('/project');
  await expect(page).toHaveURL(/\/project$/);
  await other.goto('/profile');
  await expect(other).toHaveURL(/\/login$/);
  await otherDevice.close();

  await logOutFromProfile(page);
  await logInThroughPage(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  await logInThroughPage(page, email, 'brand-new-pass-2');
  // Signed out on purpose from the profile: the next login opens the dashboard, not the profile.
  await expect(page).toHaveURL(/\/project$/);
});

test('should send visitors to /login and signed-in users away from login and sign-up', async ({
  page,
  mailbox,
}) => {
  for (const path of ['/project', '/profile', '/api-config', '/studio/some-project']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  // The code screen needs the e-mail kept from the step before.
  await page.goto('/otp/register');
  await expect(page).toHaveURL(/\/login$/);

  await signUpThroughPages(page, mailbox, uniqueEmail('redirect'));
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/project$/);
  }
});

test('should delete the account after confirming, after which login says User not found', async ({
  page,
  mailbox,
}) => {
  const email = uniqueEmail('delete');
  await signUpThroughPages(page, mailbox, email);
  await page.goto('/profile');
  await expect(page.getByText('Inactive Subscription')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sign in Method' })).toContainText(email);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInThroughPage(page, email);
  await expect(page.getByRole('alert')).toHaveText('User not found');
});

test('should show no social sign-in that this server has not set up', async ({ page }) => {
  for (const path of ['/signup', '/login']) {
    await page.goto(path);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('link', { name: /with (Google|GitHub)/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Google|GitHub/ })).toHaveCount(0);
  }
});
