import {
  CUT_PACES,
  type CutPace,
  type CutProposal,
  type CutProposalKind,
  type EditList,
  isSpanCut,
} from '@wordreel/core';
import { useState } from 'react';
import { formatSeconds } from './edit-format.ts';
import { useHandFocusOn } from '../../../components/hand-focus-on.ts';

const PACES: CutPace[] = ['natural', 'fast', 'extra-fast'];
const KINDS: { kind: CutProposalKind; label: string; hint: string }[] = [
  { kind: 'silence', label: 'Silences', hint: 'Pauses cut down to the pace you chose.' },
  { kind: 'filler', label: 'Filler words', hint: 'Um, uh, hesitations and sounds between words.' },
  { kind: 'retake', label: 'Retakes', hint: 'A phrase said again: the last take stays.' },
];

interface EditProposalsProps {
  list: EditList;
  pace: CutPace;
  onPace: (pace: CutPace) => void;
  proposals: CutProposal[] | null;
  loading: boolean;
  failed: string | null;
  usedVoiceActivity: boolean;
  /** Cuts the given proposals (one change, one undo step). */
  onCut: (proposals: CutProposal[]) => void;
  /** Puts an applied proposal's span back. */
  onRestore: (proposal: CutProposal) => void;
  onSeek: (ms: number) => void;
}

const sumSaved = (ps: readonly CutProposal[]) => ps.reduce((s, p) => s + p.savedMs, 0);

/**
 * The suggested cuts: silences at three paces, filler words and retakes, each with its words in
 * context and the seconds it saves; cut or skip one, or all of a kind; "Tighten" cuts every open
 * suggestion at the chosen pace in one step.
 */
export function EditProposals(props: EditProposalsProps) {
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(new Set());
  const { list, proposals } = props;
  const open = (proposals ?? []).filter((p) => !skipped.has(p.id) && !isSpanCut(list, p));

  const skip = (ids: string[]) => setSkipped((s) => new Set([...s, ...ids]));
  // Tighten leaves nothing to cut at this pace: the focus goes to the section's heading.
  const {
    buttonRef: tightenRef,
    targetRef: headingRef,
    pressed: tightening,
  } = useHandFocusOn<HTMLHeadingElement>(open.length === 0);

  return (
    <section className="edit-proposals" aria-labelledby="edit-proposals-title">
      <h3 id="edit-proposals-title" className="edit-heading" ref={headingRef} tabIndex={-1}>
        Suggested cuts
      </h3>
      <div className="edit-pace" role="radiogroup" aria-label="Silence pace">
        {PACES.map((pace) => (
          <button
            key={pace}
            type="button"
            role="radio"
            aria-checked={props.pace === pace}
            className="edit-pace-option"
            onClick={() => props.onPace(pace)}
          >
            {CUT_PACES[pace].label}
            <span className="muted"> pauses over {CUT_PACES[pace].overMs / 1000} s</span>
          </button>
        ))}
      </div>
      {props.failed && (
        <p role="alert" className="edit-error">
          {props.failed}
        </p>
      )}
      {props.loading && !proposals && <p className="muted">Finding cuts…</p>}
      {proposals && (
        <div className="edit-tighten">
          <button
            type="button"
            className="btn btn-primary"
            ref={tightenRef}
            disabled={open.length === 0}
            onClick={() => {
              tightening();
              props.onCut(open);
            }}
          >
            Tighten
          </button>
          <span className="muted">
            {open.length === 0
              ? 'Nothing left to cut at this pace.'
              : `${open.length === 1 ? 'Cuts the 1 suggestion' : `Cuts all ${open.length} suggestions`}, saves ${formatSeconds(sumSaved(open))}.`}
          </span>
        </div>
      )}
      {proposals &&
        KINDS.map(({ kind, label, hint }) => (
          <ProposalGroup
            key={kind}
            label={label}
            hint={hint}
            all={proposals.filter((p) => p.kind === kind)}
            list={list}
            skipped={skipped}
            onCut={props.onCut}
            onRestore={props.onRestore}
            onSkip={skip}
            onUnskip={(ids) => setSkipped((s) => new Set([...s].filter((id) => !ids.includes(id))))}
            onSeek={props.onSeek}
          />
        ))}
      {proposals && !props.usedVoiceActivity && (
        <p className="muted edit-note">
          Found from word times only (no voice activity was kept for this video).
        </p>
      )}
    </section>
  );
}

