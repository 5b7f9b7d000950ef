import { contactBodySchema, type ContactBody } from '@wordreel/core';

export type ContactErrors = Partial<Record<keyof ContactBody, string>>;

/** The server's own schema, with its first message for each field. */
export function validateContact(
  input: ContactBody,
): { ok: true; body: ContactBody } | { ok: false; errors: ContactErrors } {
  const parsed = contactBodySchema.safeParse(input);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ContactBody | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
