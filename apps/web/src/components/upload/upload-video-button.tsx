import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useToast } from '../toast.tsx';
import { isVideoFile, NOT_A_VIDEO_MESSAGE } from './video-file.ts';
import './upload.css';

/** The modal carries tus-js-client: it loads when a file is chosen, not with the dashboard. */
const UploadModal = lazy(async () => ({ default: (await import('./upload-modal.tsx')).UploadModal }));

/** The file an interrupted upload was started with: resuming it takes that file and no other. */
export interface ResumeOf {
  name: string;
  size?: number;
}

export interface UploadPicker {
  /** Opens the file chooser; with `resumeOf`, only that file is taken. */
  open: (resumeOf?: ResumeOf) => void;
  /** Takes a file given another way (dropped on the page) as if it had been chosen. */
  take: (file: File) => void;
  /** The hidden file input and, once a file is chosen, the upload modal. */
  elements: ReactNode;
}

/**
 * A real file input behind whatever button opens it, and the upload modal for the chosen file. The
 * modal lives as long as the picker does, so it must sit where it outlives the row it resumes (a
 * card re-renders as its upload moves on).
 */
function useVideoPicker(
  userId: string,
  onUploaded: (projectId: string) => void,
  testId: string,
): UploadPicker {
  const inputRef = useRef<HTMLInputElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const resumeRef = useRef<ResumeOf | null>(null);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const toast = useToast();

  // Closing the modal (or leaving the page) lets go of the file: its object URL is revoked.
  const urlRef = useRef<string | null>(null);
  useEffect(() => () => discard(), []);
  function discard() {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
    setChosen(null);
  }

  function onFileChosen(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (to resume it) fires change again.
    event.target.value = '';
    if (file) take(file);
  }

  function take(file: File) {
    if (!isVideoFile(file)) {
      toast.show(NOT_A_VIDEO_MESSAGE, 'error');
      return;
    }
    const expected = resumeRef.current;
    if (
      expected &&
      (file.name !== expected.name || (expected.size !== undefined && file.size !== expected.size))
    ) {
      toast.show(`That is another file. Choose "${expected.name}" to resume its upload.`, 'error');
      return;
    }
    discard();
    urlRef.current = URL.createObjectURL(file);
    setChosen({ file, url: urlRef.current });
  }

  const open = (resumeOf?: ResumeOf) => {
    resumeRef.current = resumeOf ?? null;
    returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    inputRef.current?.click();
  };

  const elements = (
    <>
      <input
        ref={inputRef}
        className="visually-hidden"
        type="file"
        accept="video/*"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={testId}
        onChange={onFileChosen}
      />
      {chosen && (
        <Suspense fallback={null}>
          <UploadModal
            file={chosen.file}
            objectUrl={chosen.url}
            userId={userId}
            onClose={discard}
            onUploaded={onUploaded}
            returnFocusRef={returnFocusRef}
          />
        </Suspense>
      )}
    </>
  );
  return { open, take, elements };
}

/**
 * The dashboard's upload: held by the page, so its 'Upload video' button and any other way in (a
 * feature tile's empty picker) open the same chooser and modal.
 */
export function useUploadPicker(userId: string, onUploaded: (projectId: string) => void): UploadPicker {
  return useVideoPicker(userId, onUploaded, 'upload-input');
}

/** The dashboard's 'Upload video' button: a real file input behind an ordinary button. */
export function UploadVideoButton({ picker }: { picker: UploadPicker }) {
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => picker.open()}>
        Upload video
      </button>
      {picker.elements}
    </>
  );
}

/**
 * The dashboard's one resume picker: a card's "Choose the same file" calls `open` with the file its
 * upload started with; the modal finds the partial upload by the file's fingerprint and carries on
 * from the server's offset. Held by the list, so it outlives the card's changing status.
 */
export function useResumePicker(userId: string, onUploaded: (projectId: string) => void): UploadPicker {
  return useVideoPicker(userId, onUploaded, 'resume-upload-input');
}
