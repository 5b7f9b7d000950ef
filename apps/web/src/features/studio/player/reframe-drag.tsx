import { cropCentreAt, cropWindowSize, type ExportFrame, type Reframe } from '@wordreel/core';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { withUserWindow } from './reframe-window.ts';

export interface ReframeDragProps {
  reframe: Reframe;
  frame: Pick<ExportFrame, 'width' | 'height'>;
  video: Pick<HTMLVideoElement, 'currentTime' | 'videoWidth' | 'videoHeight'>;
  /** While dragging: the window centre to show (not saved yet). */
  onPreview: (reframe: Reframe | null) => void;
  /** On release or a key: a user keyframe at this source time and centre (one undoable change). */
  onPlace: (tMs: number, x: number, which: 'x' | 'x2') => void;
}

/**
 * A layer over the preview for moving the reframe window at the paused (or playing) moment: drag the
 * picture sideways (the window follows the other way, like moving a map), or use the arrow keys. The
 * lower half moves the lower window in the split layout.
 */
export function ReframeDrag({ reframe, frame, video, onPreview, onPlace }: ReframeDragProps) {
  const layer = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; centre: number; which: 'x' | 'x2'; tMs: number; x: number } | null>(
    null,
  );

  /** The window's width as a share of the source's: a drag across the frame moves it this much. */
  const windowShare = () => {
    const size = cropWindowSize(video.videoWidth, video.videoHeight, frame, reframe.layout);
    return size ? size.width / video.videoWidth : 1;
  };
  const nowMs = () => Math.round(video.currentTime * 1000);

  const onPointerDown = (e: PointerEvent) => {
    const box = layer.current?.getBoundingClientRect();
    if (!box) return;
    e.stopPropagation();
    layer.current?.setPointerCapture(e.pointerId);
    const which = reframe.layout === 'split' && e.clientY > box.top + box.height / 2 ? 'x2' : 'x';
    const tMs = nowMs();
    const centre = cropCentreAt(reframe.layout === 'centre' ? [] : reframe.keyframes, tMs)[which];
    drag.current = { startX: e.clientX, centre, which, tMs, x: centre };
  };
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current;
    const box = layer.current?.getBoundingClientRect();
    if (!d || !box) return;
    d.x = Math.min(1, Math.max(0, d.centre - ((e.clientX - d.startX) / box.width) * windowShare()));
    onPreview(withUserWindow(reframe, d.tMs, d.x, d.which));
  };
  const onPointerUp = () => {
    const d = drag.current;
    drag.current = null;
    onPreview(null);
    if (d && d.x !== d.centre) onPlace(d.tMs, d.x, d.which);
  };
  const onKey = (e: KeyboardEvent) => {
    const step = (e.shiftKey ? 0.25 : 0.05) * windowShare();
    const move = e.key === 'ArrowLeft' ? -step : e.key === 'ArrowRight' ? step : 0;
    if (!move) return;
    e.preventDefault();
    e.stopPropagation();
    const tMs = nowMs();
    const centre = cropCentreAt(reframe.layout === 'centre' ? [] : reframe.keyframes, tMs).x;
    onPlace(tMs, Math.min(1, Math.max(0, centre + move)), 'x');
  };

  return (
    <div
      ref={layer}
      className="reframe-drag"
      data-testid="reframe-drag"
      role="slider"
      tabIndex={0}
      aria-label="Reframe window: drag the picture or use the arrow keys to move it at this moment"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(cropCentreAt(reframe.keyframes, video.currentTime * 1000).x * 100)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKey}
    />
  );
}
