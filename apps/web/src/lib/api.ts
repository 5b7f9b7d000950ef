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

/** A request that got no answer at all (offline, DNS, server down): fetch rejected. */
export class NetworkError extends Error {
  constructor(options?: ErrorOptions) {
    super(MESSAGES.NETWORK, options);
  }
}

/**
 * True for a request that never reached us: our NetworkError, or a bare fetch rejection (a TypeError
 * whose text differs by browser: "Failed to fetch", "NetworkError when…", "Load failed").
 */
export function isNetworkError(error: unknown): boolean {
  return (
    error instanceof NetworkError ||
    (error instanceof TypeError && /fetch|network|load failed/i.test(error.message))
  );
}

/**
 * The server answered and refused (4xx): the same request again would be refused again. Anything else
 * (no answer, a server failure) may have been stored or may succeed on another try.
 */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status < 500;
}

/**
 * Sent on `window` when the server answers 401: the session may have ended (signed out in another tab,
 * expired), and the signed-in pages check it again rather than go on failing (RequireUser).
 */
export const SESSION_REFUSED_EVENT = 'wordreel:session-refused';

/** A call (fetch or an upload's XHR) was answered 401: the signed-in pages check the session again. */
export function announceSessionRefused(): void {
  window.dispatchEvent(new Event(SESSION_REFUSED_EVENT));
}

/** fetch, with "no answer" (a TypeError, by the Fetch standard) turned into NetworkError; aborts stay aborts. */
export async function request(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, init);
  } catch (error) {
    throw error instanceof TypeError ? new NetworkError({ cause: error }) : error;
  }
  if (response.status === 401) announceSessionRefused();
  return response;
}

/** The text for a failed answer that carried no message of its own. */
export function statusMessage(status: number): string {
  return status >= 500 ? MESSAGES.SERVER_ERROR : MESSAGES.INTERNAL;
}

/** Turns any failure into the message a user should see. */
export function parseError(error: unknown, fallback: string = MESSAGES.INTERNAL): string {
  if (error instanceof ApiError) return error.message || fallback;
  if (isNetworkError(error)) return MESSAGES.NETWORK;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * Untyped JSON fetch against our server (the session cookie goes along, errors become ApiError). Calls
 * the OpenAPI document describes go through the typed `client` of `api-client.ts` instead.
 */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await request(path, {
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
      isErrorResponse(body) ? body.message : statusMessage(response.status),
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
