import { randomUUID } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider.ts';

/**
 * PAYMENT_PROVIDER=free: the operator chose to give credits away (a private server). No money moves;
 * every purchase is recorded as `{ provider: 'free', testMode: true }`.
 */
export class FreePaymentProvider implements PaymentProvider {
  readonly name = 'free';

  charge(_request: ChargeRequest): Promise<ChargeResult> {
    return Promise.resolve({ provider: this.name, testMode: true, reference: `free_${randomUUID()}` });
  }
}
