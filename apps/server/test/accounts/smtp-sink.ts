import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  to: string[];
  raw: string;
}

/** A real SMTP server inside the test; the app under test sends to it through SMTP_URL. */
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
    const code = mail?.raw.match(/one-time code is (\d{6})/)?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  }
}
