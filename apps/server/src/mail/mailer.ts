import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on an optional mail. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise every mail is written as an .eml file to DATA_DIR/outbox and
 * its text is logged, so a fresh install without a mail server can still sign up.
 */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
  log: FastifyBaseLogger,
): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(message) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
      },
    };
  }
  const outbox = path.join(config.DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${randomUUID()}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info({ to: message.to, file }, `mail to ${message.to}: ${message.subject}\n${message.text}`);
    },
  };
}
