import {
  HOOK_DURATION,
  HOOK_STYLES,
  HOOK_STYLE_LABELS,
  HOOK_TEXT_MAX,
  hookStyleSchema,
  type HookTitle,
} from '@wordreel/core';
import { useHandFocusOn } from '../../../components/hand-focus-on.ts';
import { StyleToggle } from './style-toggle.tsx';

interface HookPanelProps {
  /** What the fields show (may be invalid while typing); null when there is no hook. */
  draft: HookTitle | null;
  problem: string | null;
  /** The Boost tab's title: the hook's text to start with. */
  title: string;
  onChange: (next: HookTitle | null) => void;
}

/** The hook title card over the first seconds: on/off, text, style, position, duration. */
export function HookPanel({ draft, problem, title, onChange }: HookPanelProps) {
  // "Use the title" is disabled once the text is the title: the focus goes on to the text.
  const {
    buttonRef: useTitleRef,
    targetRef: textRef,
    pressed: pressedUseTitle,
  } = useHandFocusOn<HTMLInputElement>(!!draft && draft.text === title);
  const start = (): HookTitle => ({
    text: title.slice(0, HOOK_TEXT_MAX) || 'Watch this',
    style: 'box',
    yPos: 20,
    durationMs: HOOK_DURATION.default,
  });
  return (
    <div className="hook-panel">
      <StyleToggle
        label="Hook title over the first seconds"
        checked={draft !== null}
        onChange={(checked) => onChange(checked ? start() : null)}
        asSwitch
      />
      {draft && (
        <div className="thumbnail-fields">
          <label className="style-field">
            Hook text
            <input
              ref={textRef}
              className="field-input"
              type="text"
              maxLength={HOOK_TEXT_MAX + 20}
              value={draft.text}
              onChange={(e) => onChange({ ...draft, text: e.currentTarget.value })}
            />
          </label>
          <div className="boost-buttons">
            <button
              ref={useTitleRef}
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={!title || title === draft.text}
              onClick={() => {
                pressedUseTitle();
                onChange({ ...draft, text: title.slice(0, HOOK_TEXT_MAX) });
              }}
            >
              Use the title
            </button>
          </div>
          <label className="style-field">
            Hook style
            <select
              value={draft.style}
              onChange={(e) => onChange({ ...draft, style: hookStyleSchema.parse(e.currentTarget.value) })}
            >
              {HOOK_STYLES.map((s) => (
                <option key={s} value={s}>
                  {HOOK_STYLE_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          <label className="style-field">
            <span>
              Hook position <output>{Math.round(draft.yPos)}% down</output>
            </span>
            <input
              type="range"
              aria-label="Hook position"
              min={5}
              max={95}
              step={1}
              value={draft.yPos}
              onChange={(e) => onChange({ ...draft, yPos: Number(e.currentTarget.value) })}
            />
          </label>
          <label className="style-field">
            <span>
              Hook duration <output>{(draft.durationMs / 1000).toFixed(1)} s</output>
            </span>
            <input
              type="range"
              aria-label="Hook duration"
              min={HOOK_DURATION.min}
              max={HOOK_DURATION.max}
              step={100}
              value={draft.durationMs}
              onChange={(e) => onChange({ ...draft, durationMs: Number(e.currentTarget.value) })}
            />
          </label>
          {problem && (
            <p className="form-error" role="alert">
              {problem}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
