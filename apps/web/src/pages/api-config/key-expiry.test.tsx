import type { NamedApiKey } from '@wordreel/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format.ts';
import { KeyExpiry } from './key-expiry.tsx';

const NOW = Date.parse('2026-11-30T12:00:00Z');
const HOUR = 3_600_000;

const keyExpiring = (expiresAt: string | null, expired = false): NamedApiKey => ({
  id: 'key-1',
  name: 'Contractor',
  prefix: 'wr_abc1',
  masked: `wr_abc1${'•'.repeat(16)}`,
  createdAt: '2026-10-01T12:00:00.000Z',
  lastUsedAt: null,
  expiresAt,
  expired,
  access: 'full',
  creditsUsed: 0,
  monthlyCreditLimit: null,
  creditsUsedThisMonth: 0,
});

const shown = (expiresAt: string | null, expired = false) =>
  render(<KeyExpiry apiKey={keyExpiring(expiresAt, expired)} now={NOW} />).container;

describe('KeyExpiry', () => {
  afterEach(cleanup);

  it('should flag a key that expires within the week with how soon, and only then', () => {
    const at = (hours: number) => new Date(NOW + hours * HOUR).toISOString();
    for (const [hours, soon] of [
      [7 * 24 + 1, null],
      [7 * 24, 'in 7 days'],
      [3.4 * 24, 'in 3 days'],
      [7 * 24 - 0.01, 'in 7 days'],
      [24, 'in 1 day'],
      [5, 'in 5 hours'],
      [0.2, 'in 1 hour'],
    ] as const) {
      const cell = shown(at(hours));
      expect(cell.textContent, `${hours} h`).toContain(formatDateTime(at(hours)));
      expect(cell.querySelector('.named-key-expiring')?.textContent ?? null, `${hours} h`).toBe(soon);
      cleanup();
    }
  });

  it('should say never, or expired by the server, without a flag', () => {
    expect(shown(null).textContent).toBe('Never');
    const past = '2026-11-29T12:00:00.000Z';
    const expired = shown(past, true);
    expect(expired.textContent).toBe(`Expired ${formatDateTime(past)}`);
    expect(expired.querySelector('.named-key-expiring')).toBeNull();
  });
});
