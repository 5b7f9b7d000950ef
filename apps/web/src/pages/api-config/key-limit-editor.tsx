import { formatCredits } from '@wordreel/core';
import type { NamedApiKey } from '@wordreel/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useToast } from '../../components/toast.tsx';
import { parseError } from '../../lib/api.ts';
import { limitFieldValue, readMonthlyLimit } from './monthly-limit.ts';
import { MonthlyLimitInput } from './monthly-limit-input.tsx';

interface KeyLimitEditorProps {
  /** The form's id, for the button that opens it (aria-controls). */
  id: string;
  apiKey: NamedApiKey;
  /** Saves the limit (null: none); rejects with the server's message. */
  onSave: (limit: number | null) => Promise<unknown>;
  /** Saved, cancelled (the button, Escape) or nothing changed. */
  onClose: () => void;
}

/**
 * A key's monthly credit limit in a field of its own, prefilled (empty: no limit) and checked with the
 * server's rule. A refusal stays beside the field with what was typed, so it can be corrected.
 */
export function KeyLimitEditor({ id, apiKey, onSave, onClose }: KeyLimitEditorProps) {
  const toast = useToast();
  const [value, setValue] = useState(limitFieldValue(apiKey.monthlyCreditLimit));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const read = readMonthlyLimit(value, input.current?.validity.badInput);
    if (read.error !== undefined) return setError(read.error);
    if (read.limit === apiKey.monthlyCreditLimit) return onClose();
    setError(null);
    setBusy(true);
    try {
      await onSave(read.limit);
      toast.show(
        read.limit === null
          ? `Limit for “${apiKey.name}” removed.`
          : `Limit for “${apiKey.name}” set to ${formatCredits(read.limit)} a month.`,
        'success',
      );
      onClose();
    } catch (failure) {
      setError(parseError(failure));
      setBusy(false);
    }
  };

  return (
    <form
      id={id}
      className="key-limit-editor"
      noValidate
      onSubmit={(e) => void save(e)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
    >
      <div className="key-limit-row">
        <div className="named-key-field key-limit-field">
          <label className="field-label" htmlFor={inputId}>
            Monthly limit (credits) <span className="visually-hidden">for {apiKey.name}</span>
          </label>
          {/* Not disabled while saving: focus would drop out of the form. */}
          <MonthlyLimitInput
            ref={input}
            id={inputId}
            autoFocus
            readOnly={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {busy ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
      <p id={hintId} className="field-hint">
        Leave it empty for no limit.
      </p>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
