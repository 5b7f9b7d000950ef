import type Stripe from 'stripe';
import { AppError } from '../../http/app-error.ts';
import type { ChargeRequest, CheckoutResult, PaymentProvider } from './payment-provider.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the buyer comes back to (`/api-config`). */
  returnUrl: string;
  /** Another API host (a local stripe-mock); Stripe's own by default. */
  apiUrl?: string;
}

/** A paid checkout's facts, read from a verified `checkout.session.completed` event. */
export interface CompletedCheckout {
  sessionId: string;
  userId: string;
  credits: number;
  amountCents: number;
  testMode: boolean;
}

/**
 * Stripe Checkout: a purchase opens a Checkout Session (price data inline, the user and credits in its
 * metadata) and the buyer pays on Stripe's page; the `checkout.session.completed` webhook, verified
 * with the library's signature check, adds the credits (once per session id, see creditPurchase).
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  /**
   * The client, made at the first call: the library is about a quarter of the files the server would
   * otherwise load at start (most deployments run without Stripe, and none needs it to start).
   */
  private client: Promise<Stripe> | null = null;

  constructor(private readonly options: StripeOptions) {}

  private stripe(): Promise<Stripe> {
    this.client ??= import('stripe').then(({ default: StripeClient }) => {
      const api = this.options.apiUrl ? new URL(this.options.apiUrl) : undefined;
      return new StripeClient(this.options.secretKey, {
        telemetry: false,
        maxNetworkRetries: 1,
        ...(api && {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }),
      });
    });
    return this.client;
  }

  async charge(request: ChargeRequest): Promise<CheckoutResult> {
    const stripe = await this.stripe();
    const session = await stripe.checkout.sessions
      .create({
        mode: 'payment',
        client_reference_id: request.userId,
        metadata: { userId: request.userId, credits: String(request.credits) },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amountCents,
              product_data: { name: request.description },
            },
          },
        ],
        success_url: `${this.options.returnUrl}?purchase=done`,
        cancel_url: `${this.options.returnUrl}?purchase=cancelled`,
      })
      .catch((error: unknown) => {
        throw new AppError('INTERNAL', 'The payment page could not be opened. Please try again later.', {
          status: 502,
          cause: error,
        });
      });
    if (!session.url)
      throw new AppError('INTERNAL', 'The payment page could not be opened.', { status: 502 });
    return { provider: this.name, checkoutUrl: session.url };
  }

  /**
   * Verifies a webhook delivery (the raw body and its Stripe-Signature header) and returns the paid
   * checkout it reports, or null for events that add nothing. A bad signature is a 400.
   */
  async completedCheckout(rawBody: Buffer, signature: string | undefined): Promise<CompletedCheckout | null> {
    const stripe = await this.stripe();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature ?? '', this.options.webhookSecret);
    } catch {
      throw new AppError('BAD_REQUEST', 'Invalid Stripe signature');
    }
    if (
      event.type !== 'checkout.session.completed' &&
      event.type !== 'checkout.session.async_payment_succeeded'
    )
      return null;
    const session = event.data.object;
    if (session.payment_status !== 'paid') return null;
    const userId = session.metadata?.userId;
    const credits = Number(session.metadata?.credits);
    if (!userId || !Number.isInteger(credits) || credits <= 0) return null;
    return {
      sessionId: session.id,
      userId,
      credits,
      amountCents: session.amount_total ?? 0,
      testMode: !event.livemode,
    };
  }
}
