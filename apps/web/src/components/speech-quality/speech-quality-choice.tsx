import {
  SPEECH_QUALITY_LABELS,
  type SpeechQualities,
  type SpeechQuality,
  type SpeechQualityOption,
} from '@wordreel/core';
import { formatEstimate } from './use-speech-qualities.ts';
import './speech-quality-choice.css';

interface SpeechQualityChoiceProps {
  name: string;
  qualities: SpeechQualities | undefined;
  value: SpeechQuality | null;
  onChange: (quality: SpeechQuality) => void;
  disabled?: boolean;
  legend?: string;
  /** Shown instead of each choice's time while there is none to give (the video's length is unknown). */
  timeNote?: string;
}

/**
 * Fast / Balanced / Best as radio buttons, each with the model it runs here and the time it should
 * take for this video (from the server's measured speed); a choice that cannot run says what it
 * needs. Used by the upload modal and the studio's "Write captions again".
 */
export function SpeechQualityChoice({
  name,
  qualities,
  value,
  onChange,
  disabled,
  legend = 'Caption accuracy',
  timeNote,
}: SpeechQualityChoiceProps) {
  return (
    <fieldset className="speech-quality choice-box" disabled={disabled}>
      <legend>{legend}</legend>
      {!qualities && <p className="speech-quality-detail">Reading what this server can run…</p>}
      {qualities && !qualities.options.some((option) => option.available) && (
        <p className="speech-quality-detail" role="note">
          None of these can run on this server for this language, so there will be no automatic captions:
          paste your script or import a subtitle file instead.
        </p>
      )}
      {qualities?.options.map((option) => {
        const detailId = `${name}-${option.quality}-detail`;
        return (
          <label
            key={option.quality}
            className="speech-quality-option"
            data-available={option.available}
            data-quality={option.quality}
          >
            <input
              type="radio"
              name={name}
              value={option.quality}
              checked={value === option.quality}
              disabled={!option.available}
              aria-describedby={detailId}
              onChange={() => onChange(option.quality)}
            />
            <span className="speech-quality-text">
              <span className="speech-quality-label">{SPEECH_QUALITY_LABELS[option.quality]}</span>
              <span id={detailId} className="speech-quality-detail">
                {option.available
                  ? `${recogniserName(option)} · ${timeNote ?? formatEstimate(option)}`
                  : option.note}
                {option.available && option.note && (
                  <span className="speech-quality-note"> {option.note}</span>
                )}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** "Whisper base.en", or "Basic recogniser" (pocketsphinx: neither its name nor its model's, en-us, tells a creator anything). */
function recogniserName(option: Pick<SpeechQualityOption, 'engine' | 'model'>): string {
  return option.engine === 'pocketsphinx' ? 'Basic recogniser' : `Whisper ${option.model ?? ''}`;
}
