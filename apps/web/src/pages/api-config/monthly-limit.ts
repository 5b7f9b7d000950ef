import { monthlyCreditLimitSchema } from '@wordreel/core';

/**
 * A monthly limit as typed into a number field, checked with the server's own rule: empty is no limit
 * (null). Text the browser could not read as a number (`badInput`: it reports such a field as empty)
 * is refused, not taken for "no limit".
 */
export function readMonthlyLimit(
  text: string,
  badInput = false,
): { limit: number | null; error?: undefined } | { error: string } {
  const parsed = monthlyCreditLimitSchema.safeParse(
    badInput ? Number.NaN : text.trim() === '' ? null : Number(text),
  );
  if (parsed.success) return { limit: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? 'Please enter a whole number of credits.' };
}

/** A key's limit as its field shows it: empty for none. */
export const limitFieldValue = (limit: number | null) => (limit === null ? '' : String(limit));
