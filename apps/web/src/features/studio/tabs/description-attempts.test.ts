import { describe, expect, it } from 'vitest';
import { DescriptionAttempts } from './description-attempts.ts';

describe('DescriptionAttempts', () => {
  it('should allow three tries numbered 0, 1, 2 and then refuse', () => {
    const attempts = new DescriptionAttempts();
    expect([attempts.next(), attempts.next(), attempts.next()]).toEqual([0, 1, 2]);
    expect(attempts.next()).toBeNull();
    expect(attempts.next()).toBeNull();
    expect(attempts.used).toBe(3);
  });
});
