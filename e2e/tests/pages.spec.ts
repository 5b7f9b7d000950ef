import { expect, test } from '../fixtures.ts';

test('should play the looping demo and link the hero buttons', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Captions that keep viewers watching');
  const video = page.locator('video.hero-video');
  await expect(video).toHaveJSProperty('muted', true);
  await expect(video).toHaveJSProperty('loop', true);
  // The clip is served and really plays (currentTime moves on).
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.2);
  await expect(page.getByRole('list', { name: 'Supported platforms' }).getByRole('listitem')).toHaveCount(10);

  await page.getByRole('link', { name: 'View Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Try for Free' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('should toggle billing without changing the three plans', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByText('SAVE 33%')).toBeVisible();
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(3);
  const prices = await cards.locator('.plan-price').allTextContents();
  expect(prices.map((p) => p.replace(/\s+/g, ''))).toEqual(['$20/month', '$40/month', '$60/month']);
  await expect(page.getByText('MOST POPULAR')).toBeVisible();

  const monthly = page.getByRole('button', { name: 'Monthly' });
  await expect(monthly).toHaveAttribute('aria-pressed', 'false');
  await monthly.click();
  await expect(monthly).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /Yearly/ })).toHaveAttribute('aria-pressed', 'false');
  // Spec section 2: the toggle changes only its own look.
  expect(await cards.locator('.plan-price').allTextContents()).toEqual(prices);
});

test('should validate the contact form and confirm a sent message', async ({ page }) => {
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Please enter a message.')).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();

  await page.getByLabel('Name').fill('Ana Creator');
  await page.getByLabel('Email').fill('ana@example.com');
  await page.getByLabel('Message').fill('Do you support vertical exports for Shorts?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toContainText(
    "Thanks for reaching out! We'll get back to you soon.",
  );
});

test('should show the coming-soon page with its path and go back', async ({ page }) => {
  await page.goto('/about-us');
  await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByText('Something Amazing is Coming Your Way!')).toBeVisible();
  await expect(page.locator('code')).toHaveText('/careers');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/about-us$/);

  for (const path of ['/services', '/blogs', '/affiliate-programs']) {
    await page.goto(path);
    await expect(page.locator('code')).toHaveText(path);
  }
});

test('should serve both legal pages with their numbered sections', async ({ page }) => {
  await page.goto('/terms-of-service');
  await expect(page.locator('.legal-section h2')).toHaveCount(17);
  await expect(page.getByText('at least 13 years old')).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.locator('.legal-section h2')).toHaveCount(12);
});
