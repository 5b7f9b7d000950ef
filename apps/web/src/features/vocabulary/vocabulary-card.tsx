import { VOCABULARY_MAX_TERMS, vocabularyTermSchema } from '@wordreel/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useToast } from '../../components/toast.tsx';
import { parseError } from '../../lib/api.ts';
import { addVocabularyTerm, removeVocabularyTerm, useVocabulary } from './vocabulary-api.ts';
import './vocabulary-card.css';
import { BusyButton } from '../../components/busy-button.tsx';
import { useHandFocusOn } from '../../components/hand-focus-on.ts';

const INTRO =
  'Names, brands and terms your videos use. Captions spell them your way: the recogniser is told about them, and words that sound like them are corrected.';

/** Said when the term is in the list already (ignoring case). */
const DUPLICATE = 'Each term only once';

/** The profile's card: the user's custom vocabulary. */
export function VocabularyCard() {
  return (
    <section className="card profile-section vocabulary-card" aria-labelledby="profile-vocabulary">
      <h2 id="profile-vocabulary">Custom vocabulary</h2>
      <p className="muted">{INTRO}</p>
      <VocabularyEditor />
    </section>
  );
}

/**
 * The list of terms with remove buttons and an add field, on the profile and in the studio's Captions
 * tab (the same cached list, so "Add to vocabulary" shows at once). Each add or remove is one term's
 * change on the server, and the list shown is the server's answer (another tab's terms included);
 * problems show inline (role=alert) or as a toast.
 */
export function VocabularyEditor({ intro = false }: { intro?: boolean }) {
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const vocabulary = useVocabulary();
  const terms = vocabulary.data?.terms ?? null;
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (vocabulary.error) toast.show(parseError(vocabulary.error), 'error');
  }, [vocabulary.error, toast]);

  const listRef = useRef<HTMLUListElement>(null);
  // The term that fills the list leaves Add disabled: a keyboard user who pressed it goes on from the field.
  const atCap = terms !== null && terms.length >= VOCABULARY_MAX_TERMS;
  const {
    buttonRef: addRef,
    targetRef: fieldRef,
    pressed: pressedAdd,
  } = useHandFocusOn<HTMLInputElement>(atCap && !saving, saving);
  /** A term being removed by its button, and its place: focus goes to its neighbour once it is gone. */
  const removing = useRef<{ term: string; index: number } | null>(null);
  useEffect(() => {
    const pending = removing.current;
    if (!pending || !terms || terms.includes(pending.term)) return;
    removing.current = null;
    // Its button went with it and focus fell to the page; unless the user has moved on, the next term's
    // remove button takes it (the previous one's for the last term, the field for the only one).
    if (document.activeElement !== document.body) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('.vocabulary-remove') ?? [];
    (buttons[Math.min(pending.index, buttons.length - 1)] ?? fieldRef.current)?.focus();
  }, [terms, fieldRef]);

  const remove = async (term: string, index: number) => {
    removing.current = { term, index };
    const removed = await change(() => removeVocabularyTerm(queryClient, term));
    if (removed === null) removing.current = null;
  };

  /** Runs one term's change; null (and a toast) when the server refused it or could not be reached. */
  const change = async <T,>(run: () => Promise<T>): Promise<T | null> => {
    setSaving(true);
    try {
      return await run();
    } catch (err) {
      toast.show(parseError(err), 'error');
      return null;
    } finally {
      setSaving(false);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    pressedAdd();
    const term = vocabularyTermSchema.safeParse(draft);
    if (!term.success) {
      setProblem(term.error.issues[0]?.message ?? 'Not a valid term');
      return;
    }
    const added = await change(() => addVocabularyTerm(queryClient, term.data));
    if (added === null) return;
    // Already there (ignoring case), added here or in another tab: said, and the draft kept.
    if (added === 'present') {
      setProblem(DUPLICATE);
      return;
    }
    setProblem(null);
    setDraft('');
  };

  return (
    <>
      {intro && <p className="muted">{INTRO}</p>}
      {terms === null ? (
        <p className="muted">Loading…</p>
      ) : (
        <>
          <ul className="vocabulary-terms" aria-label="Your terms" ref={listRef}>
            {terms.length === 0 && <li className="muted">No terms yet.</li>}
            {terms.map((t, index) => (
              <li key={t} className="vocabulary-term">
                <span>{t}</span>
                <BusyButton
                  className="vocabulary-remove"
                  aria-label={`Remove ${t}`}
                  busy={saving}
                  onClick={() => void remove(t, index)}
                >
                  ×
                </BusyButton>
              </li>
            ))}
          </ul>
          <form className="vocabulary-add" onSubmit={(e) => void add(e)}>
            <label htmlFor={`${id}-term`} className="visually-hidden">
              New term
            </label>
            <input
              id={`${id}-term`}
              ref={fieldRef}
              className="field-input"
              value={draft}
              placeholder="e.g. Wordreel"
              onChange={(e) => setDraft(e.target.value)}
              aria-invalid={problem !== null}
              aria-describedby={problem ? `${id}-problem` : undefined}
            />
            <BusyButton ref={addRef} type="submit" className="btn btn-primary" busy={saving} disabled={atCap}>
              Add
            </BusyButton>
            <span className="muted vocabulary-count">
              {terms.length} / {VOCABULARY_MAX_TERMS}
            </span>
          </form>
          {problem && (
            <p id={`${id}-problem`} role="alert" className="vocabulary-problem">
              {problem}
            </p>
          )}
        </>
      )}
    </>
  );
}
