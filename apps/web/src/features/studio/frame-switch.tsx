import { orientationSchema, type Orientation } from '@wordreel/core';

const LABELS: Record<Orientation, { name: string; ratio: string }> = {
  portrait: { name: 'Portrait', ratio: '9:16' },
  landscape: { name: 'Landscape', ratio: '16:9' },
  square: { name: 'Square', ratio: '1:1' },
};

/** The export frame's shape, as a segmented control beside the preview; the preview shows the choice. */
export function FrameSwitch({
  value,
  onChange,
}: {
  value: Orientation;
  onChange: (next: Orientation) => void;
}) {
  return (
    <div className="frame-control">
      <h2 className="preview-tools-label">Frame</h2>
      <div className="frame-switch" role="radiogroup" aria-label="Export frame">
        {orientationSchema.options.map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={value === option}
            className="frame-switch-option"
            onClick={() => onChange(option)}
          >
            {LABELS[option].name} <span className="muted">{LABELS[option].ratio}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
