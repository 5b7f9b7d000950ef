import { type RefObject, useId, useRef } from 'react';
import { Modal } from '../../components/upload/modal.tsx';
import { BusyButton } from '../../components/busy-button.tsx';

interface DeleteProjectDialogProps {
  projectName: string;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** Asks before a project and its files are deleted for good; Cancel has focus first (the safe choice). */
export function DeleteProjectDialog({
  projectName,
  deleting,
  onConfirm,
  onCancel,
  returnFocusRef,
}: DeleteProjectDialogProps) {
  const titleId = useId();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      role="alertdialog"
      labelledBy={titleId}
      describedBy={textId}
      onClose={onCancel}
      dismissible={!deleting}
      initialFocusRef={cancelRef}
      returnFocusRef={returnFocusRef}
    >
      <h2 id={titleId}>Delete project?</h2>
      <p id={textId}>
        “<span className="delete-project-name">{projectName}</span>” and its captions and exports will be
        deleted. This cannot be undone.
      </p>
      <div className="modal-actions">
        <button
          ref={cancelRef}
          type="button"
          className="btn btn-secondary"
          onClick={onCancel}
          disabled={deleting}
        >
          Cancel
        </button>
        <BusyButton className="btn btn-danger" onClick={onConfirm} busy={deleting}>
          {deleting ? 'Deleting...' : 'Delete'}
        </BusyButton>
      </div>
    </Modal>
  );
}
