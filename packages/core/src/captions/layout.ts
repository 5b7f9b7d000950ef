import { fontMetrics, textWidth, assFontSize, type FontMetrics } from '../style/font-metrics.ts';
import {
  SCRIPT_FONTS,
  fontById,
  isRtlText,
  scriptFontOf,
  scriptRuns,
  type FontId,
  type ScriptFontId,
} from '../style/fonts.ts';
import { balancedLineStarts } from './line-breaks.ts';
import type { CaptionPage } from './paging.ts';

/** The studio's reference frame height: sizes, stroke, shadow and slide are given at 720 px tall. */
export const REFERENCE_HEIGHT = 720;
/** Lines never run wider than this share of the frame width. */
export const MAX_LINE_WIDTH_SHARE = 0.86;
/** Keep the caption block this share of the frame away from every edge. */
export const EDGE_MARGIN_SHARE = 0.04;

export interface LayoutFont {
  main: FontMetrics;
  /** The metrics of each script font (Devanagari, Arabic, Hebrew) at the same weight. */
  scripts: Record<ScriptFontId, FontMetrics>;
}

export interface LaidOutWord {
  /** Index of the token in its page. */
  index: number;
  /** Displayed text (uppercased if asked, leading space kept except at a line start). */
  text: string;
  /** The script font the word is set in (it holds Devanagari, Arabic or Hebrew letters); null: the caption font. */
  script: ScriptFontId | null;
  /** Scale of the word (the highlight's pop), 1 for most words. */
  scale: number;
  bold: boolean;
}

export interface PageLayout {
  lines: LaidOutWord[][];
  /** Each line's width and height in frame pixels. */
  lineWidths: number[];
  lineHeights: number[];
  /** Widest line and total height in frame pixels. */
  width: number;
  height: number;
  /** The page reads right to left (its first letter is Arabic or Hebrew): its last word ends on the left. */
  rtl: boolean;
  /** Centre of the block in frame pixels (the ASS `\an5` anchor). */
  x: number;
  y: number;
}

export interface LayoutOptions {
  fontId: FontId;
  weight: number;
  upperCase: boolean;
  /** CSS pixel em in the output frame. */
  emPx: number;
  width: number;
  height: number;
  xPos: number;
  yPos: number;
  metrics?: (fontId: string, weight: number) => FontMetrics;
  /** Most characters on a line (the emphasis setting); the frame's width always limits too. */
  maxCharsPerLine?: number | null;
  /** Scale of highlighted words. */
  pop?: number;
}

/** The weight a bold word is set in (the font's nearest file decides the face). */
export const BOLD_WEIGHT = 700;

export function layoutFonts(fontId: FontId, weight: number, metrics = defaultMetrics): LayoutFont {
  const scripts = Object.fromEntries(SCRIPT_FONTS.map((f) => [f.id, metrics(f.id, weight)]));
  return { main: metrics(fontId, weight), scripts: scripts as Record<ScriptFontId, FontMetrics> };
}

function defaultMetrics(fontId: string, weight: number): FontMetrics {
  return fontMetrics(fontById(fontId), weight);
}

/**
 * Breaks a page into balanced lines (line-breaks.ts) and places the block. The breaks are written into
 * the caption document as `\N`, so both renderers use exactly these lines.
 */
export function layoutPage(page: CaptionPage, options: LayoutOptions): PageLayout {
  const fonts = layoutFonts(options.fontId, options.weight, options.metrics);
  const boldFonts = layoutFonts(options.fontId, Math.max(options.weight, BOLD_WEIGHT), options.metrics);
  const maxWidth = options.width * MAX_LINE_WIDTH_SHARE;
  const maxChars = options.maxCharsPerLine ?? Infinity;
  const lineHeight = assFontSize(fonts.main, options.emPx);
  const widthOf = (word: Omit<LaidOutWord, 'index'>) => {
    const set = word.bold ? boldFonts : fonts;
    if (!word.script) return textWidth(set.main, word.text, options.emPx) * word.scale;
    const script = set.scripts[word.script];
    const width = scriptRuns(word.text).reduce(
      (sum, run) => sum + textWidth(run.own ? script : set.main, run.text, options.emPx),
      0,
    );
    return width * word.scale;
  };
  const words = page.tokens.map((token, index) => {
    const raw = options.upperCase ? token.text.toUpperCase() : token.text;
    const trimmed = raw.trimStart();
    const look = {
      script: scriptFontOf(raw)?.id ?? null,
      scale: token.look?.highlight ? (options.pop ?? 1) : 1,
      bold: token.look?.bold === true,
    };
    const alone = { index, text: trimmed, ...look };
    const after = { index, text: ` ${trimmed}`, ...look };
    return {
      alone,
      after,
      breakable: { alone: widthOf(alone), after: widthOf(after), chars: [...trimmed].length },
    };
  });
  const starts = balancedLineStarts(
    words.map((w) => w.breakable),
    maxWidth,
    maxChars,
  );
  const lineWords = starts.map((start, i) => words.slice(start, starts[i + 1] ?? words.length));
  const lines = lineWords.map((line) => line.map((w, k) => (k === 0 ? w.alone : w.after)));
  const lineWidths = lineWords.map((line) =>
    line.reduce((sum, w, k) => sum + (k === 0 ? w.breakable.alone : w.breakable.after), 0),
  );
  const lineHeights = lines.map((line) => lineHeight * Math.max(1, ...line.map((w) => w.scale)));
  const width = Math.max(0, ...lineWidths);
  const height = lineHeights.reduce((a, b) => a + b, 0);
  const marginX = options.width * EDGE_MARGIN_SHARE;
  const marginY = options.height * EDGE_MARGIN_SHARE;
  const clamp = (value: number, half: number, size: number, margin: number) =>
    Math.min(Math.max(value, half + margin), Math.max(half + margin, size - half - margin));
  return {
    lines,
    lineWidths,
    lineHeights,
    width,
    height,
    rtl: isRtlText(page.text),
    x: clamp((options.xPos / 100) * options.width, width / 2, options.width, marginX),
    y: clamp((options.yPos / 100) * options.height, height / 2, options.height, marginY),
  };
}
