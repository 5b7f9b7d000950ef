import {
  chooseEmoji,
  emojiImageFile,
  opaqueHex,
  pageCaptions,
  searchEmoji,
  type CaptionEmphasis,
  type CaptionList,
  type StyleSettings,
  type WordOverride,
} from '@wordreel/core';
import { useMemo, useState } from 'react';

interface EmphasisWordsProps {
  list: CaptionList;
  /** Index of the word being spoken, or -1: its page is the one edited. */
  activeIndex: number;
  style: StyleSettings;
  onChange: (next: StyleSettings) => void;
}

/** Replaces (or, when `patch` leaves nothing set, removes) one entry named by atMs. */
function upsert<T extends { atMs: number }>(list: readonly T[], atMs: number, next: T | null): T[] {
  const rest = list.filter((entry) => entry.atMs !== atMs);
  return next ? [...rest, next].sort((a, b) => a.atMs - b.atMs) : rest;
}

/**
 * The current page (the one being spoken, else the first) as the export pages it: click a word to
 * toggle its highlight; for the chosen word, colour, bold, hide, break before it or join its page
 * with the previous one; and the page's emoji (pick, replace from a search, or remove).
 */
export function EmphasisWords({ list, activeIndex, style, onChange }: EmphasisWordsProps) {
  const emphasis = style.emphasis;
  const pages = useMemo(() => pageCaptions(list, emphasis), [list, emphasis]);
  const emoji = useMemo(
    () => chooseEmoji(pages, { auto: emphasis.emojiAuto, picks: emphasis.emojiPicks }),
    [pages, emphasis.emojiAuto, emphasis.emojiPicks],
  );
  const activeMs = list[activeIndex]?.startMs;
  const pageIndex = Math.max(
    0,
    activeMs === undefined ? 0 : pages.findIndex((p) => p.tokens.some((t) => t.fromMs === activeMs)),
  );
  const page = pages[pageIndex];
  const [chosenMs, setChosenMs] = useState<number | null>(null);
  const [query, setQuery] = useState('');
  const results = useMemo(() => (query.trim() ? searchEmoji(query, 24) : []), [query]);
  if (!page) return null;
  const chosen = page.tokens.find((t) => t.fromMs === chosenMs);
  const own = (atMs: number) => emphasis.words.find((w) => w.atMs === atMs);
  const set = (next: Partial<CaptionEmphasis>) => onChange({ ...style, emphasis: { ...emphasis, ...next } });
  const setWord = (atMs: number, patch: Partial<WordOverride>) => {
    const merged: WordOverride = { ...own(atMs), ...patch, atMs };
    const meaningful = Object.entries(merged).some(([key, value]) => key !== 'atMs' && value !== undefined);
    set({ words: upsert(emphasis.words, atMs, meaningful ? merged : null) });
  };
  const pageEmoji = emoji[pageIndex] ?? null;
  const pageFile = pageEmoji ? emojiImageFile(pageEmoji) : undefined;
  const pickAt = page.tokens[0]?.fromMs ?? page.startMs;
  const pick = (value: string | null) => {
    // One pick per page: drop picks on this page's other words first.
    const inPage = new Set(page.tokens.map((t) => t.fromMs));
    const others = emphasis.emojiPicks.filter((p) => !inPage.has(p.atMs));
    set({ emojiPicks: upsert(others, pickAt, { atMs: pickAt, emoji: value }) });
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
            key={token.fromMs}
            type="button"
            className="emphasis-word"
            aria-pressed={token.look?.highlight === true}
            data-chosen={token.fromMs === chosenMs}
            style={token.look?.colour ? { color: token.look.colour } : undefined}
            onClick={() => {
              setChosenMs(token.fromMs);
              setWord(token.fromMs, { highlight: !(token.look?.highlight === true) });
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
              value={opaqueHex(own(chosen.fromMs)?.colour ?? style.fontColor)}
              onChange={(e) => setWord(chosen.fromMs, { colour: e.currentTarget.value.toUpperCase() })}
            />
          </label>
          <label className="style-toggle">
            <input
              type="checkbox"
              checked={own(chosen.fromMs)?.bold === true}
              onChange={(e) => setWord(chosen.fromMs, { bold: e.currentTarget.checked || undefined })}
            />
            Bold
          </label>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => setWord(chosen.fromMs, { hidden: true })}
          >
            Hide
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() =>
              set({ breaks: upsert(emphasis.breaks, chosen.fromMs, { atMs: chosen.fromMs, kind: 'break' }) })
            }
          >
            Break before
          </button>
          {pageIndex > 0 && (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() =>
                set({ breaks: upsert(emphasis.breaks, page.startMs, { atMs: page.startMs, kind: 'join' }) })
              }
            >
              Join with previous page
            </button>
          )}
          {own(chosen.fromMs)?.colour && (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => setWord(chosen.fromMs, { colour: undefined })}
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
