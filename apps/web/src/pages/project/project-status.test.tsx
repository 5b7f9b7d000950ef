import type { Project } from '@wordreel/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteProjectDialog } from './delete-project-dialog.tsx';
import { ProjectStatus } from './project-status.tsx';

afterEach(cleanup);

function project(status: Project['status'], progress: number, statusDetail: string | null = null): Project {
  return {
    id: 'a'.repeat(32),
    name: 'clip.mp4',
    userId: 'u',
    videoConfig: { name: 'clip.mp4', lang: 'en', orientation: 'portrait' },
    status,
    progress,
    statusDetail,
    updatedAt: { seconds: 1, nanoseconds: 0 },
  };
}

describe('ProjectStatus', () => {
  it('should show the percentage while uploading and transcribing', () => {
    render(<ProjectStatus project={project('uploading', 37)} />);
    expect(screen.getByText('Uploading 37%')).toBeTruthy();
    cleanup();
    render(<ProjectStatus project={project('transcribing', 80)} />);
    expect(screen.getByText('Transcribing 80%')).toBeTruthy();
  });

  it('should show processing and ready without a percentage', () => {
    render(<ProjectStatus project={project('processing', 50)} />);
    expect(screen.getByText('Processing')).toBeTruthy();
    cleanup();
    render(<ProjectStatus project={project('ready', 100)} />);
    expect(screen.getByText('Ready')).toBeTruthy();
  });

  it('should show the reason of a failure', () => {
    render(<ProjectStatus project={project('failed', 0, 'The file has no video stream.')} />);
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('The file has no video stream.')).toBeTruthy();
  });
});

describe('DeleteProjectDialog', () => {
  function renderDialog(deleting = false) {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <DeleteProjectDialog
        projectName="clip.mp4"
        deleting={deleting}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    return { onConfirm, onCancel };
  }

  it('should ask by name with Cancel focused first', () => {
    renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete project?' });
    expect(dialog.textContent).toContain('clip.mp4');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('should delete only on the Delete button and cancel on Escape', () => {
    const { onConfirm, onCancel } = renderDialog();
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('should not be dismissed while the deletion runs', () => {
    const { onCancel, onConfirm } = renderDialog(true);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(onCancel).not.toHaveBeenCalled();
    // Still focusable (the focus stays in the dialog), but says it is unavailable and ignores presses.
    const deleting = screen.getByRole('button', { name: 'Deleting...' });
    expect(deleting.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(deleting);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
