import { EMPHASIS_LIMITS, opaqueHex, type CaptionEmphasis, type StyleSettings } from '@wordreel/core';
import './emphasis-panel.css';
import { StyleToggle } from './style-toggle.tsx';

interface EmphasisPanelProps {
  style: StyleSettings;
  /** A Hindi project: its captions can be shown in Devanagari or Hinglish. */
  hindi: boolean;
  onChange: (next: StyleSettings) => void;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Caption layout and emphasis: words, lines and characters per page, one word at a time, keyword
 * highlight and emoji. Saved with the style; both renderers draw what core makes of it.
 */
export function EmphasisPanel({ style, hindi, onChange }: EmphasisPanelProps) {
  const emphasis = style.emphasis;
  const set = <K extends keyof CaptionEmphasis>(key: K, value: CaptionEmphasis[K]) =>
    onChange({ ...style, emphasis: { ...emphasis, [key]: value } });
  const { wordsPerPage, linesPerPage, maxCharsPerLine } = EMPHASIS_LIMITS;

  return (
    <section className="emphasis-panel" aria-labelledby="emphasis-title">
      <h2 id="emphasis-title" className="studio-section-title">
        Layout and emphasis
      </h2>
      {hindi && (
        <fieldset className="style-row emphasis-script">
          <legend>Caption script</legend>
          {(
            [
              ['devanagari', 'Devanagari (हिन्दी)'],
              ['hinglish', 'Hinglish (romanised)'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="style-toggle">
              <input
                type="radio"
                name="caption-script"
                value={value}
                checked={(emphasis.script ?? 'devanagari') === value}
                onChange={() => set('script', value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      <div className="style-row">
        <StyleToggle
          label="One word at a time"
          checked={emphasis.oneWord}
          onChange={(checked) => set('oneWord', checked)}
        />
      </div>
      <div className="style-row">
        <OptionalNumberField
          label="Words per page"
          value={emphasis.wordsPerPage}
          choices={range(wordsPerPage.min, wordsPerPage.max)}
          noneLabel="By timing"
          disabled={emphasis.oneWord}
          onChange={(n) => set('wordsPerPage', n)}
        />
        <OptionalNumberField
          label="Lines per page"
          value={emphasis.linesPerPage}
          choices={range(linesPerPage.min, linesPerPage.max)}
          noneLabel="Any"
          onChange={(n) => set('linesPerPage', n)}
        />
        <OptionalNumberField
          label="Characters per line"
          value={emphasis.maxCharsPerLine}
          choices={[maxCharsPerLine.min, 10, 12, 16, 20, 24, 32, 42, maxCharsPerLine.max]}
          noneLabel="Fit the frame"
          onChange={(n) => set('maxCharsPerLine', n)}
        />
      </div>
      <div className="style-row">
        <StyleToggle
          label="Highlight keywords"
          checked={emphasis.highlightAuto}
          onChange={(checked) => set('highlightAuto', checked)}
        />
        <label className="style-field emphasis-colour">
          Highlight colour
          <input
            type="color"
            value={opaqueHex(emphasis.highlightColor)}
            onChange={(e) => set('highlightColor', e.currentTarget.value.toUpperCase())}
          />
        </label>
        <label className="style-field">
          Pop
          <select
            value={String(emphasis.highlightPop)}
            onChange={(e) => set('highlightPop', Number(e.currentTarget.value))}
          >
            <option value="1">None</option>
            <option value="1.1">110%</option>
            <option value="1.2">120%</option>
            <option value="1.35">135%</option>
          </select>
        </label>
      </div>
      <div className="style-row">
        <StyleToggle
          label="Emoji"
          checked={emphasis.emojiAuto}
          onChange={(checked) => set('emojiAuto', checked)}
        />
        <label className="style-field">
          Emoji place
          <select
            value={emphasis.emojiPlacement}
            onChange={(e) => set('emojiPlacement', e.currentTarget.value === 'after' ? 'after' : 'above')}
          >
            <option value="above">Above the text</option>
            <option value="after">After the last word</option>
          </select>
        </label>
      </div>
      <p className="emphasis-credit">
        Emoji: Noto Color Emoji © Google, Apache License 2.0; keywords from emojilib (MIT).
      </p>
    </section>
  );
}

interface OptionalNumberFieldProps {
  label: string;
  value: number | null | undefined;
  choices: number[];
  /** The first option: no number, and what the caption layout does then. */
  noneLabel: string;
  disabled?: boolean;
  onChange: (value: number | null) => void;
}

/** A number picked from `choices`, or none (the layout decides). */
function OptionalNumberField({
  label,
  value,
  choices,
  noneLabel,
  disabled,
  onChange,
}: OptionalNumberFieldProps) {
  return (
    <label className="style-field">
      {label}
      <select
        value={value ?? ''}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
      >
        <option value="">{noneLabel}</option>
        {choices.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}
