import type { CaptionsMeta } from '@wordreel/core/captions/caption-import.schema';
import { useState } from 'react';
import { parseError } from '../../../lib/api.ts';

interface CaptionsNoticeProps {
  meta: CaptionsMeta | null;
  onImport: (text: string) => Promise<unknown>;
  onScript: (text: string) => Promise<unknown>;
  onMessage: (message: string, kind: 'error' | 'success') => void;
}

/**
 * Says which recogniser made the captions when it was the basic one (or none, for Hindi without its
 * model), and offers the other ways in: an SRT/VTT file or a pasted script aligned to the audio.
 */
export function CaptionsNotice({ meta, onImport, onScript, onMessage }: CaptionsNoticeProps) {
  const [script, setScript] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      onMessage(done, 'success');
    } catch (error) {
      onMessage(parseError(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="captions-notice" aria-label="Caption source">
      {meta?.notice && <p className="captions-notice-text">{meta.notice}</p>}
      <details className="captions-import">
        <summary>Import captions or paste a script</summary>
        <label className="style-field">
          Upload an SRT or VTT file
          <input
            type="file"
            accept=".srt,.vtt,text/vtt,application/x-subrip"
            disabled={busy}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void run(async () => onImport(await file.text()), 'Captions imported.');
            }}
          />
        </label>
        <label className="style-field">
          Paste the script (the words spoken in the video)
          <textarea
            rows={4}
            value={script}
            onChange={(e) => setScript(e.currentTarget.value)}
            disabled={busy}
          />
        </label>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={busy || !script.trim()}
          onClick={() => void run(() => onScript(script), 'Script aligned to the video.')}
        >
          Use script
        </button>
      </details>
    </section>
  );
}
