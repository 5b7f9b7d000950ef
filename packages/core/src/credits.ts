import { z } from 'zod';
import { apiKeyRefSchema } from './api-keys.ts';
import { pageCursorSchema, pageLimitSchema } from './list-paging.ts';

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

/**
 * A purchase: done at once (the test-mode provider: `purchase` is set and `credits` is the new
 * balance), or to be paid on the provider's page (`checkoutUrl`; the credits arrive with its webhook).
 */
export const purchaseCreditsResponseSchema = z.object({
  message: z.string(),
  credits: z.number().int(),
  purchase: purchaseSchema.optional(),
  checkoutUrl: z.url().optional(),
});
export type PurchaseCreditsResponse = z.infer<typeof purchaseCreditsResponseSchema>;

/** What a ledger entry is for. */
export const creditLedgerKindSchema = z.enum(['purchase', 'transcription', 'export', 'refund']);
export type CreditLedgerKind = z.infer<typeof creditLedgerKindSchema>;

/** One change to a balance: debits are negative, purchases and refunds positive. */
export const creditLedgerEntrySchema = z
  .object({
    id: z.string(),
    kind: creditLedgerKindSchema,
    delta: z.number().int().meta({ description: 'Credits added (positive) or taken (negative)' }),
    balance: z.number().int().meta({ description: 'The balance right after this entry' }),
    projectId: z.string().nullable(),
    description: z.string(),
    apiKey: apiKeyRefSchema.nullable().meta({
      description:
        'The API key whose request spent the credits (a refund names the same key); null for the website and purchases',
    }),
    createdAt: z.number().int().meta({ description: 'Epoch milliseconds' }),
  })
  .meta({ id: 'CreditLedgerEntry' });
export type CreditLedgerEntry = z.infer<typeof creditLedgerEntrySchema>;

/** Ledger entries per page without `limit`, and the most a page may hold. */
export const LEDGER_PAGE_DEFAULT = 100;
export const LEDGER_PAGE_MAX = 500;

// Whole sentences naming their field: the account routes answer a schema's message as it is.
const LEDGER_LIMIT_RULE = `limit must be a whole number from 1 to ${LEDGER_PAGE_MAX}.`;
const ledgerTime = (field: 'from' | 'to', what: string) =>
  z.iso
    .datetime({ offset: true, error: `${field} must be a date and time such as 2026-11-01T00:00:00Z.` })
    .optional()
    .describe(what);

/** Which entries a ledger query covers: a time range, and one API key's when asked. */
const ledgerRangeShape = {
  from: ledgerTime('from', 'Only entries at or after this time (ISO 8601).'),
  to: ledgerTime('to', 'Only entries before this time (ISO 8601).'),
};
const ledgerFilterShape = {
  ...ledgerRangeShape,
  apiKeyId: z
    .string()
    .max(100)
    .optional()
    .describe("Only the entries of this API key's requests (its charges and their refunds)."),
};

/** Refuses a range that ends before it starts (an empty month picked the wrong way round). */
const orderedRange = <T extends z.ZodObject<typeof ledgerRangeShape>>(schema: T) =>
  schema.refine((q) => q.from === undefined || q.to === undefined || Date.parse(q.from) < Date.parse(q.to), {
    error: 'from must be before to.',
    path: ['from'],
  });

/**
 * `GET /api/users/credits/ledger`: the entries newest first, a page at a time (the `Link` header's
 * `rel="next"` names the next page), within a time range and of one API key when asked, so an agency
 * can total a month of one client's work.
 */
export const creditLedgerQuerySchema = orderedRange(
  z.object({
    ...ledgerFilterShape,
    limit: pageLimitSchema(LEDGER_PAGE_MAX, LEDGER_LIMIT_RULE).describe(
      `Entries per page (${LEDGER_PAGE_DEFAULT} without it).`,
    ),
    cursor: pageCursorSchema.describe("Where the page starts: from the `Link` header's next page (opaque)."),
  }),
);
export type CreditLedgerQuery = z.infer<typeof creditLedgerQuerySchema>;

/** `GET /api/users/credits/ledger.csv`: every entry the filter covers, newest first, for a spreadsheet. */
export const creditLedgerCsvQuerySchema = orderedRange(z.object(ledgerFilterShape));
export type CreditLedgerCsvQuery = z.infer<typeof creditLedgerCsvQuerySchema>;

/** `GET /api/users/credits/usage`: what was spent in a time range, in all and by API key. */
export const creditUsageQuerySchema = orderedRange(z.object(ledgerRangeShape));
export type CreditUsageQuery = z.infer<typeof creditUsageQuerySchema>;

export const creditUsageResponseSchema = z
  .object({
    creditsUsed: z.number().int().meta({ description: 'Credits spent in the range, less what was refunded' }),
    creditsBought: z.number().int(),
    byKey: z
      .array(
        z.object({
          apiKey: apiKeyRefSchema.nullable().meta({ description: 'null: work asked for on the website' }),
          creditsUsed: z.number().int(),
        }),
      )
      .meta({ description: 'Who spent the credits, most first; only those with entries in the range' }),
  })
  .meta({ id: 'CreditUsage' });
export type CreditUsage = z.infer<typeof creditUsageResponseSchema>;

export const creditLedgerResponseSchema = z.object({
  credits: z.number().int(),
  /** Credits per started minute of video. */
  prices: z.object({ transcription: z.number().int(), export: z.number().int() }),
  entries: z.array(creditLedgerEntrySchema),
});
export type CreditLedgerResponse = z.infer<typeof creditLedgerResponseSchema>;

/** Credits for a video of `seconds` at `perMinute` credits per started minute. */
export function creditsForSeconds(seconds: number, perMinute: number): number {
  return Math.max(1, Math.ceil(seconds / 60 - 1e-9)) * perMinute;
}
