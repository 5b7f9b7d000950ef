import {
  MESSAGES,
  SUGGESTED_TRACK_LANGUAGES,
  trackLanguageName,
  type CaptionTrack,
  type CaptionTrackList,
} from '@wordreel/core';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { parseError } from '../../../lib/api.ts';
import { trackSrtUrl, trackVttUrl, tracksApi } from '../tracks-api.ts';
import { CollapsiblePanel } from './collapsible-panel.tsx';
import './translations-panel.css';
import { BusyButton } from '../../../components/busy-button.tsx';
import { LiveRegion } from '../../../components/live-region.tsx';

interface TranslationsPanelProps {
  projectId: string;
  /** The project's tracks (undefined while loading). */
  tracks: CaptionTrackList | undefined;
  /** The track shown in the preview and exported; null for the original captions. */
  chosen: string | null;
  onChoose: (trackId: string | null) => void;
  onMessage: (message: string, kind: 'error' | 'success') => void;
}

const LANGUAGES = SUGGESTED_TRACK_LANGUAGES.map((code) => ({ code, name: trackLanguageName(code) ?? code }));

/**
 * "Translated captions": pick a language and translate (the server's LLM, page by page); each track
 * shows its state, progress, staleness, downloads and delete; one choice says which captions the
 * preview shows and the export draws (the original by default). Without an LLM it says what to set.
 */
export function TranslationsPanel(props: TranslationsPanelProps) {
  const { projectId, tracks, chosen } = props;
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<string>('es');
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['caption-tracks', projectId] });

  const translate = async (code: string) => {
    setBusy(true);
    try {
      await tracksApi.create(projectId, code);
      await refresh();
    } catch (error) {
      props.onMessage(parseError(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  const remove = async (track: CaptionTrack) => {
    try {
      await tracksApi.remove(projectId, track.id);
      if (chosen === track.id) props.onChoose(null);
      await refresh();
      props.onMessage(`${track.languageName} captions deleted.`, 'success');
    } catch (error) {
      props.onMessage(parseError(error), 'error');
    }
  };

  const available = tracks?.translationAvailable ?? true;
  const list = tracks?.tracks ?? [];
  const chosenExists = list.some((t) => t.id === chosen && t.pageCount > 0);
  return (
    <section className="captions-tool translations" aria-label="Translated captions">
      <CollapsiblePanel label="Translated captions">
        {available ? (
          <form
            className="translations-new"
            onSubmit={(e) => {
              e.preventDefault();
              void translate(language);
            }}
          >
            <label className="translations-language">
              <span>Language</span>
              <select value={language} onChange={(e) => setLanguage(e.target.value)} disabled={busy}>
                {LANGUAGES.map((l) => (
                  <option key={l.code} value={l.code}>
                    {l.name}
                  </option>
                ))}
              </select>
            </label>
            <BusyButton type="submit" className="btn btn-primary btn-sm" busy={busy}>
              Translate
            </BusyButton>
          </form>
        ) : (
          <p className="translations-setup" role="note">
            {MESSAGES.TRANSLATION_NOT_CONFIGURED}
          </p>
        )}
        {list.length > 0 && (
          <fieldset className="translations-list">
            <legend>Shown in the preview and exported</legend>
            <label className="translation-choice">
              <input
                type="radio"
                name="caption-track"
                checked={!chosenExists}
                onChange={() => props.onChoose(null)}
              />
              <span className="translation-name">Original captions</span>
            </label>
            {list.map((track) => (
              <TrackRow
                key={track.id}
                projectId={projectId}
                track={track}
                chosen={chosen === track.id && chosenExists}
                canTranslate={available}
                onChoose={() => props.onChoose(track.id)}
                onTranslateAgain={() => void translate(track.language)}
                onDelete={() => void remove(track)}
              />
            ))}
          </fieldset>
        )}
      </CollapsiblePanel>
    </section>
  );
}

function TrackRow(props: {
  projectId: string;
  track: CaptionTrack;
  chosen: boolean;
  canTranslate: boolean;
  onChoose: () => void;
  onTranslateAgain: () => void;
  onDelete: () => void;
}) {
  const { track } = props;
  const working = track.state === 'queued' || track.state === 'running';
  const ready = track.pageCount > 0;
  const stale = !working && track.stale;
  return (
    <div className="translation-row" data-track-language={track.language}>
      <label className="translation-choice">
        <input
          type="radio"
          name="caption-track"
          checked={props.chosen}
          disabled={!ready}
          onChange={props.onChoose}
        />
        <span className="translation-name">{track.languageName}</span>
        <span className="translation-code">{track.language}</span>
      </label>
      <div className="translation-state">
        {working && (
          <>
            <progress
              max={100}
              value={track.progress}
              aria-label={`Translating into ${track.languageName}`}
            />
          </>
        )}
        {/* One region from the first progress to the outcome: the pages made (or the warning) are said. */}
        <LiveRegion as="span" className={stale ? 'translation-stale' : undefined}>
          {track.state === 'queued'
            ? 'Waiting…'
            : track.state === 'running'
              ? `Translating… ${track.progress} %`
              : stale
                ? 'The captions changed after this was translated: its pages may not match.'
                : track.state === 'done'
                  ? `${track.pageCount} pages`
                  : null}
        </LiveRegion>
        {track.state === 'failed' && (
          <span className="translation-error" role="alert">
            {track.error ?? MESSAGES.TRANSLATION_FAILED}
          </span>
        )}
      </div>
      <div className="translation-actions">
        {!working && props.canTranslate && (track.stale || track.state === 'failed') && (
          <button type="button" className="btn btn-secondary btn-sm" onClick={props.onTranslateAgain}>
            Translate again
          </button>
        )}
        {ready && (
          <>
            <a className="btn btn-ghost btn-sm" href={trackSrtUrl(props.projectId, track.id)} download>
              SRT
            </a>
            <a className="btn btn-ghost btn-sm" href={trackVttUrl(props.projectId, track.id)} download>
              VTT
            </a>
          </>
        )}
        <button
          type="button"
          className="btn btn-ghost btn-sm translation-delete"
          aria-label={`Delete ${track.languageName} captions`}
          title="Delete"
          onClick={props.onDelete}
        >
          <Trash2 aria-hidden size={16} />
        </button>
      </div>
    </div>
  );
}
