import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { messageForError } from './auth-messages.ts';

const table = { 404: 'User not found', 409: 'User already exists' };

describe('messageForError', () => {
  it("should show the server's own message for a 4xx with a {code, message} body", () => {
    const error = new ApiError(
      429,
      'Please wait 42 seconds before requesting a new code.',
      'TOO_MANY_REQUESTS',
    );
    expect(messageForError(error, table, 'Invalid credentials')).toBe(
      'Please wait 42 seconds before requesting a new code.',
    );
  });

  it("should fall back to the spec's status table when the body had no code", () => {
    expect(messageForError(new ApiError(409, 'HTTP error! Status: 409'), table, 'Invalid credentials')).toBe(
      'User already exists',
    );
    expect(messageForError(new ApiError(418, 'HTTP error! Status: 418'), table, 'Invalid credentials')).toBe(
      'Invalid credentials',
    );
  });

  it('should use the unexpected text for server failures and network errors', () => {
    const unexpected = 'Error signing up. Please try again later.';
    expect(messageForError(new ApiError(500, 'boom', 'INTERNAL'), table, 'x', unexpected)).toBe(unexpected);
    expect(messageForError(new TypeError('Failed to fetch'), table, 'x', unexpected)).toBe(unexpected);
  });
});
