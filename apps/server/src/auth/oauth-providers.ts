import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import type { OAuthProvider } from '@wordreel/core';
import type { Config } from '../config.ts';

type ProviderConfig = Pick<
  Config,
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_CLIENT_SECRET'
  | 'GOOGLE_ISSUER_URL'
  | 'GITHUB_CLIENT_ID'
  | 'GITHUB_CLIENT_SECRET'
  | 'GITHUB_OAUTH_URL'
  | 'GITHUB_API_URL'
>;

/** Which social providers have both a client id and a secret. */
export function configuredProviders(config: ProviderConfig): Record<OAuthProvider, boolean> {
  return {
    google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
    github: Boolean(config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET),
  };
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/$/, '')}${path}`;
}

interface GitHubUser {
  id: number | string;
  login?: string;
  name?: string | null;
  email?: string | null;
  avatar_url?: string;
}

interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

/**
 * GitHub is plain OAuth 2 (no OpenID): the profile comes from its API. A public e-mail on the profile
 * is not proof of ownership, so the verified flag comes from /user/emails.
 */
function gitHubUserInfo(apiUrl: string) {
  return async (tokens: { accessToken?: string }) => {
    if (!tokens.accessToken) return null;
    const headers = {
      Authorization: `Bearer ${tokens.accessToken}`,
      Accept: 'application/vnd.github+json',
      'User-Agent': 'Wordreel',
    };
    const userResponse = await fetch(joinUrl(apiUrl, '/user'), { headers });
    if (!userResponse.ok) return null;
    const user = (await userResponse.json()) as GitHubUser;
    const emailsResponse = await fetch(joinUrl(apiUrl, '/user/emails'), { headers });
    const emails = emailsResponse.ok ? ((await emailsResponse.json()) as GitHubEmail[]) : [];
    const primary = emails.find((e) => e.primary) ?? emails.find((e) => e.email === user.email);
    const email = primary?.email ?? user.email ?? undefined;
    return {
      id: String(user.id),
      email,
      emailVerified: primary?.verified ?? false,
      name: user.name ?? user.login ?? undefined,
      image: user.avatar_url,
    };
  };
}

/**
 * Google (OpenID Connect, found by discovery at GOOGLE_ISSUER_URL) and GitHub, both as better-auth
 * generic OAuth providers so their hosts are configurable and a local provider can stand in for tests.
 * Authorization-code flow with state and PKCE.
 */
export function oauthProviderConfigs(config: ProviderConfig): GenericOAuthConfig[] {
  const configs: GenericOAuthConfig[] = [];
  const enabled = configuredProviders(config);
  if (enabled.google) {
    configs.push({
      providerId: 'google',
      name: 'Google',
      clientId: config.GOOGLE_CLIENT_ID ?? '',
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      discoveryUrl: joinUrl(config.GOOGLE_ISSUER_URL, '/.well-known/openid-configuration'),
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
      // Logging out of Wordreel ends only our session, never the user's Google session.
      disableProviderLogout: true,
    });
  }
  if (enabled.github) {
    configs.push({
      providerId: 'github',
      name: 'GitHub',
      clientId: config.GITHUB_CLIENT_ID ?? '',
      clientSecret: config.GITHUB_CLIENT_SECRET,
      authorizationUrl: joinUrl(config.GITHUB_OAUTH_URL, '/login/oauth/authorize'),
      tokenUrl: joinUrl(config.GITHUB_OAUTH_URL, '/login/oauth/access_token'),
      scopes: ['read:user', 'user:email'],
      pkce: true,
      getUserInfo: gitHubUserInfo(config.GITHUB_API_URL),
    });
  }
  return configs;
}
