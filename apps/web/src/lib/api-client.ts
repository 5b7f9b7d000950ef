import createClient from 'openapi-fetch';
import { isErrorResponse } from '@wordreel/core/error-response';
import { ApiError, request, statusMessage } from './api.ts';
import type { paths } from './api-types.ts';

/**
 * The server's API, typed from its OpenAPI document (`api-types.ts`, generated): paths, parameters,
 * bodies and answers are checked against the contract at compile time. The session cookie goes along;
 * a request that gets no answer rejects with NetworkError (looked up at call time, so tests can stub fetch).
 */
export const client = createClient<paths>({
  // Absolute: the page's origin is what the browser resolves '/api/…' against anyway, and the unit
  // tests' Node Request has no page to resolve a bare path against.
  baseUrl: globalThis.location?.origin ?? '',
  credentials: 'same-origin',
  fetch: (input) => request(input),
});

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The answer's body, or an ApiError carrying the server's message, code and details. */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) {
    const body = isErrorResponse(error) ? error : undefined;
    throw new ApiError(
      response.status,
      body?.message ?? statusMessage(response.status),
      body?.code,
      body?.details,
    );
  }
  return data as T;
}
