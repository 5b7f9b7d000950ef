import { useState } from 'react';
import { useSaveOnLeave } from '../../../lib/save-on-leave.ts';

interface WordChipProps {
  text: string;
  active: boolean;
  /** Its place in the caption list (the word tools find the chip by it). */
  index?: number;
  /** The recogniser was unsure of it: marked for review. */
  unsure?: boolean;
  /** Read by screen readers with the word when it takes the focus (its timing, say). */
  description?: string;
  onSeek: () => void;
  onCommit: (text: string) => void;
  /** Focus left the word (after any commit). */
  onLeave?: () => void;
}

/**
 * One caption word (keyed by its text, so a new text resets the draft): focusing seeks to it; leaving
 * the field (blur or Enter) commits; Escape reverts. A draft still being typed is committed when the
 * page goes (a reload or a closed tab blurs nothing), not when another tab is only looked at.
 */
export function WordChip({
  text,
  active,
  index,
  unsure,
  description,
  onSeek,
  onCommit,
  onLeave,
}: WordChipProps) {
  const shown = text.trimStart();
  const [draft, setDraft] = useState(shown);
  const [editing, setEditing] = useState(false);
  useSaveOnLeave(
    () => {
      if (draft !== shown) onCommit(draft);
    },
    { enabled: editing, whenHidden: false },
  );

  return (
    <input
      className={`word-chip${active ? ' word-chip-active' : ''}${unsure ? ' word-chip-unsure' : ''}`}
      data-word-index={index}
      title={unsure ? 'The recogniser was unsure of this word' : undefined}
      value={draft}
      size={Math.max(2, draft.length)}
      aria-label={`Caption word ${shown}`}
      aria-description={description}
      aria-current={active ? 'true' : undefined}
      onFocus={() => {
        setEditing(true);
        onSeek();
      }}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={() => {
        setEditing(false);
        if (draft !== shown) onCommit(draft);
        onLeave?.();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
        if (e.key === 'Escape') {
          setDraft(shown);
          e.currentTarget.blur();
        }
      }}
    />
  );
}
