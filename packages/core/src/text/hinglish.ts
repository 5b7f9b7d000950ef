import Sanscript from '@indic-transliteration/sanscript';

/**
 * Hindi in Latin letters as people type it ("Hinglish"): `karna`, not the scholar's `karanā`. Offline:
 * sanscript (MIT, its tables inside the package) turns Devanagari into IAST; before that the silent
 * inherent vowels (schwa) are dropped by Hindi's deletion rule, after it the marks go (ā → a, ś → sh,
 * c → ch, ...). A few very common words have the spelling everyone uses (hum, mein, hain). Text that
 * is not Devanagari passes through unchanged, spaces and punctuation too.
 */

const DEVANAGARI = /[\u0900-\u097F]/u;
const NUKTA = '\u093C';
const VIRAMA = '\u094D';
/**
 * Nukta letters as sanscript reads them: one code point each. It has no working ढ़, so that is
 * written ड़ + ह (r̤h, typed "dh" like ढ).
 */
const NUKTA_LETTERS: Record<string, string> = {
  क: '\u0958',
  ख: '\u0959',
  ग: '\u095A',
  ज: '\u095B',
  ड: '\u095C',
  ढ: '\u095C\u094Dह',
  फ: '\u095E',
  य: '\u095F',
};

/** The spellings everyone uses for the most common words (the rules would give ham, men, hain...). */
const COMMON: Record<string, string> = {
  हम: 'hum',
  में: 'mein',
  मैं: 'main',
  हैं: 'hain',
  नहीं: 'nahi',
  वो: 'wo',
  वह: 'woh',
  वीडियो: 'video',
  कैप्शन: 'caption',
  फ़ोन: 'phone',
};

const isConsonant = (c: string) => /[\u0915-\u0939\u0958-\u095F]/u.test(c);
const isVowelSign = (c: string) => /[\u093E-\u094C\u0962\u0963]/u.test(c);
const isIndependentVowel = (c: string) => /[\u0904-\u0914\u0960\u0961]/u.test(c);
const isNasal = (c: string) => /[\u0901-\u0903]/u.test(c);

interface Phone {
  kind: 'C' | 'V';
  /** For a consonant: its letter (with nukta). For a vowel: true when it is the unwritten schwa. */
  letter?: string;
  schwa?: boolean;
  nasal?: boolean;
  /** Schwa dropped: a virama is written after the consonant before it. */
  dropped?: boolean;
}

/** One Devanagari word as consonants and vowels, the unwritten schwa made a vowel of its own. */
function phonesOf(word: string): Phone[] | null {
  const chars = [...word];
  const phones: Phone[] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    if (isConsonant(c)) {
      let letter = c;
      if (chars[i + 1] === NUKTA) {
        letter += NUKTA;
        i++;
      }
      phones.push({ kind: 'C', letter });
      const next = chars[i + 1];
      if (next === VIRAMA) {
        i++;
        continue;
      }
      if (next !== undefined && isVowelSign(next)) {
        phones.push({ kind: 'V', letter: next });
        i++;
      } else phones.push({ kind: 'V', schwa: true });
    } else if (isIndependentVowel(c)) phones.push({ kind: 'V', letter: c });
    else if (isNasal(c)) {
      const last = phones.at(-1);
      if (last?.kind !== 'V') return null;
      last.nasal = true;
      last.letter = (last.letter ?? '') + c;
    } else return null; // something we do not take apart: leave the word to sanscript as it is
  }
  return phones;
}

/**
 * Hindi's schwa deletion (Ohala's rule), right to left: a word's last schwa goes (kept after a
 * cluster ending in r, y or v: mitra, satya); a schwa between a vowel-consonant and a consonant-vowel
 * goes (ka-ra-nā → kar-nā), never the word's first vowel or a nasal one.
 */
