import { type SavedStyle, UPLOAD_PLAIN_LOOK, UPLOAD_STYLE_ID_KEY } from '@wordreel/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PreviousUpload } from 'tus-js-client';
import { savedStylesApi, savedStylesQueryKey } from '../../features/studio/saved-styles-api.ts';
import type { SelectOption } from '../labelled-select.tsx';

/** The option for no saved style: the server starts the project in the studio's built-in look. */
const WORDREEL_DEFAULT: SelectOption = { value: '', label: 'Wordreel default' };
/** The same look when a saved style is the default: the upload must ask for it by name. */
const WORDREEL_LOOK: SelectOption = { value: UPLOAD_PLAIN_LOOK, label: 'Wordreel’s own look' };

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
 * In the server's order (the default first, marked). Wordreel's look comes first when no style is the
 * default (the upload names none), and last, named, when one is (the upload asks for it).
 */
function styleOptions(styles: SavedStyle[]): SelectOption[] {
  const named = styles.map((style) => ({
    value: style.id,
    label: style.isDefault ? `${style.name} (default)` : style.name,
  }));
  return styles.some((style) => style.isDefault) ? [...named, WORDREEL_LOOK] : [WORDREEL_DEFAULT, ...named];
}

/** A resumed upload's style gone from the list since: its project keeps the look, so the locked choice names it. */
function withDeleted(options: SelectOption[], styleId: string): SelectOption[] {
  if (options.some((option) => option.value === styleId)) return options;
  const gone =
    styleId === UPLOAD_PLAIN_LOOK ? WORDREEL_LOOK : { value: styleId, label: 'A style deleted since' };
  return [...options, gone];
}
