import { MESSAGES } from '@wordreel/core/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, isRefusal, NetworkError, parseError } from './api.ts';
import { usersApi } from './users-api.ts';

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

describe('api errors', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should say the server cannot be reached when fetch rejects', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const failure = await api('/api/anything').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect(parseError(failure)).toBe(MESSAGES.NETWORK);
  });

  it('should say so for the typed client too', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const failure = await usersApi.credits().catch((error: unknown) => error);
    expect(parseError(failure)).toBe(MESSAGES.NETWORK);
  });

  it('should call only an answered 4xx a refusal (worth no second try)', () => {
    expect(isRefusal(new ApiError(409, 'Conflict'))).toBe(true);
    expect(isRefusal(new ApiError(503, 'Try again'))).toBe(false);
    expect(isRefusal(new NetworkError())).toBe(false);
    expect(isRefusal(new Error('thrown before sending'))).toBe(false);
  });

  it('should map a bare fetch TypeError as well', () => {
    expect(parseError(new TypeError('Failed to fetch'))).toBe(MESSAGES.NETWORK);
    expect(parseError(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(
      MESSAGES.NETWORK,
    );
  });

  it('should blame our side for a 5xx without a message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(500)));
    const failure = await api('/api/anything').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(parseError(failure)).toBe(MESSAGES.SERVER_ERROR);
    expect(parseError(failure)).not.toMatch(/HTTP error/);
  });

  it("should keep the server's own message", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(answer(503, { code: 'TRANSLATION_NOT_CONFIGURED', message: 'Set LLM_MODEL.' })),
    );
    const failure = await usersApi.credits().catch((error: unknown) => error);
    expect(parseError(failure)).toBe('Set LLM_MODEL.');
  });
});
