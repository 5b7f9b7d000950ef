import {
  DEFAULT_STYLE,
  savedLookOf,
  type SavedStyle,
  type SpeechQualities,
  UPLOAD_PLAIN_LOOK,
  UPLOAD_STYLE_ID_KEY,
} from '@wordreel/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { defaultOptions as tusDefaults, type HttpStack, type PreviousUpload } from 'tus-js-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedStylesQueryKey } from '../../features/studio/saved-styles-api.ts';
import { renderWithCache } from '../../test-support/render-with-cache.tsx';
import { stubFetch } from '../../test-support/stub-fetch.ts';
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

const fetchMock = stubFetch();

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

/** `ui` with the account's saved `styles` read (none unless given; null: asked of the server). */
function render(ui: ReactNode, styles: SavedStyle[] | null = []) {
  const cache: Parameters<typeof renderWithCache>[1] = [
    // The server's answers before the browser has read the length (seconds=0) and for a 12 s video.
    [['speech-qualities', { lang: 'en', seconds: 0 }], QUALITIES],
    [['speech-qualities', { lang: 'en', seconds: 12 }], QUALITIES],
  ];
  if (styles) cache.push([savedStylesQueryKey, { styles }]);
  return renderWithCache(ui, cache);
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

const saved = (id: string, name: string, isDefault = false): SavedStyle => ({
  id,
  name,
  style: savedLookOf(DEFAULT_STYLE),
  isDefault,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});
const boldYellow = saved('6f1c0c64-3b1e-4d51-9a43-0c4f3f3b7a01', 'Bold Yellow', true);
const podcast = saved('0b2d8f4e-8c5a-4f0e-b1d7-3e9a2c6d5f02', 'Podcast');
const PROJECT_ID = '0123456789abcdef0123456789abcdef';

/** A request the upload sent to the tus endpoint, as the server reads it. */
interface TusRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
}
interface TusAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * The tus endpoint. tus-js-client sends through its own HTTP stack (XHR in a browser, Node's http
 * here), never fetch, so it is answered there; its default file reader (Node's) reads no Blob, so a
 * browser's is put in. By default the upload is made, takes every byte and names PROJECT_ID.
 */
function fakeTusServer(answer: (request: TusRequest) => TusAnswer = uploadGoesThrough) {
  const requests: TusRequest[] = [];
  const httpStack: HttpStack = {
    getName: () => 'fake tus server',
    createRequest(method, url) {
      const headers: Record<string, string> = {};
      return {
        getMethod: () => method,
        getURL: () => url,
        setHeader: (name, value) => void (headers[name] = value),
        getHeader: (name) => headers[name],
        setProgressHandler: () => undefined,
        send: () => {
          const request = { method, url, headers };
          requests.push(request);
          const { status, headers: answered = {}, body = '' } = answer(request);
          const header = (name: string) =>
            Object.entries(answered).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
          return Promise.resolve({
            getStatus: () => status,
            getHeader: header,
            getBody: () => body,
            getUnderlyingObject: () => null,
          });
        },
        abort: () => Promise.resolve(),
        getUnderlyingObject: () => null,
      };
    },
  };
  tusDefaults.httpStack = httpStack;
  tusDefaults.fileReader = {
    openFile: (file: Blob) =>
      Promise.resolve({
        size: file.size,
        slice: (start: number, end: number) =>
          Promise.resolve({ value: file.slice(start, end), done: end >= file.size }),
        close: () => undefined,
      }),
  };
  return requests;
}

function uploadGoesThrough(request: TusRequest): TusAnswer {
  if (request.method === 'POST') {
    return { status: 201, headers: { Location: `http://localhost:3000/files/${PROJECT_ID}` } };
  }
  return { status: 204, headers: { 'Upload-Offset': request.headers['Upload-Length'] ?? '1572864' } };
}

/** The upload's tus metadata as the server decodes it (`key base64,key base64`). */
function metadataOf(request: TusRequest | undefined): Record<string, string> {
  const header = request?.headers['Upload-Metadata'] ?? '';
  return Object.fromEntries(
    header.split(',').map((pair) => {
      const [key = '', value = ''] = pair.split(' ');
      return [key, atob(value)];
    }),
  );
}

/**
 * The server of the fetch calls: the project made after the upload, the styles list when asked (null:
 * it fails), how far an earlier upload got (a tus HEAD).
 */
function answerFetch(styles: SavedStyle[] | null = [], uploadOffset = 0) {
  fetchMock.mockImplementation((input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path === '/api/projects') {
      return Promise.resolve(Response.json({ id: PROJECT_ID }, { status: 201 }));
    }
    if (path === '/api/styles') {
      return Promise.resolve(
        styles
          ? Response.json({ styles })
          : Response.json({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 }),
      );
    }
    if (request.method === 'HEAD' && path.startsWith('/files/')) {
      return Promise.resolve(new Response(null, { headers: { 'Upload-Offset': String(uploadOffset) } }));
    }
    return Promise.resolve(Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }));
  });
}

const styleSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Caption style' });
const optionLabels = () => Array.from(styleSelect().options, (option) => option.textContent);

