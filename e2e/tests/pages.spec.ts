import { expect, test } from '../fixtures.ts';
import { signUpThroughPages, uniqueEmail } from './accounts-flows.ts';
import { saveScreen } from './creator-setup.ts';

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

  await expect(page).toHaveTitle('Wordreel');
  await page.getByRole('link', { name: 'View Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  // Each page names itself in the browser tab (what a screen reader announces on arrival).
  await expect(page).toHaveTitle('Pricing · Wordreel');
  await page.goBack();
  await expect(page).toHaveTitle('Wordreel');
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
  // The toggle changes the prices: monthly billing costs more.
  const monthlyPrices = await cards.locator('.plan-price').allTextContents();
  expect(monthlyPrices.map((p) => p.replace(/\s+/g, ''))).toEqual(['$29/month', '$59/month', '$89/month']);
  await expect(cards.getByText('Billed monthly')).toHaveCount(3);
  await page.getByRole('button', { name: /Yearly/ }).click();
  expect(await cards.locator('.plan-price').allTextContents()).toEqual(prices);
  await expect(cards.first().getByText('save $108')).toBeVisible();
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
  // Sent from the keyboard: the confirmation is said in a live region that was in the page before
  // it, and the focus goes from the vanished Send button to its heading.
  await page.getByRole('status').evaluateAll((regions) => regions.forEach((r) => (r.dataset.before = '')));
  await page.getByRole('button', { name: 'Send Message' }).press('Enter');
  const confirmation = page.getByRole('status').filter({ hasText: 'Message sent' });
  await expect(confirmation).toContainText("Thanks for reaching out! We'll get back to you soon.");
  await expect(confirmation).toHaveAttribute('data-before', '');
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeFocused();

  // On a phone the form is long: the confirmation that replaces it is brought on screen, clear of
  // the sticky header.
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Name').fill('Ana Creator');
  await page.getByLabel('Email').fill('ana@example.com');
  await page.getByLabel('Message').fill('And square ones for Instagram?');
  // Scrolled down to the page's foot, as a reader who came to the end of the form.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('button', { name: 'Send Message' }).click();
  const heading = page.getByRole('heading', { name: 'Message sent' });
  await expect(heading).toBeInViewport();
  const header = await page.locator('header').first().boundingBox();
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
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

test('should show the public pages to a visitor without a console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const path of ['/', '/pricing', '/login', '/signup', '/about-us']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    // The session check has answered: the header offers sign-in.
    await expect(page.getByRole('link', { name: /log ?in|sign ?in/i }).first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('should fit a 360 px wide phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of [
    '/',
    '/pricing',
    '/about-us',
    '/contact-us',
    '/signup',
    '/login',
    '/terms-of-service',
  ]) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
  }
});

test('should fit the signed-in pages on a 360 px wide phone', async ({ page, mailbox }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpThroughPages(page, mailbox, uniqueEmail('narrow'));
  for (const path of ['/project', '/profile', '/api-config']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
  }
  // On a screen taller than the page, the top bar keeps its own height: the free space is below.
  await page.setViewportSize({ width: 360, height: 2400 });
  for (const path of ['/project', '/profile', '/api-config']) {
    await page.goto(path);
    const bar = page.locator('.app-sidebar');
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
    expect((await bar.boundingBox())?.height, `${path}'s top bar`).toBeLessThan(140);
  }
});

test('should open the phone menu from the keyboard and close it with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // Its name says what it will do next: "Open menu", then "Close menu".
  const toggle = page.locator('button[aria-controls="site-nav"]');
  await expect(toggle).toHaveAccessibleName('Open menu');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveAccessibleName('Close menu');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Pricing' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Pricing' })).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

// A tab opened before a release asks for page code the release replaced. It reloads once to take the
// new release; if the code is still out of reach, it says so with a Reload button (no reload loop).
test('should reload once for a page whose code is gone, then offer a reload instead of looping', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route('**/assets/pricing-page-*.js', (route) => route.fulfill({ status: 404, body: '' }));
  let loads = 0;
  page.on('load', () => (loads += 1));

  await page.getByRole('link', { name: 'View Pricing' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'This page could not load' });
  await expect(failed).toBeVisible();
  await expect.poll(() => loads).toBe(1);
  await saveScreen(page, 'page-code-gone');
  // And no further reload follows.
  await page.waitForTimeout(1000);
  expect(loads).toBe(1);
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(failed).toContainText('Your saved work is kept');
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  // The wordmark leads home with a whole load (the app's own navigation would fail the same way).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Wordreel home' })).toHaveAttribute(
    'href',
    '/',
  );

  // The code is back (the network, or the new release, answers): Reload shows the page.
  await page.unroute('**/assets/pricing-page-*.js');
  await failed.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveTitle('Pricing · Wordreel');
  await expect(failed).toHaveCount(0);
});
