import createClient from 'openapi-fetch';
import { isErrorResponse } from '@wordreel/core/error-response';
import { ApiError } from './api.ts';
import type { paths } from './api-types.ts';

/**
 * The server's API, typed from its OpenAPI document (`api-types.ts`, generated): paths, parameters,
 * bodies and answers are checked against the contract at compile time. The session cookie goes along.
 */
export const client = createClient<paths>({ credentials: 'same-origin' });

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
      body?.message ?? `HTTP error! Status: ${response.status}`,
      body?.code,
      body?.details,
    );
  }
  return data as T;
}
