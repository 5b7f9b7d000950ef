import type { CaptionList } from '@wordreel/core';
import { Fragment, useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { clickWord, moveSelection, selectedRange, type WordSelection } from './edit-selection.ts';

interface EditTranscriptProps {
  words: CaptionList;
  /** true for each word the edit list cuts. */
  cut: readonly boolean[];
  /** true for each word under a zoom punch-in. */
  zoomed: readonly boolean[];
  /** Index of the word being spoken, or -1. */
  activeIndex: number;
  selection: WordSelection;
  onSelect: (selection: WordSelection) => void;
  /** Delete / Backspace on the selection. */
  onDelete: () => void;
  /** Play from a word (source ms). */
  onSeek: (ms: number) => void;
}

/**
 * The transcript as text to edit the video with: click a word (the preview jumps there), shift-click
 * or drag to select a run, arrows move (shift extends), Delete cuts the selection or restores it when
 * it is all cut already. Cut words stay in place, struck through.
 */
export function EditTranscript({
  words,
  cut,
  zoomed,
  activeIndex,
  selection,
  onSelect,
  onDelete,
  onSeek,
}: EditTranscriptProps) {
  const baseId = useId();
  const range = selectedRange(selection);
  const dragging = useRef(false);
  const box = useRef<HTMLDivElement>(null);

  // Keep the focused word in view when the keyboard moves it.
  useEffect(() => {
    if (selection.focus < 0) return;
    const el = box.current?.querySelector<HTMLElement>(`[data-index="${selection.focus}"]`);
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [selection.focus]);

  const seekTo = (index: number) => {
    const word = words[index];
    if (word) onSeek(word.startMs);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -8, ArrowDown: 8 };
    if (e.key in step) {
      e.preventDefault();
      const next = moveSelection(selection, step[e.key] as number, e.shiftKey, words.length);
      onSelect(next);
      if (!e.shiftKey) seekTo(next.focus);
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      const index = e.key === 'Home' ? 0 : words.length - 1;
      onSelect(clickWord(selection, index, e.shiftKey));
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      if (range) onDelete();
    } else if (e.key === 'Enter') {
      e.preventDefault();
      seekTo(selection.focus);
    } else if (e.key === 'Escape') {
      onSelect({ anchor: -1, focus: -1 });
    }
  };

  const onPointerDown = (e: PointerEvent<HTMLSpanElement>, index: number) => {
    if (e.button !== 0) return;
    e.preventDefault();
    box.current?.focus();
    dragging.current = true;
    onSelect(clickWord(selection, index, e.shiftKey));
    if (!e.shiftKey) seekTo(index);
  };
  const onPointerEnter = (index: number) => {
    if (dragging.current) onSelect({ anchor: selection.anchor, focus: index });
  };
  useEffect(() => {
    const stop = () => {
      dragging.current = false;
    };
    document.addEventListener('pointerup', stop);
    document.addEventListener('pointercancel', stop);
    return () => {
      document.removeEventListener('pointerup', stop);
      document.removeEventListener('pointercancel', stop);
    };
  }, []);

  return (
    <>
      <span id={`${baseId}-hint`} className="visually-hidden">
        Arrows move, Shift extends the selection, Delete cuts the selected words or puts cut words back, Enter
        plays from the word.
      </span>
      <div
        ref={box}
        className="edit-transcript"
        role="listbox"
        aria-multiselectable="true"
        aria-label="Transcript"
        aria-describedby={`${baseId}-hint`}
        aria-activedescendant={selection.focus >= 0 ? `${baseId}-w${selection.focus}` : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        {words.map((word, i) => {
          const selected = range !== null && i >= range[0] && i <= range[1];
          // A space between words, as text, so lines break between them.
          return (
            <Fragment key={`${i}-${word.startMs}`}>
              {i > 0 && ' '}
              <span
                id={`${baseId}-w${i}`}
                data-index={i}
                role="option"
                aria-selected={selected}
                data-cut={cut[i] ? 'true' : undefined}
                data-zoom={zoomed[i] ? 'true' : undefined}
                data-active={i === activeIndex ? 'true' : undefined}
                data-focus={i === selection.focus ? 'true' : undefined}
                className="edit-word"
                onPointerDown={(e) => onPointerDown(e, i)}
                onPointerEnter={() => onPointerEnter(i)}
              >
                {cut[i] && <span className="visually-hidden">(cut) </span>}
                {word.text.trim()}
              </span>
            </Fragment>
          );
        })}
      </div>
    </>
  );
}
