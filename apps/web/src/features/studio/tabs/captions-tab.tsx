import type { CaptionItem, CaptionList } from '@wordreel/core';
import type { CaptionsMeta } from '@wordreel/core/captions/captions-meta';
import { Link2 } from 'lucide-react';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { isUnsure } from '@wordreel/core/captions/review';
import { applyChipEdit, applyMerge, chipPages } from './caption-chips.ts';
import { CaptionsNotice } from './captions-notice.tsx';
import { WordChip } from './word-chip.tsx';
import { useUndoKeys } from './use-undo-keys.ts';
import { UndoRedo } from './undo-redo.tsx';

interface CaptionsTabProps {
  list: CaptionList;
  /** Index of the word being spoken, or -1. */
  activeIndex: number;
  meta: CaptionsMeta | null;
  canUndo: boolean;
  canRedo: boolean;
  srtHref: string;
  vttHref: string;
  onEdit: (next: CaptionList | null) => void;
  onUndo: () => void;
  onRedo: () => void;
  onSeek: (ms: number) => void;
  onImport: (text: string) => Promise<unknown>;
  /** Lines a pasted script up with the speech (a server job), reporting its progress 0..100. */
  onScript: (text: string, onProgress: (percent: number) => void) => Promise<unknown>;
  onMessage: (message: string, kind: 'error' | 'success') => void;
}

/** Every caption page as editable word chips, the spoken word highlighted, with undo/redo and merge. */
export function CaptionsTab(props: CaptionsTabProps) {
  const { list } = props;
  const pages = useMemo(() => chipPages(list), [list]);
  const active = props.activeIndex;
  const { onUndo, onRedo } = props;
  // The word being edited: its timing shows under its line.
  const [focused, setFocused] = useState(-1);
  const focusedWord = focused >= 0 ? list[focused] : undefined;

  useUndoKeys(onUndo, onRedo);

  // Once a pasted script or an imported file has replaced the captions, focus goes to them: the new
  // words are what the creator checks next, and the list is there whether the notice stays or gives
  // way to its disclosure (taking the pressed button with it). The list itself takes focus, not its
  // first word: focusing a word seeks the video and opens the word for editing; Tab goes on to it.
  const captionList = useRef<HTMLOListElement>(null);
  const noCaptions = useRef<HTMLParagraphElement>(null);
  const [replaced, setReplaced] = useState(0);
  useEffect(() => {
    if (replaced > 0) (captionList.current ?? noCaptions.current)?.focus();
  }, [replaced]);

  return (
    <div className="captions-tab">
      <div className="captions-toolbar">
        <UndoRedo canUndo={props.canUndo} canRedo={props.canRedo} onUndo={onUndo} onRedo={onRedo} />
        <span className="player-spacer" />
        {/* Without words the files would be empty; the notice below offers an import instead. */}
        {list.length > 0 && (
          <>
            <a className="btn btn-secondary btn-sm" href={props.srtHref} download>
              Download SRT
            </a>
            <a className="btn btn-secondary btn-sm" href={props.vttHref} download>
              Download VTT
            </a>
          </>
        )}
      </div>
      <CaptionsNotice
        meta={props.meta}
        wordCount={list.length}
        onImport={props.onImport}
        onScript={props.onScript}
        onMessage={props.onMessage}
        onReplaced={() => setReplaced((n) => n + 1)}
      />
      {pages.length === 0 ? (
        <p className="captions-empty" ref={noCaptions} tabIndex={-1}>
          No Captions
        </p>
      ) : (
        <ol className="caption-pages" ref={captionList} tabIndex={-1} aria-label="Captions">
          {pages.map((page) => (
            <li key={`${page.startMs}-${page.indexes[0]}`} className="caption-page">
              {page.indexes.map((index, position) => {
                const word = list[index];
                if (!word) return null;
                return (
                  <Fragment key={index}>
                    {position > 0 && (
                      <button
                        type="button"
                        className="merge-button"
                        aria-label={`Join ${list[index - 1]?.text.trim()} and ${word.text.trim()}`}
                        title="Join with the previous word"
                        onClick={() => props.onEdit(applyMerge(list, index - 1))}
                      >
                        <Link2 aria-hidden size={14} />
                      </button>
                    )}
                    <WordChip
                      key={`${index}:${word.text}`}
                      text={word.text}
                      active={index === active}
                      index={index}
                      unsure={isUnsure(word)}
                      description={wordDescription(word)}
                      onSeek={() => {
                        setFocused(index);
                        props.onSeek(word.startMs);
                      }}
                      onCommit={(text) => props.onEdit(applyChipEdit(list, index, text))}
                      onLeave={() => setFocused((f) => (f === index ? -1 : f))}
                    />
                  </Fragment>
                );
              })}
              {focusedWord && page.indexes.includes(focused) && (
                <p className="word-timing" aria-hidden>
                  {focusedWord.text.trim()}: {seconds(focusedWord.startMs)} – {seconds(focusedWord.endMs)}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * What a screen reader says of a word with its name as it takes the focus: its timing (which the
 * line under the page shows to the eye) and, if so, that the recogniser was unsure of it (the chip's
 * tooltip, which a description replaces).
 */
function wordDescription(word: CaptionItem): string {
  const timing = `${seconds(word.startMs)} to ${seconds(word.endMs)}`;
  return isUnsure(word) ? `${timing}. The recogniser was unsure of this word.` : timing;
}

/** A caption time as seconds with two decimals ("1.25 s"). */
function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}
