import type { Config } from '../../config.ts';
import { FreePaymentProvider } from './free-payment-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-payment-provider.ts';
import { TestModePaymentProvider } from './test-mode-payment-provider.ts';
import { appPageUrl } from '../../http/app-url.ts';

/**
 * The provider PAYMENT_PROVIDER names (config.ts resolves the default: stripe when its keys are set,
 * else test mode, never test mode in production).
 */
export function createPaymentProvider(
  config: Pick<
    Config,
    | 'PAYMENT_PROVIDER'
    | 'STRIPE_SECRET_KEY'
    | 'STRIPE_WEBHOOK_SECRET'
    | 'STRIPE_API_URL'
    | 'PUBLIC_URL'
    | 'HOST'
    | 'PORT'
  >,
): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'free') return new FreePaymentProvider();
  if (config.PAYMENT_PROVIDER === 'stripe' && config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return new StripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      returnUrl: appPageUrl(config, '/api-config'),
      apiUrl: config.STRIPE_API_URL,
    });
  }
  return new TestModePaymentProvider();
}
