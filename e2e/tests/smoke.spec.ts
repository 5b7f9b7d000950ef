import { expect, test } from '../fixtures.ts';

test('the landing page loads from the real server', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
