import {
  MAIL_TOPIC_LABELS,
  MAIL_UNSUBSCRIBE_PAGE,
  type MailTopic,
  type MailUnsubscribeResponse,
} from '@wordreel/core';
import { resolveAuthSecret } from '../../auth/auth-secret.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { appPageUrl } from '../../http/app-url.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { findMailPreferences, saveMailPreferences } from './mail-preferences.repository.ts';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token.ts';

export const UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid. You can turn these emails off on your profile page.';

type MailContext = Pick<AppContext, 'db' | 'config'>;

/** What an optional mail carries so it can be turned off: a line for its text and the list headers. */
export type UnsubscribeParts = Required<Pick<MailMessage, 'headers'>> & { footer: string[] };

/**
 * Whether `userId` gets optional mails of `topic` (decision 076), and if so what the mail must carry:
 * a link to the unsubscribe page in its text, and List-Unsubscribe with one-click POST (RFC 8058), so
 * a mail client's own "unsubscribe" works without signing in. Null: the user turned the topic off.
 */
export async function optionalMailParts(
  ctx: MailContext,
  userId: string,
  topic: MailTopic,
): Promise<UnsubscribeParts | null> {
  const preferences = await findMailPreferences(ctx.db, userId);
  if (!preferences[topic]) return null;
  const token = encodeURIComponent(unsubscribeToken(resolveAuthSecret(ctx.config), userId, topic));
  const page = appPageUrl(ctx.config, `${MAIL_UNSUBSCRIBE_PAGE}?topic=${topic}&token=${token}`);
  const oneClick = appPageUrl(ctx.config, `${UNSUBSCRIBE_PATH}?token=${token}`);
  return {
    footer: ['', '--', `To stop ${MAIL_TOPIC_LABELS[topic].mails}: ${page}`],
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** `mail` with the parts that let its reader turn its topic off. */
export function withUnsubscribe(mail: MailMessage, parts: UnsubscribeParts): MailMessage {
  return {
    ...mail,
    text: [mail.text, ...parts.footer].join('\n'),
    headers: { ...mail.headers, ...parts.headers },
  };
}

/** Turns off the topic a mail's unsubscribe link names, for the account it names; repeating it is harmless. */
export async function unsubscribeWithToken(
  ctx: MailContext,
  token: string,
): Promise<MailUnsubscribeResponse> {
  const named = readUnsubscribeToken(resolveAuthSecret(ctx.config), token);
  if (!named) throw new AppError('BAD_REQUEST', UNSUBSCRIBE_LINK_INVALID);
  const user = await ctx.db.selectFrom('user').select('id').where('id', '=', named.userId).executeTakeFirst();
  // A deleted account gets no more mail anyway; its link says so rather than pretending to work.
  if (!user) throw new AppError('NOT_FOUND', 'This account no longer exists, so it gets no more emails.');
  const preferences = await findMailPreferences(ctx.db, named.userId);
  await saveMailPreferences(ctx.db, named.userId, { ...preferences, [named.topic]: false });
  return {
    topic: named.topic,
    message: `Done: no more ${MAIL_TOPIC_LABELS[named.topic].mails}. You can turn them back on on your profile page.`,
  };
}
