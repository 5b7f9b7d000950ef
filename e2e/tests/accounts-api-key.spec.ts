import fs from 'node:fs/promises';
import { type Locator, request as playwrightRequest } from '@playwright/test';
import { type CreditLedgerResponse, formatCredits } from '@wordreel/core';
import { expect, test } from '../fixtures.ts';
import { signUpThroughPages, uniqueEmail } from './accounts-flows.ts';
import { makePortraitVideo, PHONE, uploadWithKey } from './creator-setup.ts';

/** GET /api/users/me with only a Bearer key (no cookies): the status says whether the key works. */
async function meWithKey(baseURL: string, key: string): Promise<number> {
  const context = await playwrightRequest.newContext({ baseURL });
  try {
    const response = await context.get('/api/users/me', { headers: { Authorization: `Bearer ${key}` } });
    return response.status();
  } finally {
    await context.dispose();
  }
}

test('should generate a key shown once, mask it later, and revoke it on regenerate', async ({
  page,
  mailbox,
  baseURL,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpThroughPages(page, mailbox, uniqueEmail('apikey'));
  await page.getByRole('link', { name: 'API Config' }).click();
  await expect(page).toHaveURL(/\/api-config$/);
  const field = page.getByLabel(/^Your key/);
  await expect(field).toHaveValue('');

  await page.getByRole('button', { name: 'Generate Key' }).click();
  await expect(page.getByText('it will not be shown again')).toBeVisible();
  const firstKey = await field.inputValue();
  expect(firstKey.length).toBeGreaterThan(20);
  expect(await meWithKey(baseURL, firstKey)).toBe(200);

  await page.getByRole('button', { name: 'Copy API key' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'API key copied to clipboard' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstKey);

  await page.getByRole('button', { name: 'Hide API key' }).click();
  await expect(field).not.toHaveValue(firstKey);
  await page.getByRole('button', { name: 'Show API key' }).click();
  await expect(field).toHaveValue(firstKey);

  // After a reload only the masked key with its prefix is left.
  await page.reload();
  const masked = await field.inputValue();
  expect(masked).not.toBe(firstKey);
  expect(masked).not.toContain(firstKey.slice(-8));
  const label = (await page.locator('label[for="api-key-value"]').textContent()) ?? '';
  const prefix = /starts with (\S+)\)/.exec(label)?.[1] ?? '';
  expect(firstKey.startsWith(prefix) && prefix.length > 0).toBe(true);
  await expect(page.getByRole('button', { name: 'Copy API key' })).toBeDisabled();

  await page.getByRole('button', { name: 'Regenerate API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Regenerate your API key?' });
  await dialog.getByRole('button', { name: 'Regenerate key' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('it will not be shown again')).toBeVisible();
  const secondKey = await field.inputValue();
  expect(secondKey).not.toBe(firstKey);
  expect(await meWithKey(baseURL, firstKey)).toBe(401);
  expect(await meWithKey(baseURL, secondKey)).toBe(200);
});

test('should give each integration its own key, shown once, and revoke one without breaking the others', async ({
  page,
  mailbox,
  baseURL,
}) => {
  await signUpThroughPages(page, mailbox, uniqueEmail('namedkeys'));
  await page.goto('/api-config');
  const section = page.getByRole('region', { name: 'Keys for integrations' });
  await expect(section.getByText('No keys for integrations yet.')).toBeVisible();
  await expect(section.getByText('0 of 10 keys')).toBeVisible();
  // The account's own key, beside the named ones.
  await page.getByRole('button', { name: 'Generate Key' }).click();
  await expect(page.getByText('it will not be shown again')).toBeVisible();
  const accountKey = await page.getByLabel(/^Your key/).inputValue();

  /** Creates a key named `name` and reads it from the panel that shows it once. */
  async function createKey(name: string, expires = 'Never'): Promise<string> {
    await section.getByLabel('Key name').fill(name);
    await section.getByLabel('Expires').selectOption({ label: expires });
    await section.getByRole('button', { name: 'Create key' }).click();
    const shown = section.getByLabel(`New key “${name}”`);
    await expect(shown).toBeFocused();
    await expect(section.getByText('Copy it now: it is shown only once.')).toBeVisible();
    return shown.inputValue();
  }
  const clientKey = await createKey('Client site');
  const zapierKey = await createKey('Zapier', 'In 90 days');
  expect(new Set([accountKey, clientKey, zapierKey]).size).toBe(3);
  await expect(section.getByText('2 of 10 keys')).toBeVisible();
  const row = (name: string) => section.getByRole('listitem').filter({ hasText: name });
  /** What a key's row says under `term` (Created, Last used, Expires, Credits used). */
  const fact = (name: string, term: string) =>
    row(name)
      .locator('div')
      .filter({ has: page.getByRole('term').filter({ hasText: term }) })
      .getByRole('definition');
  await expect(fact('Client site', 'Last used')).toHaveText('Never');
  await expect(fact('Client site', 'Expires')).toHaveText('Never');
  // Ninety days from now, to the minute shown.
  const expiresShown = Date.parse((await fact('Zapier', 'Expires').textContent()) ?? '');
  expect(Math.abs(expiresShown - (Date.now() + 90 * 86_400_000))).toBeLessThan(3 * 60_000);
  expect(await meWithKey(baseURL, clientKey)).toBe(200);
  // The client's integration uploads a video with its key: the captions' credits are its own.
  await fs.mkdir(test.info().outputDir, { recursive: true });
  const video = await makePortraitVideo(test.info().outputDir, 'client.mp4', 2);
  const upload = await uploadWithKey(baseURL, clientKey, video, 'client.mp4');
  expect(upload.status, upload.body).toBe(201);
  const ledger = (await (await page.request.get('/api/users/credits/ledger')).json()) as CreditLedgerResponse;
  const spent = -(ledger.entries[0]?.delta ?? 0);
  expect(spent).toBeGreaterThan(0);

  // Only the masked keys are left after a reload; the one used says when.
  await page.reload();
  await expect(section.getByLabel('New key “Zapier”')).toHaveCount(0);
  await expect(section).not.toContainText(clientKey);
  const masked = (await row('Client site').locator('code').textContent()) ?? '';
  const shownPrefix = masked.replaceAll('•', '');
  expect(masked).toContain('•');
  expect(clientKey.startsWith(shownPrefix) && shownPrefix.length > 3).toBe(true);
  await expect(fact('Client site', 'Last used')).not.toHaveText('Never');
  await expect(fact('Zapier', 'Last used')).toHaveText('Never');
  await expect(fact('Client site', 'Credits used')).toHaveText(String(spent));
  await expect(fact('Zapier', 'Credits used')).toHaveText('0');
  const charge = page.locator('.ledger-table tbody tr').first();
  await expect(charge).toContainText('Captions for client.mp4');
  await expect(charge).toContainText('via key “Client site”');
  // One client's month: its charges only, and the same entries as a CSV for its invoice.
  const thisMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(new Date());
  await page.getByLabel('Period').selectOption({ label: thisMonth });
  await page.getByLabel('Asked for by').selectOption({ label: 'Client site' });
  await expect(page.locator('.ledger-table tbody tr')).toHaveCount(1);
  await expect(page.getByText(`${thisMonth}: ${spent} credits used`)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^wordreel-credits-from-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = (await fs.readFile(await download.path(), 'utf8')).trim().split('\n');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(`,Captions for client.mp4,-${spent},`);
  expect(csv[1]).toContain(',Client site,');
  await page.getByLabel('Asked for by').selectOption({ label: 'All activity' });

  // A monthly limit of what the client spent so far: its next upload is refused, and the page says why.
  await expect(fact('Client site', 'This month')).toHaveText(`${formatCredits(spent)}, no limit`);
  await row('Client site').getByRole('button', { name: 'Set limit for Client site' }).click();
  const limitField = row('Client site').getByLabel('Monthly limit (credits) for Client site');
  await expect(limitField).toBeFocused();
  await limitField.fill(String(spent));
  await row('Client site').getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Limit for “Client site” set to ${spent}` }),
  ).toBeVisible();
  await expect(fact('Client site', 'This month')).toContainText(`${spent} of ${spent}`);
  await expect(fact('Client site', 'This month')).toContainText('Limit reached');
  await expect(
    row('Client site').getByRole('button', { name: 'Change limit for Client site' }),
  ).toBeFocused();
  const refused = await uploadWithKey(baseURL, clientKey, video, 'again.mp4');
  expect(refused.status).toBe(402);
  expect((JSON.parse(refused.body) as { message: string }).message).toContain(
    `The key “Client site” has used ${spent} of its ${formatCredits(spent)} this month`,
  );

  // The account's key, not used yet, says so; a named key's use is not its use.
  await expect(page.getByText(/^Created .*; never used\./)).toBeVisible();

  await row('Client site').getByRole('button', { name: 'Revoke Client site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke “Client site”?' });
  await expect(dialog).toContainText('Apps using this key stop working at once.');
  await dialog.getByRole('button', { name: 'Revoke key' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Key “Client site” revoked.' })).toBeVisible();
  await expect(row('Client site')).toHaveCount(0);
  await expect(section.getByText('1 of 10 keys')).toBeVisible();
  expect(await meWithKey(baseURL, clientKey)).toBe(401);
  expect(await meWithKey(baseURL, zapierKey)).toBe(200);
  expect(await meWithKey(baseURL, accountKey)).toBe(200);
  // Its charges still say whose they were.
  await page.reload();
  await expect(charge).toContainText('via key “Client site”');
});

test('should show the real credit balance and add purchased credits in test mode', async ({
  page,
  mailbox,
}) => {
  await signUpThroughPages(page, mailbox, uniqueEmail('credits'));
  await page.goto('/api-config');
  const balance = page.getByTestId('credit-balance');
  await expect(balance).toHaveText(/^[\d,]+$/);
  const before = Number((await balance.textContent())?.replaceAll(',', ''));
  const server = (await (await page.request.get('/api/users/credits')).json()) as { credits: number };
  expect(before).toBe(server.credits);

  const amount = page.getByPlaceholder('Number of credits...');
  const buy = page.getByRole('button', { name: 'Purchase more credits' });
  for (const [value, message] of [
    ['50', 'You can buy at least 100 credits at a time.'],
    ['12010', 'You can buy at most 12,000 credits at a time.'],
    ['105', 'Credits are sold in steps of 10.'],
  ] as const) {
    await amount.fill(value);
    await buy.click();
    await expect(page.getByRole('alert')).toHaveText(message);
  }
  await expect(balance).toHaveText(before.toLocaleString('en-US'));

  await amount.fill('250');
  await expect(page.getByText('Total: $12.50')).toBeVisible();
  await buy.click();
  await expect(page.getByText('Test mode: no real payment was taken.')).toBeVisible();
  await expect(balance).toHaveText((before + 250).toLocaleString('en-US'));
  // The prices the server charges, in words, and the purchase at the top of the recent activity.
  await expect(
    page.getByText('Per started minute of video, captions cost 1 credit and an export 1 credit;'),
  ).toBeVisible();
  await expect(page.locator('.ledger-table tbody tr').first()).toContainText('+250');
  await expect(page.getByText(/^All time: \d+ credits used, 250 bought\.$/)).toBeVisible();
});

test('on a phone: a toast clear of the button pressed at the foot, all ledger columns in view', async ({
  page,
  mailbox,
}) => {
  await signUpThroughPages(page, mailbox, uniqueEmail('toastplace'));
  await page.setViewportSize(PHONE);
  await page.goto('/api-config');
  const bottomOf = (box: { y: number; height: number }) => box.y + box.height;

  /** Presses `button`; the box of the toast saying `message`, and the button's where it was pressed. */
  async function press(button: Locator, message: string) {
    const buttonBox = await button.boundingBox();
    await button.click();
    const toast = page.getByRole('status').filter({ hasText: message });
    await expect(toast).toBeVisible();
    const toastBox = await toast.boundingBox();
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast).toBeHidden();
    if (!toastBox || !buttonBox) throw new Error('toast or button not laid out');
    return { toast: toastBox, button: buttonBox };
  }

  // The purchase button scrolled to the foot, where toasts usually appear: the toast goes to the top.
  await page.getByPlaceholder('Number of credits...').fill('100');
  const buy = page.getByRole('button', { name: 'Purchase more credits' });
  await buy.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const atFoot = await press(buy, '100 credits added to your balance');
  expect(bottomOf(atFoot.button)).toBeGreaterThan(PHONE.height - 120);
  expect(bottomOf(atFoot.toast)).toBeLessThan(atFoot.button.y);
  expect(atFoot.toast.y).toBeLessThan(PHONE.height / 3);
  // The recent activity shows time, what, credits and balance without a sideways scroll.
  const ledger = page.locator('.ledger-scroll');
  await expect(ledger.locator('tbody tr')).toHaveCount(1);
  expect(await ledger.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);

  // A button at the top of the screen: the toast keeps its usual place at the foot.
  await page.evaluate(() => window.scrollTo(0, 0));
  const generate = page.getByRole('button', { name: 'Generate Key' });
  const atTop = await press(generate, 'New API key generated');
  expect(bottomOf(atTop.button)).toBeLessThan(PHONE.height / 2);
  expect(bottomOf(atTop.toast)).toBeGreaterThan(PHONE.height - 120);
});
