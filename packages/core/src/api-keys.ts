import { z } from 'zod';

/** GET /api/users/api-key: the stored key, never its value (null when none was generated). */
export const apiKeyInfoSchema = z.object({
  prefix: z.string(),
  masked: z.string(),
  createdAt: z.string(),
});
export type ApiKeyInfo = z.infer<typeof apiKeyInfoSchema>;
export const apiKeyInfoResponseSchema = apiKeyInfoSchema.nullable();

/** POST /api/users/api-key: the full key, shown once; generating again revokes the previous key. */
export const createdApiKeySchema = apiKeyInfoSchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
