import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { accountMessages, OTP_LENGTH, OTP_RESEND_SECONDS, otpCooldownMessage } from '@wordreel/core';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';

export type CodePurpose = 'register' | 'reset';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

export interface CodeStore {
  db: Database;
  /** Key of the HMAC the codes are stored under (the auth secret), so a leaked table reveals no code. */
  secret: string;
}

function hashCode(secret: string, email: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${email}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Creates a new code for the e-mail and purpose, replacing (and so invalidating) any earlier one.
 * Refused with 429 while the last code is younger than OTP_RESEND_SECONDS. Returns the plain code,
 * which only goes into the mail.
 */
export async function issueCode(
  store: CodeStore,
  email: string,
  purpose: CodePurpose,
  now = Date.now(),
): Promise<string> {
  const last = await store.db
    .selectFrom('oneTimeCode')
    .select('sentAt')
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (last) {
    const waitMs = last.sentAt + OTP_RESEND_SECONDS * 1000 - now;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError('TOO_MANY_REQUESTS', otpCooldownMessage(seconds), { retryAfterSeconds: seconds });
    }
  }
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const row = {
    codeHash: hashCode(store.secret, email, purpose, code),
    attempts: 0,
    sentAt: now,
    expiresAt: now + CODE_TTL_MS,
  };
  await store.db
    .insertInto('oneTimeCode')
    .values({ email, purpose, ...row })
    .onConflict((oc) => oc.columns(['email', 'purpose']).doUpdateSet(row))
    .execute();
  return code;
}

/** Forgets a pending code (used when its mail could not be sent, so the cooldown does not apply). */
export async function discardCode(store: CodeStore, email: string, purpose: CodePurpose): Promise<void> {
  await store.db
    .deleteFrom('oneTimeCode')
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .execute();
}

/**
 * Checks a code against the newest pending one for the e-mail; returns its purpose and consumes it.
 * 404 'User not found' when nothing is pending; 400 'Invalid OTP' for a wrong or expired code, or once
 * MAX_CODE_ATTEMPTS tries are used (until a new code is requested).
 */
export async function verifyCode(
  store: CodeStore,
  email: string,
  code: string,
  now = Date.now(),
): Promise<CodePurpose> {
  const pending = await store.db
    .selectFrom('oneTimeCode')
    .selectAll()
    .where('email', '=', email)
    .orderBy('sentAt', 'desc')
    .executeTakeFirst();
  if (!pending) throw new AppError('NOT_FOUND', accountMessages.userNotFound);
  const purpose = pending.purpose as CodePurpose;
  const invalid = new AppError('BAD_REQUEST', accountMessages.invalidOtp);
  if (pending.expiresAt <= now) throw invalid;
  // Count the try before comparing, in one conditional update, so parallel guesses cannot exceed the cap.
  const counted = await store.db
    .updateTable('oneTimeCode')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('codeHash', '=', pending.codeHash)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) throw invalid;
  if (!sameHash(pending.codeHash, hashCode(store.secret, email, purpose, code))) throw invalid;
  const consumed = await store.db
    .deleteFrom('oneTimeCode')
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('codeHash', '=', pending.codeHash)
    .executeTakeFirst();
  if (Number(consumed.numDeletedRows) !== 1) throw invalid;
  return purpose;
}
