import type { Project } from '@wordreel/core';
import { type Ref, useState } from 'react';
import { matchesSearch, SEARCH_FROM_PROJECTS } from './project-search.ts';

export interface ProjectSearch {
  /** Whether the list is long enough to offer a search. */
  searchable: boolean;
  query: string;
  setQuery: (query: string) => void;
  /** The projects the search keeps (all of them when it is not offered). */
  shown: Project[];
}

/** A list's search: offered from SEARCH_FROM_PROJECTS projects on (the dashboard and the tiles' picker). */
export function useProjectSearch(projects: Project[]): ProjectSearch {
  const [query, setQuery] = useState('');
  const searchable = projects.length >= SEARCH_FROM_PROJECTS;
  const shown = searchable ? projects.filter((project) => matchesSearch(project, query)) : projects;
  return { searchable, query, setQuery, shown };
}

/** Its field, shown only while the search is offered. */
export function ProjectSearchField({
  search,
  label,
  className,
  inputRef,
}: {
  search: ProjectSearch;
  label: string;
  className: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  if (!search.searchable) return null;
  return (
    <input
      ref={inputRef}
      type="search"
      className={`field-input ${className}`}
      aria-label={label}
      placeholder={label}
      value={search.query}
      onChange={(e) => search.setQuery(e.currentTarget.value)}
    />
  );
}
