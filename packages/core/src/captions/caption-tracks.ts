import { z } from 'zod';
import type { CaptionItem } from '../captions.ts';
import type { CaptionPage } from './paging.ts';

/**
 * Translated caption tracks (docs/decisions/035-translated-tracks.md). A track is the project's
 * caption pages (`captionPagesFor`) translated one by one into a language: each translated page keeps
 * its source page's time span, so both renderers draw it where the source page was. The API schemas,
 * the page batching for the LLM and the check of its answer live here; the server runs the job.
 */

/** Languages the studio offers first (any BCP-47 tag a browser can name is accepted by the API). */
export const SUGGESTED_TRACK_LANGUAGES = [
  'es',
  'fr',
  'de',
  'pt-BR',
  'it',
  'nl',
  'hi',
  'ar',
  'he',
  'tr',
  'ru',
  'uk',
  'pl',
  'id',
  'vi',
  'ja',
  'ko',
  'zh-Hans',
  'en',
] as const;

const displayNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** The language's English name ("Brazilian Portuguese"), or null when the tag names no known language. */
export function trackLanguageName(tag: string): string | null {
  let canonical: string;
  try {
    canonical = Intl.getCanonicalLocales(tag)[0] ?? '';
  } catch {
    return null;
  }
  // The primary subtag must be a real 2-3 letter language code that ICU has a name for.
  const primary = /^([a-z]{2,3})(-|$)/.exec(canonical)?.[1];
  if (!primary || ['und', 'mul', 'mis', 'zxx'].includes(primary)) return null;
  const primaryName = displayNames.of(primary);
  if (!primaryName || primaryName === primary) return null;
  const name = displayNames.of(canonical);
  return name && name !== canonical ? name : null;
}

const RTL_SCRIPTS = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Mand', 'Samr']);

