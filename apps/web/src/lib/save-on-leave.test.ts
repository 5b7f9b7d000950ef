import { describe, expect, it } from 'vitest';
import { leavingRequest } from './save-on-leave.ts';

describe('leavingRequest', () => {
  it('should ask for keepalive only as the page goes, and only for a body within the browser’s budget', () => {
    expect(leavingRequest(false, { a: 1 })).toEqual({});
    expect(leavingRequest(true, { a: 1 })).toEqual({ keepalive: true });
    // Chromium refuses a keepalive body over 64 KiB outright: such a save goes as a plain request.
    expect(leavingRequest(true, { text: 'x'.repeat(70_000) })).toEqual({});
  });
});
