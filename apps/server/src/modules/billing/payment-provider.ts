/** What a purchase asks the payment provider to charge. */
export interface ChargeRequest {
  userId: string;
  credits: number;
  amountCents: number;
  currency: 'USD';
  description: string;
}

export interface ChargeResult {
  provider: string;
  /** True when no real money moved. */
  testMode: boolean;
  /** The provider's id of the charge. */
  reference: string;
}

/** The payment provider behind credit purchases; a real one (Stripe, ...) implements the same interface. */
export interface PaymentProvider {
  readonly name: string;
  /** Charges the amount or throws (an AppError with a user-facing message when it is declined). */
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
