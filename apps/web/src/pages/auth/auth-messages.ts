import { ApiError } from '../../lib/api.ts';

/** Spec section 5 and 8 texts shown by the account screens (validation happens before any call). */
export const authMessages = {
  enterAllFields: 'Please enter all fields.',
  enterEmail: 'Please enter your email address.',
  resetEnterAllFields: 'Please enter all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  enterValidOtp: 'Please enter a valid OTP',
  invalidOtp: 'Invalid OTP',
  resetLinkFailed: 'Error sending reset password link. Please try again later.',
  verifyFailed: 'Error verifying OTP. Please try again later.',
  signUpFailed: 'Error signing up. Please try again later.',
  signUpAgain: 'Please enter your password again to finish signing up.',
} as const;

/**
 * The message for a failed account call. The server answers 4xx with the spec's own texts
 * ({code, message}), so those are shown as sent; a 4xx without that body falls back to the spec's
 * status table, and failures that never got an answer from our API (network, 5xx) get `unexpected`.
 */
export function messageForError(
  error: unknown,
  byStatus: Record<number, string>,
  other: string,
  unexpected = other,
): string {
  if (!(error instanceof ApiError) || error.status >= 500) return unexpected;
  if (error.code && error.message) return error.message;
  return byStatus[error.status] ?? other;
}
