import { API_KEY_EXPIRY_NOTICE_DAYS } from '@wordreel/core';
import type { AppContext } from '../../context.ts';
import { runEvery } from '../../process/run-every.ts';
import { appPageUrl } from '../../http/app-url.ts';
import { optionalMailParts, withUnsubscribe } from '../mail-preferences/mail-preferences.service.ts';
import { keyExpiryMail } from './key-expiry-mail.ts';

/** A key for an integration is announced this long before it expires (decision 071). */
export const KEY_EXPIRY_NOTICE_MS = API_KEY_EXPIRY_NOTICE_DAYS * 86_400_000;
/** How often a process that runs jobs looks for keys to announce. */
export const KEY_EXPIRY_SWEEP_MS = 60 * 60_000;

type NoticeContext = Pick<AppContext, 'db' | 'mailer' | 'config' | 'log'>;

/**
 * Mails the owner of each key for an integration that expires within a week, once per key: the key is
 * claimed (`expiryNoticeAt`, one conditional update) before its mail goes, so processes sweeping at
 * the same moment send one mail, and a failed send gives the claim back for the next sweep. A key that
 * lasts a week or less from its creation gets none (whoever made it knows), nor does an owner who turned
 * these mails off (decision 076; unclaimed, so turning them back on in time still sends it). Answers
 * how many were sent.
 */
export async function sendKeyExpiryNotices(ctx: NoticeContext, now = Date.now()): Promise<number> {
  const due = await ctx.db
    .selectFrom('apiKey')
    .innerJoin('user', 'user.id', 'apiKey.userId')
    .select(['apiKey.id', 'apiKey.userId', 'apiKey.name', 'apiKey.prefix', 'apiKey.expiresAt', 'user.email'])
    .where('apiKey.name', 'is not', null)
    .where('apiKey.expiryNoticeAt', 'is', null)
    .where('apiKey.expiresAt', '>', now)
    .where('apiKey.expiresAt', '<=', now + KEY_EXPIRY_NOTICE_MS)
    .where((eb) => eb('apiKey.expiresAt', '>', eb('apiKey.createdAt', '+', KEY_EXPIRY_NOTICE_MS)))
    .execute();
  let sent = 0;
  for (const key of due) {
    const unsubscribe = await optionalMailParts(ctx, key.userId, 'apiKeyNotices');
    if (!unsubscribe) continue;
    const claimed = await ctx.db
      .updateTable('apiKey')
      .set({ expiryNoticeAt: now })
      .where('id', '=', key.id)
      .where('expiryNoticeAt', 'is', null)
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) continue;
    const mail = withUnsubscribe(
      keyExpiryMail(
        key.email,
        { name: key.name as string, prefix: key.prefix, expiresAt: Number(key.expiresAt) },
        appPageUrl(ctx.config, '/api-config'),
      ),
      unsubscribe,
    );
    try {
      await ctx.mailer.send(mail);
      sent += 1;
    } catch (err) {
      ctx.log.warn({ err, keyId: key.id }, 'key expiry notice not sent; the next sweep tries again');
      await ctx.db.updateTable('apiKey').set({ expiryNoticeAt: null }).where('id', '=', key.id).execute();
    }
  }
  return sent;
}

/** Sends the notices now and then every `everyMs` (see `runEvery`); returns the function that stops it. */
export function sendKeyExpiryNoticesEvery(ctx: NoticeContext, everyMs = KEY_EXPIRY_SWEEP_MS) {
  return runEvery(
    everyMs,
    () => sendKeyExpiryNotices(ctx),
    (err) => ctx.log.warn({ err }, 'key expiry notices failed'),
    true,
  );
}
