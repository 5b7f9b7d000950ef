import type { CaptionsMeta } from '@wordreel/core/captions/captions-meta';
import { describe, expect, it } from 'vitest';
import { captionSourceMessage } from './captions-notice.tsx';

const meta = (engine: CaptionsMeta['engine'], language: CaptionsMeta['language'] = 'en'): CaptionsMeta => ({
  engine,
  model: null,
  language,
  wordCount: 0,
  notice: 'Install a model: npm run models -w @wordreel/server -- base.en',
  createdAt: '2026-11-24T00:00:00Z',
});

describe('captionSourceMessage', () => {
  it('should say plainly when the basic recogniser made the captions, and never a server command', () => {
    const message = captionSourceMessage(meta('pocketsphinx'), 12) ?? '';
    expect(message).toContain('basic speech recogniser');
    expect(message).toContain('paste your script');
    expect(message).not.toMatch(/npm|models|-w /);
  });

  it('should explain missing Hindi recognition and no speech only while there are no words', () => {
    expect(captionSourceMessage(meta('none', 'hi'), 0)).toContain('Hindi speech recognition is not set up');
    expect(captionSourceMessage(meta('none'), 0)).toContain('No speech was found');
    expect(captionSourceMessage(meta('none'), 5)).toBeNull();
  });

  it('should say nothing for accurate, imported or aligned captions', () => {
    for (const engine of ['whisper', 'import', 'script'] as const)
      expect(captionSourceMessage(meta(engine), 8)).toBeNull();
    expect(captionSourceMessage(null, 0)).toBeNull();
  });
});
