import { PASSWORD_RULE_MESSAGE } from '@wordreel/core';
import { describe, expect, it } from 'vitest';
import {
  validateChangePassword,
  validateCredentials,
  validateForgotPassword,
  validateResetPassword,
  validateSignUp,
} from './auth-validation.ts';

describe('validateCredentials (login)', () => {
  it('should ask for all fields when either is empty', () => {
    expect(validateCredentials('', 'secret123')).toBe('Please enter all fields.');
    expect(validateCredentials('a@b.co', '')).toBe('Please enter all fields.');
    expect(validateCredentials('   ', '')).toBe('Please enter all fields.');
  });

  it('should reject a malformed e-mail and accept a good pair', () => {
    expect(validateCredentials('not-an-email', 'x')).toBe('Please enter a valid email address.');
    expect(validateCredentials('Ana@Example.com ', 'anything')).toBeNull();
  });
});

describe('validateSignUp', () => {
  it('should apply the password rule the hint describes', () => {
    expect(validateSignUp('a@b.co', 'short1')).toBe(PASSWORD_RULE_MESSAGE);
    expect(validateSignUp('a@b.co', 'longenough')).toBe(PASSWORD_RULE_MESSAGE);
    expect(validateSignUp('a@b.co', 'longenough1')).toBeNull();
  });

  it('should ask for all fields before anything else', () => {
    expect(validateSignUp('', '')).toBe('Please enter all fields.');
  });
});

describe('validateForgotPassword', () => {
  it('should ask for the e-mail address', () => {
    expect(validateForgotPassword('')).toBe('Please enter your email address.');
    expect(validateForgotPassword('a@b.co')).toBeNull();
  });
});

describe('validateResetPassword', () => {
  it('should ask for both fields, then for equal passwords', () => {
    expect(validateResetPassword('', 'newpass123')).toBe('Please enter all fields');
    expect(validateResetPassword('newpass123', '')).toBe('Please enter all fields');
    expect(validateResetPassword('newpass123', 'newpass124')).toBe('Passwords do not match');
    expect(validateResetPassword('newpass123', 'newpass123')).toBeNull();
  });
});

describe('validateChangePassword', () => {
  it('should ask for every field, equal new passwords, the rule and a password that changes', () => {
    expect(validateChangePassword('', 'newpass123', 'newpass123')).toBe('Please enter all fields.');
    expect(validateChangePassword('oldpass123', 'newpass123', 'newpass124')).toBe('Passwords do not match');
    expect(validateChangePassword('oldpass123', 'short', 'short')).toBe(PASSWORD_RULE_MESSAGE);
    expect(validateChangePassword('oldpass123', 'oldpass123', 'oldpass123')).toBe(
      'The new password is the same as the current one.',
    );
    expect(validateChangePassword('oldpass123', 'newpass123', 'newpass123')).toBeNull();
  });
});
