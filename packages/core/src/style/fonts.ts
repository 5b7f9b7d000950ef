/**
 * The caption fonts (font-1 … font-9 of the spec) and the script fonts (Devanagari, Arabic, Hebrew). Every file lives in
 * apps/web/public/fonts/ (served at /fonts/{file}); the studio preview and the export load exactly these
 * files, never system fonts, so both renderers draw the same glyphs. `family` is the name inside the
 * file, which is what the caption document references (a test checks it with fc-scan).
 */
export const FONT_IDS = [
  'font-1',
  'font-2',
  'font-3',
  'font-4',
  'font-5',
  'font-6',
  'font-7',
  'font-8',
  'font-9',
] as const;
export type FontId = (typeof FONT_IDS)[number];

/** CSS-style weights for the spec's Light / Normal / Bold. */
export const WEIGHT_VALUES = { light: 300, normal: 400, bold: 700 } as const;

export interface CaptionFont {
  id: string;
  family: string;
  /** The @fontsource package the file comes from. */
  package: string;
  /** Weights shipped as real files; other weights use the nearest file (libass emboldens if needed). */
  weights: readonly number[];
}

export const CAPTION_FONTS: readonly (CaptionFont & { id: FontId; label: string })[] = [
  {
    id: 'font-1',
    label: 'Montserrat',
    family: 'Montserrat',
    package: 'montserrat',
    weights: [300, 400, 700],
  },
  { id: 'font-2', label: 'Bangers', family: 'Bangers', package: 'bangers', weights: [400] },
  { id: 'font-3', label: 'Poppins', family: 'Poppins', package: 'poppins', weights: [300, 400, 700] },
  { id: 'font-4', label: 'Anton', family: 'Anton', package: 'anton', weights: [400] },
  { id: 'font-5', label: 'Bebas Neue', family: 'Bebas Neue', package: 'bebas-neue', weights: [400] },
  { id: 'font-6', label: 'Roboto', family: 'Roboto', package: 'roboto', weights: [300, 400, 700] },
  { id: 'font-7', label: 'Oswald', family: 'Oswald', package: 'oswald', weights: [300, 400, 700] },
  { id: 'font-8', label: 'Archivo Black', family: 'Archivo Black', package: 'archivo-black', weights: [400] },
  { id: 'font-9', label: 'Luckiest Guy', family: 'Luckiest Guy', package: 'luckiest-guy', weights: [400] },
];

/**
 * A font for the words of one non-Latin script: a word containing a letter of `pattern` is set in it
 * (spec: "a separate Hindi font class"; right-to-left scripts likewise), whatever the caption font.
 */
export interface ScriptFont extends CaptionFont {
  id: ScriptFontId;
  /** The Unicode script, as named in `\p{Script=…}`. */
  script: 'Devanagari' | 'Arabic' | 'Hebrew';
  /** The @fontsource subset that holds the script's glyphs (and its shaping tables). */
  subset: string;
  pattern: RegExp;
  /** Written right to left. */
  rtl: boolean;
}
export const SCRIPT_FONT_IDS = ['hindi', 'arabic', 'hebrew'] as const;
export type ScriptFontId = (typeof SCRIPT_FONT_IDS)[number];

export const DEVANAGARI_PATTERN = /\p{Script=Devanagari}/u;
export const ARABIC_PATTERN = /\p{Script=Arabic}/u;
export const HEBREW_PATTERN = /\p{Script=Hebrew}/u;

/** Words containing Devanagari switch to this family (spec: "a separate Hindi font class"). */
export const HINDI_FONT: ScriptFont = {
  id: 'hindi',
  family: 'Noto Sans Devanagari',
  package: 'noto-sans-devanagari',
  weights: [300, 400, 700],
  script: 'Devanagari',
  subset: 'devanagari',
  pattern: DEVANAGARI_PATTERN,
  rtl: false,
};

/** Arabic-script words (Arabic, Persian, Urdu, …): joined, shaped and drawn right to left. */
export const ARABIC_FONT: ScriptFont = {
  id: 'arabic',
  family: 'Noto Sans Arabic',
  package: 'noto-sans-arabic',
  weights: [300, 400, 700],
  script: 'Arabic',
  subset: 'arabic',
  pattern: ARABIC_PATTERN,
  rtl: true,
};

export const HEBREW_FONT: ScriptFont = {
  id: 'hebrew',
  family: 'Noto Sans Hebrew',
  package: 'noto-sans-hebrew',
  weights: [300, 400, 700],
  script: 'Hebrew',
  subset: 'hebrew',
  pattern: HEBREW_PATTERN,
  rtl: true,
};

/** In order of precedence: a word mixing scripts takes the first that matches. */
export const SCRIPT_FONTS: readonly ScriptFont[] = [HINDI_FONT, ARABIC_FONT, HEBREW_FONT];

/** The script font a word is set in, or null for the caption font (Latin and everything else). */
export function scriptFontOf(text: string): ScriptFont | null {
  return SCRIPT_FONTS.find((font) => font.pattern.test(text)) ?? null;
}

/**
 * A script word cut into the stretches its script font draws (`own`) and the ones the caption font
 * draws: Latin letters, digits and ASCII punctuation (the script subsets carry no comma, full stop,
 * question mark or digit, and a missing glyph would fall back to whatever font each renderer finds).
 * Joiners, marks and the script's own punctuation (Arabic comma, danda) stay with the script.
 */
export function scriptRuns(text: string): { text: string; own: boolean }[] {
  const runs: { text: string; own: boolean }[] = [];
  for (const ch of text) {
    const own = !/[\u0021-\u024f]/u.test(ch);
    const last = runs.at(-1);
    if (last && last.own === own) last.text += ch;
    else runs.push({ text: ch, own });
  }
  return runs;
}

/** Whether a line of text reads right to left: its first strong letter is Arabic or Hebrew. */
export function isRtlText(text: string): boolean {
  const first = /[\p{L}]/u.exec(text)?.[0];
  return first !== undefined && (ARABIC_PATTERN.test(first) || HEBREW_PATTERN.test(first));
}

export function fontFileName(font: CaptionFont, weight: number): string {
  return `${font.package}-${weight}.ttf`;
}

/** A caption font (font-1 … font-9) or a script font, by id. */
export function fontById(id: string): CaptionFont {
  const font = SCRIPT_FONTS.find((f) => f.id === id) ?? CAPTION_FONTS.find((f) => f.id === id);
  if (!font) throw new Error(`unknown font ${id}`);
  return font;
}

export function captionFont(id: FontId): CaptionFont {
  const font = CAPTION_FONTS.find((f) => f.id === id);
  if (!font) throw new Error(`unknown font ${id}`);
  return font;
}

/** The shipped weight closest to the wanted one. */
export function nearestWeight(font: CaptionFont, weight: number): number {
  return font.weights.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best));
}

/** Every font file (name + URL path) the caption document may reference: what a renderer must load. */
export function allFontFiles(): string[] {
  return [...CAPTION_FONTS, ...SCRIPT_FONTS].flatMap((f) => f.weights.map((w) => fontFileName(f, w)));
}

/**
 * The credit line for the caption fonts, shown where the app lists credits (the studio's Style tab);
 * apps/web/public/fonts/LICENSES.md has each family's copyright.
 */
export function fontCredit(): string {
  const ofl = [...CAPTION_FONTS, ...SCRIPT_FONTS].filter((f) => f.id !== 'font-9').map((f) => f.family);
  return `Fonts: ${ofl.join(', ')} (SIL Open Font License 1.1); Luckiest Guy (Apache License 2.0).`;
}
