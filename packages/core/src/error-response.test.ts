import { describe, expect, it } from 'vitest';
import { isErrorResponse } from './error-response.ts';
import { errorResponseSchema } from './users.ts';

describe('isErrorResponse', () => {
  it('should agree with errorResponseSchema', () => {
    const bodies: unknown[] = [
      { code: 'NOT_FOUND', message: 'Video not found' },
      { code: 'X', message: 'm', extra: 1 },
      { code: 'BAD_REQUEST', message: 'm', details: [{ path: 'name', message: 'Too long' }] },
      { code: 'BAD_REQUEST', message: 'm', details: [{ path: 'name' }] },
      { code: 'BAD_REQUEST', message: 'm', details: 'no' },
      { message: 'no code' },
      { code: 1, message: 'm' },
      null,
      'text',
      [],
      undefined,
    ];
    for (const body of bodies)
      expect(isErrorResponse(body)).toBe(errorResponseSchema.safeParse(body).success);
  });
});
