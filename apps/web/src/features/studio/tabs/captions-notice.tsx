import type { CaptionsMeta } from '@wordreel/core/captions/captions-meta';
import { useEffect, useRef, useState } from 'react';
import { FileButton } from '../../../components/file-button.tsx';
import { LiveRegion } from '../../../components/live-region.tsx';
import { parseError } from '../../../lib/api.ts';

interface CaptionsNoticeProps {
  meta: CaptionsMeta | null;
  /** How many words the captions have now (edits and imports change what the meta describes). */
  wordCount: number;
  onImport: (text: string) => Promise<unknown>;
  /** Lines a pasted script up with the speech (a server job), reporting its progress 0..100. */
  onScript: (text: string, onProgress: (percent: number) => void) => Promise<unknown>;
  onMessage: (message: string, kind: 'error' | 'success') => void;
  /**
   * A script or a file has replaced the captions: focus moves on to them (this notice may be gone
   * with the button that was pressed). Not called when the creator had moved focus elsewhere meanwhile.
   */
  onReplaced: () => void;
}

/** The two fixes, by the `data-fix` of their control. */
type Fix = 'script' | 'file';

/**
 * Says plainly when the captions came from the basic recogniser (or none were made) and puts the two
 * fixes up front: a pasted script aligned to the speech, or an SRT/VTT file.
 */
export function CaptionsNotice({
  meta,
  wordCount,
  onImport,
  onScript,
  onMessage,
  onReplaced,
}: CaptionsNoticeProps) {
  const [script, setScript] = useState('');
  const [busy, setBusy] = useState(false);
  /** The script alignment's progress while it runs (null otherwise). */
  const [aligning, setAligning] = useState<number | null>(null);
  const fixesRef = useRef<HTMLDivElement>(null);
  /** The control a failed fix gives focus back to, once the form is enabled again. */
  const refocus = useRef<Fix | null>(null);

  useEffect(() => {
    const fix = refocus.current;
    if (busy || !fix) return;
    refocus.current = null;
    fixControl(fixesRef.current, fix)?.focus();
  }, [busy]);

  const run = async (fix: Fix, action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      onMessage(done, 'success');
      if (focusStayed(fixesRef.current, fix)) onReplaced();
    } catch (error) {
      onMessage(parseError(error), 'error');
      if (focusStayed(fixesRef.current, fix)) refocus.current = fix;
    } finally {
      setBusy(false);
      setAligning(null);
    }
  };

  const message = captionSourceMessage(meta, wordCount);
  const fixes = (
    <div className="captions-fixes" ref={fixesRef}>
      <label className="style-field">
        Paste your script (the words spoken in the video); we line it up with the speech
        <textarea
          className="field-input"
          rows={4}
          value={script}
          onChange={(e) => setScript(e.currentTarget.value)}
          disabled={busy}
        />
      </label>
      <div className="captions-fixes-actions">
        <button
          type="button"
          data-fix="script"
          className="btn btn-primary btn-sm"
          // While a fix runs this button says so (aria-disabled) but stays focusable: a disabled button
          // drops focus to the page, and the progress it shows is read where the creator is.
          disabled={!busy && !script.trim()}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (busy) return;
            setAligning(0);
            // Once the captions follow the script, the box empties: "Use script" again would redo it.
            const align = async () => {
              await onScript(script, setAligning);
              setScript('');
            };
            void run('script', align, 'Script aligned to the video.');
          }}
        >
          {aligning === null ? 'Use script' : `Lining up… ${aligning}%`}
        </button>
        <span className="muted">or</span>
        <FileButton
          data-fix="file"
          label="Import SRT or VTT"
          accept=".srt,.vtt,text/vtt,application/x-subrip"
          busy={busy}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) void run('file', async () => onImport(await file.text()), 'Captions imported.');
          }}
        />
      </div>
      <LiveRegion as="p" className="muted">
        {aligning !== null &&
          `Lining your script up with the speech: ${aligning}%. You can keep working; the captions change when it is done.`}
      </LiveRegion>
    </div>
  );

  // With the basic recogniser (or none) the two fixes come first; otherwise they wait behind a disclosure.
  if (message) {
    return (
      <section className="captions-notice" aria-label="Caption source">
        <p className="captions-notice-text">{message}</p>
        {fixes}
      </section>
    );
  }
  return (
    <details className="captions-import">
      <summary>Import captions or paste a script</summary>
      {fixes}
    </details>
  );
}

/** The control of `fix` (the notice and its disclosure each render their own). */
function fixControl(fixes: HTMLElement | null, fix: Fix): HTMLElement | null {
  return fixes?.querySelector<HTMLElement>(`[data-fix="${fix}"]`) ?? null;
}

/**
 * Focus is still with the fix that ran: on its control, or on the page because the control lost it
 * (the notice it was in may have given way to the disclosure).
 * Anywhere else the creator moved on while it ran, and focus is left where they put it.
 */
function focusStayed(fixes: HTMLElement | null, fix: Fix): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === fixControl(fixes, fix);
}

/**
 * What a creator is told about where the captions came from, in their terms (never a server command:
 * installing models is the admin's job, README "Speech models"); null when the captions need no warning.
 */
export function captionSourceMessage(meta: CaptionsMeta | null, wordCount: number): string | null {
  if (!meta) return null;
  if (meta.engine === 'pocketsphinx') {
    return 'These captions come from the basic speech recogniser, so some words will be wrong. The quickest fix: paste your script and we line it up with the speech, or import a subtitle file.';
  }
  // Words written since (edited in, imported): the "no captions" messages no longer apply.
  if (meta.engine === 'none' && wordCount > 0) return null;
  if (meta.engine === 'none' && meta.language === 'hi') {
    return 'No captions yet: Hindi speech recognition is not set up on this server. Paste your script and we line it up with the speech, or import a subtitle file.';
  }
  if (meta.engine === 'none') {
    return 'No speech was found in this video, so there are no captions yet. Paste your script or import a subtitle file.';
  }
  return null;
}
