import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createPaymentProvider } from './payment-providers.ts';

describe('createPaymentProvider', () => {
  it.each(['test', 'free'] as const)('should give the %s provider, which moves no money', async (name) => {
    const provider = createPaymentProvider(loadConfig({ PAYMENT_PROVIDER: name }));
    expect(provider.name).toBe(name);
    const charge = await provider.charge({
      userId: 'u',
      credits: 100,
      amountCents: 500,
      currency: 'USD',
      description: '100 credits',
    });
    expect(charge).toMatchObject({ provider: name, testMode: true });
    expect(charge).toMatchObject({ reference: expect.stringMatching(new RegExp(`^${name}_`)) as unknown });
  });
});
