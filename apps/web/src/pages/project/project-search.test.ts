import type { Project } from '@wordreel/core';
import { describe, expect, it } from 'vitest';
import { matchesSearch } from './project-search.ts';

const project = (name: string, file = name, sourceName?: string) =>
  ({
    name,
    videoConfig: { name: file },
    clipOf: sourceName ? { sourceProjectId: 's', sourceName, startMs: 0, endMs: 1000 } : null,
  }) as unknown as Project;

describe('matchesSearch', () => {
  it('finds every typed word in the name, the file name or a clip’s source, ignoring case and accents', () => {
    const cafe = project('Café opening', 'IMG_0042.MOV');
    expect(matchesSearch(cafe, 'cafe')).toBe(true);
    expect(matchesSearch(cafe, 'OPENING café')).toBe(true);
    expect(matchesSearch(cafe, 'img_0042')).toBe(true);
    expect(matchesSearch(cafe, 'cafe closing')).toBe(false);
    expect(matchesSearch(project('Why creators stall', 'clip.mp4', 'Podcast 12.mp4'), 'podcast')).toBe(true);
    expect(matchesSearch(project('Why creators stall'), 'podcast')).toBe(false);
  });

  it('keeps every project for an empty or blank search', () => {
    expect(matchesSearch(project('Anything'), '')).toBe(true);
    expect(matchesSearch(project('Anything'), '   ')).toBe(true);
  });
});
