import { FONT_METRICS } from './font-metrics.generated.ts';
import { nearestWeight, type CaptionFont } from './fonts.ts';

/** What the layout needs from a font file: its em, its Windows ascent/descent and advance widths. */
export interface FontMetrics {
  /** The family name inside the file (e.g. "Montserrat Light" for weight 300): what ASS must reference. */
  family: string;
  unitsPerEm: number;
  winAscent: number;
  winDescent: number;
  advances: Record<string, number>;
  fallback: number;
}

export function fontMetrics(font: CaptionFont, weight: number): FontMetrics {
  const metrics = FONT_METRICS[font.id]?.[nearestWeight(font, weight)];
  if (!metrics) throw new Error(`no metrics for ${font.id} ${weight}`);
  return metrics;
}

/**
 * libass sizes a font so that (usWinAscent + usWinDescent) equals the ASS Fontsize, where CSS sizes
 * the em; this turns a CSS-like pixel em into the ASS Fontsize for this font (FIELD-NOTES).
 */
export function assFontSize(metrics: FontMetrics, emPx: number): number {
  return (emPx * (metrics.winAscent + metrics.winDescent)) / metrics.unitsPerEm;
}

/** Width in pixels of `text` set at `emPx`, from advance widths (no kerning: close, and the same in both renderers' input). */
export function textWidth(metrics: FontMetrics, text: string, emPx: number): number {
  let units = 0;
  for (const ch of text) units += metrics.advances[ch] ?? metrics.fallback;
  return (units * emPx) / metrics.unitsPerEm;
}
