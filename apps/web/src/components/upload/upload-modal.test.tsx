import type { SpeechQualities } from '@wordreel/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render as renderUi, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../toast.tsx';
import { UploadModal } from './upload-modal.tsx';
import { UploadVideoButton, useUploadPicker } from './upload-video-button.tsx';
import { NOT_A_VIDEO_MESSAGE, UNREADABLE_VIDEO_MESSAGE } from './video-file.ts';

// jsdom has no object URLs; these record what the modal creates and revokes.
const created: string[] = [];
const revoked: string[] = [];

beforeEach(() => {
  created.length = 0;
  revoked.length = 0;
  localStorage.clear();
  URL.createObjectURL = () => {
    const url = `blob:test/${created.length + 1}`;
    created.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});

afterEach(cleanup);

/** What GET /api/speech/qualities answers here: only Fast installed, never run yet. */
const QUALITIES: SpeechQualities = {
  recommended: 'fast',
  options: [
    {
      quality: 'fast',
      available: true,
      engine: 'whisper',
      model: 'base.en',
      estimateSeconds: 12,
      estimateBasis: 'length',
      note: null,
    },
    {
      quality: 'balanced',
      available: false,
      engine: null,
      model: null,
      estimateSeconds: null,
      estimateBasis: 'length',
      note: 'Not installed on this server: its admin can add the small.en Whisper model.',
    },
    {
      quality: 'best',
      available: false,
      engine: null,
      model: null,
      estimateSeconds: null,
      estimateBasis: 'length',
      note: 'Not installed',
    },
  ],
};

function render(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The server's answers before the browser has read the length (seconds=0) and for a 12 s video.
  client.setQueryData(['speech-qualities', { lang: 'en', seconds: 0 }], QUALITIES);
  client.setQueryData(['speech-qualities', { lang: 'en', seconds: 12 }], QUALITIES);
  return renderUi(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** An MP4 as far as its first bytes go (an `ftyp` box), padded to `bytes`. */
function videoFile(bytes = 2048, name = 'holiday.mp4'): File {
  const data = new Uint8Array(bytes);
  data.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom')]);
  return new File([data], name, { type: 'video/mp4' });
}

/** What the hidden <video> reports once the browser has read the file's metadata. */
function loadMetadata(duration: number, width = 360, height = 640) {
  const video = screen.getByTestId('upload-probe');
  Object.defineProperty(video, 'duration', { value: duration });
  Object.defineProperty(video, 'videoWidth', { value: width });
  Object.defineProperty(video, 'videoHeight', { value: height });
  fireEvent.loadedMetadata(video);
}

function modal(file: File, onClose = vi.fn()) {
  return (
    <UploadModal
      file={file}
      objectUrl="blob:test/modal"
      userId="user-1"
      onClose={onClose}
      onUploaded={vi.fn()}
    />
  );
}

function renderModal(onClose = vi.fn()) {
  render(
    <UploadModal
      file={videoFile(1_572_864)}
      objectUrl="blob:test/modal"
      userId="user-1"
      onClose={onClose}
      onUploaded={vi.fn()}
    />,
  );
  return onClose;
}

describe('UploadModal', () => {
  it('should show the file name, its size and the duration read from the video metadata', async () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Upload preview' })).toBeTruthy();
    expect(screen.getByText('holiday.mp4')).toBeTruthy();
    expect(screen.getByText('1.50 MB')).toBeTruthy();
    expect(screen.getByText('Reading…')).toBeTruthy();
    act(() => loadMetadata(3725.4));
    expect(screen.getByText('01:02:05')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Proceed' })).toHaveProperty('disabled', false),
    );
  });

  it('should offer Fast / Balanced / Best with the time for this video, and say what a missing one needs', async () => {
    renderModal();
    const fast = await screen.findByRole<HTMLInputElement>('radio', { name: /Fast/ });
    expect(fast.checked).toBe(true);
    // No time before the length is read: the answer for 0 s is not this video's.
    expect(screen.getByText('Whisper base.en · time shown once the length is read')).toBeTruthy();
    act(() => loadMetadata(12));
    expect(await screen.findByText('Whisper base.en · up to about 12 s')).toBeTruthy();
    const balanced = screen.getByRole<HTMLInputElement>('radio', { name: /Balanced/ });
    expect(balanced.disabled).toBe(true);
    expect(screen.getByText(/admin can add the small.en Whisper model/)).toBeTruthy();
  });

  it("should default the orientation to the file's own shape until the user picks one", () => {
    renderModal();
    const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
    act(() => loadMetadata(12, 1920, 1080));
    expect(radio('Landscape').checked).toBe(true);
    fireEvent.click(radio('Square'));
    expect(radio('Square').checked).toBe(true);
  });

  it('should keep Proceed disabled until the duration is known or known to be unreadable', async () => {
    renderModal();
    const proceed = screen.getByRole('button', { name: 'Proceed' });
    expect(proceed).toHaveProperty('disabled', true);
    // A video this browser cannot play (its bytes say video): the server probes it.
    act(() => void fireEvent.error(screen.getByTestId('upload-probe')));
    await waitFor(() => expect(screen.getByText('--:--:--')).toBeTruthy());
    expect(screen.queryByText(UNREADABLE_VIDEO_MESSAGE)).toBeNull();
    expect(screen.getByText(/time depends on the length, which this browser cannot read/)).toBeTruthy();
    await waitFor(() => expect(proceed).toHaveProperty('disabled', false));
  });

  it('should say that a file the browser cannot read is no video, keep Proceed off, and forget it for the next file', async () => {
    const text = new File(['just some notes\n'], 'notes.mp4', { type: 'video/mp4' });
    const { rerender } = render(modal(text));
    act(() => void fireEvent.error(screen.getByTestId('upload-probe')));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(UNREADABLE_VIDEO_MESSAGE));
    expect(screen.getByText('--:--:--')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Proceed' })).toHaveProperty('disabled', true);

    rerender(<QueryClientProvider client={new QueryClient()}>{modal(videoFile())}</QueryClientProvider>);
    expect(screen.queryByText(UNREADABLE_VIDEO_MESSAGE)).toBeNull();
  });

  it('should stop waiting for the metadata after five seconds', async () => {
    vi.useFakeTimers();
    try {
      renderModal();
      expect(screen.getByText('Reading…')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(5000));
      await vi.waitFor(() => screen.getByText('--:--:--'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('should default to English and portrait and let the user pick Hindi and landscape', () => {
    renderModal();
    const english = screen.getByRole('radio', { name: 'English' });
    const hindi = screen.getByRole('radio', { name: 'Hindi' });
    expect(english).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Portrait' })).toHaveProperty('checked', true);
    fireEvent.click(hindi);
    fireEvent.click(screen.getByRole('radio', { name: 'Landscape' }));
    expect(hindi).toHaveProperty('checked', true);
    expect(english).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'Landscape' })).toHaveProperty('checked', true);
  });

  it('should close on Escape, on the Close button and on a backdrop press', () => {
    const onClose = renderModal();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('should not close on a press inside the panel', () => {
    const onClose = renderModal();
    fireEvent.mouseDown(screen.getByText('holiday.mp4'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('should load the chosen file into the hidden video that reads its metadata', () => {
    renderModal();
    expect(screen.getByTestId('upload-probe').getAttribute('src')).toBe('blob:test/modal');
  });

  it('should trap Tab inside the dialog', () => {
    renderModal();
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close' });
    // Proceed is disabled until the metadata is read, so Close is the last focusable element.
    close.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
  });
});

describe('UploadVideoButton', () => {
  function Button() {
    return <UploadVideoButton picker={useUploadPicker('user-1', vi.fn())} />;
  }

  function renderButton() {
    render(
      <ToastProvider>
        <Button />
      </ToastProvider>,
    );
    return screen.getByTestId<HTMLInputElement>('upload-input');
  }

  function choose(input: HTMLInputElement, file: File) {
    fireEvent.change(input, { target: { files: [file] } });
  }

  it('should accept only video files in the picker', () => {
    expect(renderButton().accept).toBe('video/*');
  });

  it('should reject a file that is not a video with a clear message and open no modal', () => {
    const input = renderButton();
    choose(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toContain(NOT_A_VIDEO_MESSAGE);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should open the preview for a video and give focus back to the button when it closes', async () => {
    const input = renderButton();
    const button = screen.getByRole('button', { name: 'Upload video' });
    button.focus();
    choose(input, videoFile());
    // The modal (with tus-js-client) loads on demand.
    const dialog = await screen.findByRole('dialog', { name: 'Upload preview' });
    // Focus moves in the modal's mount effect, which may run after the dialog is in the DOM.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(created).toHaveLength(1);
    expect(revoked).toEqual(created);
  });

  it('should let go of the file when the page goes away with the modal open', () => {
    const input = renderButton();
    choose(input, videoFile());
    expect(screen.getByTestId('upload-probe').getAttribute('src')).toBe(created[0]);
    cleanup();
    expect(revoked).toEqual(created);
  });
});
