import type { Config } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-payment-provider.ts';
import { TestModePaymentProvider } from './test-mode-payment-provider.ts';

/** Stripe Checkout when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both set; else test mode. */
export function createPaymentProvider(
  config: Pick<
    Config,
    'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL' | 'PUBLIC_URL' | 'HOST' | 'PORT'
  >,
): PaymentProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    const base = config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`;
    return new StripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      returnUrl: `${base.replace(/\/$/, '')}/api-config`,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  return new TestModePaymentProvider();
}
