import { type GeneratedTexts, SHORT_MAX_CHARS, TITLE_MAX_CHARS } from '@wordreel/core';
import {
  detectLanguage,
  scoreSentences,
  splitSentences,
  termFrequencies,
  type TextLanguage,
  topKeywords,
} from './text-analysis.ts';

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

function hashtagsFrom(keywords: string[], lang: TextLanguage): string[] {
  const fallback = lang === 'hi' ? ['वीडियो', 'शॉर्ट्स', 'रील्स'] : ['video', 'shorts', 'reels'];
  const tags = [...new Set([...keywords, ...fallback])]
    .map((k) => k.replace(/[^\p{L}\p{M}\p{N}]/gu, ''))
    .filter((k) => k.length > 0 && k.length <= 24)
    .map((k) => `#${k}`);
  return tags.slice(0, 6);
}

interface Templates {
  titles: ((k: string[], lead: string) => string)[];
  intros: ((k: string[]) => string)[];
  outros: string[];
  shortLeads: ((k: string[]) => string)[];
}

const TEMPLATES: Record<TextLanguage, Templates> = {
  en: {
    titles: [
      (k) => `${capitalise(k[0] ?? 'This')}, ${k[1] ?? 'ideas'} and ${k[2] ?? 'more'}`,
      (_k, lead) => capitalise(lead),
      (k) => `All about ${k[0] ?? 'this'}: ${k[1] ?? 'the'} ${k[2] ?? 'story'}`,
      (k) => `What you should know about ${k[0] ?? 'this'}`,
      (k) => `${capitalise(k[0] ?? 'The')} ${k[1] ?? 'story'} in under a minute`,
    ],
    intros: [
      (k) => `In this video we talk about ${k.slice(0, 3).join(', ')}.`,
      (k) => `A quick look at ${k[0] ?? 'this topic'} and ${k[1] ?? 'more'}.`,
      (k) => `Everything you need to hear about ${k[0] ?? 'this topic'}, in one short clip.`,
    ],
    outros: [
      'Follow for more.',
      'Save this for later and share it with a friend.',
      'Tell us what you think in the comments.',
    ],
    shortLeads: [(k) => `${capitalise(k[0] ?? 'This')} in a nutshell:`, () => 'Watch this:', () => ''],
  },
  hi: {
    titles: [
      (k) => `${k[0] ?? 'यह'}, ${k[1] ?? 'बातें'} और ${k[2] ?? 'बहुत कुछ'}`,
      (_k, lead) => lead,
      (k) => `${k[0] ?? 'इस'} के बारे में सब कुछ`,
      (k) => `${k[0] ?? 'यह'} और ${k[1] ?? 'वह'}: ज़रूर देखें`,
      (k) => `एक मिनट में ${k[0] ?? 'पूरी'} ${k[1] ?? 'कहानी'}`,
    ],
    intros: [
      (k) => `इस वीडियो में हम ${k.slice(0, 3).join(', ')} के बारे में बात करते हैं।`,
      (k) => `${k[0] ?? 'इस विषय'} और ${k[1] ?? 'बहुत कुछ'} पर एक छोटी सी नज़र।`,
      (k) => `${k[0] ?? 'इस विषय'} के बारे में ज़रूरी बातें, एक छोटे वीडियो में।`,
    ],
    outros: ['और वीडियो के लिए फ़ॉलो करें।', 'इसे सेव करें और दोस्तों के साथ शेयर करें।', 'कमेंट में अपनी राय बताएं।'],
    shortLeads: [(k) => `${k[0] ?? 'यह'} कम शब्दों में:`, () => 'ज़रूर देखें:', () => ''],
  },
};

function pick<T>(items: T[], index: number): T {
  return items[((index % items.length) + items.length) % items.length] as T;
}

/**
 * The embedded generator: extractive, no network. Keywords by frequency (English and Hindi
 * stopwords skipped), key sentences by TF score, hashtags from the keywords; `variant` (the Regen
 * attempt) rotates templates and reshuffles sentence picks and hashtag order.
 */
export function generateBuiltinDescription(
  subtitle: string,
  variant = 0,
  lang?: TextLanguage,
): GeneratedTexts {
  const language = lang === 'hi' || detectLanguage(subtitle) === 'hi' ? 'hi' : 'en';
  const t = TEMPLATES[language];
  const random = seededRandom(variant * 7919 + 17);
  const frequencies = termFrequencies(subtitle);
  const keywords = topKeywords(frequencies, 8);
  const sentences = scoreSentences(splitSentences(subtitle), frequencies);
  const ranked = [...sentences].sort((a, b) => b.score - a.score || a.index - b.index);
  // Each attempt draws its key sentences from the strongest few, in a different order.
  const candidates = shuffle(ranked.slice(0, Math.max(3, Math.ceil(ranked.length / 3))), random);
  const lead = (candidates[0] ?? ranked[0])?.text ?? subtitle.trim();
  const tags = hashtagsFrom(shuffle(keywords.slice(0, 6), random), language);

  const titleBody = pick(t.titles, variant + Math.floor(random() * 2))(keywords, stripEnd(lead));
  const title = withHashtags(titleBody, tags.slice(0, 3), TITLE_MAX_CHARS);

  const shortLead = pick(t.shortLeads, variant)(keywords);
  const short = withHashtags(
    `${shortLead} ${ensureEnd(lead, language)}`.trim(),
    tags.slice(0, 4),
    SHORT_MAX_CHARS,
  );

  const body = candidates
    .slice(0, 4)
    .sort((a, b) => a.index - b.index)
    .map((s) => ensureEnd(capitalise(s.text), language))
    .join(' ');
  const long = withHashtags(
    [pick(t.intros, variant)(keywords), body, pick(t.outros, variant + 1)].join(' '),
    tags,
  );
  return { title, short, long };
}

function stripEnd(sentence: string): string {
  return sentence.replace(/[\s.!?।॥,;:]+$/u, '');
}

function ensureEnd(sentence: string, lang: TextLanguage): string {
  const s = sentence.trim();
  return /[.!?।॥…]$/u.test(s) ? s : `${s}${lang === 'hi' ? '।' : '.'}`;
}
