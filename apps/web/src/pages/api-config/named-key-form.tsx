import { apiKeyNameSchema, NAMED_API_KEY_LIMIT_MESSAGE, type CreatedNamedApiKey } from '@wordreel/core';
import { useState, type FormEvent, type Ref } from 'react';
import { useToast } from '../../components/toast.tsx';
import { parseError } from '../../lib/api.ts';

interface NamedKeyFormProps {
  /** No more keys until one is revoked: the form is off and says why. */
  atCap: boolean;
  create: (name: string) => Promise<CreatedNamedApiKey>;
  onCreated: (created: CreatedNamedApiKey) => void;
  inputRef: Ref<HTMLInputElement>;
}

/** The name of a new key for integrations, checked with the server's own rule before it is sent. */
export function NamedKeyForm({ atCap, create, onCreated, inputRef }: NamedKeyFormProps) {
  const toast = useToast();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A refusal at the cap is out of date once a key is revoked (or the cap is reached some other way).
  const [wasAtCap, setWasAtCap] = useState(atCap);
  if (atCap !== wasAtCap) {
    setWasAtCap(atCap);
    setError(null);
  }
  const message = atCap ? NAMED_API_KEY_LIMIT_MESSAGE : error;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = apiKeyNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please give the key a name.');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const created = await create(parsed.data);
      setName('');
      onCreated(created);
      toast.show(`Key “${created.name}” created.`, 'success');
    } catch (err) {
      setError(parseError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="named-key-form" noValidate onSubmit={onSubmit}>
      <label className="field-label" htmlFor="named-key-name">
        Key name
      </label>
      <div className="input-with-action">
        <input
          ref={inputRef}
          id="named-key-name"
          className="field-input"
          placeholder="Zapier, client site…"
          maxLength={60}
          autoComplete="off"
          disabled={atCap}
          aria-invalid={error && !atCap ? true : undefined}
          aria-describedby={message ? 'named-key-message' : undefined}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={busy || atCap}>
          {busy ? 'Creating...' : 'Create key'}
        </button>
      </div>
      {message && (
        <p
          id="named-key-message"
          className={atCap ? 'field-hint' : 'field-error'}
          role={atCap ? undefined : 'alert'}
        >
          {message}
        </p>
      )}
    </form>
  );
}
