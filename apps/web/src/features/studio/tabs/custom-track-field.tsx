import { useId, useState } from 'react';
import { FileButton } from '../../../components/file-button.tsx';
import { LiveRegion } from '../../../components/live-region.tsx';
import { parseError } from '../../../lib/api.ts';

interface CustomTrackFieldProps {
  /** Uploads the file; rejects with the server's message when the file is refused. */
  upload: (file: File) => Promise<void>;
  /** Called once the server has kept the file. */
  onUploaded: () => void;
  /** The own track is the one chosen now (another chosen since, the outcome line no longer holds). */
  inUse: boolean;
}

/** "Use your own track": a file picker that uploads an MP3, WAV or M4A as the project's background track. */
export function CustomTrackField({ upload, onUploaded, inUse }: CustomTrackFieldProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The file last taken, said once it is in use (the Track list changes silently). */
  const [taken, setTaken] = useState<string | null>(null);

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setError(null);
    setTaken(null);
    try {
      await upload(file);
      onUploaded();
      setTaken(file.name);
    } catch (failure) {
      // The current choice stays as it was; only the message is shown.
      setError(parseError(failure));
    } finally {
      setBusy(false);
      // Lets the same file be picked again after a refusal.
      input.value = '';
    }
  };

  return (
    <div className="custom-track" aria-busy={busy}>
      <FileButton
        label="Use your own track"
        id={id}
        accept=".mp3,.wav,.m4a,audio/*"
        busy={busy}
        aria-describedby={`${id}-hint`}
        onChange={(e) => void choose(e.currentTarget)}
      />
      <p id={`${id}-hint`} className="muted custom-track-hint">
        MP3, WAV or M4A, up to 20 MB and 10 minutes.
      </p>
      <LiveRegion as="p" className="muted">
        {busy ? 'Uploading your track...' : taken && inUse && `${taken} is now the background music.`}
      </LiveRegion>
      {error && (
        <p className="form-message form-message-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
