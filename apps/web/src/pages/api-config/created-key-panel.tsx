import type { CreatedNamedApiKey } from '@wordreel/core';
import { useEffect, useRef } from 'react';
import { useCopyKey } from './use-copy-key.ts';

interface CreatedKeyPanelProps {
  created: CreatedNamedApiKey;
  onDismiss: () => void;
}

/** A new key for integrations in full, the one time it is seen; focus goes to it, selected, ready to copy. */
export function CreatedKeyPanel({ created, onDismiss }: CreatedKeyPanelProps) {
  const copyKey = useCopyKey();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [created.key]);

  const copy = () => copyKey(created.key, 'Key copied to clipboard');

  return (
    <div className="named-key-created">
      <label className="field-label" htmlFor="named-key-created-value">
        New key “{created.name}”
      </label>
      <div className="api-key-row">
        <input
          ref={field}
          id="named-key-created-value"
          className="field-input api-key-input"
          readOnly
          value={created.key}
          aria-describedby="named-key-created-note"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="btn btn-secondary" onClick={copy}>
          Copy key
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDismiss}>
          Done
        </button>
      </div>
      <p id="named-key-created-note" className="named-key-created-note">
        Copy it now: it is shown only once.
      </p>
    </div>
  );
}
