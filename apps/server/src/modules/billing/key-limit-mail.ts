import { formatCount, formatCredits, type KeyLimitNoticeLevel, monthlyLimitResetDay } from '@wordreel/core';
import type { MailMessage } from '../../mail/mailer.ts';

/**
 * The mail that says a key for an integration is near (`near`) or at (`reached`) its monthly credit
 * limit, what happens then, and where to raise it (decision 074).
 */
export function keyLimitMail(
  to: string,
  key: { name: string; prefix: string; limit: number; used: number; resetsAt: Date },
  level: KeyLimitNoticeLevel,
  apiConfigUrl: string,
): MailMessage {
  const day = `${monthlyLimitResetDay(key.resetsAt)} (UTC)`;
  const usage = `${formatCount(key.used)} of its ${formatCredits(key.limit)} this month`;
  const left = Math.max(0, key.limit - key.used);
  const consequence =
    level === 'near'
      ? `Once it reaches the limit, its requests that cost credits are refused (402) until ${day}, when the count starts over.`
      : left === 0
        ? `Its requests that cost credits are refused (402) until ${day}, when the count starts over.`
        : `A request that needed more than the ${formatCredits(left)} left was refused (402); such requests are refused until ${day}, when the count starts over.`;
  return {
    to,
    subject:
      level === 'near'
        ? `Your Wordreel API key “${key.name}” has used ${usage}`
        : `Your Wordreel API key “${key.name}” reached its monthly credit limit`,
    text: [
      `Your API key “${key.name}” (${key.prefix}…) has used ${usage}.`,
      consequence,
      '',
      `If the integration that uses it needs more, raise its monthly limit at ${apiConfigUrl}.`,
    ].join('\n'),
  };
}
