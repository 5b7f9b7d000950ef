import {
  autoZooms,
  type CaptionList,
  DEFAULT_ZOOM_SCALE,
  type EditList,
  MAX_ZOOM_SCALE,
  MIN_ZOOM_SCALE,
  setZoom,
  type Zoom,
  zoomAtWord,
} from '@wordreel/core';
import { useState } from 'react';
import { formatClock } from './edit-format.ts';
import { cutFlags } from './edit-selection.ts';

const DURATIONS = [1, 1.5, 2, 3, 4];

interface EditZoomsProps {
  list: EditList;
  words: CaptionList;
  /** The first selected word, or -1. */
  wordIndex: number;
  durationMs: number;
  onChange: (update: (list: EditList) => EditList) => void;
  onSeek: (ms: number) => void;
}

/** The first word said at or after a time (for naming a zoom). */
function wordAt(words: CaptionList, ms: number): string {
  const word = words.find((w) => w.endMs > ms);
  return word ? word.text.trim() : '';
}

/**
 * Zoom punch-ins: at the selected word, a scale (1.01–1.5, default 1.12) and a length; the list of
 * zooms with their word, time, scale and length, each removable. The preview and the export draw
 * them with core's curve.
 */
export function EditZooms({ list, words, wordIndex, durationMs, onChange, onSeek }: EditZoomsProps) {
  const [scale, setScale] = useState(DEFAULT_ZOOM_SCALE);
  const [seconds, setSeconds] = useState(1.5);
  const word = wordIndex >= 0 ? words[wordIndex] : undefined;
  const planned = word ? zoomAtWord(word, seconds, durationMs, scale) : null;
  const overlapping = planned
    ? list.zooms.filter((z) => z.startMs < planned.endMs && z.endMs > planned.startMs)
    : [];

  const remove = (zoom: Pick<Zoom, 'startMs' | 'endMs'>) =>
    onChange((l) => setZoom(l, { startMs: zoom.startMs, endMs: zoom.endMs, remove: true }));
  // Sentence starts (4–8 s apart) on kept words, beside the zooms already placed.
  const addAuto = () =>
    onChange((l) =>
      autoZooms(words, durationMs, cutFlags(words, l), scale)
        .filter((z) => !l.zooms.some((o) => o.startMs < z.endMs && o.endMs > z.startMs))
        .reduce((acc, z) => setZoom(acc, z), l),
    );

  return (
    <section className="edit-zooms" aria-labelledby="edit-zooms-title">
      <h3 id="edit-zooms-title" className="edit-heading">
        Zoom punch-ins
      </h3>
      {word && planned ? (
        <div className="edit-zoom-form">
          <p className="edit-zoom-at">
            At <strong>“{word.text.trim()}”</strong>{' '}
            <span className="muted">{formatClock(word.startMs)}</span>
          </p>
          <label className="edit-zoom-field">
            <span>Punch-in {scale.toFixed(2)}x</span>
            <input
              type="range"
              min={MIN_ZOOM_SCALE}
              max={MAX_ZOOM_SCALE}
              step={0.01}
              value={scale}
              onChange={(e) => setScale(Number(e.currentTarget.value))}
            />
          </label>
          <label className="edit-zoom-field">
            <span>Length</span>
            <select value={seconds} onChange={(e) => setSeconds(Number(e.currentTarget.value))}>
              {DURATIONS.map((d) => (
                <option key={d} value={d}>
                  {d} s
                </option>
              ))}
            </select>
          </label>
          <span className="edit-zoom-buttons">
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => onChange((l) => setZoom(l, planned))}
            >
              {overlapping.length > 0 ? 'Replace zoom' : 'Add zoom'}
            </button>
            {overlapping.length > 0 && (
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => remove(planned)}>
                Remove zoom here
              </button>
            )}
          </span>
        </div>
      ) : (
        <p className="muted edit-note">Select a word in the transcript to zoom in on it.</p>
      )}
      <p className="edit-zoom-auto">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={words.length === 0}
          onClick={addAuto}
        >
          Zoom on sentence starts
        </button>
        <span className="muted"> every 4–8 s, at {scale.toFixed(2)}x</span>
      </p>
      {list.zooms.length > 0 && (
        <ul className="edit-zoom-list" aria-label="Zooms">
          {list.zooms.map((z) => (
            <li key={`${z.startMs}-${z.endMs}`} className="edit-zoom-item">
              <button type="button" className="edit-context" onClick={() => onSeek(z.startMs)}>
                “{wordAt(words, z.startMs)}” <span className="muted">{formatClock(z.startMs)}</span>
              </button>
              <span className="muted">
                {z.scale.toFixed(2)}x · {((z.endMs - z.startMs) / 1000).toFixed(1)} s
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={`Remove the zoom at ${formatClock(z.startMs)}`}
                onClick={() => remove(z)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
