import { type GeneratedTexts, SHORT_MAX_CHARS, TITLE_MAX_CHARS } from '@wordreel/core';
import {
  collapseRepeats,
  detectLanguage,
  isContentWord,
  keyPhrase,
  tokenize,
  scoreSentences,
  splitSentences,
  termFrequencies,
  type TextLanguage,
  topKeywords,
} from './text-analysis.ts';
import { englishNouns } from './parts-of-speech.ts';

/** mulberry32: a tiny seeded generator, so each attempt number gives its own stable variation. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Cuts at a word boundary so the text fits, marking the cut with an ellipsis. */
function fit(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 3 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/u, '')}…`;
}

/** Appends hashtags to a body, shortening the body (never below 3 tags) to stay within `max`. */
function withHashtags(body: string, tags: string[], max = Number.POSITIVE_INFINITY): string {
  let chosen = tags;
  const tagText = () => chosen.join(' ');
  while (chosen.length > 3 && tagText().length > max / 2) chosen = chosen.slice(0, -1);
  const room = max - tagText().length - 1;
  return `${room === Number.POSITIVE_INFINITY ? body : fit(body, room)} ${tagText()}`;
}

/** Lowercased content words of a text, for "is this word already in the title". */
function wordsOf(text: string): Set<string> {
  return new Set(tokenize(text));
}

/**
 * 3–6 hashtags: the key phrase run together (#sourdoughbread), then the keywords, leaving out any
 * word the title already says and any tag already chosen; generic ones only to reach three.
 */
function hashtagsFor(
  keywords: string[],
  frequencies: Map<string, number>,
  phrase: string | null,
  title: string,
  lang: TextLanguage,
  nounsFirst: (words: string[]) => string[],
): string[] {
  const inTitle = wordsOf(title);
  const inPhrase = new Set(phrase?.split(' ') ?? []);
  const fallback =
    lang === 'hi' ? ['वीडियो', 'शॉर्ट्स', 'रील्स', 'हिंदी'] : ['shorts', 'reels', 'video', 'explore'];
  const usable = keywords.filter((k) => !inTitle.has(k) && !inPhrase.has(k));
  // Words said more than once name the topic; a word said once only fills up to three tags.
  const repeated = nounsFirst(usable.filter((k) => (frequencies.get(k) ?? 0) > 1));
  const once = nounsFirst(usable.filter((k) => (frequencies.get(k) ?? 0) <= 1));
  const clean = (k: string) => k.replace(/[^\p{L}\p{M}\p{N}]/gu, '').toLowerCase();
  const tags: string[] = [];
  const add = (k: string, limit: number) => {
    if (tags.length < limit && k.length > 0 && k.length <= 24 && !tags.includes(k) && !inTitle.has(k)) {
      tags.push(k);
    }
  };
  for (const k of [phrase?.replace(/\s+/g, '') ?? '', ...repeated].map(clean)) add(k, 6);
  for (const k of once.map(clean)) add(k, 3);
  for (const k of fallback) add(k, 3);
  return tags.map((k) => `#${k}`);
}

