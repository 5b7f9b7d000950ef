import { type CaptionEmphasis, type CaptionList, wordIdOf } from '@wordreel/core';
import {
  markChecked,
  NUDGE_FRAME_MS,
  NUDGE_LARGE_MS,
  nudgeWord,
  stepUnsure,
  unsureIndexes,
} from '@wordreel/core/captions/review';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useToastClearance } from '../../../components/toast-clearance.ts';
import { useCallback, useEffect, useRef } from 'react';
import { CLEAR_BOTTOM_VAR, useStickyClearance } from '../use-sticky-clearance.ts';

interface WordReviewBarProps {
  list: CaptionList;
  /** The word being looked at (the last chip focused, or the review's), or -1. */
  selected: number;
  onSelect: (index: number) => void;
  onEdit: (next: CaptionList | null) => void;
  emphasis: CaptionEmphasis;
  onEmphasis: (next: CaptionEmphasis) => void;
  onAddToVocabulary: (term: string) => void;
}

/** Focuses a word's chip in the pages above (which seeks the preview to it). */
export function focusWordChip(index: number): void {
  const chip = document.querySelector<HTMLInputElement>(`.word-chip[data-word-index="${index}"]`);
  chip?.focus();
  chip?.scrollIntoView({ block: 'nearest' });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** What a nudge button does, in words ("Move the start one frame earlier"): its label is only "−1f". */
function nudgeName(edge: 'start' | 'end', deltaMs: number): string {
  const size = Math.abs(deltaMs) === NUDGE_FRAME_MS ? 'one frame' : `${Math.abs(deltaMs)} ms`;
  return `Move the ${edge} ${size} ${deltaMs < 0 ? 'earlier' : 'later'}`;
}

/** A nudge's compact label: "−100", "−1f", "+1f", "+100". */
function nudgeLabel(deltaMs: number): string {
  return `${deltaMs < 0 ? '−' : '+'}${Math.abs(deltaMs) === NUDGE_FRAME_MS ? '1f' : '100'}`;
}

/**
 * A nudge's accessible name: its label first, so a voice-control user can say what they see ("click
 * minus 100"; WCAG 2.5.3), then what it does.
 */
function nudgeAccessibleName(edge: 'start' | 'end', deltaMs: number): string {
  const name = nudgeName(edge, deltaMs);
  return `${nudgeLabel(deltaMs)}: ${name.charAt(0).toLowerCase()}${name.slice(1)}`;
}

/** The nudge's key on a word, as aria-keyshortcuts spells it (the tooltip shows it with arrows). */
function nudgeKeys(edge: 'start' | 'end', deltaMs: number): string {
  const ctrl = Math.abs(deltaMs) === NUDGE_FRAME_MS ? '' : 'Control+';
  const shift = edge === 'end' ? '+Shift' : '';
  return `${ctrl}Alt${shift}+${deltaMs < 0 ? 'ArrowLeft' : 'ArrowRight'}`;
}

/** A nudge's tooltip: the units the compact label leaves out, then its key ("… (Ctrl+Alt+←)"). */
function nudgeTitle(edge: 'start' | 'end', deltaMs: number): string {
  const keys = nudgeKeys(edge, deltaMs)
    .replace('Control', 'Ctrl')
    .replace('ArrowLeft', '←')
    .replace('ArrowRight', '→');
  return `${nudgeName(edge, deltaMs)} (${keys})`;
}

/**
 * Stays in view under the caption pages: step through the words the recogniser was unsure of
 * (F8 / Shift+F8 anywhere in the studio), and for the selected word its timing with nudges (on a
 * word: Alt+←/→ start, Alt+Shift+←/→ end, one frame; with Ctrl 100 ms), "Looks right", a new page
 * from it (a page break in the emphasis rules both renderers follow), and "Add to vocabulary".
 */
export function WordReviewBar(props: WordReviewBarProps) {
  const { list, selected, emphasis } = props;
  const unsure = unsureIndexes(list);
  const word = selected >= 0 ? list[selected] : undefined;
  const breakHere = word
    ? emphasis.breaks.find((b) => b.wordId === wordIdOf(word) && b.kind === 'break')
    : undefined;

  // Toasts rise above the bar, and a word or field focused under it scrolls up clear of it.
  const clearOfToasts = useToastClearance<HTMLDivElement>();
  const clearOfFocus = useStickyClearance<HTMLDivElement>(CLEAR_BOTTOM_VAR);
  const barRef = useCallback(
    (element: HTMLDivElement | null) => {
      clearOfToasts(element);
      clearOfFocus(element);
    },
    [clearOfToasts, clearOfFocus],
  );
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  const nudge = (edge: 'start' | 'end', deltaMs: number) => {
    // The word keeps its id, so its emphasis stays with it.
    const { list: current, selected: index, onEdit } = latest.current;
    const next = nudgeWord(current, index, edge, deltaMs);
    if (next) onEdit(next);
  };
  const step = (direction: 1 | -1) => {
    const { list: current, selected: index, onSelect } = latest.current;
    const target = stepUnsure(current, index, direction);
    if (target < 0) return;
    onSelect(target);
    focusWordChip(target);
  };

  // Keys work wherever focus is in the studio: F8 steps, Alt+arrows nudge the selected word.
  const stepRef = useRef(step);
  const nudgeRef = useRef(nudge);
  useEffect(() => {
    stepRef.current = step;
    nudgeRef.current = nudge;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        stepRef.current(e.shiftKey ? -1 : 1);
        return;
      }
      if (!e.altKey || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
      // Only on a word or in this bar: elsewhere Alt+arrows stay the browser's (back, forward).
      const target = e.target as HTMLElement | null;
      if (!target?.closest('.word-chip, .word-review-bar') || latest.current.selected < 0) return;
      e.preventDefault();
      const size = e.ctrlKey ? NUDGE_LARGE_MS : NUDGE_FRAME_MS;
      nudgeRef.current(e.shiftKey ? 'end' : 'start', e.key === 'ArrowLeft' ? -size : size);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const toggleBreak = () => {
    if (!word) return;
    const wordId = wordIdOf(word);
    const others = emphasis.breaks.filter((b) => b.wordId !== wordId);
    props.onEmphasis({
      ...emphasis,
      breaks: breakHere ? others : [...others, { wordId, kind: 'break' }],
    });
  };

  const nudgeButtons = (edge: 'start' | 'end') => (
    <span className="word-nudges" role="group" aria-label={`Move the ${edge}`}>
      {[-NUDGE_LARGE_MS, -NUDGE_FRAME_MS, NUDGE_FRAME_MS, NUDGE_LARGE_MS].map((delta) => (
        <button
          key={delta}
          type="button"
          className="btn btn-ghost btn-sm word-nudge"
          aria-label={nudgeAccessibleName(edge, delta)}
          aria-keyshortcuts={nudgeKeys(edge, delta)}
          title={nudgeTitle(edge, delta)}
          onClick={() => nudge(edge, delta)}
        >
          {nudgeLabel(delta)}
        </button>
      ))}
    </span>
  );

  return (
    <div className="word-review-bar" role="region" aria-label="Review words" ref={barRef}>
      <div className="word-review-steps">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => step(-1)}
          disabled={unsure.length === 0}
          title="Shift+F8"
          aria-label="Previous unsure word"
        >
          <ChevronLeft aria-hidden size={16} />
        </button>
        <span className="word-review-count" aria-live="polite">
          {unsure.length === 0
            ? 'No unsure words'
            : `${unsure.length} unsure word${unsure.length === 1 ? '' : 's'}`}
        </span>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => step(1)}
          disabled={unsure.length === 0}
          title="F8"
        >
          Review next
          <ChevronRight aria-hidden size={16} />
        </button>
      </div>
      {word && (
        <div className="word-review-word">
          <p className="word-review-title">
            <strong>{word.text.trim()}</strong>{' '}
            <span className="muted">
              {seconds(word.startMs)} – {seconds(word.endMs)}
            </span>
          </p>
          <div className="word-review-timing">
            <span className="word-nudge-row">
              <span>Start</span>
              {nudgeButtons('start')}
            </span>
            <span className="word-nudge-row">
              <span>End</span>
              {nudgeButtons('end')}
            </span>
          </div>
          <div className="word-review-actions">
            {word.confidence < 1 && (
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => props.onEdit(markChecked(list, selected))}
              >
                Looks right
              </button>
            )}
            {selected > 0 && (
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                aria-pressed={Boolean(breakHere)}
                onClick={toggleBreak}
              >
                {breakHere ? 'Undo new page' : 'New page from here'}
              </button>
            )}
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() =>
                props.onAddToVocabulary(word.text.trim().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
              }
            >
              Add to vocabulary
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
