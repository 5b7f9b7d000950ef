import {
  COVER_SIZE,
  COVER_TEXT_MAX,
  THEMES,
  coverShapeForFrame,
  coverSpecSchema,
  defaultCoverSpec,
  opaqueHex,
  themeById,
  type CoverShape,
  type CoverSpec,
  type ThemeId,
} from '@wordreel/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { coverApi, coverFileUrl, coverStillUrl } from '../cover-api.ts';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useHandFocusOn } from '../../../components/hand-focus-on.ts';
import { StyleToggle } from './style-toggle.tsx';

export interface ThumbnailPanelProps {
  projectId: string;
  /** The Boost tab's title: the cover's text unless the user types another. */
  title: string;
  /** The caption theme in use: the cover starts in its font and colours. */
  themeId: ThemeId;
  /** Where the player is now, ms (source time, as cover moments are). */
  currentMs: () => number;
  /** A source moment as the viewer's clock shows it (edited time: a clip's starts at 0). */
  shownMs?: (sourceMs: number) => number;
  /** The export frame: the cover shown first is the one its export attaches. */
  frame: { width: number; height: number };
  /** A landscape or square source: its frames are shown whole (a portrait crop of one is a sliver). */
  wideSource: boolean;
  onMessage: (message: string, kind: 'error' | 'success') => void;
}

/** How long typing or dragging must pause before the server draws the preview again. */
const PREVIEW_DEBOUNCE_MS = 350;

