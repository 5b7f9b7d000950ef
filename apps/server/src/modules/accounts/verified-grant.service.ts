import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import type { CodePurpose } from './one-time-code.service.ts';

/** How long a validated code lets its next step (register, reset) happen. */
export const GRANT_TTL_MS = 10 * 60 * 1000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Records a grant for the e-mail and purpose; returns the token that goes into the httpOnly cookie. */
export async function issueGrant(
  db: Database,
  email: string,
  purpose: CodePurpose,
  now = Date.now(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('verifiedGrant').where('expiresAt', '<=', now).execute();
  await db
    .insertInto('verifiedGrant')
    .values({ tokenHash: hashToken(token), email, purpose, expiresAt: now + GRANT_TTL_MS })
    .execute();
  return token;
}

/** Uses up a grant: true only once, for the same e-mail and purpose, before it expires. */
export async function consumeGrant(
  db: Database,
  token: string | undefined,
  email: string,
  purpose: CodePurpose,
  now = Date.now(),
): Promise<boolean> {
  if (!token) return false;
  const result = await db
    .deleteFrom('verifiedGrant')
    .where('tokenHash', '=', hashToken(token))
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
