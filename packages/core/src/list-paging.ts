import { z } from 'zod';

/**
 * A paged list's `limit`: a whole number from 1 to `max`, every refusal answered with `message` (the
 * project routes prefix the field's name to it, the account routes show it as it is).
 */
export const pageLimitSchema = (max: number, message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(max, { error: message })
    .optional();

/** A paged list's `cursor`: opaque, as the `Link` header's next page gave it. */
export const pageCursorSchema = z.string().max(200).optional();
