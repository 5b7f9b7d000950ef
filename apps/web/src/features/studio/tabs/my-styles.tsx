import {
  applySavedLook,
  MAX_SAVED_STYLES,
  SAVED_STYLE_LIMIT_MESSAGE,
  type SavedStyle,
  savedLookOf,
  savedStyleLookSchema,
  savedStyleNameSchema,
  type StyleSettings,
} from '@wordreel/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { dequal } from 'dequal';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useToast } from '../../../components/toast.tsx';
import { parseError } from '../../../lib/api.ts';
import { savedStylesApi, savedStylesQueryKey } from '../saved-styles-api.ts';
import { StyleCard } from './style-card.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';
import { StyleToggle } from './style-toggle.tsx';

interface MyStylesProps {
  style: StyleSettings;
  onChange: (next: StyleSettings) => void;
}

/**
 * The creator's saved looks: one click puts a look on this video (its own word choices stay); the
 * current look can be saved under a name, a saved one updated with changes made since it was put on,
 * made the look new uploads start with, or deleted.
 */
export function MyStyles({ style, onChange }: MyStylesProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const list = useQuery({ queryKey: savedStylesQueryKey, queryFn: savedStylesApi.list });
  const [formOpen, setFormOpen] = useState(false);
  const [name, setName] = useState('');
  const [asDefault, setAsDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The saved style the look last was (put on, saved, or the look the video opened with): the one
  // "Update" writes the changes made since into.
  const [lastMatchedId, setLastMatchedId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedStyle | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** A style was deleted: the dialog gives focus back to its Delete button, which went with it. */
  const deleted = useRef(false);
  useEffect(() => {
    // After the dialog's own effect (a child's runs first) has closed it: land on the section's heading.
    if (deleting !== null || !deleted.current) return;
    deleted.current = false;
    headingRef.current?.focus();
  }, [deleting]);

  const styles = list.data?.styles ?? [];
  // The look as the server would keep it (its colours normalised), to tell which saved style it is.
  const parsedLook = savedStyleLookSchema.safeParse(savedLookOf(style));
  const look = parsedLook.success ? parsedLook.data : null;
  const current = styles.find((saved) => dequal(saved.style, look));
  if (current && current.id !== lastMatchedId) setLastMatchedId(current.id);
  const lastApplied = styles.find((saved) => saved.id === lastMatchedId);
  const atCap = styles.length >= MAX_SAVED_STYLES;

  const refresh = () => queryClient.invalidateQueries({ queryKey: savedStylesQueryKey });
  /** Runs a change; a refusal is a toast, and the list is read again either way. */
  const change = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      toast.show(await work(), 'success');
    } catch (err) {
      toast.show(parseError(err), 'error');
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    const parsedName = savedStyleNameSchema.safeParse(name);
    if (!parsedName.success) {
      setError(parsedName.error.issues[0]?.message ?? 'Please give the style a name.');
      return;
    }
    if (!look) return;
    setBusy(true);
    try {
      const saved = await savedStylesApi.create({ name: parsedName.data, style: look, isDefault: asDefault });
      setFormOpen(false);
      setName('');
      setAsDefault(false);
      setError(null);
      toast.show(`Style “${saved.name}” saved`, 'success');
      await refresh();
    } catch (err) {
      setError(parseError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="my-styles" aria-labelledby="my-styles-title">
      <h2 id="my-styles-title" className="studio-section-title" ref={headingRef} tabIndex={-1}>
        My styles
      </h2>
      {list.isError ? (
        <p className="form-message form-message-error" role="alert">
          {parseError(list.error)}
        </p>
      ) : styles.length === 0 ? (
        <p className="muted my-styles-empty">
          {list.isPending ? 'Loading...' : 'Save a look once and put it on any video in a click.'}
        </p>
      ) : (
        <div className="theme-grid">
          {styles.map((saved) => (
            <StyleCard
              key={saved.id}
              name={saved.name}
              colours={{
                font: saved.style.fontColor,
                active: saved.style.activeFontColor,
                stroke: saved.style.fontStrokeColor,
              }}
              boxed={saved.style.emphasis.activeWordBox === true}
              pressed={saved.id === current?.id}
              onClick={() => onChange(applySavedLook(style, saved.style))}
              badge={saved.isDefault ? <span className="my-styles-default">Default</span> : undefined}
            />
          ))}
        </div>
      )}

      <div className="my-styles-actions">
        {current ? (
          <>
            <BusyButton
              className="btn btn-secondary btn-sm"
              busy={busy}
              onClick={() =>
                void change(async () => {
                  await savedStylesApi.update(current.id, { isDefault: !current.isDefault });
                  return current.isDefault
                    ? 'New uploads start with the studio’s own look.'
                    : `New uploads start with “${current.name}”.`;
                })
              }
            >
              {current.isDefault ? 'Stop using for new uploads' : 'Use for new uploads'}
            </BusyButton>
            <BusyButton className="btn btn-secondary btn-sm" busy={busy} onClick={() => setDeleting(current)}>
              Delete <span className="visually-hidden">{current.name}</span>
            </BusyButton>
          </>
        ) : (
          lastApplied &&
          look && (
            <BusyButton
              className="btn btn-secondary btn-sm"
              busy={busy}
              onClick={() =>
                void change(async () => {
                  await savedStylesApi.update(lastApplied.id, { style: look });
                  return `“${lastApplied.name}” updated`;
                })
              }
            >
              Update “{lastApplied.name}” with these changes
            </BusyButton>
          )
        )}
        {!current && !formOpen && !atCap && (
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setFormOpen(true)}>
            Save this look…
          </button>
        )}
      </div>
      {!current && atCap && <p className="muted my-styles-empty">{SAVED_STYLE_LIMIT_MESSAGE}</p>}

      {formOpen && (
        <form className="my-styles-form" noValidate onSubmit={(e) => void onSave(e)}>
          <label className="field-label" htmlFor="my-style-name">
            Style name
          </label>
          <input
            id="my-style-name"
            className="field-input"
            maxLength={40}
            autoFocus
            value={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'my-style-error' : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          <StyleToggle
            label="Start new uploads with it"
            checked={asDefault}
            onChange={(checked) => setAsDefault(checked)}
          />
          <p id="my-style-error" className="form-message form-message-error" role="alert">
            {error ?? ''}
          </p>
          <div className="my-styles-actions">
            <BusyButton type="submit" className="btn btn-primary btn-sm" busy={busy}>
              {busy ? 'Saving...' : 'Save style'}
            </BusyButton>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => {
                setFormOpen(false);
                setError(null);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        confirmLabel={busy ? 'Deleting...' : 'Delete style'}
        danger
        busy={busy}
        onConfirm={() => {
          const target = deleting;
          if (!target) return;
          void change(async () => {
            await savedStylesApi.remove(target.id);
            deleted.current = true;
            return `Style “${target.name}” deleted`;
          }).then(() => setDeleting(null));
        }}
        onCancel={() => setDeleting(null)}
      >
        <p>Videos already styled with it keep their look.</p>
      </ConfirmDialog>
    </section>
  );
}
