import type { MailMessage } from '../../mail/mailer.ts';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The mail that says a key for an integration stops working soon, and what to do about it. */
export function keyExpiryMail(
  to: string,
  key: { name: string; prefix: string; expiresAt: number },
  apiConfigUrl: string,
): MailMessage {
  const when = `${WHEN.format(key.expiresAt)} UTC`;
  return {
    to,
    subject: `Your Wordreel API key “${key.name}” expires on ${DAY.format(key.expiresAt)}`,
    text: [
      `Your API key “${key.name}” (${key.prefix}…) stops working on ${when}.`,
      'After that, requests made with it are refused (401).',
      '',
      `If the integration that uses it still needs it, make a new key at ${apiConfigUrl} and put it in`,
      'place of this one before then. If it is no longer needed, you need not do anything.',
    ].join('\n'),
  };
}
