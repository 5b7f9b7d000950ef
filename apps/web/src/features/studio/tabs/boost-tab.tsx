import {
  type BoostTexts,
  type HookTitle,
  bgMusicSchema,
  CUSTOM_MUSIC,
  MAX_DESCRIPTION_TRIES,
  MAX_RETRIES_MESSAGE,
  MUSIC_TRACKS,
  type StyleSettings,
} from '@wordreel/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { parseError } from '../../../lib/api.ts';
import { CollapsiblePanel } from './collapsible-panel.tsx';
import { CustomTrackField } from './custom-track-field.tsx';
import { DescriptionAttempts } from './description-attempts.ts';
import { HookPanel } from './hook-panel.tsx';
import { ThumbnailPanel, type ThumbnailPanelProps } from './thumbnail-panel.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useHandFocusOn } from '../../../components/hand-focus-on.ts';
import { StyleToggle } from './style-toggle.tsx';

export interface GeneratedTexts {
  title: string;
  short: string;
  long: string;
}

interface BoostTabProps {
  style: StyleSettings;
  onStyle: (next: StyleSettings) => void;
  /** All caption text; empty means nothing to describe yet. */
  subtitle: string;
  generate: (subtitle: string, variant: number) => Promise<GeneratedTexts>;
  onMessage: (message: string, kind: 'error' | 'success') => void;
  /** The project's own track (its file name, or 'uploaded' when only its presence is known); null if none. */
  customTrack: string | null;
  /** Uploads the user's own background track; rejects with the server's message. */
  uploadMusic: (file: File) => Promise<void>;
  /** The title and description kept with the project (restored instead of generating again). */
  saved?: BoostTexts | null;
  /** Keeps the texts with the project after every change (the studio debounces the save). */
  onTexts?: (texts: BoostTexts) => void;
  /** The Thumbnail panel's project and the player's current moment (left out: no panel). */
  cover?: Omit<ThumbnailPanelProps, 'title' | 'themeId' | 'onMessage'>;
  /** The hook title's fields (left out: no panel). */
  hook?: { draft: HookTitle | null; problem: string | null; change: (next: HookTitle | null) => void };
}

