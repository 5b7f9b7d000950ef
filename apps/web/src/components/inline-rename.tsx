import { renameProjectBodySchema } from '@wordreel/core';
import { Check, Pencil, X } from 'lucide-react';
import { useId, useState } from 'react';
import { parseError } from '../lib/api.ts';
import './inline-rename.css';
import { BusyButton } from './busy-button.tsx';

interface InlineRenameProps {
  name: string;
  /** Saves the new name; rejects with the server's message. */
  onRename: (name: string) => Promise<unknown>;
  /** Shown while not editing (the name, truncated with the full name on hover). */
  children: React.ReactNode;
  className?: string;
}

/**
 * A project's name with a Rename button beside it; editing swaps in a text field (Enter or the tick
 * saves, Escape or the cross cancels). Checked with the same schema the server uses.
 */
export function InlineRename({ name, onRename, children, className }: InlineRenameProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const cancel = () => {
    setDraft(null);
    setError(null);
  };
  const save = async () => {
    if (draft === null || busy) return;
    const parsed = renameProjectBodySchema.safeParse({ name: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a name for the project.');
      return;
    }
    if (parsed.data.name === name) return cancel();
    setBusy(true);
    try {
      await onRename(parsed.data.name);
      cancel();
    } catch (failure) {
      setError(parseError(failure));
    } finally {
      setBusy(false);
    }
  };

  if (draft === null) {
    return (
      <div className={`inline-rename ${className ?? ''}`}>
        {children}
        <button
          type="button"
          className="inline-rename-button"
          aria-label={`Rename ${name}`}
          title="Rename"
          onClick={() => setDraft(name)}
        >
          <Pencil aria-hidden size={16} />
        </button>
      </div>
    );
  }
  return (
    <div className={`inline-rename inline-rename-editing ${className ?? ''}`}>
      <form
        className="inline-rename-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <input
          className="field-input inline-rename-input"
          aria-label="Project name"
          value={draft}
          maxLength={255}
          autoFocus
          readOnly={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              cancel();
            }
          }}
        />
        <BusyButton type="submit" className="inline-rename-button" aria-label="Save name" busy={busy}>
          <Check aria-hidden size={18} />
        </BusyButton>
        <button type="button" className="inline-rename-button" aria-label="Cancel renaming" onClick={cancel}>
          <X aria-hidden size={18} />
        </button>
      </form>
      {error && (
        <span id={errorId} className="inline-rename-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
