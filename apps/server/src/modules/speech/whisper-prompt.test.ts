import { describe, expect, it } from 'vitest';
import { whisperPrompt } from './whisper-prompt.ts';

describe('whisperPrompt', () => {
  it('should be the glossary of the user’s terms, and nothing without terms', () => {
    expect(whisperPrompt(['Wordreel', 'Dr. Quilter'])).toBe('Glossary: Wordreel, Dr. Quilter.');
    expect(whisperPrompt([])).toBeNull();
  });

  it('should stay within 600 characters with a full vocabulary', () => {
    const prompt = whisperPrompt(Array.from({ length: 100 }, (_, i) => `${'x'.repeat(58)}${i}`));
    expect(prompt?.length).toBeLessThanOrEqual(600);
    expect(prompt?.startsWith('Glossary: ')).toBe(true);
  });
});