/** "a", "a and b", "a, b and c" (Hindi: और). */
function listOf(items: string[], lang: TextLanguage): string {
  const and = lang === 'hi' ? 'और' : 'and';
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1] ?? ''}`;
}

type TitleTemplate = (subject: string, other: string | null, lead: string) => string | null;

interface Templates {
  titles: TitleTemplate[];
  intros: ((subject: string, others: string[]) => string)[];
  outros: string[];
  shortLeads: ((subject: string) => string)[];
}

const TEMPLATES: Record<TextLanguage, Templates> = {
  en: {
    titles: [
      (_s, _o, lead) => lead,
      (s) => `A quick guide to ${s}`,
      (s, o) => (o ? `${capitalise(s)} and ${o}: what you need to know` : null),
      (s) => `Everything about ${s} in one minute`,
      (s) => `Why ${s} is worth your time`,
      (s) => `My take on ${s}`,
    ],
    intros: [
      (s, o) => `In this video I talk about ${listOf([s, ...o.slice(0, 2)], 'en')}.`,
      (s) => `A quick look at ${s}.`,
      (s) => `Everything you need to hear about ${s}, in one short clip.`,
    ],
    outros: [
      'Follow for more.',
      'Save this for later and share it with a friend.',
      'Tell me what you think in the comments.',
    ],
    shortLeads: [(s) => `${capitalise(s)} in a nutshell:`, () => 'Watch this:', () => ''],
  },
  hi: {
    titles: [
      (_s, _o, lead) => lead,
      (s) => `${s} के बारे में ज़रूरी बातें`,
      (s, o) => (o ? `${s} और ${o}: पूरी जानकारी` : null),
      (s) => `एक मिनट में ${s}`,
      (s) => `${s} पर मेरी राय`,
    ],
    intros: [
      (s, o) => `इस वीडियो में ${listOf([s, ...o.slice(0, 2)], 'hi')} के बारे में बात होती है।`,
      (s) => `${s} पर एक छोटी सी नज़र।`,
      (s) => `${s} के बारे में ज़रूरी बातें, एक छोटे वीडियो में।`,
    ],
    outros: ['और वीडियो के लिए फ़ॉलो करें।', 'इसे सेव करें और दोस्तों के साथ शेयर करें।', 'कमेंट में अपनी राय बताएं।'],
    shortLeads: [(s) => `${s} कम शब्दों में:`, () => 'ज़रूर देखें:', () => ''],
  },
};

function pick<T>(items: T[], index: number): T {
  return items[((index % items.length) + items.length) % items.length] as T;
}

const TITLE_MAX_WORDS = 9;
const OPENING_FILLERS = new Set(['so', 'and', 'but', 'um', 'uh', 'okay', 'ok', 'well', 'now', 'तो', 'और']);

/**
 * A sentence as a title: at most `max` characters, cut at a word, never ending on a filler word
 * ("…bread at home and" → "…bread at home"), no closing full stop; null when too short to stand alone.
 */
function titlePhrase(sentence: string, max: number): string | null {
  const words = stripEnd(sentence).split(' ').filter(Boolean);
  // A title is short: a spoken run-on is cut to its first words, and an opening "so", "and" goes.
  words.splice(TITLE_MAX_WORDS);
  while (words.length > 0 && OPENING_FILLERS.has(words[0]?.toLowerCase() ?? '')) words.shift();
  while (words.join(' ').length > max) words.pop();
  while (words.length > 0 && !isContentWord(words[words.length - 1] ?? '')) words.pop();
  if (words.length < 3) return null;
  return capitalise(stripEnd(words.join(' ')));
}

/**
 * The embedded generator: extractive, no network. The recogniser's stutter is removed first; then
 * keywords by frequency (English and Hindi stopwords skipped; English nouns before other words), the key phrase (the most repeated pair
 * of content words, e.g. "sourdough bread"), key sentences by TF score. The title is a phrase: the key
 * sentence, or a sentence built around the key phrase; hashtags come from the keywords the title does
 * not already say. `variant` (the Regen attempt) rotates the templates and the sentence picks.
 */
export function generateBuiltinDescription(
  subtitle: string,
  variant = 0,
  lang?: TextLanguage,
): GeneratedTexts {
  const spoken = collapseRepeats(subtitle);
  const language = lang === 'hi' || detectLanguage(spoken) === 'hi' ? 'hi' : 'en';
  // Recognisers write the English pronoun in lower case ("i think", "i'm").
  const text = language === 'en' ? spoken.replace(/(^|\s)i(?=$|\s|['’])/g, '$1I') : spoken;
  const t = TEMPLATES[language];
  const random = seededRandom(variant * 7919 + 17);
  const frequencies = termFrequencies(text);
  // English: nouns name a topic; a verb ("consider") makes a poor subject or hashtag. Frequency order
  // is kept among the nouns and among the rest.
  const nouns = language === 'en' ? englishNouns(text) : null;
  const nounsFirst = (words: string[]) =>
    nouns ? [...words.filter((w) => nouns.has(w)), ...words.filter((w) => !nouns.has(w))] : words;
  const keywords = nounsFirst(topKeywords(frequencies, 8));
  const phrase = keyPhrase(text);
  const subject = phrase ?? keywords[0] ?? (language === 'hi' ? 'यह वीडियो' : 'this video');
  // Other topics: keywords said more than once that the subject does not already name.
  const others = keywords.filter((k) => !subject.split(' ').includes(k) && (frequencies.get(k) ?? 0) > 1);
  const sentences = scoreSentences(splitSentences(text), frequencies);
  const ranked = [...sentences].sort((a, b) => b.score - a.score || a.index - b.index);
  // Each attempt draws its key sentences from the strongest few, in a different order.
  const candidates = shuffle(ranked.slice(0, Math.max(3, Math.ceil(ranked.length / 3))), random);
  const lead = (candidates[0] ?? ranked[0])?.text ?? text.trim();

  const leadTitle = titlePhrase(lead, TITLE_MAX_CHARS);
  let title: string | null = null;
  for (let step = 0; step < t.titles.length && !title; step++) {
    const made = pick(t.titles, variant + step)(subject, others[0] ?? null, leadTitle ?? '');
    if (made && made.length <= TITLE_MAX_CHARS) title = made;
  }
  title = fit(title || capitalise(subject), TITLE_MAX_CHARS);
  const tags = hashtagsFor(keywords, frequencies, phrase, title, language, nounsFirst);

  const shortLead = pick(t.shortLeads, variant)(subject);
  const short = withHashtags(
    `${shortLead} ${ensureEnd(capitalise(lead), language)}`.trim(),
    tags.slice(0, 4),
    SHORT_MAX_CHARS,
  );

  const body = candidates
    .slice(0, 4)
    .sort((a, b) => a.index - b.index)
    .map((s) => ensureEnd(capitalise(s.text), language))
    .join(' ');
  const long = withHashtags(
    [pick(t.intros, variant)(subject, others), body, pick(t.outros, variant + 1)].join(' '),
    tags,
  );
  return { title, short, long };
}

function stripEnd(sentence: string): string {
  return sentence.replace(/[\s.!?।॥,;:]+$/u, '');
}

/** A sentence with its closing mark; a recogniser chunk cut mid-sentence loses its dangling filler words. */
function ensureEnd(sentence: string, lang: TextLanguage): string {
  const s = sentence.trim();
  if (/[.!?।॥…]$/u.test(s)) return s;
  const words = s.split(' ');
  while (words.length > 1 && !isContentWord(words[words.length - 1] ?? '')) words.pop();
  return `${stripEnd(words.join(' '))}${lang === 'hi' ? '।' : '.'}`;
}
