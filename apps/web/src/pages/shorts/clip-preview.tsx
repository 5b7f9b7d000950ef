import type { CaptionItem, ClipCandidate } from '@wordreel/core';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type ClipEdge, clipLength } from './clip-trim.ts';

interface ClipPreviewProps {
  videoUrl: string;
  durationMs: number;
  words: readonly CaptionItem[];
  clips: readonly ClipCandidate[];
  /** The selected candidate as trimmed. */
  clip: ClipCandidate;
  onMoveEdge: (edge: ClipEdge, delta: number) => void;
}

/** Words shown around the clip in the transcript, for context. */
const CONTEXT_WORDS = 12;

/**
 * The selected clip in its source: the video plays just the clip's range, the bar under it marks every
 * candidate and highlights this one, and the transcript shows the clip's words among their
 * neighbours with controls that move each edge by a word.
 */
export function ClipPreview({ videoUrl, durationMs, words, clips, clip, onMoveEdge }: ClipPreviewProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [nowMs, setNowMs] = useState(clip.startMs);

  // A new selection (or trim) shows the clip's first frame.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.pause();
    element.currentTime = clip.startMs / 1000;
    setNowMs(clip.startMs);
  }, [clip.startMs, clip.endMs]);

  const onTimeUpdate = () => {
    const element = video.current;
    if (!element) return;
    const ms = element.currentTime * 1000;
    setNowMs(ms);
    if (ms >= clip.endMs && !element.paused) element.pause();
  };

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    const ms = element.currentTime * 1000;
    if (ms < clip.startMs || ms >= clip.endMs - 50) element.currentTime = clip.startMs / 1000;
    void element.play();
  };

  const total = Math.max(durationMs, clip.endMs, 1);
  const pct = (ms: number) => `${((ms / total) * 100).toFixed(3)}%`;
  const from = Math.max(0, clip.firstWord - CONTEXT_WORDS);
  const to = Math.min(words.length, clip.lastWord + 1 + CONTEXT_WORDS);

  return (
    <section className="clip-preview" aria-label="Clip preview">
      <video
        ref={video}
        className="clip-preview-video"
        src={videoUrl}
        preload="metadata"
        playsInline
        onTimeUpdate={onTimeUpdate}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      <div className="clip-preview-controls">
        <button type="button" className="btn btn-primary btn-sm" onClick={toggle}>
          {playing ? <Pause aria-hidden size={16} /> : <Play aria-hidden size={16} />}
          {playing ? 'Pause' : 'Play clip'}
        </button>
        <span className="muted" aria-live="off">
          {clipLength(Math.max(0, nowMs - clip.startMs))} / {clipLength(clip.endMs - clip.startMs)}
        </span>
      </div>
      <div
        className="clip-range-bar"
        role="img"
        aria-label={`Clip from ${clipLength(clip.startMs)} to ${clipLength(clip.endMs)} of ${clipLength(total)}`}
      >
        {clips.map((c) => (
          <span
            key={c.id}
            className="clip-range-other"
            style={{ left: pct(c.startMs), width: pct(c.endMs - c.startMs) }}
          />
        ))}
        <span
          className="clip-range-selected"
          data-testid="clip-range"
          style={{ left: pct(clip.startMs), width: pct(clip.endMs - clip.startMs) }}
        />
        <span className="clip-range-playhead" style={{ left: pct(nowMs) }} />
      </div>

      <div className="clip-trim">
        <TrimButtons edge="start" label="Start" onMoveEdge={onMoveEdge} />
        <TrimButtons edge="end" label="End" onMoveEdge={onMoveEdge} />
      </div>
      <p className="clip-transcript" aria-label="Transcript around the clip">
        {from > 0 && '… '}
        {words.slice(from, to).map((w, i) => {
          const index = from + i;
          const inside = index >= clip.firstWord && index <= clip.lastWord;
          return (
            <span key={index} className={inside ? 'clip-word clip-word-in' : 'clip-word'}>
              {w.text}
            </span>
          );
        })}
        {to < words.length && ' …'}
      </p>
    </section>
  );
}

function TrimButtons({
  edge,
  label,
  onMoveEdge,
}: {
  edge: ClipEdge;
  label: string;
  onMoveEdge: (edge: ClipEdge, delta: number) => void;
}) {
  return (
    <span className="clip-trim-edge" role="group" aria-label={`${label} of the clip`}>
      <span className="clip-trim-label">{label}</span>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => onMoveEdge(edge, -1)}>
        One word earlier
      </button>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => onMoveEdge(edge, 1)}>
        One word later
      </button>
    </span>
  );
}
