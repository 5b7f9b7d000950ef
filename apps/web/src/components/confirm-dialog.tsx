import { useEffect, useId, useRef, type ReactNode } from 'react';
import './confirm-dialog.css';
import { BusyButton } from './busy-button.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question on the native <dialog>: the browser traps focus, Escape cancels, and focus goes
 * back to the button that opened it when it closes.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, confirmLabel, danger, busy = false, onConfirm, onCancel } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div className="confirm-dialog-body">{children}</div>
      <div className="confirm-dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy} autoFocus>
          Cancel
        </button>
        <BusyButton
          className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`}
          onClick={onConfirm}
          busy={busy}
        >
          {confirmLabel}
        </BusyButton>
      </div>
    </dialog>
  );
}