interface ProposalGroupProps {
  label: string;
  hint: string;
  all: CutProposal[];
  list: EditList;
  skipped: ReadonlySet<string>;
  onCut: (proposals: CutProposal[]) => void;
  onRestore: (proposal: CutProposal) => void;
  onSkip: (ids: string[]) => void;
  onUnskip: (ids: string[]) => void;
  onSeek: (ms: number) => void;
}

function ProposalGroup({ label, hint, all, list, skipped, ...on }: ProposalGroupProps) {
  const [expanded, setExpanded] = useState(false);
  const shown = all.filter((p) => !skipped.has(p.id));
  const hidden = all.filter((p) => skipped.has(p.id));
  const open = shown.filter((p) => !isSpanCut(list, p));
  const cut = shown.length - open.length;
  const headingId = `edit-group-${label.replace(/\W+/g, '-').toLowerCase()}`;
  // Cut all and Skip all go once nothing is open: the focus goes to the group's toggle, which says so.
  const { targetRef: toggleRef, pressed: usingUp } = useHandFocusOn<HTMLButtonElement>(open.length === 0);
  return (
    <div className="edit-group" role="group" aria-labelledby={headingId}>
      <div className="edit-group-head">
        <button
          type="button"
          id={headingId}
          ref={toggleRef}
          className="edit-group-toggle"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          <strong>{label}</strong>
          <span className="muted">
            {all.length === 0
              ? ' none found'
              : open.length === 0
                ? ` ${cut > 0 ? `all ${cut} cut` : 'all skipped'}`
                : ` ${open.length} to cut · saves ${formatSeconds(sumSaved(open))}${cut > 0 ? ` · ${cut} cut` : ''}`}
          </span>
        </button>
        {open.length > 0 && (
          <span className="edit-group-actions">
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => {
                usingUp();
                on.onCut(open);
              }}
            >
              Cut all
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => {
                usingUp();
                on.onSkip(open.map((p) => p.id));
              }}
            >
              Skip all
            </button>
          </span>
        )}
      </div>
      {expanded && (
        <>
          <p className="muted edit-note">{hint}</p>
          <ul className="edit-proposal-list">
            {shown.map((p) => (
              <ProposalItem key={p.id} proposal={p} applied={isSpanCut(list, p)} {...on} />
            ))}
          </ul>
          {hidden.length > 0 && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => on.onUnskip(hidden.map((p) => p.id))}
            >
              Show {hidden.length} skipped
            </button>
          )}
        </>
      )}
    </div>
  );
}

function ProposalItem({
  proposal: p,
  applied,
  onCut,
  onRestore,
  onSkip,
  onSeek,
}: { proposal: CutProposal; applied: boolean } & Omit<
  ProposalGroupProps,
  'label' | 'hint' | 'all' | 'list' | 'skipped' | 'onUnskip'
>) {
  return (
    <li className="edit-proposal" data-applied={applied ? 'true' : undefined}>
      <button type="button" className="edit-context" onClick={() => onSeek(Math.max(0, p.startMs - 1500))}>
        {p.before && <span className="muted">…{p.before} </span>}
        {p.cut ? (
          <del>{p.cut}</del>
        ) : (
          <span className="edit-pause">pause {formatSeconds(p.endMs - p.startMs)}</span>
        )}
        {p.after && <span className="muted"> {p.after}…</span>}
      </button>
      <span className="edit-proposal-saves">−{formatSeconds(p.savedMs)}</span>
      {applied ? (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => onRestore(p)}>
          Restore
        </button>
      ) : (
        <span className="edit-proposal-actions">
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => onCut([p])}>
            Cut
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onSkip([p.id])}>
            Skip
          </button>
        </span>
      )}
    </li>
  );
}
