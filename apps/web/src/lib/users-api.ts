import type { PublicUser, UserResponse } from '@wordreel/core';
import { api } from './api.ts';

/** The accounts API (contract in packages/core/src/users.ts); one function per call. */
export interface Message {
  message: string;
}

export interface Providers {
  google: boolean;
  github: boolean;
}

export interface ApiKeyInfo {
  prefix: string;
  masked: string;
  createdAt: string;
}

export interface NewApiKey extends ApiKeyInfo {
  key: string;
}

export interface CreditPurchase {
  credits: number;
  purchase: { provider: string; testMode: boolean; [key: string]: unknown };
}

const json = (body: unknown): RequestInit & { json: unknown } => ({ method: 'POST', json: body });

export const usersApi = {
  me: () => api<{ user: PublicUser }>('/api/users/me'),
  requestRegisterCode: (email: string) => api<Message>('/api/users/otp/register', json({ email })),
  requestResetCode: (email: string) => api<Message>('/api/users/otp/reset', json({ email })),
  validateCode: (email: string, code: string) => api<Message>('/api/users/validate', json({ email, code })),
  register: (email: string, password: string) =>
    api<UserResponse>('/api/users/register', json({ email, password, signInMethod: 'email' })),
  login: (email: string, password: string) =>
    api<UserResponse>('/api/users/login', json({ email, password })),
  resetPassword: (email: string, password: string) =>
    api<Message>(`/api/users/reset-password/${encodeURIComponent(email)}`, json({ password })),
  logout: () => api<Message>('/api/users/logout', { method: 'POST' }),
  deleteAccount: () => api<Message>('/api/users/me', { method: 'DELETE' }),
  providers: () => api<Providers>('/api/users/providers'),
  createApiKey: () => api<NewApiKey>('/api/users/api-key', { method: 'POST' }),
  getApiKey: () => api<ApiKeyInfo | null>('/api/users/api-key'),
  credits: () => api<{ credits: number }>('/api/users/credits'),
  purchaseCredits: (credits: number) => api<CreditPurchase>('/api/users/credits/purchase', json({ credits })),
  contact: (body: { name: string; email: string; message: string }) =>
    api<Message>('/api/contact', json(body)),
};

/** Where the browser goes to start social sign-in (the server answers with a redirect). */
export function oauthStartUrl(provider: keyof Providers): string {
  return `/api/users/oauth/${provider}`;
}
