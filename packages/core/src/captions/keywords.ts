/**
 * Which words of a caption page matter most, ranked offline by simple rules: numbers, names
 * (capitalised inside a sentence), long content words; function words never. Hindi (Devanagari)
 * words use a Hindi stop list and their length in letters. Chosen over a tagger (wink-nlp's English
 * model): the same ranking has to run in the studio and on the server, and these rules need no
 * model in the studio's bundle while picking the words a tagger's noun/number tags would.
 */

const ENGLISH_STOPWORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each few for from further had has have ' +
    'having he her here hers herself him himself his how i if in into is it its itself just let like me ' +
    'more most my myself no nor not now of off on once only or other our ours ourselves out over own ' +
    'really right same she should so some such than that the their theirs them themselves then there these ' +
    'they this those through to too under until up very was we were what when where which while who whom ' +
    'why will with would you your yours yourself yourselves gonna wanna gotta yeah okay ok um uh oh ' +
    "i'm it's don't that's you're we're they're can't won't didn't isn't there's i've i'll i'd"
  ).split(' '),
);

const HINDI_STOPWORDS = new Set(
  (
    'है हैं था थे थी हो होता होती होते का की के को में से पर और या भी तो ही ने यह वह ये वो इस उस एक ' +
    'कि जो तक लिए साथ कर करना करते करता रहा रहे रही गया गई गए नहीं हम मैं तुम आप उन इन अब जब तब'
  ).split(' '),
);

const NUMBER_WORDS = new Set(
  'zero one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred thousand million billion first second third half double triple'.split(
    ' ',
  ),
);

const DEVANAGARI = /[\u0900-\u097F]/u;

/** The word without its punctuation, lower case (what the rules and the emoji table compare). */
export function bareWord(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/** A function word (English or Hindi) that is never highlighted nor calls an emoji. */
export function isStopword(bare: string): boolean {
  return ENGLISH_STOPWORDS.has(bare) || HINDI_STOPWORDS.has(bare);
}

/** A word's importance on its page (0: never highlighted). `sentenceStart`: first word of a sentence. */
export function keywordScore(text: string, sentenceStart: boolean): number {
  const bare = bareWord(text);
  if (bare.length === 0) return 0;
  const trimmed = text.trim();
  if (/\d/u.test(bare) || /^[$€£₹]/u.test(trimmed) || /%$/u.test(trimmed)) return 10;
  if (NUMBER_WORDS.has(bare)) return 6;
  if (DEVANAGARI.test(bare)) {
    if (HINDI_STOPWORDS.has(bare)) return 0;
    const letters = [...bare.replace(/[\u093E-\u094D\u0900-\u0903]/gu, '')].length;
    return letters >= 3 ? 2 + letters / 4 : 0;
  }
  if (ENGLISH_STOPWORDS.has(bare) || ENGLISH_STOPWORDS.has(bare.replace(/[’]/gu, "'"))) return 0;
  const letter = trimmed.replace(/^[^\p{L}]+/u, '');
  const capitalised = /^\p{Lu}/u.test(letter) && !/^\p{Lu}+$/u.test(letter.slice(0, 2));
  if (capitalised && !sentenceStart && bare.length >= 2) return 8;
  if (bare.length >= 6) return 2 + bare.length / 4;
  if (bare.length >= 4) return 1 + bare.length / 8;
  return 0;
}

/** A word scores at least this to count as important. */
const MIN_SCORE = 2.5;

/**
 * The indices of a page's important words: the best one, and a second on pages of six words or more.
 * `previous` is the text before the page (to tell a sentence start).
 */
export function rankKeywords(words: readonly string[], previous = ''): number[] {
  let last = previous.trim();
  const scored = words.map((text, index) => {
    const sentenceStart = last === '' || /[.!?…।]$/u.test(last);
    last = text.trim();
    return { index, score: keywordScore(text, sentenceStart) };
  });
  const keep = words.length >= 6 ? 2 : 1;
  return scored
    .filter((s) => s.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, keep)
    .map((s) => s.index)
    .sort((a, b) => a - b);
}
