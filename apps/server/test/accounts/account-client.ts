import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CookieJar } from './cookie-jar.ts';
import type { SmtpSink } from './smtp-sink.ts';

/** One browser talking to the app through inject, keeping its cookies between calls. */
export class AccountClient {
  readonly jar = new CookieJar();

  constructor(private readonly app: FastifyInstance) {}

  async call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const cookie = this.jar.header();
    const options: InjectOptions = {
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    };
    const res = await this.app.inject(options);
    this.jar.store(res.headers['set-cookie']);
    return res;
  }

  /** The whole e-mail sign-up: request a code, read it from the mail, validate, register. */
  async signUp(mail: SmtpSink, email: string, password = 'password123'): Promise<LightMyRequestResponse> {
    await this.verifyEmail(mail, email);
    return this.register(email, password);
  }

  /**
   * The first half of a sign-up: request a code, read it from the mail and validate it; answers the
   * validation, whose Set-Cookie holds the grant that lets this browser register `email`.
   */
  async verifyEmail(mail: SmtpSink, email: string): Promise<LightMyRequestResponse> {
    const otp = await this.call('POST', '/api/users/otp/register', { email });
    if (otp.statusCode !== 200) throw new Error(`otp/register: ${otp.statusCode} ${otp.body}`);
    const valid = await this.call('POST', '/api/users/validate', { email, code: mail.lastCode(email) });
    if (valid.statusCode !== 200) throw new Error(`validate: ${valid.statusCode} ${valid.body}`);
    return valid;
  }

  /** The last step of an e-mail sign-up, with whatever grant this browser holds (or none). */
  register(email: string, password = 'password123'): Promise<LightMyRequestResponse> {
    return this.call('POST', '/api/users/register', { email, password, signInMethod: 'email' });
  }
}
