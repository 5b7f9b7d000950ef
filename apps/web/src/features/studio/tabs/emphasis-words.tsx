import {
  captionPagesFor,
  chooseEmoji,
  emojiImageFile,
  legacyWordId,
  opaqueHex,
  searchEmoji,
  wordIdOf,
  type CaptionEmphasis,
  type CaptionList,
  type StyleSettings,
  type WordOverride,
} from '@wordreel/core';
import { useMemo, useState } from 'react';
import { StyleToggle } from './style-toggle.tsx';

interface EmphasisWordsProps {
  list: CaptionList;
  /** Index of the word being spoken, or -1: its page is the one edited. */
  activeIndex: number;
  style: StyleSettings;
  /** The export frame the pages are laid out on (the line limit splits pages by width). */
  frame: { width: number; height: number };
  onChange: (next: StyleSettings) => void;
}

/** Replaces (or, when `next` is null, removes) one entry named by its word id. */
function upsert<T extends { wordId: string }>(list: readonly T[], wordId: string, next: T | null): T[] {
  const rest = list.filter((entry) => entry.wordId !== wordId);
  return next ? [...rest, next] : rest;
}

/**
 * The current page (the one being spoken, else the first) as the export pages it: click a word to
 * toggle its highlight; for the chosen word, colour, bold, hide, break before it or join its page
 * with the previous one; and the page's emoji (pick, replace from a search, or remove).
 */
export function EmphasisWords({ list, activeIndex, style, frame, onChange }: EmphasisWordsProps) {
  const emphasis = style.emphasis;
  // The pages the preview and the export draw (core decides them once, line limit included).
  const { width, height } = frame;
  const pages = useMemo(
    () => captionPagesFor({ captions: list, style, width, height }),
    [list, style, width, height],
  );
  const emoji = useMemo(
    () => chooseEmoji(pages, { auto: emphasis.emojiAuto, picks: emphasis.emojiPicks }),
    [pages, emphasis.emojiAuto, emphasis.emojiPicks],
  );
  const active = list[activeIndex];
  const activeId = active ? wordIdOf(active) : undefined;
  const pageIndex = Math.max(
    0,
    activeId === undefined ? 0 : pages.findIndex((p) => p.tokens.some((t) => t.wordId === activeId)),
  );
  const page = pages[pageIndex];
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const results = useMemo(() => (query.trim() ? searchEmoji(query, 24) : []), [query]);
  if (!page) return null;
  const idOf = (token: (typeof page.tokens)[number]) => token.wordId ?? legacyWordId(token.fromMs);
  const chosen = page.tokens.find((t) => idOf(t) === chosenId);
  const own = (wordId: string) => emphasis.words.find((w) => w.wordId === wordId);
  const set = (next: Partial<CaptionEmphasis>) => onChange({ ...style, emphasis: { ...emphasis, ...next } });
  const setWord = (wordId: string, patch: Partial<WordOverride>) => {
    const merged: WordOverride = { ...own(wordId), ...patch, wordId };
    const meaningful = Object.entries(merged).some(([key, value]) => key !== 'wordId' && value !== undefined);
    set({ words: upsert(emphasis.words, wordId, meaningful ? merged : null) });
  };
  const pageEmoji = emoji[pageIndex] ?? null;
  const pageFile = pageEmoji ? emojiImageFile(pageEmoji) : undefined;
  const firstToken = page.tokens[0];
  const pickAt = firstToken ? idOf(firstToken) : null;
  const pick = (value: string | null) => {
    if (pickAt === null) return;
    // One pick per page: drop picks on this page's other words first.
    const inPage = new Set(page.tokens.map(idOf));
    const others = emphasis.emojiPicks.filter((p) => !inPage.has(p.wordId));
    set({ emojiPicks: upsert(others, pickAt, { wordId: pickAt, emoji: value }) });
    setQuery('');
  };

  return (
    <section className="emphasis-words" aria-label="Words of this page">
      <p className="emphasis-words-title">
        Page {pageIndex + 1} of {pages.length}: click a word to highlight it
      </p>
      <div className="emphasis-words-row">
        {page.tokens.map((token) => (
          <button
            key={idOf(token)}
            type="button"
            className="emphasis-word"
            aria-pressed={token.look?.highlight === true}
            data-chosen={idOf(token) === chosenId}
            style={token.look?.colour ? { color: token.look.colour } : undefined}
            onClick={() => {
              setChosenId(idOf(token));
              setWord(idOf(token), { highlight: !(token.look?.highlight === true) });
            }}
          >
            {token.look?.bold ? <strong>{token.text.trim()}</strong> : token.text.trim()}
          </button>
        ))}
      </div>
      {chosen && (
        <div className="emphasis-word-tools" aria-label={`Word "${chosen.text.trim()}"`}>
          <label className="style-field emphasis-colour">
            Colour
            <input
              type="color"
              value={opaqueHex(own(idOf(chosen))?.colour ?? style.fontColor)}
              onChange={(e) => setWord(idOf(chosen), { colour: e.currentTarget.value.toUpperCase() })}
            />
          </label>
          <StyleToggle
            label="Bold"
            checked={own(idOf(chosen))?.bold === true}
            onChange={(checked) => setWord(idOf(chosen), { bold: checked || undefined })}
          />
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => setWord(idOf(chosen), { hidden: true })}
          >
            Hide
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() =>
              set({ breaks: upsert(emphasis.breaks, idOf(chosen), { wordId: idOf(chosen), kind: 'break' }) })
            }
          >
            Break before
          </button>
          {pageIndex > 0 && pickAt !== null && (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() =>
                set({ breaks: upsert(emphasis.breaks, pickAt, { wordId: pickAt, kind: 'join' }) })
              }
            >
              Join with previous page
            </button>
          )}
          {own(idOf(chosen))?.colour && (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => setWord(idOf(chosen), { colour: undefined })}
            >
              Reset colour
            </button>
          )}
        </div>
      )}
      {(emphasis.breaks.length > 0 || emphasis.words.some((w) => w.hidden)) && (
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => set({ breaks: [], words: emphasis.words.map(({ hidden: _hidden, ...w }) => w) })}
        >
          Undo page breaks and hidden words
        </button>
      )}
      <div className="emphasis-emoji">
        <span>
          Emoji:{' '}
          {pageFile ? (
            <img
              className="emphasis-emoji-current"
              src={`/emoji/${pageFile}`}
              alt={pageEmoji ?? ''}
              width={28}
              height={28}
            />
          ) : (
            'none'
          )}
        </span>
        {pageEmoji && (
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => pick(null)}>
            Remove emoji
          </button>
        )}
        <input
          className="field-input"
          type="search"
          aria-label="Search emoji"
          placeholder="Search emoji (e.g. fire)"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
      </div>
      {results.length > 0 && (
        <div className="emphasis-emoji-results">
          {results.map((entry) => (
            <button
              key={entry.emoji}
              type="button"
              className="emphasis-emoji-choice"
              aria-label={`Use ${entry.keywords[0]?.replaceAll('_', ' ') ?? entry.emoji}`}
              onClick={() => pick(entry.emoji)}
            >
              <img src={`/emoji/${entry.file}.png`} alt="" width={28} height={28} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
