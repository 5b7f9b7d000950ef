import { cropWindowSize, type ExportFrame, type ReframeLayout, reframeLayoutSchema } from '@wordreel/core';

const LABELS: Record<ReframeLayout, string> = {
  follow: 'Follow',
  centre: 'Centre',
  blur: 'Blurred fill',
  split: 'Split',
};

/** True when the source is wider than the frame: there is a window to move. */
export function canReframe(
  source: { width?: number; height?: number },
  frame: Pick<ExportFrame, 'width' | 'height'>,
): boolean {
  if (!source.width || !source.height) return false;
  return cropWindowSize(source.width, source.height, frame, 'follow') !== null;
}

/**
 * How a source wider than the frame fills it (the edit list's reframe): follow the crop path, a still
 * centred window, the whole picture over its blurred fill, or two windows stacked. Shown under the
 * preview only when the source is wider than the frame; disabled while the edit list cannot be saved.
 */
export function ReframeControl({
  value,
  enabled,
  onChange,
}: {
  value: ReframeLayout;
  enabled: boolean;
  onChange: (next: ReframeLayout) => void;
}) {
  return (
    <div className="reframe-control">
      <div className="frame-switch" role="radiogroup" aria-label="Reframe" aria-disabled={!enabled}>
        {reframeLayoutSchema.options.map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={value === option}
            disabled={!enabled}
            className="frame-switch-option"
            onClick={() => onChange(option)}
          >
            {LABELS[option]}
          </button>
        ))}
      </div>
      <p className="muted reframe-hint">
        {enabled
          ? value === 'blur'
            ? 'The whole picture over a blurred fill.'
            : 'Drag the picture to move the window at this moment (Undo takes it back).'
          : 'Reframing needs a video wider than the frame.'}
      </p>
    </div>
  );
}
