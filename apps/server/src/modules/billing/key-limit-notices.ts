import { type ApiKeyRef, type KeyLimitNoticeLevel, keyLimitLevel, monthStartUtc } from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { appPageUrl } from '../../http/app-url.ts';
import { optionalMailParts, withUnsubscribe } from '../mail-preferences/mail-preferences.service.ts';
import { emitWebhookEvent } from '../webhooks/webhooks.service.ts';
import { keyLimitMail } from './key-limit-mail.ts';
import { keySpentSince } from './key-spending-limit.ts';

export type KeyLimitNoticeContext = Pick<AppContext, 'db' | 'mailer' | 'config' | 'log' | 'jobs'>;

/**
 * After a charge made with a key for an integration (`refused`: or its refusal for the key's monthly
 * limit), tells the owner when the key is now near its limit or at it (a mail, and the webhook event
 * `key.near_limit` / `key.limit_reached` to the endpoints that asked for it): once per level and calendar
 * month (UTC), so a key that goes from near to reached gets two mails that month, never more. The
 * notice is claimed (one conditional update on the values read) before anything goes, so processes
 * charging the same key at once tell once. Its event is queued once; its mail is marked due with the
 * claim, and a failed send leaves it due for the next charge to send alone. An owner who turned these
 * mails off (decision 076) gets the event alone. Answers the level told or mailed, null when none was.
 */
export async function sendKeyLimitNotice(
  ctx: KeyLimitNoticeContext,
  keyId: string,
  refused: boolean,
  now = Date.now(),
): Promise<KeyLimitNoticeLevel | null> {
  const key = await ctx.db
    .selectFrom('apiKey')
    .innerJoin('user', 'user.id', 'apiKey.userId')
    .select([
      'apiKey.userId',
      'apiKey.name',
      'apiKey.prefix',
      'apiKey.monthlyCreditLimit',
      'apiKey.limitNoticeAt',
      'apiKey.limitNoticeLevel',
      'apiKey.limitNoticeMailDue',
      'user.email',
    ])
    .where('apiKey.id', '=', keyId)
    .executeTakeFirst();
  if (!key || key.name === null || key.monthlyCreditLimit === null) return null;
  const monthStart = monthStartUtc(new Date(now)).getTime();
  const used = await keySpentSince(ctx.db, keyId, monthStart);
  const level = refused ? 'reached' : keyLimitLevel(used, key.monthlyCreditLimit);
  if (!level) return null;
  const notice = { ...key, name: key.name, limit: key.monthlyCreditLimit, used, monthStart };
  const toldThisMonth = key.limitNoticeAt !== null && Number(key.limitNoticeAt) >= monthStart;
  if (toldThisMonth && (key.limitNoticeLevel === level || key.limitNoticeLevel === 'reached')) {
    // Told already; only a mail that could not be sent then is still owed.
    if (Number(key.limitNoticeMailDue) !== 1 || key.limitNoticeLevel === null) return null;
    const told = { limitNoticeAt: Number(key.limitNoticeAt), limitNoticeLevel: key.limitNoticeLevel };
    return mailNotice(ctx, keyId, notice, told);
  }

  const previous = {
    limitNoticeAt: key.limitNoticeAt,
    limitNoticeLevel: key.limitNoticeLevel,
    limitNoticeMailDue: Number(key.limitNoticeMailDue),
  };
  const told = { limitNoticeAt: now, limitNoticeLevel: level };
  if (!(await setNotice(ctx, keyId, previous, { ...told, limitNoticeMailDue: 1 }))) return null;
  await emitWebhookEvent(ctx, key.userId, level === 'near' ? 'key.near_limit' : 'key.limit_reached', {
    noticeId: `${keyId}:${level}:${new Date(monthStart).toISOString().slice(0, 7)}`,
    apiKeyId: keyId,
    name: key.name,
    monthlyCreditLimit: key.monthlyCreditLimit,
    creditsUsedThisMonth: used,
    resetsAt: monthStartUtc(new Date(now), 1).toISOString(),
  });
  return (await mailNotice(ctx, keyId, notice, told)) ?? level;
}

type ToldNotice = { limitNoticeAt: number; limitNoticeLevel: KeyLimitNoticeLevel };
type NoticeState = {
  limitNoticeAt: number | null;
  limitNoticeLevel: KeyLimitNoticeLevel | null;
  limitNoticeMailDue: number;
};

/**
 * Sends the mail of the notice `told`, which is due: the send is claimed (due → not due) so one
 * process sends it; a failed send makes it due again. Null when nothing was mailed (claimed
 * elsewhere, or failed); the level when it was, or when the owner turned these mails off.
 */
async function mailNotice(
  ctx: KeyLimitNoticeContext,
  keyId: string,
  key: {
    userId: string;
    email: string;
    name: string;
    prefix: string;
    limit: number;
    used: number;
    monthStart: number;
  },
  told: ToldNotice,
): Promise<KeyLimitNoticeLevel | null> {
  if (!(await setNotice(ctx, keyId, { ...told, limitNoticeMailDue: 1 }, { ...told, limitNoticeMailDue: 0 })))
    return null;
  const unsubscribe = await optionalMailParts(ctx, key.userId, 'apiKeyNotices');
  if (!unsubscribe) return told.limitNoticeLevel;
  const mail = keyLimitMail(
    key.email,
    {
      name: key.name,
      prefix: key.prefix,
      limit: key.limit,
      used: key.used,
      resetsAt: monthStartUtc(new Date(key.monthStart), 1),
    },
    told.limitNoticeLevel,
    appPageUrl(ctx.config, '/api-config'),
  );
  try {
    await ctx.mailer.send(withUnsubscribe(mail, unsubscribe));
    return told.limitNoticeLevel;
  } catch (err) {
    ctx.log.warn({ err, keyId }, 'key limit notice not mailed; the next charge tries again');
    await setNotice(ctx, keyId, { ...told, limitNoticeMailDue: 0 }, { ...told, limitNoticeMailDue: 1 });
    return null;
  }
}

/** Moves the key's notice state from `from` to `to`; false when another process moved it first. */
async function setNotice(
  ctx: KeyLimitNoticeContext,
  keyId: string,
  from: NoticeState,
  to: NoticeState,
): Promise<boolean> {
  const result = await ctx.db
    .updateTable('apiKey')
    .set(to)
    .where('id', '=', keyId)
    .where((eb) =>
      eb.and([
        from.limitNoticeAt === null
          ? eb('limitNoticeAt', 'is', null)
          : eb('limitNoticeAt', '=', from.limitNoticeAt),
        from.limitNoticeLevel === null
          ? eb('limitNoticeLevel', 'is', null)
          : eb('limitNoticeLevel', '=', from.limitNoticeLevel),
        eb('limitNoticeMailDue', '=', from.limitNoticeMailDue),
      ]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * `sendKeyLimitNotice` for a charge just made (or refused) with `apiKey`, without holding up the
 * request it belongs to: a slow or failing mail server is logged, never the caller's error.
 */
export function announceKeySpending(
  ctx: KeyLimitNoticeContext,
  apiKey: ApiKeyRef | null,
  refused: boolean,
): void {
  if (!apiKey) return;
  sendKeyLimitNotice(ctx, apiKey.id, refused).catch((err: unknown) =>
    ctx.log.warn({ err, keyId: apiKey.id }, 'key limit notice failed'),
  );
}
