import { describe, expect, it } from 'vitest';
import { escapeAssText } from './ass-escape.ts';

describe('escapeAssText', () => {
  it('should turn braces into libass escapes so an override block renders as typed', () => {
    expect(escapeAssText('{\\fs200}')).toBe('\\{\\\u2060fs200\\}');
  });

  it('should keep \\N, \\h and a trailing backslash from acting as codes', () => {
    expect(escapeAssText('a\\Nb\\h')).toBe('a\\\u2060Nb\\\u2060h');
    expect(escapeAssText('end\\')).toBe('end\\\u2060');
  });

  it('should replace line breaks with spaces so no forged Dialogue line can start', () => {
    expect(escapeAssText('one\nDialogue: 0,x\r\ntwo')).toBe('one Dialogue: 0,x two');
  });
});
