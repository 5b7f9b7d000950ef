import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDuration, formatFileSize } from './format.ts';

describe('formatFileSize', () => {
  it('should show bytes below 1 KB', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 bytes');
    expect(formatFileSize(1023)).toBe('1023 bytes');
  });

  it('should switch to KB with two decimals at exactly 1024 bytes', () => {
    expect(formatFileSize(1024)).toBe('1.00 KB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(10_240 + 51)).toBe('10.04 KB');
  });

  it('should stay in KB up to one byte below 1 MB without rounding up to 1024.00 KB', () => {
    expect(formatFileSize(1_048_575)).toBe('1023.99 KB');
  });

  it('should switch to MB at exactly 1,048,576 bytes', () => {
    expect(formatFileSize(1_048_576)).toBe('1.00 MB');
    expect(formatFileSize(20 * 1_048_576 + 524_288)).toBe('20.50 MB');
    expect(formatFileSize(3 * 1024 * 1_048_576)).toBe('3072.00 MB');
  });

  it('should show a dash for sizes that are not real', () => {
    expect(formatFileSize(Number.NaN)).toBe('—');
    expect(formatFileSize(-1)).toBe('—');
  });
});

describe('formatDuration', () => {
  it('should pad hours, minutes and seconds to two digits', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(2.04)).toBe('00:00:02');
    expect(formatDuration(59.999)).toBe('00:00:59');
    expect(formatDuration(60)).toBe('00:01:00');
    expect(formatDuration(3599)).toBe('00:59:59');
    expect(formatDuration(3600)).toBe('01:00:00');
    expect(formatDuration(3 * 3600 + 25 * 60 + 7)).toBe('03:25:07');
  });

  it('should not wrap past 99 hours', () => {
    expect(formatDuration(100 * 3600)).toBe('100:00:00');
  });

  it('should show dashes for an unknown duration', () => {
    expect(formatDuration(undefined)).toBe('--:--:--');
    expect(formatDuration(null)).toBe('--:--:--');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('--:--:--');
    expect(formatDuration(Number.NaN)).toBe('--:--:--');
  });
});

describe('formatDateTime', () => {
  it('should read the same from an ISO string, epoch ms and a Date', () => {
    const iso = '2026-11-30T12:00:00.000Z';
    const shown = formatDateTime(iso);
    expect(shown).toMatch(/^[A-Z][a-z]{2} \d{1,2}, 2026, \d{1,2}:\d{2}\s[AP]M$/);
    expect(formatDateTime(Date.parse(iso))).toBe(shown);
    expect(formatDateTime(new Date(iso))).toBe(shown);
  });
});
