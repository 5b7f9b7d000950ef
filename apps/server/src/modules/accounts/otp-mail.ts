import type { MailMessage } from '../../mail/mailer.ts';
import type { CodePurpose } from './one-time-code.service.ts';

/** The mail that carries a one-time code. */
export function otpMail(email: string, code: string, purpose: CodePurpose): MailMessage {
  const action =
    purpose === 'register' ? 'finish creating your Wordreel account' : 'reset your Wordreel password';
  return {
    to: email,
    subject: `Your Wordreel code: ${code}`,
    text: [
      `Your Wordreel one-time code is ${code}`,
      '',
      `Enter it to ${action}. It expires in 10 minutes.`,
      'If you did not ask for it, you can ignore this mail.',
    ].join('\n'),
  };
}
