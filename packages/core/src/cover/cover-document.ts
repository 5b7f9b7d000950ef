import { assColour, assScript } from '../captions/ass-document.ts';
import { escapeAssText, escapeScriptText } from '../captions/ass-escape.ts';
import { assFontSize, fontMetrics, textWidth, type FontMetrics } from '../style/font-metrics.ts';
import { WEIGHT_VALUES, captionFont, scriptFontOf } from '../style/fonts.ts';
import { themeById } from '../style/themes.ts';
import type { CoverSpec } from './cover.ts';

/** Lines wrap at this share of the frame width. */
const COVER_LINE_SHARE = 0.88;
/** The block's edge stays this share of the shorter side inside the frame. */
const COVER_MARGIN_SHARE = 0.03;
/** Stroke width and the backdrop's padding, as shares of the em. */
const COVER_STROKE_EM = 0.07;
const COVER_PADDING_EM = 0.22;
/** The backdrop box: black at 60 % opacity. */
const BACKDROP_COLOUR = '#00000099';

export interface CoverLayout {
  lines: string[];
  emPx: number;
  /** The ASS font size (libass sizes by win ascent + descent) and the face. */
  fontSize: number;
  family: string;
  bold: boolean;
  /** The block's centre after keeping it inside the frame, in pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
}

function fontFor(spec: CoverSpec): { metrics: FontMetrics; bold: boolean } {
  const theme = themeById(spec.themeId);
  const weight = WEIGHT_VALUES[theme.weight.toLowerCase() as keyof typeof WEIGHT_VALUES];
  // Devanagari, Arabic or Hebrew text is set in its script font as a whole: the theme's Latin fonts
  // have no such glyphs.
  const font = scriptFontOf(spec.text) ?? captionFont(theme.fontFamily);
  return { metrics: fontMetrics(font, weight), bold: weight >= WEIGHT_VALUES.bold };
}

/** Greedy line filling from advance widths; our breaks are written as `\N` so libass keeps them. */
export function wrap(words: string[], fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && !fits(next)) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Where and how the cover text sits on a frame of this size. */
export function layoutCover(spec: CoverSpec, width: number, height: number): CoverLayout {
  const theme = themeById(spec.themeId);
  const { metrics, bold } = fontFor(spec);
  const short = Math.min(width, height);
  const emPx = (spec.size / 100) * short;
  const text = theme.upperCase ? spec.text.toUpperCase() : spec.text;
  const words = text.split(/\s+/).filter(Boolean);
  const maxWidth = width * COVER_LINE_SHARE;
  const lines = wrap(words, (line) => textWidth(metrics, line, emPx) <= maxWidth);
  const lineHeight = (emPx * (metrics.winAscent + metrics.winDescent)) / metrics.unitsPerEm;
  const blockWidth = Math.max(0, ...lines.map((l) => textWidth(metrics, l, emPx)));
  const blockHeight = lineHeight * lines.length;
  const margin = short * COVER_MARGIN_SHARE + emPx * COVER_PADDING_EM;
  const clamp = (centre: number, size: number, frame: number) => {
    const lo = margin + size / 2;
    const hi = frame - margin - size / 2;
    return lo > hi ? frame / 2 : Math.min(hi, Math.max(lo, centre));
  };
  return {
    lines,
    emPx,
    fontSize: assFontSize(metrics, emPx),
    family: metrics.family,
    bold,
    x: clamp((spec.x / 100) * width, blockWidth, width),
    y: clamp((spec.y / 100) * height, blockHeight, height),
    width: blockWidth,
    height: blockHeight,
  };
}

const n2 = (value: number) => String(Math.round(value * 100) / 100);

/**
 * The ASS document of a cover's text on a `width` x `height` picture: one event at time 0, drawn by
 * ffmpeg's libass with the export's font files. Empty text gives a document with no events.
 */
export function buildCoverDocument(spec: CoverSpec, width: number, height: number): string {
  const layout = layoutCover(spec, width, height);
  const text = assColour(spec.textColor);
  const stroke = spec.backdrop ? assColour(BACKDROP_COLOUR) : assColour(spec.strokeColor);
  // BorderStyle 3 draws an opaque box (the outline colour) behind each line, the outline its padding.
  const border = spec.backdrop ? 3 : 1;
  const outline = layout.emPx * (spec.backdrop ? COVER_PADDING_EM : COVER_STROKE_EM);
  const style =
    `Style: Cover,${layout.family},${n2(layout.fontSize)},${text},${text},${stroke},${stroke},` +
    `${layout.bold ? -1 : 0},0,0,0,100,100,0,0,${border},${n2(outline)},0,5,0,0,0,1`;
  // Script text: its Latin punctuation and digits in the theme's font (the script subsets lack them).
  const theme = themeById(spec.themeId);
  const latin = fontMetrics(
    captionFont(theme.fontFamily),
    WEIGHT_VALUES[theme.weight.toLowerCase() as keyof typeof WEIGHT_VALUES],
  ).family;
  const escape = scriptFontOf(spec.text)
    ? (line: string) => escapeScriptText(line, layout.family, latin)
    : escapeAssText;
  const body = layout.lines.map(escape).join('\\N');
  const rtl = scriptFontOf(spec.text)?.rtl ? '\\fe-1' : '';
  return assScript({
    note: 'Wordreel cover text: drawn by ffmpeg libass on the cover picture.',
    width,
    height,
    styles: [style],
    events: body
      ? [
          `Dialogue: 0,0:00:00.00,9:00:00.00,Cover,,0,0,0,,{\\an5\\pos(${n2(layout.x)},${n2(layout.y)})${rtl}}${body}`,
        ]
      : [],
  });
}
