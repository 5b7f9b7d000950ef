import type { CaptionEmphasis, CaptionList } from '@wordreel/core';
import type { CaptionsMeta } from '@wordreel/core/captions/captions-meta';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { parseError } from '../../../lib/api.ts';
import { addVocabularyTerm } from '../../vocabulary/vocabulary-api.ts';
import { VocabularyEditor } from '../../vocabulary/vocabulary-card.tsx';
import { type StudioProject, studioApi } from '../studio-api.ts';
import { CollapsiblePanel } from './collapsible-panel.tsx';
import { FindReplacePanel } from './find-replace-panel.tsx';
import { RetranscribePanel } from './retranscribe-panel.tsx';
import { WordReviewBar } from './word-review-bar.tsx';
import './captions-tools.css';

export interface CaptionsToolsProps {
  project: StudioProject;
  list: CaptionList;
  meta: CaptionsMeta | null;
  /** The captions hold changes of the user's own (undo history). */
  edited: boolean;
  onEdit: (next: CaptionList | null) => void;
  emphasis: CaptionEmphasis;
  onEmphasis: (next: CaptionEmphasis) => void;
  onMessage: (message: string, kind: 'error' | 'success') => void;
}

/**
 * The Captions tab's review tools, kept apart from the word editor's own layout: the review bar
 * (unsure words, the selected word's timing, page break, vocabulary), find & replace, the user's
 * custom vocabulary (the profile's list, editable here too), and writing the captions again with
 * another quality.
 */
export function CaptionsTools(props: CaptionsToolsProps) {
  const { project, meta, list } = props;
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState(-1);

  // The selected word follows the chip that has focus in the pages above.
  useEffect(() => {
    const onFocus = (e: FocusEvent) => {
      const chip = (e.target as HTMLElement | null)?.closest<HTMLElement>('.word-chip[data-word-index]');
      if (chip) setSelected(Number(chip.dataset.wordIndex));
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  const shown = selected < list.length ? selected : -1;

  const addToVocabulary = async (term: string) => {
    try {
      if ((await addVocabularyTerm(queryClient, term)) === 'present') {
        props.onMessage(`"${term}" is already in your vocabulary.`, 'success');
        return;
      }
      props.onMessage(`"${term}" added to your vocabulary: the next captions spell it this way.`, 'success');
    } catch (error) {
      props.onMessage(parseError(error), 'error');
    }
  };

  return (
    <>
      {/* With no captions yet there is nothing to review ("No unsure words" would mislead). */}
      {list.length > 0 && (
        <WordReviewBar
          list={list}
          selected={shown}
          onSelect={setSelected}
          onEdit={props.onEdit}
          emphasis={props.emphasis}
          onEmphasis={props.onEmphasis}
          onAddToVocabulary={(term) => void addToVocabulary(term)}
        />
      )}
      <FindReplacePanel
        list={list}
        onEdit={props.onEdit}
        onSelect={setSelected}
        onMessage={props.onMessage}
      />
      <section className="captions-tool vocabulary-tool" aria-label="Custom vocabulary">
        <CollapsiblePanel label="Custom vocabulary" defaultOpen={false}>
          <VocabularyEditor intro />
        </CollapsiblePanel>
      </section>
      <RetranscribePanel
        lang={project.videoConfig.lang}
        projectId={project.id}
        current={project.videoConfig.quality ?? null}
        edited={props.edited || meta?.engine === 'import' || meta?.engine === 'script'}
        onMessage={props.onMessage}
        retranscribe={async (quality) => {
          const next = await studioApi.retranscribe(project.id, quality);
          // The studio shows the waiting screen until the new captions are in.
          queryClient.setQueryData<StudioProject>(
            ['studio-project', project.id],
            (p) => p && { ...p, ...next },
          );
        }}
      />
    </>
  );
}
