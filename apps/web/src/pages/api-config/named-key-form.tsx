import {
  API_KEY_LIFETIME_CHOICES,
  type ApiKeyAccess,
  apiKeyNameSchema,
  NAMED_API_KEY_LIMIT_MESSAGE,
  type CreateNamedApiKeyBody,
  type CreatedNamedApiKey,
} from '@wordreel/core';
import { useRef, useState, type FormEvent, type Ref } from 'react';
import { useToast } from '../../components/toast.tsx';
import { parseError } from '../../lib/api.ts';
import { LabelledSelect } from '../../components/labelled-select.tsx';
import { MonthlyLimitInput } from './monthly-limit-input.tsx';
import { readMonthlyLimit } from './monthly-limit.ts';
import { BusyButton } from '../../components/busy-button.tsx';

interface NamedKeyFormProps {
  /** No more keys until one is revoked: the form is off and says why. */
  atCap: boolean;
  create: (body: CreateNamedApiKeyBody) => Promise<CreatedNamedApiKey>;
  onCreated: (created: CreatedNamedApiKey) => void;
  inputRef: Ref<HTMLInputElement>;
}

const lifetimeLabel = (days: number) =>
  days === 365 ? 'In 1 year' : days === 7 ? 'In 1 week' : `In ${days} days`;

/** The expiry choices: the value is the days until the key expires, '' never. */
const LIFETIME_OPTIONS = [
  { value: '', label: 'Never' },
  ...API_KEY_LIFETIME_CHOICES.map((days) => ({ value: String(days), label: lifetimeLabel(days) })),
];
const ACCESS_OPTIONS = [
  { value: 'full', label: 'Full' },
  { value: 'read', label: 'Read only' },
];

/** A refusal, and the field it is about (the server's refusals are put to the name). */
interface FormError {
  message: string;
  field: 'name' | 'limit';
}

/**
 * The name of a new key for integrations, when it stops working (never, or after one of the offered
 * lifetimes), what it may do (all its account can, or read only) and how many credits it may spend a
 * month (empty: no limit). Name and limit are checked with the server's own rules before it is sent.
 */
export function NamedKeyForm({ atCap, create, onCreated, inputRef }: NamedKeyFormProps) {
  const toast = useToast();
  const [name, setName] = useState('');
  // Days until the key expires, as the choice's value; '' never.
  const [lifetime, setLifetime] = useState('');
  const [access, setAccess] = useState<ApiKeyAccess>('full');
  const [limit, setLimit] = useState('');
  // Read for text the browser could not take as a number (it reports that field as empty).
  const limitInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<FormError | null>(null);
  const [busy, setBusy] = useState(false);
  // A refusal at the cap is out of date once a key is revoked (or the cap is reached some other way).
  const [wasAtCap, setWasAtCap] = useState(atCap);
  if (atCap !== wasAtCap) {
    setWasAtCap(atCap);
    setError(null);
  }
  const message = atCap ? NAMED_API_KEY_LIMIT_MESSAGE : error?.message;
  const invalid = (field: FormError['field']) => (error?.field === field && !atCap ? true : undefined);
  // At the cap the hint is about every field; a refusal only about its own.
  const describedBy = (field: FormError['field']) =>
    atCap || error?.field === field ? 'named-key-message' : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = apiKeyNameSchema.safeParse(name);
    if (!parsed.success) {
      setError({ message: parsed.error.issues[0]?.message ?? 'Please give the key a name.', field: 'name' });
      return;
    }
    const monthly = readMonthlyLimit(limit, limitInput.current?.validity.badInput);
    if (monthly.error !== undefined) {
      setError({ message: monthly.error, field: 'limit' });
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const created = await create({
        name: parsed.data,
        expiresInDays: lifetime === '' ? null : Number(lifetime),
        access,
        monthlyCreditLimit: monthly.limit,
      });
      setName('');
      setLifetime('');
      setAccess('full');
      setLimit('');
      onCreated(created);
      toast.show(`Key “${created.name}” created.`, 'success');
    } catch (err) {
      setError({ message: parseError(err), field: 'name' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="named-key-form" noValidate onSubmit={onSubmit}>
      <div className="named-key-fields">
        <div className="named-key-field">
          <label className="field-label" htmlFor="named-key-name">
            Key name
          </label>
          <input
            ref={inputRef}
            id="named-key-name"
            className="field-input"
            placeholder="Zapier, client site…"
            maxLength={60}
            autoComplete="off"
            disabled={atCap}
            aria-invalid={invalid('name')}
            aria-describedby={describedBy('name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <LabelledSelect
          className="named-key-field"
          id="named-key-expiry"
          label="Expires"
          options={LIFETIME_OPTIONS}
          value={lifetime}
          onChange={setLifetime}
          disabled={atCap}
        />
        <LabelledSelect
          className="named-key-field"
          id="named-key-access"
          label="Access"
          options={ACCESS_OPTIONS}
          value={access}
          onChange={(value) => setAccess(value as ApiKeyAccess)}
          disabled={atCap}
        />
        <div className="named-key-field named-key-limit">
          <label className="field-label" htmlFor="named-key-limit">
            Monthly limit (credits)
          </label>
          <MonthlyLimitInput
            ref={limitInput}
            id="named-key-limit"
            disabled={atCap}
            aria-invalid={invalid('limit')}
            aria-describedby={describedBy('limit')}
            value={limit}
            onChange={(e) => setLimit(e.target.value)}
          />
        </div>
        <BusyButton type="submit" className="btn btn-primary" busy={busy} disabled={atCap}>
          {busy ? 'Creating...' : 'Create key'}
        </BusyButton>
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