function formatTime(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}.${Math.floor((ms % 1000) / 100)}`;
}

/**
 * AI Thumbnails: the six best moments (or the player's), text in a caption theme's look, dragged into
 * place on the server's own picture of the cover, and saved as the project's cover.
 */
export function ThumbnailPanel({
  projectId,
  title,
  themeId,
  currentMs,
  shownMs = (ms) => ms,
  frame,
  wideSource,
  onMessage,
}: ThumbnailPanelProps) {
  const saved = useQuery({ queryKey: ['cover', projectId], queryFn: () => coverApi.state(projectId) });
  const candidates = useQuery({
    queryKey: ['cover-candidates', projectId],
    queryFn: () => coverApi.candidates(projectId),
    staleTime: Infinity,
  });
  const [edited, setSpec] = useState<CoverSpec | null>(null);
  // The export frame's cover until the creator picks the other one.
  const [pickedShape, setShape] = useState<CoverShape | null>(null);
  const shape = pickedShape ?? coverShapeForFrame(frame);
  const [preview, setPreview] = useState<string | null>(null);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [savedNow, setSavedAt] = useState<string | null>(null);

  // Until the user changes something: the saved cover, else the theme's look on the best moment.
  let spec = edited;
  if (!spec && saved.data?.cover) spec = saved.data.cover;
  else if (!spec && saved.data && (candidates.data || candidates.isError)) {
    spec = defaultCoverSpec(themeId, candidates.data?.candidates[0]?.timeMs ?? 0, title);
  }
  const savedAt = savedNow ?? saved.data?.savedAt ?? null;
  const checked = spec ? coverSpecSchema.safeParse(spec) : null;
  const valid = checked?.success ? checked.data : null;
  const problem =
    checked && !checked.success
      ? (checked.error.issues[0]?.message ?? 'This cover cannot be drawn.')
      : serverProblem;
  const validKey = valid ? JSON.stringify(valid) : null;

  // The live preview: the server draws it (the one renderer), debounced, the last request wins.
  useEffect(() => {
    if (!validKey) return;
    const body = JSON.parse(validKey) as CoverSpec;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      coverApi
        .preview(projectId, body, shape, abort.signal)
        .then((blob) => {
          setServerProblem(null);
          setPreview((old) => {
            if (old) URL.revokeObjectURL(old);
            return URL.createObjectURL(blob);
          });
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted) return;
          setServerProblem(error instanceof Error ? error.message : 'The preview could not be drawn.');
        });
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [projectId, validKey, shape]);

  const dragging = useRef(false);
  // "Use the title" is disabled once the text is the title: the focus goes on to the text.
  const {
    buttonRef: useTitleRef,
    targetRef: coverTextRef,
    pressed: pressedUseTitle,
  } = useHandFocusOn<HTMLTextAreaElement>(!!spec && spec.text === title);
  if (!spec) {
    return (
      <p className="muted">{saved.isError ? 'The cover could not be loaded.' : 'Finding the best frames…'}</p>
    );
  }
  const current = spec;
  const change = (next: Partial<CoverSpec>) => setSpec({ ...current, ...next });

  const moveTo = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100));
    const y = Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100));
    change({ x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 });
  };
  const nudge = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 2;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    change({
      x: Math.min(100, Math.max(0, spec.x + move[0])),
      y: Math.min(100, Math.max(0, spec.y + move[1])),
    });
  };

  const save = async () => {
    setSaving(true);
    try {
      const state = await coverApi.save(projectId, spec);
      setSavedAt(state.savedAt);
      onMessage('Cover saved: it is the project thumbnail and goes into the next export.', 'success');
    } catch (error) {
      onMessage(error instanceof Error ? error.message : 'The cover could not be saved.', 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="thumbnail-panel">
      <fieldset className="thumbnail-candidates">
        <legend>Best frames</legend>
        {candidates.isPending && <p className="muted">Finding the best frames…</p>}
        {candidates.isError && <p className="muted">The frames could not be ranked.</p>}
        <div className={wideSource ? 'thumbnail-grid thumbnail-grid-wide' : 'thumbnail-grid'}>
          {candidates.data?.candidates.map((c) => (
            <button
              key={c.timeMs}
              type="button"
              className="thumbnail-tile"
              aria-pressed={spec.timeMs === c.timeMs}
              aria-label={`Frame at ${formatTime(shownMs(c.timeMs))}`}
              onClick={() => change({ timeMs: c.timeMs })}
            >
              <img src={coverStillUrl(projectId, c.timeMs)} alt="" loading="lazy" />
              <span>{formatTime(shownMs(c.timeMs))}</span>
            </button>
          ))}
        </div>
        {candidates.data && <p className="muted thumbnail-method">{candidates.data.method}</p>}
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => change({ timeMs: currentMs() })}
        >
          Use the player’s moment
        </button>
      </fieldset>

      <div className="thumbnail-fields">
        <label className="style-field">
          Cover text
          <textarea
            ref={coverTextRef}
            className="field-input"
            rows={2}
            maxLength={COVER_TEXT_MAX + 20}
            value={spec.text}
            onChange={(e) => change({ text: e.currentTarget.value })}
          />
        </label>
        <div className="boost-buttons">
          <button
            ref={useTitleRef}
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={!title || title === spec.text}
            onClick={() => {
              pressedUseTitle();
              change({ text: title.slice(0, COVER_TEXT_MAX) });
            }}
          >
            Use the title
          </button>
        </div>
        <label className="style-field">
          Look
          <select
            value={spec.themeId}
            onChange={(e) => {
              const theme = themeById(e.currentTarget.value as ThemeId);
              change({ themeId: theme.id, textColor: theme.fontColor, strokeColor: theme.fontStrokeColor });
            }}
          >
            {THEMES.map((theme) => (
              <option key={theme.id} value={theme.id}>
                {theme.name}
              </option>
            ))}
          </select>
        </label>
        <div className="thumbnail-colours">
          <label className="style-field">
            Text colour
            <input
              type="color"
              value={opaqueHex(spec.textColor).toLowerCase()}
              onChange={(e) => change({ textColor: e.currentTarget.value.toUpperCase() })}
            />
          </label>
          <label className="style-field">
            Outline colour
            <input
              type="color"
              value={opaqueHex(spec.strokeColor).toLowerCase()}
              onChange={(e) => change({ strokeColor: e.currentTarget.value.toUpperCase() })}
            />
          </label>
        </div>
        <label className="style-field">
          <span>
            Text size <output>{spec.size}</output>
          </span>
          <input
            type="range"
            aria-label="Text size"
            min={COVER_SIZE.min}
            max={COVER_SIZE.max}
            step={1}
            value={spec.size}
            onChange={(e) => change({ size: Number(e.currentTarget.value) })}
          />
        </label>
        <StyleToggle
          label="Dark box behind the text"
          checked={spec.backdrop}
          onChange={(checked) => change({ backdrop: checked })}
        />
      </div>

      <div className="boost-buttons" role="group" aria-label="Cover shape">
        {(['portrait', 'landscape'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className="btn btn-secondary btn-sm"
            aria-pressed={shape === s}
            onClick={() => setShape(s)}
          >
            {s === 'portrait' ? 'Shorts 1080x1920' : 'YouTube 1280x720'}
          </button>
        ))}
      </div>
      <div
        className={`thumbnail-preview thumbnail-preview-${shape}`}
        role="slider"
        tabIndex={0}
        aria-label="Text position: drag, or use the arrow keys"
        aria-valuetext={`${Math.round(spec.x)}% across, ${Math.round(spec.y)}% down`}
        aria-valuenow={spec.y}
        onPointerDown={(e) => {
          dragging.current = true;
          e.currentTarget.setPointerCapture(e.pointerId);
          moveTo(e);
        }}
        onPointerMove={(e) => dragging.current && moveTo(e)}
        onPointerUp={() => {
          dragging.current = false;
        }}
        onKeyDown={nudge}
      >
        {preview ? (
          <img src={preview} alt="Cover preview, drawn by the server" draggable={false} />
        ) : (
          <span className="thumbnail-preview-wait">Drawing the preview…</span>
        )}
      </div>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="boost-buttons">
        <BusyButton
          className="btn btn-primary btn-sm"
          busy={saving}
          disabled={problem !== null}
          onClick={() => void save()}
        >
          {saving ? 'Saving…' : 'Use as cover'}
        </BusyButton>
      </div>
      {savedAt && (
        <p className="thumbnail-downloads">
          Download:{' '}
          {(['portrait', 'landscape'] as const).flatMap((s) =>
            (['jpg', 'png'] as const).map((f) => (
              <a key={`${s}.${f}`} href={coverFileUrl(projectId, s, f, savedAt)} download>
                {s === 'portrait' ? '1080x1920' : '1280x720'} {f.toUpperCase()}
              </a>
            )),
          )}
        </p>
      )}
    </div>
  );
}
