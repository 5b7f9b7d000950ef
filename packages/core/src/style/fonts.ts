/**
 * The caption fonts (font-1 … font-9 of the spec) and the Hindi font. Every file lives in
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

/** Words containing Devanagari switch to this family (spec: "a separate Hindi font class"). */
export const HINDI_FONT: CaptionFont = {
  id: 'hindi',
  family: 'Noto Sans Devanagari',
  package: 'noto-sans-devanagari',
  weights: [300, 400, 700],
};

export const DEVANAGARI_PATTERN = /\p{Script=Devanagari}/u;

export function fontFileName(font: CaptionFont, weight: number): string {
  return `${font.package}-${weight}.ttf`;
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
  return [...CAPTION_FONTS, HINDI_FONT].flatMap((f) => f.weights.map((w) => fontFileName(f, w)));
}
