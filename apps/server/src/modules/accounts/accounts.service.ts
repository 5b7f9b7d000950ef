import { isAPIError } from 'better-auth/api';
import { accountMessages, PASSWORD_RULE_MESSAGE, type PublicUser, type RegisterBody } from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { deleteProjectsOfUser } from '../projects/projects.service.ts';
import { deleteEndpointsOfUser } from '../webhooks/webhooks.service.ts';
import { revokeApiKeys } from './api-keys.service.ts';
import {
  type CodePurpose,
  type CodeStore,
  discardCode,
  issueCode,
  verifyCode,
} from './one-time-code.service.ts';
import { otpMail } from './otp-mail.ts';
import { assertNotLocked, clearFailures, countAgainst } from './account-throttle.ts';
import { findUserByEmail, findUserById, toPublicUser } from './users.repository.ts';
import { consumeGrant, issueGrant } from './verified-grant.service.ts';
import { sessionCookieOf } from '../../http/session-cache.ts';

export type AccountsContext = Pick<
  AppContext,
  'db' | 'auth' | 'mailer' | 'config' | 'rateCounter' | 'sessionCache'
>;

/** A user signed in by the call, with the Set-Cookie lines of the new session. */
export interface SignedIn {
  user: PublicUser;
  cookies: string[];
}

async function codeStore(ctx: AccountsContext): Promise<CodeStore> {
  return { db: ctx.db, secret: (await ctx.auth.$context).secret };
}

async function requireUserRow(ctx: AccountsContext, id: string) {
  const row = await findUserById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', accountMessages.userNotFound);
  return row;
}

export async function getPublicUser(ctx: AccountsContext, userId: string): Promise<PublicUser> {
  return toPublicUser(await requireUserRow(ctx, userId));
}

/** Sends a one-time code: for sign-up the e-mail must be free (409), for a reset it must exist (404). */
export async function requestCode(ctx: AccountsContext, email: string, purpose: CodePurpose): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (purpose === 'register' && user) throw new AppError('CONFLICT', accountMessages.userExists);
  if (purpose === 'reset' && !user) throw new AppError('NOT_FOUND', accountMessages.userNotFound);
  await assertNotLocked(ctx, 'codeRequest', email);
  const store = await codeStore(ctx);
  const code = await issueCode(store, email, purpose);
  await countAgainst(ctx, 'codeRequest', email);
  try {
    await ctx.mailer.send(otpMail(email, code, purpose));
  } catch (error) {
    await discardCode(store, email, purpose);
    throw error;
  }
}

/** Checks the code and returns a single-use grant for the step it was sent for. */
export async function validateCode(
  ctx: AccountsContext,
  email: string,
  code: string,
): Promise<{ purpose: CodePurpose; grantToken: string }> {
  await assertNotLocked(ctx, 'codeFailure', email);
  let purpose: CodePurpose;
  try {
    purpose = await verifyCode(await codeStore(ctx), email, code);
  } catch (error) {
    if (error instanceof AppError && error.code === 'BAD_REQUEST')
      await countAgainst(ctx, 'codeFailure', email);
    throw error;
  }
  await clearFailures(ctx, 'codeFailure', email);
  return { purpose, grantToken: await issueGrant(ctx.db, email, purpose) };
}

/** E-mail sign-up after a validated code; social sign-up happens only through the OAuth callback. */
export async function registerWithEmail(
  ctx: AccountsContext,
  body: RegisterBody,
  grantToken: string | undefined,
): Promise<SignedIn> {
  if (body.signInMethod !== 'email') throw new AppError('BAD_REQUEST', accountMessages.useSocialButton);
  if (!body.password) throw new AppError('BAD_REQUEST', PASSWORD_RULE_MESSAGE);
  if (await findUserByEmail(ctx.db, body.email)) {
    throw new AppError('BAD_REQUEST', accountMessages.userExists);
  }
  if (!(await consumeGrant(ctx.db, grantToken, body.email, 'register'))) {
    throw new AppError('BAD_REQUEST', accountMessages.invalidData);
  }
  try {
    const { headers, response } = await ctx.auth.api.signUpEmail({
      // The hook in auth.ts fills the name from the e-mail when it is empty.
      body: { email: body.email, password: body.password, name: body.name ?? '' },
      returnHeaders: true,
    });
    // The code just proved the address.
    await (await ctx.auth.$context).internalAdapter.updateUser(response.user.id, { emailVerified: true });
    return { user: await getPublicUser(ctx, response.user.id), cookies: headers.getSetCookie() };
  } catch (error) {
    if (isAPIError(error)) throw new AppError('BAD_REQUEST', accountMessages.userExists, { cause: error });
    throw error;
  }
}

