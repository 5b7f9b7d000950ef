import type { Language, SpeechQuality } from '@wordreel/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SpeechQualityChoice } from '../../../components/speech-quality/speech-quality-choice.tsx';
import {
  effectiveQuality,
  useSpeechQualities,
} from '../../../components/speech-quality/use-speech-qualities.ts';
import { parseError } from '../../../lib/api.ts';
import { CollapsiblePanel } from './collapsible-panel.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';

interface RetranscribePanelProps {
  lang: Language;
  projectId: string;
  /** The quality the captions were last made with, if one was chosen. */
  current: SpeechQuality | null;
  /** Whether the captions hold the user's own changes (the question says they will be lost). */
  edited: boolean;
  retranscribe: (quality: SpeechQuality) => Promise<unknown>;
  onMessage: (message: string, kind: 'error' | 'success') => void;
}

/**
 * "Write captions again": Fast / Balanced / Best with this video's estimated time, then a question
 * before the captions (and any edits to them) are replaced. Style, Boost texts and the export stay.
 */
export function RetranscribePanel(props: RetranscribePanelProps) {
  const qualities = useSpeechQualities(props.lang, { projectId: props.projectId });
  const [chosen, setChosen] = useState<SpeechQuality | null>(props.current);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const quality = effectiveQuality(qualities.data, chosen);

  const confirm = async () => {
    if (!quality) return;
    setBusy(true);
    try {
      await props.retranscribe(quality);
    } catch (error) {
      props.onMessage(parseError(error), 'error');
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <section className="captions-tool retranscribe" aria-label="Write captions again">
      <CollapsiblePanel label="Write captions again" defaultOpen={false}>
        <SpeechQualityChoice
          name="retranscribe-quality"
          qualities={qualities.data}
          value={quality}
          onChange={setChosen}
          disabled={busy}
        />
        <BusyButton
          className="btn btn-secondary btn-sm retranscribe-start"
          busy={busy}
          disabled={!quality}
          onClick={() => setAsking(true)}
        >
          Write captions again
        </BusyButton>
      </CollapsiblePanel>
      <ConfirmDialog
        open={asking}
        title="Replace the captions?"
        confirmLabel="Replace captions"
        danger={props.edited}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>
          {props.edited
            ? 'The captions are written again from the speech, and the changes you made to them are lost.'
            : 'The captions are written again from the speech.'}{' '}
          Your style, Boost texts and export stay. It is paid like a new video.
        </p>
      </ConfirmDialog>
    </section>
  );
}
