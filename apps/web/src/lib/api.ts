import type { ErrorResponse } from '@wordreel/core';
import { isErrorResponse } from '@wordreel/core/error-response';
import { MESSAGES } from '@wordreel/core/messages';

/** An API failure with the server's user-facing message and HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** Validation problems by field, when the server named them. */
    readonly details?: ErrorResponse['details'],
  ) {
    super(message);
  }
}

/** Turns any failure into the message a user should see. */
export function parseError(error: unknown, fallback: string = MESSAGES.INTERNAL): string {
  if (error instanceof ApiError) return error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * Untyped JSON fetch against our server (the session cookie goes along, errors become ApiError). Calls
 * the OpenAPI document describes go through the typed `client` of `api-client.ts` instead.
 */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await fetch(path, {
    credentials: 'same-origin',
    ...rest,
    headers: { ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const text = await response.text();
  const body: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      isErrorResponse(body) ? body.message : `HTTP error! Status: ${response.status}`,
      isErrorResponse(body) ? body.code : undefined,
      isErrorResponse(body) ? body.details : undefined,
    );
  }
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
