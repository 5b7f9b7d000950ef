import { describe, expect, it } from 'vitest';
import { parseRange } from './send-media.ts';

describe('parseRange', () => {
  it('should read single byte ranges, open ends and suffixes, clamped to the file', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
  });

  it('should refuse a range wholly outside the file', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=100-200', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBe('unsatisfiable');
  });

  it('should send the whole file for a header it does not serve: several ranges, another unit, garbage', () => {
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange('bytes=abc', 100)).toBeNull();
    expect(parseRange('bytes=-', 100)).toBeNull();
  });

  it('should merge ranges that touch into the one they make', () => {
    expect(parseRange('bytes=0-4,5-9', 100)).toEqual({ start: 0, end: 9 });
  });
});
