import { changePasswordBodySchema, emailSchema, passwordSchema } from '@wordreel/core';
import { authMessages } from './auth-messages.ts';

/** Each check returns the message to show, or null when the form may be sent. */

export function validateCredentials(email: string, password: string): string | null {
  if (!email.trim() || !password) return authMessages.enterAllFields;
  const parsed = emailSchema.safeParse(email);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? authMessages.enterAllFields);
}

/** Sign-up also applies the server's password rule, so nobody gets through the code only to fail. */
export function validateSignUp(email: string, password: string): string | null {
  const basic = validateCredentials(email, password);
  if (basic) return basic;
  const parsed = passwordSchema.safeParse(password);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

export function validateForgotPassword(email: string): string | null {
  if (!email.trim()) return authMessages.enterEmail;
  const parsed = emailSchema.safeParse(email);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? authMessages.enterEmail);
}

export function validateResetPassword(password: string, confirm: string): string | null {
  if (!password || !confirm) return authMessages.resetEnterAllFields;
  if (password !== confirm) return authMessages.passwordsDoNotMatch;
  const parsed = passwordSchema.safeParse(password);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** Profile's password change: every field, the two new ones equal, then the server's own rules. */
export function validateChangePassword(current: string, next: string, confirm: string): string | null {
  if (!current || !next || !confirm) return authMessages.enterAllFields;
  if (next !== confirm) return authMessages.passwordsDoNotMatch;
  const parsed = changePasswordBodySchema.safeParse({ currentPassword: current, newPassword: next });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
