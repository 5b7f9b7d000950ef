import {
  applyTheme,
  opaqueHex,
  FONT_SIZES,
  fontCredit,
  fontSizeNameSchema,
  fontWeightNameSchema,
  type StyleSettings,
  THEMES,
  X_POS,
  Y_POS,
} from '@wordreel/core';
import { framePercentLabel } from '../player/caption-placement.ts';
import { StyleCard } from './style-card.tsx';
import { StyleToggle } from './style-toggle.tsx';

interface StyleTabProps {
  style: StyleSettings;
  onChange: (next: StyleSettings) => void;
}

const COLOURS = [
  ['fontColor', 'Text colour'],
  ['activeFontColor', 'Active word colour'],
  ['fontShadowColor', 'Shadow colour'],
  ['fontStrokeColor', 'Stroke colour'],
] as const;

/** Theme presets and every style field; each change shows in the preview at once. */
export function StyleTab({ style, onChange }: StyleTabProps) {
  const set = <K extends keyof StyleSettings>(key: K, value: StyleSettings[K]) =>
    onChange({ ...style, [key]: value });
  // The spoken word on a box in the active colour (its letters keep the text colour).
  const boxed = style.emphasis.activeWordBox === true;
  return (
    <div className="style-tab">
      <h2 className="studio-section-title">Themes</h2>
      <div className="theme-grid">
        {THEMES.map((theme) => (
          <StyleCard
            key={theme.id}
            name={theme.name}
            colours={{ font: theme.fontColor, active: theme.activeFontColor, stroke: theme.fontStrokeColor }}
            boxed={boxed}
            pressed={style.themeId === theme.id}
            onClick={() => onChange(applyTheme(style, theme.id))}
          />
        ))}
      </div>

      <h2 className="studio-section-title">Text</h2>
      <div className="style-row">
        <StyleToggle
          label="Uppercase"
          checked={style.upperCase}
          onChange={(checked) => set('upperCase', checked)}
        />
        <StyleToggle label="Italic" checked={style.italic} onChange={(checked) => set('italic', checked)} />
      </div>
      <div className="style-row">
        <label className="style-field">
          Weight
          <select
            value={style.weight}
            onChange={(e) => set('weight', fontWeightNameSchema.parse(e.currentTarget.value))}
          >
            {fontWeightNameSchema.options.map((w) => (
              <option key={w} value={w}>
                {w}
              </option>
            ))}
          </select>
        </label>
        <label className="style-field">
          Size
          <select
            value={style.size}
            onChange={(e) => set('size', fontSizeNameSchema.parse(e.currentTarget.value))}
          >
            {fontSizeNameSchema.options.map((s) => (
              <option key={s} value={s}>
                {s} {FONT_SIZES[s]}
              </option>
            ))}
          </select>
        </label>
      </div>

      <h2 className="studio-section-title">Position</h2>
      <RangeField
        label="Vertical position"
        shown={framePercentLabel(style.yPos)}
        range={Y_POS}
        value={style.yPos}
        onChange={(v) => set('yPos', v)}
      />
      <RangeField
        label="Horizontal position"
        shown={framePercentLabel(style.xPos)}
        range={X_POS}
        value={style.xPos}
        onChange={(v) => set('xPos', v)}
      />

      <h2 className="studio-section-title">Colours</h2>
      <div className="colour-grid">
        {COLOURS.map(([key, label]) => (
          <label key={key} className="colour-field">
            <input
              type="color"
              value={opaqueHex(style[key]).toLowerCase()}
              onChange={(e) => set(key, e.currentTarget.value.toUpperCase())}
            />
            {key === 'activeFontColor' && boxed ? 'Active word box colour' : label}
          </label>
        ))}
      </div>
      <label className="style-toggle style-box-toggle">
        <input
          type="checkbox"
          checked={boxed}
          onChange={(e) => {
            // Off removes the setting, so the style (and the export's key) is as if it was never on.
            const { activeWordBox: _off, ...rest } = style.emphasis;
            set('emphasis', e.currentTarget.checked ? { ...rest, activeWordBox: true } : rest);
          }}
        />
        Box behind the spoken word
      </label>
      {/* Folded: a dozen family names would take a phone's screen for what few read. */}
      <details className="style-credit">
        <summary>Font licences</summary>
        <p>{fontCredit()}</p>
      </details>
    </div>
  );
}

/** A whole-step slider whose label shows the current value as `shown`. */
function RangeField({
  label,
  shown,
  range,
  value,
  onChange,
}: {
  label: string;
  shown: string;
  range: { min: number; max: number };
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <label className="style-field">
      <span>
        {label} <output aria-hidden="true">{shown}</output>
      </span>
      <input
        type="range"
        aria-label={label}
        aria-valuetext={shown}
        min={range.min}
        max={range.max}
        step={1}
        value={value}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
      />
    </label>
  );
}
