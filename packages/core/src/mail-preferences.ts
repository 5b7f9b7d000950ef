import { z } from 'zod';

/**
 * The mails a creator may turn off (decision 076). Sign-in codes and password resets are not among
 * them: they answer something the creator just asked for.
 */
export const MAIL_TOPICS = ['apiKeyNotices'] as const;
export type MailTopic = (typeof MAIL_TOPICS)[number];

/** What each topic covers, in the creator's words (the profile's checkbox and the unsubscribe page). */
export const MAIL_TOPIC_LABELS: Record<MailTopic, { title: string; mails: string; covers: string }> = {
  apiKeyNotices: {
    title: 'Emails about my API keys',
    mails: 'emails about your API keys',
    covers:
      'when a key for an integration expires within a week, or nears or reaches its monthly credit limit',
  },
};

/** GET and PUT /api/users/mail-preferences: which optional mails the signed-in user gets. */
export const mailPreferencesSchema = z.object({ apiKeyNotices: z.boolean() });
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

/** Every optional mail is sent until the creator turns it off. */
export const DEFAULT_MAIL_PREFERENCES: MailPreferences = { apiKeyNotices: true };

/**
 * The page a mail's "stop these emails" link opens: `topic` says what the page offers to stop, `token`
 * (the credential) names the account and the topic the server turns off.
 */
export const MAIL_UNSUBSCRIBE_PAGE = '/unsubscribe';

/**
 * POST /api/mail/unsubscribe?token=…: the signed token from a mail's link (no session needed), from
 * the unsubscribe page or from a mail client's one-click unsubscribe (RFC 8058).
 */
export const mailUnsubscribeQuerySchema = z.object({
  token: z
    .string()
    .min(1, 'This unsubscribe link is incomplete.')
    .max(300, 'This unsubscribe link is not valid.'),
});

export const mailUnsubscribeResponseSchema = z.object({
  topic: z.enum(MAIL_TOPICS),
  message: z.string(),
});
export type MailUnsubscribeResponse = z.infer<typeof mailUnsubscribeResponseSchema>;
