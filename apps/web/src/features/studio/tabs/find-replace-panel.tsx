import type { CaptionList } from '@wordreel/core';
import { findPhrase, replacePhrase } from '@wordreel/core/captions/review';
import { useId, useState } from 'react';
import { CollapsiblePanel } from './collapsible-panel.tsx';
import { focusWordChip } from './word-review-bar.tsx';
import { useHandFocusOn } from '../../../components/hand-focus-on.ts';

interface FindReplacePanelProps {
  list: CaptionList;
  onEdit: (next: CaptionList | null) => void;
  onSelect: (index: number) => void;
  onMessage: (message: string, kind: 'error' | 'success') => void;
}

/** Find & replace across the captions: whole words, case-aware, one undoable edit for all. */
export function FindReplacePanel({ list, onEdit, onSelect, onMessage }: FindReplacePanelProps) {
  const id = useId();
  const [find, setFind] = useState('');
  const [replace, setReplace] = useState('');
  const [matchCase, setMatchCase] = useState(false);
  const hits = find.trim() ? findPhrase(list, find, { matchCase }) : [];
  const [at, setAt] = useState(0);

  const showNext = () => {
    const n = at % Math.max(1, hits.length);
    const index = hits[n];
    if (index === undefined) return;
    setAt(n + 1);
    onSelect(index);
    focusWordChip(index);
  };
  // Replace all leaves nothing to find: the focus goes back to the Find field.
  const {
    buttonRef: replaceAllRef,
    targetRef: findRef,
    pressed: replacing,
  } = useHandFocusOn<HTMLInputElement>(hits.length === 0);
  const replaceAll = () => {
    const result = replacePhrase(list, find, replace, { matchCase });
    if (!result) {
      onMessage('Nothing to replace.', 'error');
      return;
    }
    replacing();
    onEdit(result.list);
    onMessage(`Replaced ${result.count} time${result.count === 1 ? '' : 's'}. Undo puts it back.`, 'success');
  };

  return (
    <section className="captions-tool find-replace" aria-label="Find and replace">
      <CollapsiblePanel label="Find and replace" defaultOpen={false}>
        <div className="find-replace-fields">
          <label className="style-field" htmlFor={`${id}-find`}>
            Find
            <input
              id={`${id}-find`}
              ref={findRef}
              className="field-input"
              value={find}
              onChange={(e) => {
                setFind(e.currentTarget.value);
                setAt(0);
              }}
            />
          </label>
          <label className="style-field" htmlFor={`${id}-replace`}>
            Replace with
            <input
              id={`${id}-replace`}
              className="field-input"
              value={replace}
              onChange={(e) => setReplace(e.currentTarget.value)}
            />
          </label>
        </div>
        <label className="find-replace-case">
          <input
            type="checkbox"
            checked={matchCase}
            onChange={(e) => setMatchCase(e.currentTarget.checked)}
          />
          Match case
        </label>
        <p className="muted find-replace-count" aria-live="polite">
          {find.trim() === '' ? 'Whole words only.' : `${hits.length} found`}
        </p>
        <div className="find-replace-actions">
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={hits.length === 0}
            onClick={showNext}
          >
            Show next
          </button>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            ref={replaceAllRef}
            disabled={hits.length === 0}
            onClick={replaceAll}
          >
            Replace all
          </button>
        </div>
      </CollapsiblePanel>
    </section>
  );
}
