import type { PublicUser } from '@wordreel/core';
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { currentUserQueryKey } from '../../lib/auth.tsx';
import { renderWithCache } from '../../test-support/render-with-cache.tsx';
import { stubFetch } from '../../test-support/stub-fetch.ts';
import { CreditsSection } from '../api-config/credits-section.tsx';
import { PricingPage } from './pricing-page.tsx';

const fetchMock = stubFetch();

const ana: PublicUser = {
  userId: 'u1',
  email: 'ana@example.com',
  name: 'Ana',
  signInMethod: 'email',
  credits: 50,
};

function renderPricing(user: PublicUser | null) {
  renderWithCache(
    <MemoryRouter initialEntries={['/pricing']}>
      <PricingPage />
    </MemoryRouter>,
    [[currentUserQueryKey, user]],
  );
}

const planLinks = () => within(screen.getAllByRole('list')[0]!).getAllByRole('link');

describe('PricingPage', () => {
  it('should tell a signed-in creator their account has what the plans list, and a visitor nothing of it', () => {
    renderPricing(ana);
    expect(screen.getByRole('note').textContent).toBe(
      'Everything these plans list is already in your account. You pay only for the credits your captions and exports use.',
    );
    cleanup();
    renderPricing(null);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('should send a visitor to sign up from every plan', () => {
    renderPricing(null);
    expect(planLinks().map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Get started with Starter', '/signup'],
      ['Get started with Professional', '/signup'],
      ['Get started with Business', '/signup'],
    ]);
  });

  // /signup sends a signed-in user back to the dashboard: that was a dead end with no way to pay.
  it('should send a signed-in creator to the credit purchase, which the link opens at', () => {
    renderPricing(ana);
    expect(planLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Buy credits', '/api-config#buy-credits'],
      ['Buy credits', '/api-config#buy-credits'],
      ['Buy credits', '/api-config#buy-credits'],
    ]);
    expect(screen.getByRole('link', { name: 'Buy credits (Professional)' })).toBeTruthy();
  });

  it('should name the purchase form on /api-config by the id the link opens at', () => {
    fetchMock.mockImplementation(() => new Promise(() => {}));
    renderWithCache(
      <MemoryRouter initialEntries={['/api-config#buy-credits']}>
        <CreditsSection />
      </MemoryRouter>,
    );
    const target = document.getElementById('buy-credits');
    expect(target).not.toBeNull();
    expect(within(target!).getByRole('button', { name: 'Purchase more credits' })).toBeTruthy();
  });
});
