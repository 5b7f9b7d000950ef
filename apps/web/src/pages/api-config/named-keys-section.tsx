import { MAX_NAMED_API_KEYS, type CreatedNamedApiKey, type NamedApiKey } from '@wordreel/core';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useToast } from '../../components/toast.tsx';
import { parseError } from '../../lib/api.ts';
import { CreatedKeyPanel } from './created-key-panel.tsx';
import { NamedKeyForm } from './named-key-form.tsx';
import { NamedKeyItem } from './named-key-item.tsx';
import { useNamedKeys } from './use-named-keys.ts';

/** Keys for integrations: one named key per app or client, each revoked without breaking the others. */
export function NamedKeysSection() {
  const toast = useToast();
  const { list, create, setLimit, revoke } = useNamedKeys();
  const [created, setCreated] = useState<CreatedNamedApiKey | null>(null);
  const [revoking, setRevoking] = useState<NamedApiKey | null>(null);
  // The key whose monthly limit is being changed: one editor open at a time.
  const [editingId, setEditingId] = useState<string | null>(null);
  // When the page opened: how soon a key expires is told from it (a reload tells it anew).
  const [openedAt] = useState(Date.now);
  const [busy, setBusy] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const keys = list.data?.keys;

  const confirmRevoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await revoke(revoking.id);
      if (created?.id === revoking.id) setCreated(null);
      toast.show(`Key “${revoking.name}” revoked.`, 'success');
    } catch (err) {
      toast.show(parseError(err), 'error');
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  };

  return (
    <section className="card api-section" aria-labelledby="named-keys-title">
      <div className="named-keys-head">
        <h2 id="named-keys-title">Keys for integrations</h2>
        {keys && (
          <span className="named-keys-count">
            {keys.length} of {MAX_NAMED_API_KEYS} keys
          </span>
        )}
      </div>
      <p className="muted">Give each app or client its own key: revoke one and the others keep working.</p>
      <NamedKeyForm
        atCap={(keys?.length ?? 0) >= MAX_NAMED_API_KEYS}
        create={create}
        onCreated={setCreated}
        inputRef={nameInput}
      />
      {created && (
        <CreatedKeyPanel
          created={created}
          onDismiss={() => {
            setCreated(null);
            nameInput.current?.focus();
          }}
        />
      )}
      {list.isPending ? (
        <p role="status">Loading...</p>
      ) : list.isError ? (
        <p className="form-message form-message-error" role="alert">
          {parseError(list.error)}
        </p>
      ) : list.data.keys.length === 0 ? (
        <p className="muted named-keys-empty">No keys for integrations yet.</p>
      ) : (
        <ul className="named-key-list">
          {list.data.keys.map((key) => (
            <NamedKeyItem
              key={key.id}
              apiKey={key}
              now={openedAt}
              editing={editingId === key.id}
              onEditingChange={(editing) => setEditingId(editing ? key.id : null)}
              setLimit={setLimit}
              onRevoke={() => setRevoking(key)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        confirmLabel={busy ? 'Revoking...' : 'Revoke key'}
        danger
        busy={busy}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
      >
        <p>Apps using this key stop working at once. Your other keys keep working.</p>
      </ConfirmDialog>
    </section>
  );
}
