import { z } from 'zod';
import { formatCount, formatCredits } from './credit-amounts.ts';

/** GET /api/users/api-key: the stored key, never its value (null when none was generated). */
export const apiKeyInfoSchema = z.object({
  prefix: z.string(),
  masked: z.string(),
  createdAt: z.string(),
  /** When a request last came with the key (to the minute); null before its first use. */
  lastUsedAt: z.string().nullable(),
});
export type ApiKeyInfo = z.infer<typeof apiKeyInfoSchema>;
export const apiKeyInfoResponseSchema = apiKeyInfoSchema.nullable();

/** POST /api/users/api-key: the full key, shown once; generating again revokes the previous key. */
export const createdApiKeySchema = apiKeyInfoSchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/**
 * Keys for integrations: besides the account's key (above), up to this many named keys, one per app
 * or client, each revoked on its own without breaking the others.
 */
export const MAX_NAMED_API_KEYS = 10;

export const apiKeyNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'Please give the key a name.' })
  .max(60, { error: 'A key name is at most 60 characters.' });

/**
 * Which API key a request came with: a key for integrations (its name), or the account's own key (name
 * null). Ledger entries name it, so an agency can tell what each client's integration spent.
 */
export const apiKeyRefSchema = z
  .object({ id: z.string(), name: z.string().nullable() })
  .meta({ id: 'ApiKeyRef', description: "An API key; name null for the account's own key" });
export type ApiKeyRef = z.infer<typeof apiKeyRefSchema>;

/**
 * A key for an integration may expire (a contractor's, a trial's): after this many days at most. The
 * studio offers these lifetimes; the API takes any whole number of days up to the maximum.
 */
export const API_KEY_MAX_LIFETIME_DAYS = 365;
export const API_KEY_LIFETIME_CHOICES = [7, 30, 90, 365] as const;
/**
 * A key that expires within this many days is flagged on /api-config, and its owner is mailed once
 * (unless the key was made to last no longer than that).
 */
export const API_KEY_EXPIRY_NOTICE_DAYS = 7;
const LIFETIME_RULE = `expiresInDays must be a whole number of days from 1 to ${API_KEY_MAX_LIFETIME_DAYS}.`;

/**
 * What a key for an integration may do: everything its account can (`full`), or read only (`read`:
 * GET requests; a reporting dashboard, a client's status page), so a leaked one changes nothing.
 */
export const apiKeyAccessSchema = z.enum(['full', 'read'], {
  error: "access must be 'full' or 'read'.",
});
export type ApiKeyAccess = z.infer<typeof apiKeyAccessSchema>;
export const READ_ONLY_KEY_MESSAGE =
  'This API key can only read: ask for a key with full access to make changes.';

/**
 * A key for an integration may have a monthly spending limit: the credits its requests may spend in a
 * calendar month (UTC), less refunds. A charge past it is refused with 402, so a client's integration
 * cannot spend the agency's whole balance.
 */
export const API_KEY_MAX_MONTHLY_LIMIT = 1_000_000;
// One wording for the key form and the API's 400 (whose details name the field).
const MONTHLY_LIMIT_RULE = `A monthly limit is a whole number of credits from 1 to ${API_KEY_MAX_MONTHLY_LIMIT.toLocaleString('en-US')} (or none).`;
export const monthlyCreditLimitSchema = z
  .number({ error: MONTHLY_LIMIT_RULE })
  .int({ error: MONTHLY_LIMIT_RULE })
  .min(1, { error: MONTHLY_LIMIT_RULE })
  .max(API_KEY_MAX_MONTHLY_LIMIT, { error: MONTHLY_LIMIT_RULE })
  .nullable()
  .meta({ description: 'Credits the key may spend in a calendar month (UTC); null: no limit' });

/**
 * The first instant of `at`'s calendar month (UTC), or of a month `offset` later: a key's monthly
 * spending counts from `monthStartUtc(now)` and starts over at `monthStartUtc(now, 1)`.
 */
export function monthStartUtc(at: Date, offset = 0): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
}

/**
 * A key that has spent this share of its monthly limit is near it: /api-config flags it and its owner
 * gets one mail that month, as they do when it reaches it (decision 074).
 */
