import { minutesAndSeconds } from '@wordreel/core';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { SEEK_STEP_S } from './player-settings.ts';

interface SeekBarProps {
  current: number;
  duration: number;
  onSeek: (seconds: number) => void;
}

/** The seek bar: drag with any pointer (captured while held), or arrows / Home / End from the keyboard. */
export function SeekBar({ current, duration, onSeek }: SeekBarProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const fraction = duration > 0 ? Math.min(1, current / duration) : 0;

  const seekTo = (clientX: number) => {
    const rect = trackRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || duration <= 0) return;
    onSeek(Math.max(0, Math.min(1, (clientX - rect.left) / rect.width)) * duration);
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    e.currentTarget.setPointerCapture(e.pointerId);
    seekTo(e.clientX);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) seekTo(e.clientX);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    dragging.current = false;
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: current - SEEK_STEP_S,
      ArrowDown: current - SEEK_STEP_S,
      ArrowRight: current + SEEK_STEP_S,
      ArrowUp: current + SEEK_STEP_S,
      Home: 0,
      End: duration,
    };
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    e.stopPropagation();
    onSeek(Math.max(0, Math.min(duration, target)));
  };

  return (
    <div
      ref={trackRef}
      className="seek-bar"
      role="slider"
      tabIndex={0}
      aria-label="Seek"
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(current)}
      aria-valuetext={`${minutesAndSeconds(current)} of ${minutesAndSeconds(duration)}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    >
      <div className="seek-bar-fill" style={{ width: `${fraction * 100}%` }} />
      <div className="seek-bar-thumb" style={{ left: `${fraction * 100}%` }} />
    </div>
  );
}
