import { describe, expect, it } from 'vitest';
import { validateContact } from './contact-validation.ts';

describe('validateContact', () => {
  it('should name every missing field', () => {
    const result = validateContact({ name: ' ', email: '', message: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Please enter your name.',
        email: 'Please enter a valid email address.',
        message: 'Please enter a message.',
      },
    });
  });

  it('should trim and lower-case a valid message', () => {
    expect(validateContact({ name: ' Ana ', email: 'Ana@Example.COM', message: ' Hi! ' })).toEqual({
      ok: true,
      body: { name: 'Ana', email: 'ana@example.com', message: 'Hi!' },
    });
  });
});
