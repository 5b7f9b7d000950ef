import type {
  ApiKeyInfo,
  ChangePasswordBody,
  ContactBody,
  CreatedApiKey,
  CreateNamedApiKeyBody,
  CreatedNamedApiKey,
  CreditLedgerCsvQuery,
  CreditLedgerQuery,
  CreditLedgerResponse,
  CreditsResponse,
  CreditUsage,
  CreditUsageQuery,
  MailPreferences,
  MailUnsubscribeResponse,
  NamedApiKey,
  NamedApiKeyList,
  OAuthProvider,
  OAuthProvidersResponse,
  PurchaseCreditsResponse,
  SessionResponse,
  UpdateNamedApiKeyBody,
  UserResponse,
} from '@wordreel/core';
import { client, unwrap } from './api-client.ts';
import { nextCursorOf } from './next-page.ts';

/** The accounts API (typed from the OpenAPI document; schemas in packages/core); one function per call. */
export interface Message {
  message: string;
}

export const usersApi = {
  session: (): Promise<SessionResponse> => unwrap(client.GET('/api/users/session')),
  requestRegisterCode: (email: string): Promise<Message> =>
    unwrap(client.POST('/api/users/otp/register', { body: { email } })),
  requestResetCode: (email: string): Promise<Message> =>
    unwrap(client.POST('/api/users/otp/reset', { body: { email } })),
  validateCode: (email: string, code: string): Promise<Message> =>
    unwrap(client.POST('/api/users/validate', { body: { email, code } })),
  register: (email: string, password: string): Promise<UserResponse> =>
    unwrap(client.POST('/api/users/register', { body: { email, password, signInMethod: 'email' } })),
  login: (email: string, password: string): Promise<UserResponse> =>
    unwrap(client.POST('/api/users/login', { body: { email, password } })),
  changePassword: (body: ChangePasswordBody): Promise<Message> =>
    unwrap(client.POST('/api/users/password', { body })),
  resetPassword: (email: string, password: string): Promise<Message> =>
    unwrap(
      client.POST('/api/users/reset-password/{email}', { params: { path: { email } }, body: { password } }),
    ),
  logout: (): Promise<Message> => unwrap(client.POST('/api/users/logout')),
  deleteAccount: (): Promise<Message> => unwrap(client.DELETE('/api/users/me')),
  providers: (): Promise<OAuthProvidersResponse> => unwrap(client.GET('/api/users/providers')),
  createApiKey: (): Promise<CreatedApiKey> => unwrap(client.POST('/api/users/api-key')),
  getApiKey: (): Promise<ApiKeyInfo | null> => unwrap(client.GET('/api/users/api-key')),
  listApiKeys: (): Promise<NamedApiKeyList> => unwrap(client.GET('/api/users/api-keys')),
  createNamedApiKey: (body: CreateNamedApiKeyBody): Promise<CreatedNamedApiKey> =>
    unwrap(client.POST('/api/users/api-keys', { body })),
  updateNamedApiKey: (id: string, body: UpdateNamedApiKeyBody): Promise<NamedApiKey> =>
    unwrap(client.PATCH('/api/users/api-keys/{id}', { params: { path: { id } }, body })),
  revokeApiKey: (id: string): Promise<void> =>
    unwrap(client.DELETE('/api/users/api-keys/{id}', { params: { path: { id } } })),
  credits: (): Promise<CreditsResponse> => unwrap(client.GET('/api/users/credits')),
  /** A page of the ledger and the cursor of the next (undefined on the last page). */
  creditLedger: async (
    query: CreditLedgerQuery = {},
  ): Promise<CreditLedgerResponse & { nextCursor: string | undefined }> => {
    const call = client.GET('/api/users/credits/ledger', { params: { query } });
    const page = await unwrap(call);
    return { ...page, nextCursor: nextCursorOf((await call).response.headers.get('link')) };
  },
  creditUsage: (query: CreditUsageQuery): Promise<CreditUsage> =>
    unwrap(client.GET('/api/users/credits/usage', { params: { query } })),
  purchaseCredits: (credits: number): Promise<PurchaseCreditsResponse> =>
    unwrap(client.POST('/api/users/credits/purchase', { body: { credits } })),
  contact: (body: ContactBody): Promise<Message> => unwrap(client.POST('/api/contact', { body })),
  mailPreferences: (): Promise<MailPreferences> => unwrap(client.GET('/api/users/mail-preferences')),
  setMailPreferences: (body: MailPreferences): Promise<MailPreferences> =>
    unwrap(client.PUT('/api/users/mail-preferences', { body })),
  /** A mail's unsubscribe link (its token is the credential; no session needed). */
  unsubscribe: (token: string): Promise<MailUnsubscribeResponse> =>
    unwrap(client.POST('/api/mail/unsubscribe', { params: { query: { token } } })),
};

/** The ledger as a CSV file (a plain link downloads it: the session cookie goes along). */
export function creditLedgerCsvUrl(query: CreditLedgerCsvQuery): string {
  const params = new URLSearchParams(
    Object.entries(query).filter((pair): pair is [string, string] => pair[1] !== undefined),
  );
  const search = params.toString();
  return `/api/users/credits/ledger.csv${search ? `?${search}` : ''}`;
}

/** Where the browser goes to start social sign-in (the server answers with a redirect). */
export function oauthStartUrl(provider: OAuthProvider): string {
  return `/api/users/oauth/${provider}`;
}
