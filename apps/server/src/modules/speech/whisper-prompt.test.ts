import { describe, expect, it } from 'vitest';
import { whisperPrompt } from './whisper-prompt.ts';

describe('whisperPrompt', () => {
  it('should be written with fillers in the language, so whisper keeps them', () => {
    expect(whisperPrompt('en')).toMatch(/\bUmm\b.*\buh\b.*\bhmm\b/);
    expect(whisperPrompt('hi')).toContain('उम्म');
  });

  it('should put the glossary first and the filler style last (whisper keeps the prompt’s end)', () => {
    const prompt = whisperPrompt('en', ['Wordreel', 'Dr. Quilter']);
    expect(prompt).toBe(`Glossary: Wordreel, Dr. Quilter. ${whisperPrompt('en')}`);
  });

  it('should stay within 600 characters with a full vocabulary', () => {
    const prompt = whisperPrompt(
      'en',
      Array.from({ length: 100 }, (_, i) => `${'x'.repeat(58)}${i}`),
    );
    expect(prompt.length).toBeLessThanOrEqual(600);
    expect(prompt.endsWith(whisperPrompt('en'))).toBe(true);
  });
});