export async function loginWithPassword(
  ctx: AccountsContext,
  email: string,
  password: string,
): Promise<SignedIn> {
  const row = await findUserByEmail(ctx.db, email);
  if (!row) throw new AppError('NOT_FOUND', accountMessages.userNotFound);
  await assertNotLocked(ctx, 'login', email);
  try {
    const { headers } = await ctx.auth.api.signInEmail({
      body: { email, password },
      returnHeaders: true,
    });
    await clearFailures(ctx, 'login', email);
    return { user: toPublicUser(row), cookies: headers.getSetCookie() };
  } catch (error) {
    // Wrong password, or an OAuth-only account with no password at all.
    if (isAPIError(error)) {
      await countAgainst(ctx, 'login', email);
      throw new AppError('UNAUTHORIZED', accountMessages.invalidCredentials, { cause: error });
    }
    throw error;
  }
}

/**
 * Sets a new password after a validated reset code (an OAuth-only account gains one) and signs out
 * every other session of that user; the caller's own session, if it is that user's, stays.
 */
export async function resetPassword(
  ctx: AccountsContext,
  email: string,
  password: string,
  grantToken: string | undefined,
  requestHeaders: Headers,
): Promise<void> {
  if (!(await consumeGrant(ctx.db, grantToken, email, 'reset'))) {
    throw new AppError('BAD_REQUEST', accountMessages.invalidEmail);
  }
  const row = await findUserByEmail(ctx.db, email);
  if (!row) throw new AppError('NOT_FOUND', accountMessages.userNotFound);
  const authCtx = await ctx.auth.$context;
  const hash = await authCtx.password.hash(password);
  const accounts = await authCtx.internalAdapter.findAccounts(row.id);
  if (accounts.some((a) => a.providerId === 'credential')) {
    await authCtx.internalAdapter.updatePassword(row.id, hash);
  } else {
    await authCtx.internalAdapter.linkAccount({
      userId: row.id,
      providerId: 'credential',
      accountId: row.id,
      password: hash,
    });
  }
  // The reset code just proved the address too.
  await authCtx.internalAdapter.updateUser(row.id, { emailVerified: true });
  await endOtherSessions(ctx, row.id, requestHeaders);
  // A reset takes the account back: keys minted by whoever had it die with the old password.
  await revokeApiKeys(ctx.db, row.id);
}

/** Ends every session of the user but the request's own (when it is theirs), cached copies included. */
export async function endOtherSessions(
  ctx: AccountsContext,
  userId: string,
  requestHeaders: Headers,
): Promise<void> {
  const current = await ctx.auth.api.getSession({ headers: requestHeaders });
  const keep = current?.user.id === userId ? current.session.token : '';
  await ctx.db.deleteFrom('session').where('userId', '=', userId).where('token', '!=', keep).execute();
  ctx.sessionCache.revokeUser(userId);
}

/** Ends the request's session server-side; returns the Set-Cookie lines that clear it. */
export async function logout(ctx: AccountsContext, requestHeaders: Headers): Promise<string[]> {
  const { headers } = await ctx.auth.api.signOut({
    headers: requestHeaders,
    body: { disableRedirect: true },
    returnHeaders: true,
  });
  const cookie = sessionCookieOf(requestHeaders.get('cookie') ?? undefined);
  if (cookie) ctx.sessionCache.revokeCookie(cookie);
  return headers.getSetCookie();
}

/**
 * Deletes the account and everything it owns (webhook endpoints, projects and their files, keys,
 * purchases, sessions).
 */
export async function deleteAccount(
  ctx: AppContext,
  userId: string,
  requestHeaders: Headers,
): Promise<string[]> {
  await requireUserRow(ctx, userId);
  await deleteEndpointsOfUser(ctx, userId);
  await deleteProjectsOfUser(ctx, userId);
  const cookies = await logout(ctx, requestHeaders);
  await (await ctx.auth.$context).internalAdapter.deleteUser(userId);
  ctx.sessionCache.revokeUser(userId);
  return cookies;
}
