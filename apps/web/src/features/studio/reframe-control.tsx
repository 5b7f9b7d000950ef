import {
  type CropKeyframe,
  cropWindowSize,
  type ExportFrame,
  mergeUserKeyframes,
  type ReframeLayout,
  reframeLayoutSchema,
  type ReframeStatus,
  type ReframeSuggestion,
} from '@wordreel/core';
import { RotateCcw, ScanFace } from 'lucide-react';
import type { Ref } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';
import { useFocusAfterGone } from '../../components/hand-focus-on.ts';
import { LiveRegion } from '../../components/live-region.tsx';

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
 * The keyframes a layout chosen by the user starts from: the analysis's path for `follow` and its
 * two-face path for `split` (the user's own keyframes kept), else the list's current ones.
 */
export function keyframesForLayout(
  layout: ReframeLayout,
  current: readonly CropKeyframe[],
  suggestion: ReframeSuggestion | null,
): CropKeyframe[] {
  if (suggestion?.faceFound) {
    if (layout === 'split' && suggestion.splitKeyframes)
      return mergeUserKeyframes(suggestion.splitKeyframes, current);
    if (layout === 'follow') return mergeUserKeyframes(suggestion.keyframes, current);
  }
  return [...current];
}

/** What the analysis found, in the control's words; null while there is nothing to say. */
function analysisNotice(status: ReframeStatus | null, layout: ReframeLayout): string | null {
  const found = status?.state === 'done' ? status.suggestion : null;
  if (!found) return null;
  if (!found.faceFound)
    return 'No face found in this video. Show it as a centred crop or the whole picture over a blurred fill:';
  if (found.splitKeyframes)
    return layout === 'split'
      ? 'Two speakers far apart: each has half of the frame, one above the other.'
      : 'Two speakers are too far apart for one window: Split shows both, one above the other.';
  const withFace = found.shots - found.shotsWithoutFace;
  return `The window follows the speaker (a face in ${withFace} of ${found.shots} ${found.shots === 1 ? 'shot' : 'shots'}).`;
}

/**
 * The analysis's live line: its progress while it runs, then what it found (one region, so the finding
 * is announced where the progress was); null while there is nothing to say.
 */
function analysisStatus(status: ReframeStatus | null, layout: ReframeLayout): string | null {
  if (status?.state === 'queued') return 'Finding the speaker: waiting to start';
  if (status?.state === 'running') return `Finding the speaker: ${status.progress}%`;
  return analysisNotice(status, layout);
}

/** The layouts offered: with no face found, the two that need none (and the one in use). */
function offeredLayouts(status: ReframeStatus | null, value: ReframeLayout): ReframeLayout[] {
  const noFace = status?.state === 'done' && status.suggestion?.faceFound === false;
  return reframeLayoutSchema.options.filter(
    (option) => !noFace || option === 'centre' || option === 'blur' || option === value,
  );
}

function AnalysisState({
  status,
  starting,
  onStart,
  startRef,
}: {
  status: ReframeStatus | null;
  starting: boolean;
  onStart: () => void;
  /** On "Find the speaker" and "Try again", which go once the analysis is queued. */
  startRef: Ref<HTMLButtonElement>;
}) {
  if (!status) return null;
  if (status.state === 'none')
    return (
      <BusyButton
        ref={startRef}
        className="btn btn-secondary reframe-start"
        busy={starting}
        onClick={onStart}
      >
        <ScanFace aria-hidden size={18} /> Find the speaker
      </BusyButton>
    );
  if (status.state === 'queued' || status.state === 'running') {
    const running = status.state === 'running';
    return (
      <div className="reframe-progress">
        <div
          className="reframe-progress-track"
          role="progressbar"
          aria-label="Finding the speaker"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={running ? status.progress : undefined}
        >
          <div className="reframe-progress-fill" style={{ width: `${running ? status.progress : 0}%` }} />
        </div>
      </div>
    );
  }
  if (status.state === 'failed')
    return (
      <div className="reframe-failed">
        <p className="form-message form-message-error" role="alert">
          {status.error}
        </p>
        <BusyButton ref={startRef} className="btn btn-secondary" busy={starting} onClick={onStart}>
          <RotateCcw aria-hidden size={16} /> Try again
        </BusyButton>
      </div>
    );
  return null;
}

/**
 * Reframe, beside the preview when the source is wider than the frame: the face analysis (start it,
 * its progress, its failure with Try again), what it found (no face: centre or blurred fill; two
 * speakers far apart: Split suggested), and the layout: follow the crop path, a still centred window,
 * the whole picture over its blurred fill, or two windows stacked. The layouts are disabled while the
 * edit list cannot be saved.
 */
export function ReframeControl({
  value,
  enabled,
  status,
  starting,
  onStart,
  onChange,
}: {
  value: ReframeLayout;
  enabled: boolean;
  /** The analysis (GET /api/projects/{id}/reframe); null until known. */
  status: ReframeStatus | null;
  starting: boolean;
  onStart: () => void;
  onChange: (next: ReframeLayout) => void;
}) {
  const statusLine = analysisStatus(status, value);
  const working = status?.state === 'queued' || status?.state === 'running';
  const suggestSplit =
    status?.state === 'done' && !!status.suggestion?.splitKeyframes && value !== 'split' && enabled;
  // Buttons that go once pressed hand the focus on: the analysis's to the heading (its progress has
  // nothing to press), "Use Split" to the layout it chose, or to the heading when the layouts are
  // disabled (Use Split goes with them).
  const { controlRef: startRef, targetRef: headingRef } = useFocusAfterGone<HTMLHeadingElement>();
  const { controlRef: useSplitRef, targetRef: chosenRef } = useFocusAfterGone<HTMLButtonElement>(headingRef);
  return (
    <div className="reframe-control">
      <h2 className="preview-tools-label" tabIndex={-1} ref={headingRef}>
        <ScanFace aria-hidden size={16} /> Reframe
      </h2>
      <AnalysisState status={status} starting={starting} onStart={onStart} startRef={startRef} />
      <LiveRegion as="p" className={working ? 'reframe-progress-label' : 'reframe-notice'}>
        {statusLine}
      </LiveRegion>
      {suggestSplit && (
        <button
          type="button"
          ref={useSplitRef}
          className="btn btn-secondary"
          onClick={() => onChange('split')}
        >
          Use Split
        </button>
      )}
      <div className="frame-switch" role="radiogroup" aria-label="Reframe" aria-disabled={!enabled}>
        {offeredLayouts(status, value).map((option) => (
          <button
            key={option}
            ref={value === option ? chosenRef : undefined}
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
