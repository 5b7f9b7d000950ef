import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useToast } from '../toast.tsx';
import { isVideoFile, NOT_A_VIDEO_MESSAGE } from './video-file.ts';
import './upload.css';

/** The modal carries tus-js-client: it loads when a file is chosen, not with the dashboard. */
const UploadModal = lazy(async () => ({ default: (await import('./upload-modal.tsx')).UploadModal }));

interface UploadVideoButtonProps {
  userId: string;
  onUploaded: (projectId: string) => void;
  /** Resuming an interrupted upload: the file it was started with (another file is refused). */
  resumeOf?: { name: string; size?: number };
  label?: string;
  className?: string;
}

/**
 * The dashboard's 'Upload video' button: a real file input behind an ordinary button. With
 * `resumeOf`, a card's "Choose the same file to resume": the modal finds the partial upload by the
 * file's fingerprint and carries on from the server's offset.
 */
export function UploadVideoButton({
  userId,
  onUploaded,
  resumeOf,
  label = 'Upload video',
  className = 'btn btn-primary',
}: UploadVideoButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
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
    if (!file) return;
    if (!isVideoFile(file)) {
      toast.show(NOT_A_VIDEO_MESSAGE, 'error');
      return;
    }
    if (
      resumeOf &&
      (file.name !== resumeOf.name || (resumeOf.size !== undefined && file.size !== resumeOf.size))
    ) {
      toast.show(`That is another file. Choose "${resumeOf.name}" to resume its upload.`, 'error');
      return;
    }
    discard();
    urlRef.current = URL.createObjectURL(file);
    setChosen({ file, url: urlRef.current });
  }

  return (
    <>
      <button ref={buttonRef} type="button" className={className} onClick={() => inputRef.current?.click()}>
        {label}
      </button>
      <input
        ref={inputRef}
        className="visually-hidden"
        type="file"
        accept="video/*"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={resumeOf ? 'resume-upload-input' : 'upload-input'}
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
            returnFocusRef={buttonRef}
          />
        </Suspense>
      )}
    </>
  );
}
