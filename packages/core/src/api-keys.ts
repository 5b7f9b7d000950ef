import { z } from 'zod';

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

/** POST /api/users/api-keys. */
export const createNamedApiKeyBodySchema = z.object({ name: apiKeyNameSchema });
export type CreateNamedApiKeyBody = z.infer<typeof createNamedApiKeyBodySchema>;

export const namedApiKeySchema = apiKeyInfoSchema.extend({
  id: z.string(),
  name: z.string(),
  creditsUsed: z
    .number()
    .int()
    .meta({ description: "Credits this key's requests have spent, less what was refunded" }),
});
export type NamedApiKey = z.infer<typeof namedApiKeySchema>;

/** GET /api/users/api-keys: the named keys, newest first, never their values. */
export const namedApiKeyListSchema = z.object({ keys: z.array(namedApiKeySchema) });
export type NamedApiKeyList = z.infer<typeof namedApiKeyListSchema>;

/** POST /api/users/api-keys: the new key in full, shown once. */
export const createdNamedApiKeySchema = namedApiKeySchema.extend({ key: z.string() });
export type CreatedNamedApiKey = z.infer<typeof createdNamedApiKeySchema>;

export const NAMED_API_KEY_LIMIT_MESSAGE = `You have ${MAX_NAMED_API_KEYS} keys for integrations. Revoke one to make another.`;
export const API_KEY_NOT_FOUND = 'API key not found';
