import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import type { SmtpSink } from '../../apps/server/test/accounts/smtp-sink.ts';

/** Shared steps of the account e2e specs, done through the real pages as a user would. */

export const PASSWORD = 'reel-password-1';

/**
 * Letters only: the mailbox takes the first six-digit number in the raw mail, and the To: header
 * comes before the body, so digits in the address could be read as the code.
 */
export function uniqueEmail(tag: string): string {
  const letters = Array.from({ length: 12 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${tag}-${letters.join('')}@example.com`;
}

/** Types the code into the first box; the boxes move focus on by themselves. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Character 1 of 6').click();
  await page.keyboard.type(code);
}

/** /signup → code from the SMTP sink → /otp/register → /project. */
export async function signUpThroughPages(
  page: Page,
  mailbox: SmtpSink,
  email: string,
  password = PASSWORD,
): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const since = mailbox.mails.length;
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/otp\/register$/);
  await expect(page.getByText(email)).toBeVisible();
  await typeCode(page, await mailbox.waitForCode(email, since));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/project$/);
}

export async function logInThroughPage(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

export async function logOutFromProfile(page: Page): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
