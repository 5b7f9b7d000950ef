import { type Orientation, orientationForSize } from '@wordreel/core';

const LABELS: Record<Orientation, string> = {
  portrait: 'Vertical 9:16',
  square: 'Square 1:1',
  landscape: 'Widescreen 16:9',
};

/**
 * The frames a clip of a video with this shape can be made in, the one a short wants first: vertical
 * (reframed around the speaker), then square, then the video's own shape. A vertical video's clips
 * stay vertical.
 */
export function clipFormats(width: number | undefined, height: number | undefined): Orientation[] {
  const own = orientationForSize(width, height);
  if (own === 'portrait') return ['portrait'];
  if (own === 'square') return ['portrait', 'square'];
  return ['portrait', 'square', 'landscape'];
}

/** The clip's frame, chosen before it is made (a narrower frame starts its reframe at once). */
export function ClipFormat({
  name,
  formats,
  value,
  onChange,
}: {
  name: string;
  formats: readonly Orientation[];
  value: Orientation;
  onChange: (next: Orientation) => void;
}) {
  if (formats.length < 2) return null;
  return (
    <fieldset className="clip-format">
      <legend>Format</legend>
      {formats.map((format) => (
        <label key={format} className="clip-format-option">
          <input
            type="radio"
            name={name}
            value={format}
            checked={value === format}
            onChange={() => onChange(format)}
          />
          {LABELS[format]}
        </label>
      ))}
      {value !== formats.at(-1) && (
        <p className="muted clip-format-note">
          Follows the speaker’s face once it is found, shortly after the clip is made; until then, or with no
          face in view, the video sits on a blurred fill.
        </p>
      )}
    </fieldset>
  );
}
