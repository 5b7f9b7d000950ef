import fs from 'node:fs/promises';
import type { CreatedNamedApiKey } from '@wordreel/core';
import PostalMime from 'postal-mime';
import { expect, test } from '../fixtures.ts';
import { makePortraitVideo, signUpByApi, uploadWithKey } from './creator-setup.ts';

/** The optional mails about API keys: off on the profile, or from the link in one (decision 076). */
test('should turn the emails about API keys off and on again on the profile', async ({ page, mailbox }) => {
  await signUpByApi(page, mailbox, 'mailprefs');
  await page.goto('/profile');
  const box = page.getByRole('checkbox', { name: 'Emails about my API keys' });
  await expect(box).toBeChecked();
  await expect(box).toHaveAccessibleDescription(
    /expires within a week, or nears or reaches its monthly credit limit/,
  );
  await box.uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'Turned off.' })).toBeVisible();
  await page.reload();
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(page.getByRole('status').filter({ hasText: 'Turned on.' })).toBeVisible();
  await page.reload();
  await expect(box).toBeChecked();
});

test('should stop them from the link in a key mail, without signing in', async ({
  page,
  browser,
  mailbox,
  baseURL,
}) => {
  const email = await signUpByApi(page, mailbox, 'unsubscribe');
  // A key allowed one credit a month, used for one upload: its owner is told it reached its limit.
  const created = await page.request.post('/api/users/api-keys', {
    data: { name: 'Client site', monthlyCreditLimit: 1 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { key } = (await created.json()) as CreatedNamedApiKey;
  await fs.mkdir(test.info().outputDir, { recursive: true });
  const video = await makePortraitVideo(test.info().outputDir, 'client.mp4', 2);
  const upload = await uploadWithKey(baseURL, key, video, 'client.mp4');
  expect(upload.status, upload.body).toBe(201);
  let text = '';
  await expect
    .poll(async () => {
      const mails = await Promise.all(mailbox.mailsTo(email).map((sunk) => PostalMime.parse(sunk.raw)));
      text = mails.find((mail) => mail.subject?.includes('reached its monthly credit limit'))?.text ?? '';
      return text;
    })
    .toContain('To stop emails about your API keys: ');
  const link = new URL(/To stop emails about your API keys: (\S+)/.exec(text)![1]!);

  // Opened where the reader reads mail: no session. Nothing changes until the button is pressed.
  const reader = await browser.newContext();
  try {
    const mailPage = await reader.newPage();
    await mailPage.goto(`${baseURL}${link.pathname}${link.search}`);
    await expect(mailPage.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
    await expect(mailPage.getByText('Stop emails about your API keys?')).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('checkbox', { name: 'Emails about my API keys' })).toBeChecked();

    await mailPage.getByRole('button', { name: 'Stop these emails' }).click();
    await expect(mailPage.getByRole('status')).toHaveText(
      'Done: no more emails about your API keys. You can turn them back on on your profile page.',
    );
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Emails about my API keys' })).not.toBeChecked();

    // A link whose token was altered changes nothing and says so.
    await mailPage.goto(`${baseURL}/unsubscribe?topic=apiKeyNotices&token=apiKeyNotices.someone.forged`);
    await mailPage.getByRole('button', { name: 'Stop these emails' }).click();
    await expect(mailPage.getByRole('alert')).toHaveText(
      'This unsubscribe link is not valid. You can turn these emails off on your profile page.',
    );
  } finally {
    await reader.close();
  }
});
