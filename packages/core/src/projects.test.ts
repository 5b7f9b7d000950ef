import { describe, expect, it } from 'vitest';
import { projectSeconds } from './projects.ts';

describe('projectSeconds', () => {
  const videoConfig = { name: 'talk.mp4', lang: 'en', orientation: 'portrait', duration: 487 } as const;

  it("should give an upload its video's length and a clip its own range, not its source's", () => {
    expect(projectSeconds({ videoConfig, clipOf: null })).toBe(487);
    const clipOf = {
      sourceProjectId: 'a'.repeat(32),
      sourceName: 'long.mp4',
      startMs: 38_000,
      endMs: 77_500,
    };
    expect(projectSeconds({ videoConfig, clipOf })).toBe(39.5);
  });

  it('should be undefined while an upload has no measured length yet', () => {
    expect(
      projectSeconds({ videoConfig: { ...videoConfig, duration: undefined }, clipOf: null }),
    ).toBeUndefined();
  });
});
