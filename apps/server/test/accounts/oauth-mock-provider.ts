import http from 'node:http';
import { OAuth2Issuer, OAuth2Service, type OAuth2EndpointsInput } from 'oauth2-mock-server';

/** Who the mock provider says is signing in. */
export interface MockIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/**
 * A local OAuth 2 / OpenID provider (oauth2-mock-server) on a real port. `google` serves the OpenID
 * endpoints at their default paths (discovery, /authorize, /token with PKCE, /userinfo, /jwks);
 * `github` serves GitHub's paths (/login/oauth/authorize, /login/oauth/access_token, /user,
 * /user/emails) so the app's GitHub adapter runs unchanged against it.
 */
export class MockOAuthProvider {
  identity: MockIdentity = {
    sub: 'nobody',
    email: 'nobody@example.com',
    emailVerified: true,
    name: 'Nobody',
  };
  /** When set, the provider answers the authorization with this error instead of a code. */
  denyWith: string | null = null;
  private readonly issuer = new OAuth2Issuer();
  private readonly service: OAuth2Service;
  private readonly server: http.Server;
  url = '';

  constructor(readonly kind: 'google' | 'github') {
    const endpoints: OAuth2EndpointsInput | undefined =
      kind === 'github'
        ? { authorize: '/login/oauth/authorize', token: '/login/oauth/access_token', userinfo: '/user' }
        : undefined;
    this.service = new OAuth2Service(this.issuer, endpoints);
    this.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, this.claims());
    });
    this.service.on('beforeUserinfo', (response: { body: unknown }) => {
      response.body = this.kind === 'github' ? this.gitHubUser() : this.claims();
    });
    this.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }) => {
      if (!this.denyWith) return;
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', this.denyWith);
    });
    const handler = this.service.requestHandler;
    this.server = http.createServer((req, res) => {
      if (this.kind === 'github' && req.url === '/user/emails') {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify([
            { email: this.identity.email, primary: true, verified: this.identity.emailVerified },
          ]),
        );
        return;
      }
      handler(req, res);
    });
  }

  private claims() {
    const { sub, email, emailVerified, name } = this.identity;
    return { sub, email, email_verified: emailVerified, name };
  }

  /** GitHub keeps private e-mails off the profile; the app must read them from /user/emails. */
  private gitHubUser() {
    return {
      id: Number(this.identity.sub),
      login: this.identity.name.toLowerCase(),
      name: this.identity.name,
      email: null,
    };
  }

  async start(): Promise<void> {
    await this.issuer.keys.generate('RS256');
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    this.url = `http://127.0.0.1:${port}`;
    this.issuer.url = this.url;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
