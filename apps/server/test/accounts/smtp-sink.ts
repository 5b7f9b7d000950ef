import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server inside the test process; the app under test sends to it through SMTP_URL.
 * The server tests (vitest) and the e2e worker fixture (Playwright) both use this one.
 */
export class SmtpSink {
  readonly mails: SunkMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        this.mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    this.url = `smtp://127.0.0.1:${port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  mailsTo(email: string): SunkMail[] {
    return this.mails.filter((m) => m.to.includes(email.toLowerCase()));
  }

  /** The code in the newest mail to `email` (the app's send has finished when its request answered). */
  lastCode(email: string): string {
    const mail = this.mailsTo(email).at(-1);
    const code = mail && codeIn(mail.raw);
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  }

  /** Waits for the newest mail to `email` received after `since` mails and returns its 6-digit code. */
  async waitForCode(email: string, since = 0, timeoutMs = 15_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = this.mails
        .slice(since)
        .reverse()
        .find((m) => m.to.includes(email.toLowerCase()));
      const code = mail && codeIn(mail.raw);
      if (code) return code;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no code mailed to ${email} within ${timeoutMs} ms`);
  }
}

/** The 6-digit code in the message body (after the blank line that ends the headers), so digits in addresses never count. */
function codeIn(raw: string): string | undefined {
  const end = raw.search(/\r?\n\r?\n/);
  const body = end === -1 ? raw : raw.slice(end);
  return body.match(/\b(\d{6})\b/)?.[1];
}