export const KEY_LIMIT_NEAR_SHARE = 0.8;
export type KeyLimitNoticeLevel = 'near' | 'reached';

/** Where a key stands against its monthly limit: null without one, or under `KEY_LIMIT_NEAR_SHARE` of it. */
export function keyLimitLevel(used: number, limit: number | null): KeyLimitNoticeLevel | null {
  if (limit === null) return null;
  if (used >= limit) return 'reached';
  return used >= limit * KEY_LIMIT_NEAR_SHARE ? 'near' : null;
}

/** The day a key's monthly count starts over, as the 402 and the owner's mail say it: "1 December". */
export function monthlyLimitResetDay(resetsAt: Date): string {
  return resetsAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
}

/** The 402 for a charge past a key's monthly limit: what it used, what it needs, and when it starts over. */
export function monthlyLimitReachedMessage(key: {
  name: string;
  limit: number;
  used: number;
  need: number;
  resetsAt: Date;
}): string {
  const day = monthlyLimitResetDay(key.resetsAt);
  return (
    `The key “${key.name}” has used ${formatCount(key.used)} of its ${formatCredits(key.limit)} this month ` +
    `and this needs ${formatCredits(key.need)}. ` +
    `Raise its monthly limit on the API Config page, or wait until ${day} (UTC).`
  );
}

/** POST /api/users/api-keys. */
export const createNamedApiKeyBodySchema = z.object({
  name: apiKeyNameSchema,
  access: apiKeyAccessSchema
    .optional()
    .meta({ description: "'full' (left out) or 'read': GET requests only" }),
  expiresInDays: z
    .number({ error: LIFETIME_RULE })
    .int({ error: LIFETIME_RULE })
    .min(1, { error: LIFETIME_RULE })
    .max(API_KEY_MAX_LIFETIME_DAYS, { error: LIFETIME_RULE })
    .nullable()
    .optional()
    .meta({ description: 'Days until the key stops working; null or left out: it never expires' }),
  monthlyCreditLimit: monthlyCreditLimitSchema.optional(),
});
export type CreateNamedApiKeyBody = z.infer<typeof createNamedApiKeyBodySchema>;

export const namedApiKeySchema = apiKeyInfoSchema.extend({
  id: z.string(),
  name: z.string(),
  /** When the key stops working; null: never. An expired key stays listed until it is revoked. */
  expiresAt: z.string().nullable(),
  /** Past `expiresAt` by the server's clock (the one that refuses the key). */
  expired: z.boolean(),
  access: apiKeyAccessSchema,
  creditsUsed: z
    .number()
    .int()
    .meta({ description: "Credits this key's requests have spent, less what was refunded" }),
  monthlyCreditLimit: monthlyCreditLimitSchema,
  creditsUsedThisMonth: z
    .number()
    .int()
    .meta({ description: 'Credits spent this calendar month (UTC), less refunds: what the limit counts' }),
});
export type NamedApiKey = z.infer<typeof namedApiKeySchema>;

/** PATCH /api/users/api-keys/{id}: change a key's monthly limit (null: no limit). */
export const updateNamedApiKeyBodySchema = z.object({ monthlyCreditLimit: monthlyCreditLimitSchema });
export type UpdateNamedApiKeyBody = z.infer<typeof updateNamedApiKeyBodySchema>;

/** GET /api/users/api-keys: the named keys, newest first, never their values. */
export const namedApiKeyListSchema = z.object({ keys: z.array(namedApiKeySchema) });
export type NamedApiKeyList = z.infer<typeof namedApiKeyListSchema>;

/** POST /api/users/api-keys: the new key in full, shown once. */
export const createdNamedApiKeySchema = namedApiKeySchema.extend({ key: z.string() });
export type CreatedNamedApiKey = z.infer<typeof createdNamedApiKeySchema>;

export const NAMED_API_KEY_LIMIT_MESSAGE = `You have ${MAX_NAMED_API_KEYS} keys for integrations. Revoke one to make another.`;
export const API_KEY_NOT_FOUND = 'API key not found';

/** The 401 for a key past its expiry: says so, and where to make a new one. */
export const apiKeyExpiredMessage = (expiresAt: string) =>
  `This API key expired on ${expiresAt.slice(0, 10)}. Make a new one on the API Config page.`;
