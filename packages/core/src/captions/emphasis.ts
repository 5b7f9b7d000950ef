import { z } from 'zod';
import { colourSchema } from '../style/colour.ts';
import { isKnownEmoji } from '../emoji/emoji-set.ts';
import { WORD_ID_PATTERN } from './word-ids.ts';

/**
 * Caption emphasis and layout (issue 14): how words are paged and laid out, per-word overrides, the
 * keyword highlight and the emoji. Part of the style (and so of the export payload); everything it
 * says is drawn by core's caption document (both renderers) and core's emoji plan (both renderers).
 * Words are named by their stable id (`wordId`, captions/word-ids.ts): it follows the word through text
 * edits, splits, merges, nudges and the edited timeline.
 */
export const EMPHASIS_LIMITS = {
  wordsPerPage: { min: 1, max: 8 },
  linesPerPage: { min: 1, max: 3 },
  maxCharsPerLine: { min: 6, max: 60 },
  pop: { min: 1, max: 1.5 },
  /** Most overrides of each kind kept (one per word of a long video is far below this). */
  entries: 5000,
} as const;

const wordIdSchema = z.string().regex(WORD_ID_PATTERN, {
  message: 'A word id is 1-40 letters, digits, dots, dashes or underscores',
});

export const CAPTION_SCRIPTS = ['devanagari', 'hinglish'] as const;
export type CaptionScript = (typeof CAPTION_SCRIPTS)[number];

export const emojiSchema = z
  .string()
  .max(32)
  .refine(isKnownEmoji, { message: 'Unknown emoji: pick one from the emoji list' });

export const wordOverrideSchema = z
  .object({
    wordId: wordIdSchema,
    colour: colourSchema.optional(),
    bold: z.boolean().optional(),
    hidden: z.boolean().optional(),
    /** true/false forces the keyword highlight on/off for this word; left out, the ranking decides. */
    highlight: z.boolean().optional(),
  })
  .strict();
export type WordOverride = z.infer<typeof wordOverrideSchema>;

export const pageBreakSchema = z.object({ wordId: wordIdSchema, kind: z.enum(['break', 'join']) }).strict();
export type PageBreak = z.infer<typeof pageBreakSchema>;

/** A page's emoji chosen by hand: the page holding the word `wordId` shows `emoji`, or none when null. */
export const emojiPickSchema = z.object({ wordId: wordIdSchema, emoji: emojiSchema.nullable() }).strict();
export type EmojiPick = z.infer<typeof emojiPickSchema>;

function uniqueAt(list: readonly { wordId: string }[]): boolean {
  return new Set(list.map((entry) => entry.wordId)).size === list.length;
}
const ONE_PER_WORD = { message: 'Each word (wordId) may appear only once' };

const count = (range: { min: number; max: number }) => z.number().int().min(range.min).max(range.max);

export const captionEmphasisSchema = z
  .object({
    /** Most words on a page; null keeps the time grouping alone (1200 ms pages). */
    wordsPerPage: count(EMPHASIS_LIMITS.wordsPerPage).nullable(),
    /** Most lines on a page; a longer page is split at a line break. null: no limit. */
    linesPerPage: count(EMPHASIS_LIMITS.linesPerPage).nullable(),
    /** Most characters on a line (besides the frame's width). null: only the width decides. */
    maxCharsPerLine: count(EMPHASIS_LIMITS.maxCharsPerLine).nullable(),
    /** One word at a time: every word its own page. */
    oneWord: z.boolean(),
    breaks: z.array(pageBreakSchema).max(EMPHASIS_LIMITS.entries).refine(uniqueAt, ONE_PER_WORD),
    words: z.array(wordOverrideSchema).max(EMPHASIS_LIMITS.entries).refine(uniqueAt, ONE_PER_WORD),
    /** Highlight each page's important words (keywords.ts) in `highlightColor`. */
    highlightAuto: z.boolean(),
    highlightColor: colourSchema,
    /**
     * The spoken word on a box in the active colour, its text in the text colour (ass-document.ts);
     * left out or false: the spoken word itself takes the active colour.
     */
    activeWordBox: z.boolean().optional(),
    /** Scale of highlighted words (1 = no pop). */
    highlightPop: z.number().min(EMPHASIS_LIMITS.pop.min).max(EMPHASIS_LIMITS.pop.max),
    /** Suggest emoji automatically (emoji-choice.ts). */
    emojiAuto: z.boolean(),
    emojiPlacement: z.enum(['above', 'after']),
    emojiPicks: z.array(emojiPickSchema).max(EMPHASIS_LIMITS.entries).refine(uniqueAt, ONE_PER_WORD),
    /**
     * The script Hindi captions are shown in: as recognised (Devanagari) or romanised as people type
     * it (Hinglish, text/hinglish.ts). Timing is unchanged. Left out: as recognised.
     */
    script: z.enum(CAPTION_SCRIPTS).optional(),
  })
  .strict();
export type CaptionEmphasis = z.infer<typeof captionEmphasisSchema>;
export type EmojiPlacement = CaptionEmphasis['emojiPlacement'];

/** Nothing changes from the captions as they were before emphasis: time pages, no highlight, no emoji. */
export const DEFAULT_EMPHASIS: CaptionEmphasis = {
  wordsPerPage: null,
  linesPerPage: null,
  maxCharsPerLine: null,
  oneWord: false,
  breaks: [],
  words: [],
  highlightAuto: false,
  highlightColor: '#FFD400',
  highlightPop: 1,
  emojiAuto: false,
  emojiPlacement: 'above',
  emojiPicks: [],
};