/** The AI Boost panel: background music, and a generated title and description with hashtags. */
export function BoostTab(props: BoostTabProps) {
  const {
    style,
    onStyle,
    subtitle,
    generate,
    onMessage,
    customTrack,
    uploadMusic,
    saved,
    onTexts,
    cover,
    hook,
  } = props;
  // An upload can outlast other edits (volume, toggle): selecting the track must not undo them.
  const latestStyle = useRef(style);
  useEffect(() => {
    latestStyle.current = style;
  }, [style]);
  const attempts = useRef(new DescriptionAttempts(saved?.tries ?? 0));
  const [texts, setTexts] = useState<GeneratedTexts | null>(saved?.generated ?? null);
  const [title, setTitle] = useState(saved?.title ?? '');
  const [description, setDescription] = useState(saved?.description ?? '');
  const [length, setLength] = useState<'short' | 'long'>(saved?.length ?? 'short');
  const [loading, setLoading] = useState(false);
  const [triesLeft, setTriesLeft] = useState(
    MAX_DESCRIPTION_TRIES - Math.min(saved?.tries ?? 0, MAX_DESCRIPTION_TRIES),
  );

  // What the fields hold now: a generation answers seconds after it was asked for, and the creator
  // may have typed meanwhile (the render that asked holds the values from before). A layout effect:
  // set as the fields are drawn, before any next click (a passive effect can run after it).
  const fields = useRef({ title, description, length, texts });
  useLayoutEffect(() => {
    fields.current = { title, description, length, texts };
  }, [title, description, length, texts]);

  const keep = (next: Partial<BoostTexts>) =>
    onTexts?.({
      title,
      description,
      length,
      generated: texts,
      tries: attempts.current.used,
      ...next,
    });

  // The last try's answer leaves Regen disabled: the focus goes on to Copy beside it, or to the
  // description itself when there is nothing to copy (every try failed).
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const {
    buttonRef: regenRef,
    targetRef: copyRef,
    pressed: regenPressed,
  } = useHandFocusOn<HTMLButtonElement>(triesLeft === 0 && !loading, loading, descriptionRef);

  const run = async () => {
    if (!subtitle) return;
    const variant = attempts.current.next();
    setTriesLeft(attempts.current.left);
    if (variant === null) {
      onMessage(MAX_RETRIES_MESSAGE, 'error');
      return;
    }
    setLoading(true);
    const descriptionAsked = fields.current.description;
    try {
      const answer = await generate(subtitle, variant);
      const now = fields.current;
      // What the creator typed while it was being written is theirs: a description changed meanwhile
      // stays, and a title is replaced only when it is empty or the previous generated one.
      const nextDescription =
        now.description !== descriptionAsked
          ? now.description
          : now.length === 'short'
            ? answer.short
            : answer.long;
      const nextTitle = now.title === '' || now.title === now.texts?.title ? answer.title : now.title;
      setTexts(answer);
      setTitle(nextTitle);
      setDescription(nextDescription);
      keep({ title: nextTitle, description: nextDescription, length: now.length, generated: answer });
    } catch (error) {
      // The spec's log line, and a message the creator sees.
      console.error('Error fetching description:', error);
      onMessage(parseError(error, 'The description could not be generated. Please try again.'), 'error');
    } finally {
      setLoading(false);
    }
  };

  // Generation runs once when the panel first loads (the first of the three tries); texts kept
  // with the project are shown instead.
  const started = useRef(saved != null);
  useEffect(() => {
    if (started.current || !subtitle) return;
    started.current = true;
    void run();
  });

  const choose = (next: 'short' | 'long') => {
    setLength(next);
    const nextDescription = texts ? (next === 'short' ? texts.short : texts.long) : description;
    setDescription(nextDescription);
    keep({ length: next, description: nextDescription });
  };

  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      onMessage(`${what} copied to the clipboard.`, 'success');
    } catch {
      onMessage('Copying is not allowed in this browser.', 'error');
    }
  };

  return (
    <div className="boost-tab">
      <header className="boost-header">
        <h2>Wordreel AI Boost</h2>
        <p className="muted">Music, a title and a description with hashtags, ready to post.</p>
      </header>

      <section className="boost-section">
        <StyleToggle
          label="Background Music"
          checked={style.bgMusicActive}
          onChange={(checked) => onStyle({ ...style, bgMusicActive: checked })}
          asSwitch
        />
        {style.bgMusicActive && (
          <div className="boost-music">
            <label className="style-field">
              Track
              <select
                value={style.bgMusic}
                onChange={(e) => onStyle({ ...style, bgMusic: bgMusicSchema.parse(e.currentTarget.value) })}
              >
                {MUSIC_TRACKS.map((track) => (
                  <option key={track} value={track}>
                    {track.charAt(0).toUpperCase() + track.slice(1)}
                  </option>
                ))}
                {(customTrack !== null || style.bgMusic === CUSTOM_MUSIC) && (
                  <option value={CUSTOM_MUSIC}>Your track ({customTrack ?? 'uploaded'})</option>
                )}
              </select>
            </label>
            <CustomTrackField
              upload={uploadMusic}
              onUploaded={() => onStyle({ ...latestStyle.current, bgMusic: CUSTOM_MUSIC })}
              inUse={style.bgMusic === CUSTOM_MUSIC}
            />
            <label className="style-field">
              <span>
                Music volume <output>{Math.round(style.bgVolume * 100)}%</output>
              </span>
              <input
                type="range"
                aria-label="Music volume"
                aria-valuetext={`${Math.round(style.bgVolume * 100)}%`}
                min={0}
                max={1}
                step={0.01}
                value={style.bgVolume}
                onChange={(e) => onStyle({ ...style, bgVolume: Number(e.currentTarget.value) })}
              />
            </label>
            <StyleToggle
              label="Lower the music while someone speaks"
              checked={style.bgMusicDuck ?? false}
              onChange={(checked) => onStyle({ ...style, bgMusicDuck: checked })}
            />
          </div>
        )}
      </section>

      <section className="boost-section">
        <CollapsiblePanel label="Video Title">
          <textarea
            className="field-input"
            aria-label="Video title"
            rows={2}
            value={title}
            onChange={(e) => {
              setTitle(e.currentTarget.value);
              keep({ title: e.currentTarget.value });
            }}
          />
          <div className="boost-buttons">
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => void copy(title, 'Title')}
              disabled={!title}
            >
              {/* Two Copy buttons: each named for what it copies in a screen reader's list of buttons. */}
              Copy <span className="visually-hidden">title</span>
            </button>
          </div>
        </CollapsiblePanel>
      </section>

      {hook && (
        <section className="boost-section">
          <CollapsiblePanel label="Hook title">
            <HookPanel draft={hook.draft} problem={hook.problem} title={title} onChange={hook.change} />
          </CollapsiblePanel>
        </section>
      )}

      {cover && (
        <section className="boost-section">
          <CollapsiblePanel label="Thumbnail">
            <ThumbnailPanel {...cover} title={title} themeId={style.themeId} onMessage={onMessage} />
          </CollapsiblePanel>
        </section>
      )}

      <section className="boost-section">
        <CollapsiblePanel label="Description and hashtags">
          <textarea
            ref={descriptionRef}
            className="field-input"
            aria-label="Description and hashtags"
            rows={6}
            value={description}
            onChange={(e) => {
              setDescription(e.currentTarget.value);
              keep({ description: e.currentTarget.value });
            }}
          />
          <div className="boost-buttons">
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              aria-pressed={length === 'short'}
              onClick={() => choose('short')}
            >
              Short
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              aria-pressed={length === 'long'}
              onClick={() => choose('long')}
            >
              Long
            </button>
            <BusyButton
              ref={regenRef}
              className="btn btn-secondary btn-sm"
              onClick={() => {
                regenPressed();
                void run();
              }}
              busy={loading}
              disabled={!subtitle || triesLeft === 0}
            >
              {loading ? 'Generating...' : 'Regen'}
            </BusyButton>
            <button
              ref={copyRef}
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => void copy(description, 'Description')}
              disabled={!description}
            >
              Copy <span className="visually-hidden">description</span>
            </button>
          </div>
          {triesLeft === 0 && <p className="muted boost-tries">{MAX_RETRIES_MESSAGE}</p>}
        </CollapsiblePanel>
        {!subtitle && (
          <p className="muted">
            The title and description are written from the captions once there are some.
          </p>
        )}
      </section>
    </div>
  );
}
