import { describe, expect, it } from 'vitest';
import { completeOtp, formatCountdown, parsePastedOtp } from './otp-code.ts';

describe('parsePastedOtp', () => {
  it('should remove only the first space', () => {
    expect(parsePastedOtp('123 456')).toEqual(['1', '2', '3', '4', '5', '6']);
    // Later spaces stay: the six characters go in as pasted and the server answers 'Invalid OTP'.
    expect(parsePastedOtp('12 34 56')).toEqual(['1', '2', '3', '4', ' ', '5']);
  });

  it('should reject fewer than six characters', () => {
    expect(parsePastedOtp('12345')).toBeNull();
    expect(parsePastedOtp('')).toBeNull();
  });
});

describe('completeOtp', () => {
  it('should return the code only when all six boxes hold a character', () => {
    expect(completeOtp(['1', '2', '3', '4', '5', '6'])).toBe('123456');
    expect(completeOtp(['1', '2', '', '4', '5', '6'])).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('should show minutes and seconds as mm:ss', () => {
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});
