import { type SavedStyle, UPLOAD_STYLE_ID_KEY } from '@wordreel/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PreviousUpload } from 'tus-js-client';
import { savedStylesApi, savedStylesQueryKey } from '../../features/studio/saved-styles-api.ts';
import type { SelectOption } from '../labelled-select.tsx';

/** The option for no saved style: the server starts the project in the studio's built-in look. */
const WORDREEL_DEFAULT: SelectOption = { value: '', label: 'Wordreel default' };

export interface CaptionStyleChoice {
  options: SelectOption[];
  /** A saved style's id, or '' for Wordreel's own look. */
  value: string;
  onChange: (styleId: string) => void;
  /** A resumed upload's project was made, in its style, when the upload began. */
  locked: boolean;
}

/**
 * Which of the account's saved styles a new upload starts in. Null while the list loads, when it
 * cannot be read, or when there is none: the upload then goes as it always did, in the default.
 */
export function useCaptionStyleChoice(resumed: PreviousUpload | null): CaptionStyleChoice | null {
  const list = useQuery({ queryKey: savedStylesQueryKey, queryFn: savedStylesApi.list });
  const [chosen, setChosen] = useState<string | null>(null);
  const styles = list.data?.styles ?? [];
  if (styles.length === 0) return null;

  const options = styleOptions(styles);
  const preselected = options[0]?.value ?? WORDREEL_DEFAULT.value;
  const lockedTo = resumed ? (resumed.metadata[UPLOAD_STYLE_ID_KEY] ?? preselected) : null;
  if (lockedTo !== null) {
    return { options: withDeleted(options, lockedTo), value: lockedTo, onChange: setChosen, locked: true };
  }
  // A chosen style deleted since (the list refreshed after the server said so) is no choice any more.
  const current = options.find((option) => option.value === chosen)?.value ?? preselected;
  return { options, value: current, onChange: setChosen, locked: false };
}

/**
 * In the server's order (the default first, marked). "Wordreel default" only when no style is the
 * default: with one, an upload has no way to ask the server for no style.
 */
function styleOptions(styles: SavedStyle[]): SelectOption[] {
  const named = styles.map((style) => ({
    value: style.id,
    label: style.isDefault ? `${style.name} (default)` : style.name,
  }));
  return styles.some((style) => style.isDefault) ? named : [WORDREEL_DEFAULT, ...named];
}

/** A resumed upload's style deleted since: its project keeps the look, so the locked choice names it. */
function withDeleted(options: SelectOption[], styleId: string): SelectOption[] {
  if (options.some((option) => option.value === styleId)) return options;
  return [...options, { value: styleId, label: 'A style deleted since' }];
}
