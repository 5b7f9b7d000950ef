import type { CaptionItem } from '../captions.ts';
import { assFontSize, fontMetrics as shippedMetrics, type FontMetrics } from '../style/font-metrics.ts';
import { HINDI_FONT, WEIGHT_VALUES, captionFont, nearestWeight, type FontId } from '../style/fonts.ts';
import { FONT_SIZES } from '../style/themes.ts';
import type { StyleSettings } from '../style/style-settings.ts';
import { escapeAssText } from './ass-escape.ts';
import { REFERENCE_HEIGHT, layoutPage, type PageLayout } from './layout.ts';
import { groupCaptionPages, type CaptionPage } from './paging.ts';

/** The page entry animation (spec section 9): 5 frames at 30 fps, scale 0.8 → 1, slide 50 → 0 px at 720. */
export const ENTRY_FRAMES = 5;
export const ENTRY_FPS = 30;
export const ENTRY_SCALE_FROM = 0.8;
export const ENTRY_SLIDE_PX = 50;
/** Stroke 4px; shadow 4px 4px 16px (offset x, y, blur radius), all at the 720 reference. */
export const STROKE_PX = 4;
export const SHADOW_OFFSET_PX = 4;
export const SHADOW_BLUR_PX = 16;
/** Newer libass's (jassub's 0.17.4) synthetic italic shear for TrueType fonts (0x5700 / 0x10000), written as `\fax`. */
export const ITALIC_SHEAR = 0.34;

export type CaptionStyle = Pick<
  StyleSettings,
  | 'fontFamily'
  | 'upperCase'
  | 'italic'
  | 'weight'
  | 'size'
  | 'xPos'
  | 'yPos'
  | 'fontColor'
  | 'activeFontColor'
  | 'fontShadowColor'
  | 'fontStrokeColor'
>;

export interface CaptionDocumentInput {
  captions: readonly CaptionItem[];
  style: CaptionStyle;
  /** The frame the document is drawn on (1080x1920 for the export; the preview uses the same). */
  width: number;
  height: number;
  fps: number;
  /** Font metrics lookup; defaults to the metrics of the shipped font files. */
  fontMetrics?: (fontId: string, weight: number) => FontMetrics;
  /**
   * Draw only this horizontal band of the frame (the export's caption canvas, see `captionBand`):
   * PlayResY becomes the band's height and positions move up by `top`. Sizes are unchanged.
   */
  band?: CaptionBand;
}

export interface CaptionBand {
  top: number;
  height: number;
}

/** #RRGGBB → ASS &HBBGGRR& (ASS stores colours blue-green-red). */
export function assColour(hex: string): string {
  const rgb = hex.replace('#', '').toUpperCase();
  return `&H${rgb.slice(4, 6)}${rgb.slice(2, 4)}${rgb.slice(0, 2)}&`;
}

