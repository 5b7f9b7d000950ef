import { z } from 'zod';

/** Credit pricing (spec section 9): $0.05 each, 100 to 12,000 in steps of 10. */
export const CREDIT_PRICE_CENTS = 5;
export const MIN_CREDIT_PURCHASE = 100;
export const MAX_CREDIT_PURCHASE = 12_000;
export const CREDIT_PURCHASE_STEP = 10;

export const creditsResponseSchema = z.object({ credits: z.number().int() });
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;

const wholeCredits = z.number({ message: 'Please enter a number of credits.' }).int({
  message: 'Please enter a whole number of credits.',
});

export const purchaseCreditsBodySchema = z.object({
  credits: wholeCredits
    .min(MIN_CREDIT_PURCHASE, { message: 'You can buy at least 100 credits at a time.' })
    .max(MAX_CREDIT_PURCHASE, { message: 'You can buy at most 12,000 credits at a time.' })
    .multipleOf(CREDIT_PURCHASE_STEP, { message: 'Credits are sold in steps of 10.' }),
});
export type PurchaseCreditsBody = z.infer<typeof purchaseCreditsBodySchema>;

export const purchaseSchema = z.object({
  id: z.string(),
  credits: z.number().int(),
  amountCents: z.number().int(),
  currency: z.literal('USD'),
  provider: z.string(),
  /** True when no real money moved (the embedded test-mode provider). */
  testMode: z.boolean(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const purchaseCreditsResponseSchema = z.object({
  message: z.string(),
  credits: z.number().int(),
  purchase: purchaseSchema,
});
export type PurchaseCreditsResponse = z.infer<typeof purchaseCreditsResponseSchema>;
