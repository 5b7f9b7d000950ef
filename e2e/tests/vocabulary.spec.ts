import { expect, test } from '../fixtures.ts';
import { signUpThroughPages, uniqueEmail } from './accounts-flows.ts';

test('should keep a custom vocabulary on the profile: add, refuse a duplicate, remove, survive a reload', async ({
  page,
  mailbox,
}) => {
  await signUpThroughPages(page, mailbox, uniqueEmail('vocab'));
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Custom vocabulary' });
  await expect(card.getByText('No terms yet.')).toBeVisible();
  const field = card.getByLabel('New term');
  for (const term of ['Wordreel', 'Dr. Quilter', 'Kubernetes']) {
    await field.fill(term);
    await field.press('Enter');
    await expect(card.getByRole('listitem').filter({ hasText: term })).toBeVisible();
  }
  await expect(card.getByText('3 / 100')).toBeVisible();

  await field.fill('wordreel');
  await card.getByRole('button', { name: 'Add' }).click();
  await expect(card.getByRole('alert')).toHaveText('Each term only once');
  await expect(card.getByText('3 / 100')).toBeVisible();
  // Too long: said, not cut short without a word.
  await field.fill('Supercalifragilistic'.repeat(4));
  await card.getByRole('button', { name: 'Add' }).click();
  await expect(card.getByRole('alert')).toHaveText('A term is at most 60 characters');
  await expect(field).toHaveValue('Supercalifragilistic'.repeat(4));
  await expect(card.getByText('3 / 100')).toBeVisible();

  // Removed from the keyboard: the focus goes to the neighbouring term's button, not to the page.
  await card.getByRole('button', { name: 'Remove Dr. Quilter' }).focus();
  await page.keyboard.press('Enter');
  await expect(card.getByText('2 / 100')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove Kubernetes' })).toBeFocused();
  // The last term's goes to the one before it.
  await page.keyboard.press('Enter');
  await expect(card.getByText('1 / 100')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove Wordreel' })).toBeFocused();
  await field.fill('Dr. Quilter');
  await field.press('Enter');
  await expect(card.getByText('2 / 100')).toBeVisible();
  // Added from the keyboard on the button: the focus stays on it while and after it saves (a
  // disabled button would have dropped it to the top of the page).
  const add = card.getByRole('button', { name: 'Add' });
  await field.fill('Lambda');
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByText('3 / 100')).toBeVisible();
  await expect(add).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.screenshot({ path: 'test-results/screens/vocabulary-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.screenshot({ path: 'test-results/screens/vocabulary-390.png' });

  await page.reload();
  const terms = page.getByRole('region', { name: 'Custom vocabulary' }).getByRole('listitem');
  await expect(terms).toHaveText(['Wordreel×', 'Dr. Quilter×', 'Lambda×']);
});

test('should keep the terms another tab added when this tab adds or removes one', async ({
  page,
  mailbox,
}) => {
  await signUpThroughPages(page, mailbox, uniqueEmail('vocabtabs'));
  await page.goto('/profile');
  const other = await page.context().newPage();
  await other.goto('/profile');
  const here = page.getByRole('region', { name: 'Custom vocabulary' });
  const there = other.getByRole('region', { name: 'Custom vocabulary' });
  await expect(there.getByText('No terms yet.')).toBeVisible();

  await here.getByLabel('New term').fill('Wordreel');
  await here.getByLabel('New term').press('Enter');
  await expect(here.getByRole('listitem')).toHaveText(['Wordreel×']);
  // The other tab still shows the list it loaded; its change lands on the server's list.
  await expect(there.getByText('No terms yet.')).toBeVisible();
  await there.getByLabel('New term').fill('Kubernetes');
  await there.getByLabel('New term').press('Enter');
  await expect(there.getByRole('listitem')).toHaveText(['Wordreel×', 'Kubernetes×']);

  await here.getByRole('button', { name: 'Remove Wordreel' }).click();
  await expect(here.getByRole('listitem')).toHaveText(['Kubernetes×']);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Custom vocabulary' }).getByRole('listitem')).toHaveText([
    'Kubernetes×',
  ]);
  await other.close();
});

test('should hand the focus to the field when the term that fills the list is added from the Add button', async ({
  page,
  mailbox,
}) => {
  await signUpThroughPages(page, mailbox, uniqueEmail('vocabfull'));
  const terms = Array.from({ length: 99 }, (_, i) => `Term ${i + 1}`);
  const saved = await page.request.put('/api/vocabulary', { data: { terms } });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Custom vocabulary' });
  await expect(card.getByText('99 / 100')).toBeVisible();
  const add = card.getByRole('button', { name: 'Add' });
  await card.getByLabel('New term').fill('Wordreel');
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByText('100 / 100')).toBeVisible();
  // Add is spent (disabled at 100 terms); the focus is not dropped to the top of the page.
  await expect(add).toBeDisabled();
  await expect(card.getByLabel('New term')).toBeFocused();
});
