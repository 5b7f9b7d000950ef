import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_TOPICS, type MailTopic } from '@wordreel/core';

/**
 * The credential in a mail's unsubscribe link: `topic.userId.signature`, the signature an HMAC of both
 * under the server's secret, so the link turns off that one topic for that one account and nothing
 * else, without a session (a mail client's one-click unsubscribe has none). It does not expire: an
 * old mail's link still works, as mail providers expect.
 */
export function unsubscribeToken(secret: string, userId: string, topic: MailTopic): string {
  return `${topic}.${userId}.${sign(secret, userId, topic)}`;
}

/** The account and topic a token names, or null when it was not made by this server. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; topic: MailTopic } | null {
  const first = token.indexOf('.');
  const last = token.lastIndexOf('.');
  if (first <= 0 || last <= first + 1) return null;
  const topic = MAIL_TOPICS.find((t) => t === token.slice(0, first));
  if (!topic) return null;
  const userId = token.slice(first + 1, last);
  const given = Buffer.from(token.slice(last + 1), 'base64url');
  const expected = Buffer.from(sign(secret, userId, topic), 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, topic } : null;
}

function sign(secret: string, userId: string, topic: MailTopic): string {
  // The purpose prefix keeps these signatures apart from anything else made with the same secret.
  return createHmac('sha256', secret).update(`mail-unsubscribe:${topic}:${userId}`).digest('base64url');
}
