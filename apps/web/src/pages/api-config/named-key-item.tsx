import { formatCount, formatCredits, keyLimitLevel } from '@wordreel/core';
import type { NamedApiKey } from '@wordreel/core';
import { useId, useRef } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import { KeyExpiry } from './key-expiry.tsx';
import { KeyLimitEditor } from './key-limit-editor.tsx';

/** What the key spent this month, against its limit when it has one; flagged near it and once it is reached. */
function ThisMonth({ apiKey }: { apiKey: NamedApiKey }) {
  const { creditsUsedThisMonth: used, monthlyCreditLimit: limit } = apiKey;
  if (limit === null) return <>{formatCredits(used)}, no limit</>;
  const level = keyLimitLevel(used, limit);
  return (
    <>
      {formatCount(used)} of {formatCredits(limit)}
      {level && (
        <>
          {' '}
          <span className={`named-key-limit-${level}`}>
            {level === 'reached' ? 'Limit reached' : 'Near limit'}
          </span>
        </>
      )}
    </>
  );
}

interface NamedKeyItemProps {
  apiKey: NamedApiKey;
  /** When the page opened: how soon the key expires is told from it. */
  now: number;
  /** Its limit's editor is open (one key's at a time). */
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  setLimit: (id: string, limit: number | null) => Promise<unknown>;
  onRevoke: () => void;
}

/** One key for integrations: its name and masked form, its facts, and the buttons that change it. */
export function NamedKeyItem({
  apiKey,
  now,
  editing,
  onEditingChange,
  setLimit,
  onRevoke,
}: NamedKeyItemProps) {
  const limitButton = useRef<HTMLButtonElement>(null);
  const editorId = useId();
  // Back to the button that opened the editor, so the keyboard carries on from where it was.
  const closeEditor = () => {
    onEditingChange(false);
    limitButton.current?.focus();
  };

  return (
    <li className="named-key-item">
      <div className="named-key-id">
        <strong className="named-key-name">
          {apiKey.name}
          {apiKey.access === 'read' && <span className="named-key-tag">Read only</span>}
        </strong>
        <code>{apiKey.masked}</code>
      </div>
      <div className="named-key-actions">
        <button
          ref={limitButton}
          type="button"
          className="btn btn-secondary btn-sm"
          aria-expanded={editing}
          aria-controls={editing ? editorId : undefined}
          onClick={() => (editing ? closeEditor() : onEditingChange(true))}
        >
          {apiKey.monthlyCreditLimit === null ? 'Set limit' : 'Change limit'}{' '}
          <span className="visually-hidden">for {apiKey.name}</span>
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onRevoke}>
          Revoke <span className="visually-hidden">{apiKey.name}</span>
        </button>
      </div>
      <dl className="named-key-facts">
        <div>
          <dt>Created</dt>
          <dd>{formatDateTime(apiKey.createdAt)}</dd>
        </div>
        <div>
          <dt>Last used</dt>
          <dd>{apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : 'Never'}</dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>
            <KeyExpiry apiKey={apiKey} now={now} />
          </dd>
        </div>
        <div>
          <dt>Credits used</dt>
          <dd>{formatCount(apiKey.creditsUsed)}</dd>
        </div>
        <div>
          <dt>This month</dt>
          <dd>
            <ThisMonth apiKey={apiKey} />
          </dd>
        </div>
      </dl>
      {editing && (
        <KeyLimitEditor
          id={editorId}
          apiKey={apiKey}
          onSave={(limit) => setLimit(apiKey.id, limit)}
          onClose={closeEditor}
        />
      )}
    </li>
  );
}
