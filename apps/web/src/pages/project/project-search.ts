import type { Project } from '@wordreel/core';

/** From this many projects on, the dashboard offers a search (fewer fit on a screen or two). */
export const SEARCH_FROM_PROJECTS = 7;

/** Lower case without accents: "Café" is found by "cafe", as a person typing quickly expects. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * Whether a project answers the search: every word typed appears in its name, its file's name or, for
 * an AI Shorts clip, the name of the video it was cut from (so "podcast" lists the podcast's clips).
 */
export function matchesSearch(project: Project, query: string): boolean {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded(
    [project.name, project.videoConfig.name, project.clipOf?.sourceName ?? ''].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}
