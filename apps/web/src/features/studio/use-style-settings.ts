import {
  DEFAULT_STYLE,
  exportPayloadSchema,
  type Orientation,
  payloadToStyle,
  type StyleSettings,
  styleToPayload,
  THEMES,
} from '@wordreel/core';
import { useCallback, useRef, useState } from 'react';
import { useDebouncedSave } from '../../lib/use-debounced-save.ts';
import { studioApi } from './studio-api.ts';

const SAVE_DELAY_MS = 600;

/** The saved style of a project (its last export payload), or Mercury's defaults. */
export function restoreStyle(saved: unknown): StyleSettings {
  const parsed = exportPayloadSchema.safeParse(saved);
  if (!parsed.success) return DEFAULT_STYLE;
  const style = payloadToStyle(parsed.data);
  // The payload has no theme id: name the preset whose fields all match, if any.
  const theme = THEMES.find(
    (t) =>
      t.fontFamily === style.fontFamily &&
      t.fontColor.toLowerCase() === style.fontColor.toLowerCase() &&
      t.activeFontColor.toLowerCase() === style.activeFontColor.toLowerCase(),
  );
  return theme ? { ...style, themeId: theme.id } : style;
}

export interface StyleState {
  style: StyleSettings;
  setStyle: (next: StyleSettings) => void;
  /** The export frame's shape, saved with the style (the server keeps it as the project's). */
  orientation: Orientation;
  setOrientation: (next: Orientation) => void;
  /** The frame the server has: what the last save that reached it carried (the one loaded before that). */
  savedOrientation: Orientation;
  /** Counts saves that reached the server (the export's out-of-date check re-reads after each). */
  savedCount: number;
  /** Saves any pending change now (before an export). */
  flush: () => Promise<void>;
}

/**
 * Style settings and the export frame: every change is shown at once and saved (debounced) with
 * PUT /api/projects/{id}.
 */
export function useStyleSettings(
  projectId: string,
  saved: unknown,
  savedOrientation: Orientation,
  onError: (message: string) => void,
): StyleState {
  const [style, setStyleState] = useState(() => restoreStyle(saved));
  const [orientation, setOrientationState] = useState(savedOrientation);
  const [serverOrientation, setServerOrientation] = useState(savedOrientation);
  const [savedCount, setSavedCount] = useState(0);
  const latest = useRef(style);
  const latestOrientation = useRef(orientation);
  const { schedule, flush } = useDebouncedSave<{ style: StyleSettings; orientation: Orientation }>({
    delayMs: SAVE_DELAY_MS,
    send: (body, leaving) =>
      studioApi.saveStyle(
        projectId,
        styleToPayload(body.style, projectId, { orientation: body.orientation }),
        leaving,
      ),
    onSaved: (body) => {
      setServerOrientation(body.orientation);
      setSavedCount((n) => n + 1);
    },
    onError: (error) => {
      console.error('Failed to create project', error);
      onError('Failed to create project');
    },
  });

  const setStyle = useCallback(
    (next: StyleSettings) => {
      latest.current = next;
      setStyleState(next);
      schedule({ style: next, orientation: latestOrientation.current });
    },
    [schedule],
  );

  const setOrientation = useCallback(
    (next: Orientation) => {
      latestOrientation.current = next;
      setOrientationState(next);
      schedule({ style: latest.current, orientation: next });
    },
    [schedule],
  );

  return {
    style,
    setStyle,
    orientation,
    setOrientation,
    savedOrientation: serverOrientation,
    savedCount,
    flush,
  };
}
