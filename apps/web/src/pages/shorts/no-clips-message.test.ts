import { describe, expect, it } from 'vitest';
import { noClipsMessage } from './no-clips-message.ts';

describe('noClipsMessage', () => {
  it('tells a video shorter than the shortest clip its length and what to lower', () => {
    expect(noClipsMessage(15.39, 20)).toBe(
      'This video is 15 s long, shorter than the shortest clip asked for (20 s). Lower the shortest clip to 15 s or less, or pick a longer video.',
    );
  });

  it('asks for a wider range when the video is long enough', () => {
    expect(noClipsMessage(95, 20)).toMatch(/Try a wider range/);
    expect(noClipsMessage(undefined, 20)).toMatch(/Try a wider range/);
  });
});