/** Milliseconds → ASS h:mm:ss.cc, snapped to the frame grid so both renderers switch on the same frame. */
export function assTime(ms: number, fps: number): string {
  const frame = Math.round((ms * fps) / 1000);
  const cs = Math.floor((frame * 100) / fps);
  const h = Math.floor(cs / 360_000);
  const m = Math.floor(cs / 6000) % 60;
  const s = Math.floor(cs / 100) % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${h}:${pad(m)}:${pad(s)}.${pad(cs % 100)}`;
}

function snappedMs(ms: number, fps: number): number {
  return (Math.floor((Math.round((ms * fps) / 1000) * 100) / fps) * 10) | 0;
}

const n2 = (value: number) => String(Math.round(value * 100) / 100);

function defaultMetrics(fontId: string, weight: number): FontMetrics {
  return shippedMetrics(fontId === HINDI_FONT.id ? HINDI_FONT : captionFont(fontId as FontId), weight);
}

/** Which file family and bold flag give the wanted weight (Light files carry their own family name). */
function faceFor(metrics: FontMetrics, weight: number): { family: string; bold: boolean } {
  return { family: metrics.family, bold: weight >= WEIGHT_VALUES.bold };
}

interface Geometry {
  scale: number;
  layout: PageLayout;
}

/**
 * The override tags for one event of a page: position, plus the part of the entry animation still to
 * run `offsetMs` after the page appeared (events that split a page mid-animation continue it smoothly).
 */
function motionTags(geo: Geometry, offsetMs: number, dx: number, dy: number): string {
  const animMs = (ENTRY_FRAMES * 1000) / ENTRY_FPS;
  const x = geo.layout.x + dx;
  const y = geo.layout.y + dy;
  if (offsetMs >= animMs) return `\\an5\\pos(${n2(x)},${n2(y)})`;
  const done = offsetMs / animMs;
  const left = Math.round(animMs - offsetMs);
  const scale = 100 * (ENTRY_SCALE_FROM + (1 - ENTRY_SCALE_FROM) * done);
  const slide = ENTRY_SLIDE_PX * geo.scale * (1 - done);
  return (
    `\\an5\\move(${n2(x)},${n2(y + slide)},${n2(x)},${n2(y)},0,${left})` +
    `\\fscx${n2(scale)}\\fscy${n2(scale)}\\t(0,${left},\\fscx100\\fscy100)`
  );
}

function pageText(
  page: CaptionPage,
  layout: PageLayout,
  activeIndex: number | undefined,
  colours: { text: string; active: string } | undefined,
  faces: { main: string; hindi: string },
): string {
  return layout.lines
    .map((line) =>
      line
        .map((word) => {
          let text = escapeAssText(word.text);
          if (word.hindi) {
            const lead = text.startsWith(' ') ? ' ' : '';
            text = `${lead}{\\fn${faces.hindi}}${text.trimStart()}{\\fn${faces.main}}`;
          }
          if (colours && word.index === activeIndex) {
            text = `{\\1c${colours.active}}${text}{\\1c${colours.text}}`;
          }
          return text;
        })
        .join(''),
    )
    .join('\\N');
}

interface PlannedPage {
  page: CaptionPage;
  layout: PageLayout;
}

interface Plan {
  pages: PlannedPage[];
  scale: number;
  emPx: number;
  weight: number;
  mainMetrics: FontMetrics;
  hindiMetrics: FontMetrics;
}

function planDocument(input: CaptionDocumentInput): Plan {
  const { style, width, height } = input;
  const metricsOf = input.fontMetrics ?? defaultMetrics;
  const weight = WEIGHT_VALUES[style.weight.toLowerCase() as keyof typeof WEIGHT_VALUES];
  const font = captionFont(style.fontFamily);
  const scale = height / REFERENCE_HEIGHT;
  const emPx = FONT_SIZES[style.size] * scale;
  const pages = groupCaptionPages(input.captions).map((page) => ({
    page,
    layout: layoutPage(page, {
      fontId: style.fontFamily,
      weight,
      upperCase: style.upperCase,
      emPx,
      width,
      height,
      xPos: style.xPos,
      yPos: style.yPos,
      metrics: metricsOf,
    }),
  }));
  return {
    pages,
    scale,
    emPx,
    weight,
    mainMetrics: metricsOf(font.id, nearestWeight(font, weight)),
    hindiMetrics: metricsOf(HINDI_FONT.id, nearestWeight(HINDI_FONT, weight)),
  };
}

/**
 * The horizontal band of the frame that every caption event can touch (text, stroke, blurred shadow
 * and the entry slide, with a generous margin), in even pixels for 4:2:0 video; null without captions.
 * The export draws captions on a canvas this size instead of the whole frame: far fewer pixels to
 * clear, convert and overlay on every frame.
 */
export function captionBand(input: CaptionDocumentInput): CaptionBand | null {
  if (input.captions.length === 0) return null;
  const plan = planDocument(input);
  if (plan.pages.length === 0) return null;
  const lineHeight = assFontSize(plan.mainMetrics, plan.emPx);
  // Half a line covers accents and descenders past the line box; then stroke, shadow offset and blur.
  const margin = lineHeight / 2 + (STROKE_PX + SHADOW_OFFSET_PX + SHADOW_BLUR_PX * 1.5) * plan.scale;
  const slide = ENTRY_SLIDE_PX * plan.scale;
  let top = Infinity;
  let bottom = -Infinity;
  for (const { layout } of plan.pages) {
    top = Math.min(top, layout.y - layout.height / 2 - margin);
    bottom = Math.max(bottom, layout.y + layout.height / 2 + slide + margin);
  }
  const evenTop = Math.max(0, Math.floor(top / 2) * 2);
  const evenBottom = Math.min(input.height, Math.ceil(bottom / 2) * 2);
  return { top: evenTop, height: evenBottom - evenTop };
}

/**
 * Builds the ASS document that both the studio preview (jassub) and the export (ffmpeg libass) draw.
 * Per page: one blurred shadow event (layer 0) and one event per word interval (layer 1) with the
 * spoken word in the active colour. Line breaks come from our layout (`\N`, WrapStyle 2).
 */
export function buildCaptionDocument(input: CaptionDocumentInput): string {
  const { style, width, height, fps } = input;
  const { pages, scale, weight, mainMetrics, hindiMetrics, emPx } = planDocument(input);
  const main = faceFor(mainMetrics, weight);
  const hindi = faceFor(hindiMetrics, weight);
  const fontSize = n2(assFontSize(mainMetrics, emPx));
  const bold = main.bold ? -1 : 0;
  // Our fonts have no italic files. libass synthesises italic with a shear that changed after 0.17.1
  // (0.21 → 0.34 for TrueType): jassub's newer libass and Debian's 0.17.1 slanted Pluto differently
  // (parity SSIM 0.93). An explicit \fax draws the same slant in both.
  const slant = style.italic ? `\\fax${-ITALIC_SHEAR}` : '';
  const text = assColour(style.fontColor);
  const shadow = assColour(style.fontShadowColor);
  const stroke = assColour(style.fontStrokeColor);
  const styles = [
    // Name, Font, Size, Primary, Secondary, Outline, Back, Bold, Italic, U, S, ScX, ScY, Spacing, Angle, BorderStyle, Outline, Shadow, Align, ML, MR, MV, Enc
    `Style: Caption,${main.family},${fontSize},${text},${text},${stroke},&H00000000&,${bold},0,0,0,100,100,0,0,1,${n2(STROKE_PX * scale)},0,5,0,0,0,1`,
    `Style: Shadow,${main.family},${fontSize},${shadow},${shadow},${shadow},&H00000000&,${bold},0,0,0,100,100,0,0,1,0,0,5,0,0,0,1`,
  ];
  const events: string[] = [];
  const faces = { main: main.family, hindi: hindi.family };
  const offsetY = input.band?.top ?? 0;
  for (const { page, layout: placed } of pages) {
    const layout = { ...placed, y: placed.y - offsetY };
    const geo = { scale, layout };
    const start = snappedMs(page.startMs, fps);
    const end = snappedMs(page.endMs, fps);
    if (end <= start) continue;
    // CSS blur radius 16 px ≈ Gaussian sigma 8 px; libass's \blur takes about the same sigma.
    const shadowTags = `${motionTags(geo, 0, SHADOW_OFFSET_PX * scale, SHADOW_OFFSET_PX * scale)}${slant}\\blur${n2((SHADOW_BLUR_PX / 2) * scale)}`;
    events.push(
      `Dialogue: 0,${assTime(start, fps)},${assTime(end, fps)},Shadow,,0,0,0,,{${shadowTags}}${pageText(page, layout, undefined, undefined, faces)}`,
    );
    // Split the page wherever a word starts or ends; the word spoken at a segment's start is active.
    const cuts = new Set([start, end]);
    for (const token of page.tokens) {
      for (const t of [token.fromMs, token.toMs]) {
        const snapped = snappedMs(t, fps);
        if (snapped > start && snapped < end) cuts.add(snapped);
      }
    }
    const sortedCuts = [...cuts].sort((a, b) => a - b);
    for (let i = 0; i + 1 < sortedCuts.length; i++) {
      const from = sortedCuts[i] ?? start;
      const to = sortedCuts[i + 1] ?? end;
      const active = page.tokens.findIndex(
        (t) => snappedMs(t.fromMs, fps) <= from && from < snappedMs(t.toMs, fps),
      );
      const body = pageText(
        page,
        layout,
        active < 0 ? undefined : active,
        { text, active: assColour(style.activeFontColor) },
        faces,
      );
      events.push(
        `Dialogue: 1,${assTime(from, fps)},${assTime(to, fps)},Caption,,0,0,0,,{${motionTags(geo, from - start, 0, 0)}${slant}}${body}`,
      );
    }
  }
  return [
    '[Script Info]',
    '; Wordreel caption document: drawn by jassub in the studio and by ffmpeg libass in the export.',
    'ScriptType: v4.00+',
    `PlayResX: ${width}`,
    `PlayResY: ${input.band?.height ?? height}`,
    'WrapStyle: 2',
    'ScaledBorderAndShadow: yes',
    'YCbCr Matrix: None',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    ...styles,
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...events,
    '',
  ].join('\n');
}