/** Which way the language's text runs (its likely script), for the renderers and the page's `dir`. */
export function trackDirection(tag: string): 'ltr' | 'rtl' {
  try {
    const script = new Intl.Locale(tag).maximize().script;
    return script && RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

export const BAD_TRACK_LANGUAGE =
  'Please choose a language as a BCP-47 code the app knows, e.g. "es", "pt-BR" or "ar".';

/** A BCP-47 language tag, canonicalised ("PT-br" → "pt-BR"); unknown languages are refused. */
export const trackLanguageSchema = z
  .string()
  .trim()
  .min(2, { message: BAD_TRACK_LANGUAGE })
  .max(35, { message: BAD_TRACK_LANGUAGE })
  .refine((tag) => trackLanguageName(tag) !== null, { message: BAD_TRACK_LANGUAGE })
  .transform((tag) => Intl.getCanonicalLocales(tag)[0] ?? tag);

export const createCaptionTrackBodySchema = z.object({ language: trackLanguageSchema });
export type CreateCaptionTrackBody = z.infer<typeof createCaptionTrackBodySchema>;

/** Most characters of one translated page (a page holds at most a few lines of captions). */
export const MAX_TRACK_PAGE_CHARS = 500;

/** One page of a track: the source page's id and time span, and its text in the track's language. */
export const trackPageSchema = z.object({
  id: z.string().max(20),
  startMs: z.number().int().nonnegative(),
  endMs: z.number().int().nonnegative(),
  text: z.string().min(1).max(MAX_TRACK_PAGE_CHARS),
});
export type TrackPage = z.infer<typeof trackPageSchema>;

export const captionTrackStateSchema = z.enum(['queued', 'running', 'done', 'failed']);
export type CaptionTrackState = z.infer<typeof captionTrackStateSchema>;

/** A track as the API lists it. */
export const captionTrackSchema = z.object({
  id: z.string(),
  /** BCP-47 tag, canonical. */
  language: z.string(),
  languageName: z.string(),
  direction: z.enum(['ltr', 'rtl']),
  state: captionTrackStateSchema,
  /** 0–100: share of the pages translated so far. */
  progress: z.number().min(0).max(100),
  error: z.string().nullable(),
  /** The captions were edited after the track was translated: its pages may no longer match. */
  stale: z.boolean(),
  pageCount: z.number().int().nonnegative(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type CaptionTrack = z.infer<typeof captionTrackSchema>;

export const captionTrackListSchema = z.object({
  tracks: z.array(captionTrackSchema),
  /** Whether the server has an LLM to translate with (`LLM_BASE_URL` + `LLM_MODEL`). */
  translationAvailable: z.boolean(),
});
export type CaptionTrackList = z.infer<typeof captionTrackListSchema>;

/** One track with its pages (empty until it is done). */
export const captionTrackDetailSchema = captionTrackSchema.extend({ pages: z.array(trackPageSchema) });
export type CaptionTrackDetail = z.infer<typeof captionTrackDetailSchema>;

/** A page to translate: the id the answer must name, its times and its text as shown. */
export type SourcePage = TrackPage;

/** The pages to translate, from the pages both renderers draw; ids `p1`, `p2`, … in order. */
export function sourcePagesOf(pages: readonly CaptionPage[]): SourcePage[] {
  return pages
    .map((page, i) => ({
      id: `p${i + 1}`,
      startMs: Math.round(page.startMs),
      endMs: Math.round(page.endMs),
      text: page.text.trim(),
    }))
    .filter((page) => page.text.length > 0 && page.endMs > page.startMs);
}

export interface BatchLimits {
  /** Most pages per request. */
  maxPages: number;
  /** Most source characters per request (the answer is about as long again). */
  maxChars: number;
}

export const DEFAULT_BATCH_LIMITS: BatchLimits = { maxPages: 40, maxChars: 3000 };

/** The pages in order, in runs that fit one LLM request each (every run holds at least one page). */
export function batchPages(pages: readonly SourcePage[], limits = DEFAULT_BATCH_LIMITS): SourcePage[][] {
  const batches: SourcePage[][] = [];
  let current: SourcePage[] = [];
  let chars = 0;
  for (const page of pages) {
    const full = current.length >= limits.maxPages || chars + page.text.length > limits.maxChars;
    if (current.length > 0 && full) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(page);
    chars += page.text.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** The system and user messages asking for one batch. */
export function translationPrompt(
  languageName: string,
  language: string,
  batch: readonly SourcePage[],
): { system: string; user: string } {
  const system = [
    `You translate video captions into ${languageName} (${language}).`,
    'Each caption page is shown on screen alone for a few seconds: translate it naturally and about as short,',
    'keeping its meaning; do not merge or split pages, do not add notes.',
    'Answer with one JSON object only: {"pages": [{"id": string, "text": string}]},',
    'one entry for every page id you were given, with the same ids.',
  ].join(' ');
  const user = JSON.stringify({ pages: batch.map((p) => ({ id: p.id, text: p.text })) });
  return { system, user };
}

/** Why an answer cannot be used, in words a user can act on. */
export class TranslationAnswerError extends Error {}

const answerSchema = z.object({
  pages: z.array(z.object({ id: z.string(), text: z.string() })),
});

/**
 * The translated text of every page of `batch`, from the LLM's answer text. Throws
 * `TranslationAnswerError` unless the answer is JSON naming every page id exactly once, no other, each
 * with a non-empty text of at most `MAX_TRACK_PAGE_CHARS`.
 */
export function parseTranslationAnswer(answer: string, batch: readonly SourcePage[]): Map<string, string> {
  let json: unknown;
  try {
    json = JSON.parse(answer);
  } catch {
    throw new TranslationAnswerError('the answer was not JSON');
  }
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) throw new TranslationAnswerError('the answer did not list pages with ids and texts');
  const wanted = new Set(batch.map((p) => p.id));
  const texts = new Map<string, string>();
  for (const { id, text } of parsed.data.pages) {
    if (!wanted.has(id))
      throw new TranslationAnswerError(`the answer named a page that was not asked (${id})`);
    if (texts.has(id)) throw new TranslationAnswerError(`the answer translated page ${id} twice`);
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!clean) throw new TranslationAnswerError(`the answer left page ${id} empty`);
    if (clean.length > MAX_TRACK_PAGE_CHARS)
      throw new TranslationAnswerError(`the answer for page ${id} was too long`);
    texts.set(id, clean);
  }
  const missing = batch.filter((p) => !texts.has(p.id)).map((p) => p.id);
  if (missing.length > 0)
    throw new TranslationAnswerError(
      `the answer left out ${missing.length === 1 ? 'page' : 'pages'} ${missing.slice(0, 5).join(', ')}`,
    );
  return texts;
}

/**
 * Track pages as caption pages for the layout and the caption document: one token per word (leading
 * spaces as the captions have them), all spanning the page with no spoken word, so no word is drawn
 * in the active colour (the translation has no word times).
 */
export function trackCaptionPages(pages: readonly TrackPage[]): CaptionPage[] {
  return pages.map((page) => {
    const words = page.text.trim().split(/\s+/);
    const tokens = words.map((word, i) => ({
      text: i === 0 ? word : ` ${word}`,
      fromMs: page.startMs,
      toMs: page.startMs,
    }));
    return { text: tokens.map((t) => t.text).join(''), startMs: page.startMs, endMs: page.endMs, tokens };
  });
}

/**
 * Track pages mapped through a timeline change (the edited timeline): each page is retimed the way
 * `retime` retimes caption words (kept when its middle is kept), so a track follows cuts as the
 * captions do.
 */
export function retimeTrackPages(
  pages: readonly TrackPage[],
  retime: (items: CaptionItem[]) => CaptionItem[],
): TrackPage[] {
  const byId = new Map(pages.map((p) => [p.id, p]));
  const items = pages.map((p) => ({
    text: p.text,
    startMs: p.startMs,
    endMs: p.endMs,
    confidence: 1,
    timestampMs: p.startMs,
    id: p.id,
  }));
  return retime(items).flatMap((item) => {
    const page = item.id ? byId.get(item.id) : undefined;
    return page && item.endMs > item.startMs
      ? [{ id: page.id, startMs: item.startMs, endMs: item.endMs, text: page.text }]
      : [];
  });
}