function dropSchwas(phones: Phone[]): void {
  const vowels = phones.filter((p) => p.kind === 'V').length;
  const isVowel = (p: Phone | undefined) => p?.kind === 'V' && !p.dropped;
  // A nasal vowel closes its syllable like a consonant: zin-da-gi keeps its a.
  const isOpenVowel = (p: Phone | undefined) => isVowel(p) && !p?.nasal;
  const last = phones.at(-1);
  if (last?.schwa && !last.nasal && vowels >= 2) {
    const before = phones.at(-2);
    const cluster = phones.at(-3)?.kind === 'C';
    const soft = before?.letter !== undefined && ['र', 'य', 'व'].includes(before.letter);
    if (!(cluster && soft)) last.dropped = true;
  }
  const firstVowel = phones.findIndex((p) => p.kind === 'V');
  for (let i = phones.length - 2; i > firstVowel; i--) {
    const p = phones[i] as Phone;
    if (!p.schwa || p.nasal || p.dropped) continue;
    if (
      phones[i - 1]?.kind === 'C' &&
      isOpenVowel(phones[i - 2]) &&
      phones[i + 1]?.kind === 'C' &&
      isVowel(phones[i + 2])
    ) {
      p.dropped = true;
    }
  }
}

/** The word written back in Devanagari with a virama where a schwa was dropped. */
function spelled(phones: readonly Phone[]): string {
  let out = '';
  phones.forEach((p, i) => {
    if (p.kind === 'C') {
      const letter = p.letter as string;
      const base = letter.replace(NUKTA, '');
      out += letter.endsWith(NUKTA) ? (NUKTA_LETTERS[base] ?? letter) : letter;
      const next = phones[i + 1];
      if (next?.kind === 'C' || next?.dropped) out += VIRAMA;
      return;
    }
    if (p.dropped) return;
    if (p.schwa) out += p.nasal ? (p.letter ?? '') : '';
    else out += p.letter ?? '';
  });
  return out;
}

/** IAST → the letters people type. */
function casual(iast: string, monosyllable: boolean): string {
  let s = iast
    .replaceAll('r̤h', 'dh')
    .replaceAll('r̤', 'd')
    .replaceAll('k͟h', 'kh')
    .replaceAll('ġ', 'g')
    .replaceAll('ẏ', 'y')
    .replaceAll('cch', '\u0002')
    .replaceAll('ch', '\u0001')
    .replaceAll('c', 'ch')
    .replaceAll('\u0001', 'chh')
    .replaceAll('\u0002', 'cch')
    .replaceAll('ś', 'sh')
    .replaceAll('ṣ', 'sh')
    .replaceAll('ṛ', 'ri')
    .replaceAll('ṝ', 'ri')
    .replace(/ṃ(?=[pbm])/gu, 'm')
    .replaceAll('ṃ', 'n')
    .replaceAll('m̐', 'n')
    .replaceAll('~', 'n')
    .replace(/[ṅñṇ]/gu, 'n')
    .replaceAll('ṭ', 't')
    .replaceAll('ḍ', 'd')
    .replaceAll('ḥ', 'h')
    .replaceAll('ḷ', 'l');
  // A long vowel in a closed one-syllable word is doubled as people write it: aaj, baat, theek, doodh.
  if (monosyllable) {
    s = s
      .replace(/ā(?=[^aeiouāīū]+$)/u, 'aa')
      .replace(/ī(?=[^aeiouāīū]+$)/u, 'ee')
      .replace(/ū(?=[^aeiouāīū]+$)/u, 'oo');
  }
  s = s
    .replaceAll('ā', 'a')
    .replaceAll('ī', 'i')
    .replaceAll('ū', 'u')
    .replaceAll('ē', 'e')
    .replaceAll('ō', 'o');
  return s.normalize('NFD').replace(/\p{M}/gu, '');
}

/** One Devanagari word (no spaces, no punctuation) in Hinglish. */
function romaniseWord(word: string): string {
  const common = COMMON[word.normalize('NFC')];
  if (common) return common;
  const phones = phonesOf(word.normalize('NFD'));
  if (!phones) return casual(Sanscript.t(word, 'devanagari', 'iast'), false);
  dropSchwas(phones);
  const vowels = phones.filter((p) => p.kind === 'V' && !p.dropped).length;
  return casual(Sanscript.t(spelled(phones), 'devanagari', 'iast'), vowels === 1);
}

/** Text in Hinglish: each run of Devanagari letters romanised, everything else kept; danda → full stop. */
export function toHinglish(text: string): string {
  if (!DEVANAGARI.test(text)) return text;
  return text.replace(/[\u0900-\u0963\u0971-\u097F]+/gu, romaniseWord).replace(/[\u0964\u0965]+/gu, '.');
}
