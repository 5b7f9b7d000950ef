import { accountMessages, type ChangePasswordBody } from '@wordreel/core';
import { AppError } from '../../http/app-error.ts';
import { assertNotLocked, clearFailures, countAgainst } from './account-throttle.ts';
import { type AccountsContext, endOtherSessions } from './accounts.service.ts';
import { findUserById } from './users.repository.ts';

/**
 * A signed-in user's new password, proven by the current one. A wrong current password counts as a
 * failed login (the same lock), so a left-open session cannot be used to guess it. Every other session
 * ends; this one and the API keys stay (unlike a reset, nobody else is assumed to hold the account).
 */
export async function changePassword(
  ctx: AccountsContext,
  userId: string,
  body: ChangePasswordBody,
  requestHeaders: Headers,
): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND', accountMessages.userNotFound);
  await assertNotLocked(ctx, 'login', user.email);
  const authCtx = await ctx.auth.$context;
  const accounts = await authCtx.internalAdapter.findAccounts(userId);
  const hash = accounts.find((a) => a.providerId === 'credential')?.password;
  if (!hash) throw new AppError('BAD_REQUEST', accountMessages.noPasswordYet);
  if (!(await authCtx.password.verify({ hash, password: body.currentPassword }))) {
    await countAgainst(ctx, 'login', user.email);
    throw new AppError('BAD_REQUEST', accountMessages.currentPasswordWrong);
  }
  await clearFailures(ctx, 'login', user.email);
  await authCtx.internalAdapter.updatePassword(userId, await authCtx.password.hash(body.newPassword));
  await endOtherSessions(ctx, userId, requestHeaders);
}
