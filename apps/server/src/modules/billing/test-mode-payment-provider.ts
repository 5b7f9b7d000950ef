import { randomUUID } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider.ts';

/**
 * The embedded default: TEST MODE, no money moves. Every charge succeeds and is labelled
 * `{ provider: 'test', testMode: true }` in the response and the purchase record.
 */
export class TestModePaymentProvider implements PaymentProvider {
  readonly name = 'test';

  charge(_request: ChargeRequest): Promise<ChargeResult> {
    return Promise.resolve({ provider: this.name, testMode: true, reference: `test_${randomUUID()}` });
  }
}
