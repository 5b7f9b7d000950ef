import { EMPHASIS_LIMITS, opaqueHex, type CaptionEmphasis, type StyleSettings } from '@wordreel/core';
import './emphasis-panel.css';

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
  const numberOrNull = (value: string) => (value === '' ? null : Number(value));
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
        <label className="style-toggle">
          <input
            type="checkbox"
            checked={emphasis.oneWord}
            onChange={(e) => set('oneWord', e.currentTarget.checked)}
          />
          One word at a time
        </label>
      </div>
      <div className="style-row">
        <label className="style-field">
          Words per page
          <select
            value={emphasis.wordsPerPage ?? ''}
            disabled={emphasis.oneWord}
            onChange={(e) => set('wordsPerPage', numberOrNull(e.currentTarget.value))}
          >
            <option value="">By timing</option>
            {range(wordsPerPage.min, wordsPerPage.max).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label className="style-field">
          Lines per page
          <select
            value={emphasis.linesPerPage ?? ''}
            onChange={(e) => set('linesPerPage', numberOrNull(e.currentTarget.value))}
          >
            <option value="">Any</option>
            {range(linesPerPage.min, linesPerPage.max).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label className="style-field">
          Characters per line
          <select
            value={emphasis.maxCharsPerLine ?? ''}
            onChange={(e) => set('maxCharsPerLine', numberOrNull(e.currentTarget.value))}
          >
            <option value="">Fit the frame</option>
            {[maxCharsPerLine.min, 10, 12, 16, 20, 24, 32, 42, maxCharsPerLine.max].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="style-row">
        <label className="style-toggle">
          <input
            type="checkbox"
            checked={emphasis.highlightAuto}
            onChange={(e) => set('highlightAuto', e.currentTarget.checked)}
          />
          Highlight keywords
        </label>
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
        <label className="style-toggle">
          <input
            type="checkbox"
            checked={emphasis.emojiAuto}
            onChange={(e) => set('emojiAuto', e.currentTarget.checked)}
          />
          Emoji
        </label>
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