describe('UploadModal caption style', () => {
  const tusOriginals = { ...tusDefaults };
  afterEach(() => void Object.assign(tusDefaults, tusOriginals));

  function renderUpload(styles: SavedStyle[] | null, onUploaded = vi.fn()) {
    render(
      <UploadModal
        file={videoFile(1_572_864)}
        objectUrl="blob:test/modal"
        userId="user-1"
        onClose={vi.fn()}
        onUploaded={onUploaded}
      />,
      styles,
    );
    act(() => loadMetadata(12));
    return onUploaded;
  }

  async function proceed() {
    const button = screen.getByRole('button', { name: 'Proceed' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
  }

  it('should offer no style choice to an account without saved styles', () => {
    renderUpload([]);
    expect(screen.queryByRole('combobox', { name: 'Caption style' })).toBeNull();
  });

  it('should upload as before, with no choice shown, when the styles cannot be read', async () => {
    const requests = fakeTusServer();
    answerFetch(null);
    const onUploaded = renderUpload(null);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await proceed();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(PROJECT_ID));
    expect(screen.queryByRole('combobox', { name: 'Caption style' })).toBeNull();
    expect(metadataOf(requests[0])).not.toHaveProperty(UPLOAD_STYLE_ID_KEY);
  });

  it("should preselect the account's default, marked, and offer Wordreel's own look last", () => {
    renderUpload([boldYellow, podcast]);
    expect(styleSelect().value).toBe(boldYellow.id);
    expect(optionLabels()).toEqual(['Bold Yellow (default)', 'Podcast', 'Wordreel’s own look']);
  });

  it("should ask for Wordreel's own look by name when a saved style is the default", async () => {
    const requests = fakeTusServer();
    answerFetch();
    const onUploaded = renderUpload([boldYellow, podcast]);
    fireEvent.change(styleSelect(), { target: { value: UPLOAD_PLAIN_LOOK } });
    await proceed();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(PROJECT_ID));
    const creation = requests.find((request) => request.method === 'POST');
    expect(metadataOf(creation)[UPLOAD_STYLE_ID_KEY]).toBe(UPLOAD_PLAIN_LOOK);
  });

  it('should preselect Wordreel default when no style is the default, and send no style', async () => {
    const requests = fakeTusServer();
    answerFetch();
    const onUploaded = renderUpload([podcast]);
    expect(optionLabels()).toEqual(['Wordreel default', 'Podcast']);
    expect(styleSelect().value).toBe('');
    await proceed();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(PROJECT_ID));
    const metadata = metadataOf(requests.find((request) => request.method === 'POST'));
    expect(JSON.parse(metadata.videoConfig ?? '')).toMatchObject({ name: 'holiday.mp4', lang: 'en' });
    expect(metadata).not.toHaveProperty(UPLOAD_STYLE_ID_KEY);
  });

  it("should send the chosen style's id in the upload's metadata", async () => {
    const requests = fakeTusServer();
    answerFetch();
    const onUploaded = renderUpload([boldYellow, podcast]);
    fireEvent.change(styleSelect(), { target: { value: podcast.id } });
    await proceed();
    expect(styleSelect().disabled).toBe(true);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(PROJECT_ID));
    const creation = requests.find((request) => request.method === 'POST');
    expect(metadataOf(creation)[UPLOAD_STYLE_ID_KEY]).toBe(podcast.id);
  });

  it('should lock the choice of a resumed upload to the style it was started with', async () => {
    const previous: PreviousUpload = {
      size: 1_572_864,
      metadata: {
        filename: 'holiday.mp4',
        videoConfig: JSON.stringify({ name: 'holiday.mp4', lang: 'en', orientation: 'landscape' }),
        [UPLOAD_STYLE_ID_KEY]: podcast.id,
      },
      creationTime: '2026-11-01T10:00:00.000Z',
      urlStorageKey: 'tus::earlier',
      uploadUrl: `http://localhost:3000/files/${PROJECT_ID}`,
      parallelUploadUrls: null,
    };
    tusDefaults.urlStorage = {
      findAllUploads: () => Promise.resolve([previous]),
      findUploadsByFingerprint: () => Promise.resolve([previous]),
      removeUpload: () => Promise.resolve(),
      addUpload: () => Promise.resolve('tus::earlier'),
    };
    answerFetch([boldYellow, podcast], 524_288);
    renderUpload([boldYellow, podcast]);
    const regions = screen.getAllByRole('status');
    const resume = await screen.findByText(/This file was partly uploaded before/);
    // Said in a live region that was in the page before it (found while the server was asked).
    expect(regions).toContain(resume.closest('[role="status"]'));
    expect(styleSelect().value).toBe(podcast.id);
    expect(styleSelect().disabled).toBe(true);
  });

  it('should say what to do when the chosen style was deleted meanwhile, and drop it from the list', async () => {
    // Podcast was deleted in another tab: the server refuses to make an upload in it.
    const requests = fakeTusServer((request) =>
      metadataOf(request)[UPLOAD_STYLE_ID_KEY] === podcast.id
        ? { status: 404, body: JSON.stringify({ code: 'NOT_FOUND', message: 'Style not found' }) }
        : uploadGoesThrough(request),
    );
    answerFetch([boldYellow]);
    const onUploaded = renderUpload([boldYellow, podcast]);
    fireEvent.change(styleSelect(), { target: { value: podcast.id } });
    await proceed();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That style was deleted. Pick another style and press Proceed again.',
    );
    await waitFor(() => expect(optionLabels()).toEqual(['Bold Yellow (default)', 'Wordreel’s own look']));
    expect(styleSelect().value).toBe(boldYellow.id);

    await proceed();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(PROJECT_ID));
    const creations = requests.filter((request) => request.method === 'POST');
    expect(creations.map((request) => metadataOf(request)[UPLOAD_STYLE_ID_KEY])).toEqual([
      podcast.id,
      boldYellow.id,
    ]);
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

  it('should let go of the file when the page goes away with the modal open', async () => {
    const input = renderButton();
    choose(input, videoFile());
    // The modal loads on demand: the first test to choose a file waits for it.
    expect((await screen.findByTestId('upload-probe')).getAttribute('src')).toBe(created[0]);
    cleanup();
    expect(revoked).toEqual(created);
  });
});
