import {
  applyCuts,
  type CaptionList,
  type CutProposal,
  editedDurationMs,
  type EditList,
  playbackRanges,
  restoreSpans,
} from '@wordreel/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { parseError } from '../../../lib/api.ts';
import { editsApi } from '../edits-api.ts';
import { EDITS_CONFLICT_MESSAGE, type StudioEdits } from '../use-edit-list.ts';
import { formatClock, formatSeconds } from './edit-format.ts';
import { useEditPace } from './edit-pace.ts';
import { EditProposals } from './edit-proposals.tsx';
import {
  cutFlags,
  cutOrRestoreWords,
  NO_SELECTION,
  selectedRange,
  type WordSelection,
} from './edit-selection.ts';
import { EditTranscript } from './edit-transcript.tsx';
import { EditZooms } from './edit-zooms.tsx';
import { useUndoKeys } from './use-undo-keys.ts';
import './edit-tab.css';
import { UndoRedo } from './undo-redo.tsx';

interface EditTabProps {
  projectId: string;
  words: CaptionList;
  edits: StudioEdits;
  /** Index of the word being spoken, or -1. */
  activeIndex: number;
  /** Moves when the captions change on the server (the proposals are found again). */
  captionsVersion: number;
  onSeek: (sourceMs: number) => void;
  onMessage: (message: string, kind: 'error' | 'success') => void;
}

/**
 * AI Edits: the transcript to cut words from, the suggested cuts (silences, fillers, retakes) and
 * zoom punch-ins, with the edited length and what the edits save. Every change is one undoable step of
 * the project's edit list, saved with the revision it was made from.
 */
export function EditTab({
  projectId,
  words,
  edits,
  activeIndex,
  captionsVersion,
  onSeek,
  onMessage,
}: EditTabProps) {
  const [pace, setPace] = useEditPace(projectId);
  const [selection, setSelection] = useState<WordSelection>(NO_SELECTION);
  const proposals = useQuery({
    queryKey: ['edit-proposals', projectId, pace, captionsVersion],
    queryFn: () => editsApi.proposals(projectId, pace),
    enabled: edits.list !== null,
  });
  const { list, undo, redo } = edits;

  useUndoKeys(undo, redo);

  const cut = useMemo(() => (list ? cutFlags(words, list) : []), [words, list]);
  const zoomed = useMemo(
    () =>
      words.map((w) => (list ? list.zooms.some((z) => w.startMs < z.endMs && w.endMs > z.startMs) : false)),
    [words, list],
  );

  if (edits.problem) {
    return (
      <p role="alert" className="edit-error">
        {edits.problem}
      </p>
    );
  }
  if (!list) return <p className="muted">Loading your edits…</p>;

  const change = (update: (l: EditList) => EditList) => {
    const problems = edits.change(update);
    if (problems.length > 0) onMessage(problems.join(' '), 'error');
  };
  const range = selectedRange(selection);
  const selectionCut = range !== null && cut.slice(range[0], range[1] + 1).every(Boolean);
  const onDelete = () => {
    if (!range) return;
    change((l) => cutOrRestoreWords(l, words, range, edits.durationMs).list);
  };
  const cutProposals = (ps: CutProposal[]) => change((l) => applyCuts(l, ps));
  const restoreProposal = (p: CutProposal) => change((l) => restoreSpans(l, [p], edits.durationMs));

  const editedMs = editedDurationMs(playbackRanges(list));
  const savedMs = Math.max(0, edits.durationMs - editedMs);

  return (
    <div className="edit-tab">
      <div className="edit-summary" role="status" aria-label="Edited length">
        <span>
          <span className="muted">Length </span>
          <strong>{formatClock(editedMs)}</strong>
          <span className="muted"> of {formatClock(edits.durationMs)}</span>
        </span>
        <span className="edit-saved">
          {savedMs > 0 ? `saves ${formatSeconds(savedMs)}` : 'nothing cut yet'}
        </span>
        <span className="edit-save-state muted">
          {edits.conflict ? 'Not saved' : edits.unsaved ? 'Saving…' : 'Saved'}
        </span>
      </div>
      <div className="captions-toolbar">
        <UndoRedo canUndo={edits.canUndo} canRedo={edits.canRedo} onUndo={undo} onRedo={redo} />
      </div>
      {edits.conflict && (
        <div className="edit-conflict" role="alert">
          <p>{EDITS_CONFLICT_MESSAGE}</p>
          <span className="edit-conflict-actions">
            <button type="button" className="btn btn-primary btn-sm" onClick={() => void edits.keepMine()}>
              Keep mine
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => void edits.loadTheirs()}
            >
              Load the other version
            </button>
          </span>
        </div>
      )}
      <EditProposals
        list={list}
        pace={pace}
        onPace={setPace}
        proposals={proposals.data?.proposals ?? null}
        loading={proposals.isFetching}
        failed={proposals.error ? parseError(proposals.error) : null}
        usedVoiceActivity={proposals.data?.usedVoiceActivity ?? true}
        onCut={cutProposals}
        onRestore={restoreProposal}
        onSeek={onSeek}
      />
      <section className="edit-text" aria-labelledby="edit-text-title">
        <h3 id="edit-text-title" className="edit-heading">
          Transcript
        </h3>
        <p className="muted edit-note">
          Select words and press Delete to cut them from the video; select cut words and press Delete to put
          them back. Click a word to play from it.
        </p>
        <div className="edit-selection-bar">
          <button type="button" className="btn btn-secondary btn-sm" disabled={!range} onClick={onDelete}>
            {selectionCut ? 'Restore words' : 'Cut words'}
          </button>
          <span className="muted">
            {range
              ? `${range[1] - range[0] + 1} word${range[1] > range[0] ? 's' : ''} selected`
              : 'No words selected'}
          </span>
        </div>
        {words.length === 0 ? (
          <p className="captions-empty">No Captions</p>
        ) : (
          <EditTranscript
            words={words}
            cut={cut}
            zoomed={zoomed}
            activeIndex={activeIndex}
            selection={selection}
            onSelect={setSelection}
            onDelete={onDelete}
            onSeek={onSeek}
          />
        )}
      </section>
      <EditZooms
        list={list}
        words={words}
        wordIndex={range ? range[0] : -1}
        durationMs={edits.durationMs}
        onChange={change}
        onSeek={onSeek}
      />
    </div>
  );
}
