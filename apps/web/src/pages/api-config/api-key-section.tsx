import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useToast } from '../../components/toast.tsx';
import { parseError } from '../../lib/api.ts';
import type { ApiKeyInfo } from '@wordreel/core';
import { usersApi } from '../../lib/users-api.ts';
import { useCopyKey } from './use-copy-key.ts';
import { formatDateTime } from '../../lib/format.ts';
import { BusyButton } from '../../components/busy-button.tsx';
import { LiveRegion } from '../../components/live-region.tsx';

const apiKeyQueryKey = ['api-key'] as const;

export interface ApiKeyState {
  info: ApiKeyInfo | null;
  /** The full key, known only in this page visit right after generating it. */
  fullKey: string | null;
  isLoading: boolean;
  busy: boolean;
  confirmOpen: boolean;
  /** Generates at once when there is no key; asks first when generating would revoke one. */
  requestGenerate: () => void;
  confirm: () => Promise<void>;
  cancel: () => void;
}

export function useApiKey(): ApiKeyState {
  const queryClient = useQueryClient();
  const toast = useToast();
  const query = useQuery({ queryKey: apiKeyQueryKey, queryFn: usersApi.getApiKey });
  const [fullKey, setFullKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const generate = async () => {
    setBusy(true);
    try {
      const created = await usersApi.createApiKey();
      const { key, ...info } = created;
      setFullKey(key);
      queryClient.setQueryData(apiKeyQueryKey, info);
      toast.show('New API key generated. Copy it now: it is shown only once.', 'success');
    } catch (err) {
      toast.show(parseError(err), 'error');
    } finally {
      setBusy(false);
      setConfirmOpen(false);
    }
  };

  return {
    info: query.data ?? null,
    fullKey,
    isLoading: query.isPending,
    busy,
    confirmOpen,
    requestGenerate: () => {
      if (query.data) setConfirmOpen(true);
      else void generate();
    },
    confirm: generate,
    cancel: () => setConfirmOpen(false),
  };
}

export function ApiKeySection({ apiKey }: { apiKey: ApiKeyState }) {
  const copyKey = useCopyKey();
  const [visible, setVisible] = useState(true);
  const { info, fullKey } = apiKey;
  const shown = fullKey && visible ? fullKey : (info?.masked ?? '');

  const copy = async () => {
    if (fullKey) await copyKey(fullKey, 'API key copied to clipboard');
  };

  return (
    <section className="card api-section" aria-labelledby="api-key-title">
      <h2 id="api-key-title">API Key</h2>
      <p className="muted">
        Your API key authenticates you with the Wordreel API, so you can use its features from your own code
        or through integrations. Send it as <code>Authorization: Bearer &lt;key&gt;</code>.{' '}
        <Link to="/pricing">API Documentation and Pricing</Link>
      </p>
      {apiKey.isLoading ? (
        <p role="status">Loading...</p>
      ) : (
        <>
          <div className="field">
            <label className="field-label" htmlFor="api-key-value">
              {info ? `Your key (starts with ${info.prefix})` : 'Your key'}
            </label>
            <div className="api-key-row">
              <input
                id="api-key-value"
                className="field-input api-key-input"
                readOnly
                value={shown}
                placeholder="No key yet"
              />
              <button
                type="button"
                className="icon-btn"
                aria-pressed={Boolean(fullKey) && visible}
                disabled={!fullKey}
                onClick={() => setVisible((v) => !v)}
                title={fullKey ? undefined : 'The full key is shown only once, right after it is generated'}
              >
                <span className="visually-hidden">{visible ? 'Hide API key' : 'Show API key'}</span>
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path
                    d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 100-6 3 3 0 000 6z"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  />
                </svg>
              </button>
              <BusyButton
                className="icon-btn"
                busy={apiKey.busy}
                disabled={!info}
                onClick={apiKey.requestGenerate}
              >
                <span className="visually-hidden">Regenerate API key</span>
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path
                    d="M20 11a8 8 0 10-2.3 5.7M20 4v7h-7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </BusyButton>
              <button type="button" className="icon-btn" disabled={!fullKey} onClick={copy}>
                <span className="visually-hidden">Copy API key</span>
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path
                    d="M9 9h11v11H9zM5 15H4V4h11v1"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinejoin="round"
                  />
                </svg>
              </button>
            </div>
          </div>
          <LiveRegion as="p" className="form-message form-message-warning">
            {fullKey &&
              'Copy this key now and keep it somewhere safe: it will not be shown again. Only its masked form stays visible here.'}
          </LiveRegion>
          {fullKey ? null : info ? (
            <p className="field-hint">
              Created {formatDateTime(info.createdAt)};{' '}
              {info.lastUsedAt ? `last used ${formatDateTime(info.lastUsedAt)}` : 'never used'}. The full key
              was shown once when it was generated; regenerate to get a new one (the old one stops working).
            </p>
          ) : (
            // Said here, not in the field's placeholder, which a phone-wide field cut short.
            <p className="field-hint">Press Generate Key to make one.</p>
          )}
        </>
      )}
      <ConfirmDialog
        open={apiKey.confirmOpen}
        title="Regenerate your API key?"
        confirmLabel={apiKey.busy ? 'Regenerating...' : 'Regenerate key'}
        danger
        busy={apiKey.busy}
        onConfirm={apiKey.confirm}
        onCancel={apiKey.cancel}
      >
        <p>Your current key stops working immediately. Anything that uses it will need the new key.</p>
      </ConfirmDialog>
    </section>
  );
}
