import type {
  ApiKeyInfo,
  ContactBody,
  CreatedApiKey,
  CreditLedgerResponse,
  CreditsResponse,
  MeResponse,
  OAuthProvider,
  OAuthProvidersResponse,
  PurchaseCreditsResponse,
  UserResponse,
} from '@wordreel/core';
import { api } from './api.ts';

/** The accounts API (schemas in packages/core); one function per call. */
export interface Message {
  message: string;
}

const post = (body?: unknown): RequestInit & { json?: unknown } =>
  body === undefined ? { method: 'POST' } : { method: 'POST', json: body };

export const usersApi = {
  me: () => api<MeResponse>('/api/users/me'),
  requestRegisterCode: (email: string) => api<Message>('/api/users/otp/register', post({ email })),
  requestResetCode: (email: string) => api<Message>('/api/users/otp/reset', post({ email })),
  validateCode: (email: string, code: string) => api<Message>('/api/users/validate', post({ email, code })),
  register: (email: string, password: string) =>
    api<UserResponse>('/api/users/register', post({ email, password, signInMethod: 'email' })),
  login: (email: string, password: string) =>
    api<UserResponse>('/api/users/login', post({ email, password })),
  resetPassword: (email: string, password: string) =>
    api<Message>(`/api/users/reset-password/${encodeURIComponent(email)}`, post({ password })),
  logout: () => api<Message>('/api/users/logout', post()),
  deleteAccount: () => api<Message>('/api/users/me', { method: 'DELETE' }),
  providers: () => api<OAuthProvidersResponse>('/api/users/providers'),
  createApiKey: () => api<CreatedApiKey>('/api/users/api-key', post()),
  getApiKey: () => api<ApiKeyInfo | null>('/api/users/api-key'),
  credits: () => api<CreditsResponse>('/api/users/credits'),
  creditLedger: () => api<CreditLedgerResponse>('/api/users/credits/ledger'),
  purchaseCredits: (credits: number) =>
    api<PurchaseCreditsResponse>('/api/users/credits/purchase', post({ credits })),
  contact: (body: ContactBody) => api<Message>('/api/contact', post(body)),
};

/** Where the browser goes to start social sign-in (the server answers with a redirect). */
export function oauthStartUrl(provider: OAuthProvider): string {
  return `/api/users/oauth/${provider}`;
}
