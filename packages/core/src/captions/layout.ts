import { fontMetrics, textWidth, assFontSize, type FontMetrics } from '../style/font-metrics.ts';
import { DEVANAGARI_PATTERN, HINDI_FONT, captionFont, type FontId } from '../style/fonts.ts';
import type { CaptionPage } from './paging.ts';

/** The studio's reference frame height: sizes, stroke, shadow and slide are given at 720 px tall. */
export const REFERENCE_HEIGHT = 720;
/** Lines never run wider than this share of the frame width. */
export const MAX_LINE_WIDTH_SHARE = 0.86;
/** Keep the caption block this share of the frame away from every edge. */
export const EDGE_MARGIN_SHARE = 0.04;

export interface LayoutFont {
  main: FontMetrics;
  hindi: FontMetrics;
}

export interface LaidOutWord {
  /** Index of the token in its page. */
  index: number;
  /** Displayed text (uppercased if asked, leading space kept except at a line start). */
  text: string;
  hindi: boolean;
}

export interface PageLayout {
  lines: LaidOutWord[][];
  /** Widest line and total height in frame pixels. */
  width: number;
  height: number;
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
}

export function layoutFonts(fontId: FontId, weight: number, metrics = defaultMetrics): LayoutFont {
  return { main: metrics(fontId, weight), hindi: metrics(HINDI_FONT.id, weight) };
}

function defaultMetrics(fontId: string, weight: number): FontMetrics {
  return fontMetrics(fontId === HINDI_FONT.id ? HINDI_FONT : captionFont(fontId as FontId), weight);
}

/**
 * Breaks a page into lines the way CSS does (fill each line, then wrap) and places the block. The
 * breaks are written into the caption document as `\N`, so both renderers use exactly these lines.
 */
export function layoutPage(page: CaptionPage, options: LayoutOptions): PageLayout {
  const fonts = layoutFonts(options.fontId, options.weight, options.metrics);
  const maxWidth = options.width * MAX_LINE_WIDTH_SHARE;
  const widthOf = (text: string, hindi: boolean) =>
    textWidth(hindi ? fonts.hindi : fonts.main, text, options.emPx);
  const lines: LaidOutWord[][] = [];
  const lineWidths: number[] = [];
  let line: LaidOutWord[] = [];
  let lineWidth = 0;
  page.tokens.forEach((token, index) => {
    const raw = options.upperCase ? token.text.toUpperCase() : token.text;
    const hindi = DEVANAGARI_PATTERN.test(raw);
    const trimmed = raw.trimStart();
    const spaced = line.length === 0 ? trimmed : ` ${trimmed}`;
    const added = widthOf(spaced, hindi);
    if (line.length > 0 && lineWidth + added > maxWidth) {
      lines.push(line);
      lineWidths.push(lineWidth);
      line = [];
      lineWidth = 0;
    }
    const text = line.length === 0 ? trimmed : ` ${trimmed}`;
    line.push({ index, text, hindi });
    lineWidth += widthOf(text, hindi);
  });
  if (line.length > 0) {
    lines.push(line);
    lineWidths.push(lineWidth);
  }
  const width = Math.max(0, ...lineWidths);
  const lineHeight = assFontSize(fonts.main, options.emPx);
  const height = lines.length * lineHeight;
  const marginX = options.width * EDGE_MARGIN_SHARE;
  const marginY = options.height * EDGE_MARGIN_SHARE;
  const clamp = (value: number, half: number, size: number, margin: number) =>
    Math.min(Math.max(value, half + margin), Math.max(half + margin, size - half - margin));
  return {
    lines,
    width,
    height,
    x: clamp((options.xPos / 100) * options.width, width / 2, options.width, marginX),
    y: clamp((options.yPos / 100) * options.height, height / 2, options.height, marginY),
  };
}
