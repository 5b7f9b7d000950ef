/** What a purchase asks the payment provider to charge. */
export interface ChargeRequest {
  userId: string;
  credits: number;
  amountCents: number;
  currency: 'USD';
  description: string;
}

/** A charge that went through at once: the credits are added now. */
export interface ChargeResult {
  provider: string;
  /** True when no real money moved. */
  testMode: boolean;
  /** The provider's id of the charge (unique: a purchase credits once per reference). */
  reference: string;
}

/** A charge the buyer completes on the provider's page; the provider's webhook adds the credits. */
export interface CheckoutResult {
  provider: string;
  checkoutUrl: string;
}

/** The payment provider behind credit purchases (test mode by default, Stripe Checkout when configured). */
export interface PaymentProvider {
  readonly name: string;
  /** Charges the amount or starts a checkout; throws (an AppError with a user-facing message) when refused. */
  charge(request: ChargeRequest): Promise<ChargeResult | CheckoutResult>;
}

export function isCheckout(result: ChargeResult | CheckoutResult): result is CheckoutResult {
  return 'checkoutUrl' in result;
}
