import type { CaptionItem } from '../captions.ts';
import { assFontSize, fontMetrics as shippedMetrics, type FontMetrics } from '../style/font-metrics.ts';
import {
  SCRIPT_FONTS,
  WEIGHT_VALUES,
  captionFont,
  fontById,
  nearestWeight,
  scriptRuns,
  type ScriptFontId,
} from '../style/fonts.ts';
import { FONT_SIZES } from '../style/themes.ts';
import { colourAlpha } from '../style/colour.ts';
import type { StyleSettings } from '../style/style-settings.ts';
import { escapeAssText } from './ass-escape.ts';
import { BOLD_WEIGHT, REFERENCE_HEIGHT, layoutPage, type LayoutOptions, type PageLayout } from './layout.ts';
import type { CaptionPage } from './paging.ts';
import { DEFAULT_EMPHASIS, type CaptionEmphasis } from './emphasis.ts';
import { pageCaptions, splitPageAtLine } from './page-rules.ts';
import { chooseEmoji } from '../emoji/emoji-choice.ts';
import { emojiBox, emojiEntryPosition, type EmojiBox } from '../emoji/emoji-layout.ts';
import { emojiImageFile } from '../emoji/emoji-set.ts';
import { toHinglish } from '../text/hinglish.ts';
import { trackCaptionPages, type TrackPage } from './caption-tracks.ts';

/** The page entry animation (spec section 9): 5 frames at 30 fps, scale 0.8 → 1, slide 50 → 0 px at 720. */
export const ENTRY_FRAMES = 5;
export const ENTRY_FPS = 30;
export const ENTRY_SCALE_FROM = 0.8;
export const ENTRY_SLIDE_PX = 50;
/** Stroke 4px; shadow 4px 4px 16px (offset x, y, blur radius), all at the 720 reference. */
export const STROKE_PX = 4;
export const SHADOW_OFFSET_PX = 4;
export const SHADOW_BLUR_PX = 16;
/**
 * The active-word box's padding beyond the word's letters, in ems: libass draws a BorderStyle 3 box
 * round each glyph's advance and the font's ascent and descent, grown by the border on each side.
 */
export const WORD_BOX_PAD_X_EM = 0.16;
export const WORD_BOX_PAD_Y_EM = 0.02;
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
> & {
  /** Paging, per-word looks, highlight and emoji; left out, none of them (the captions as before). */
  emphasis?: CaptionEmphasis;
};

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
  /**
   * A translated caption track's pages (captions/caption-tracks.ts): drawn instead of the captions'
   * own pages, each over its source page's time span, in the same style (no spoken-word colour).
   */
  trackPages?: readonly TrackPage[];
}

export interface CaptionBand {
  top: number;
  height: number;
}

/** What an ASS script holds besides its fixed sections: see `assScript`. */
export interface AssScriptParts {
  /** A comment line naming what the script is and who draws it. */
  note: string;
  width: number;
  height: number;
  /** `Style:` lines. */
  styles: readonly string[];
  /** `Dialogue:` lines. */
  events: readonly string[];
}

/**
 * The one script layout every Wordreel document uses (captions, cover text, hook title), so jassub
 * and libass read them alike: wrapping by our own line breaks only (WrapStyle 2), borders scaled with
 * PlayRes, and no colour-matrix conversion (YCbCr Matrix: None keeps the colours as written).
 */
export function assScript({ note, width, height, styles, events }: AssScriptParts): string {
  return [
    '[Script Info]',
    `; ${note}`,
    'ScriptType: v4.00+',
    `PlayResX: ${width}`,
    `PlayResY: ${height}`,
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

/**
 * #RRGGBB → ASS &HBBGGRR& (ASS stores colours blue-green-red); #RRGGBBAA → &HTTBBGGRR& where TT is
 * the transparency (ASS counts 00 as opaque, CSS alpha counts FF as opaque).
 */
export function assColour(hex: string): string {
  const rgb = hex.replace('#', '').toUpperCase();
  const bgr = `${rgb.slice(4, 6)}${rgb.slice(2, 4)}${rgb.slice(0, 2)}`;
  return rgb.length === 8 ? `&H${assAlphaByte(hex)}${bgr}&` : `&H${bgr}&`;
}

function assAlphaByte(hex: string): string {
  return (255 - colourAlpha(hex)).toString(16).padStart(2, '0').toUpperCase();
}

/** An override that sets the primary colour (and its transparency when either colour has one). */
function primaryOverride(hex: string, withAlpha: boolean): string {
  const rgb = assColour(hex.slice(0, 7));
  return withAlpha ? `\\1c${rgb}\\1a&H${assAlphaByte(hex)}&` : `\\1c${rgb}`;
}

/** The frame a time falls on (times are snapped to the frame grid so both renderers switch together). */
export function frameAt(ms: number, fps: number): number {
  return Math.round((ms * fps) / 1000);
}

/** The centisecond an event starting (or ending) on `frame` is written at: see `assFrameTime`. */
function frameCs(frame: number, fps: number): number {
  return Math.max(0, Math.ceil((frame * 100) / fps) - 1);
}

/**
 * The ASS time (h:mm:ss.cc) for an event that starts or ends on `frame`: the last centisecond before
 * the frame's instant. ffmpeg's `ass` filter gives libass pts × time_base × 1000 truncated to whole
 * ms, which lands 1 ms early on some frames (frame 111 at 1/30 s is 3699.99… → 3699): an event written
 * at exactly 3.70 would show a frame late there. Just under the instant (and above the previous
 * frame's, while fps < 100) every renderer switches on the intended frame.
 */
export function assFrameTime(frame: number, fps: number): string {
  const cs = frameCs(frame, fps);
  const h = Math.floor(cs / 360_000);
  const m = Math.floor(cs / 6000) % 60;
  const s = Math.floor(cs / 100) % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${h}:${pad(m)}:${pad(s)}.${pad(cs % 100)}`;
}

/** How far (ms) an event's own clock is ahead of its first frame's instant (see `assFrameTime`). */
function clockLeadMs(frame: number, fps: number): number {
  return Math.round((frame * 1000) / fps - frameCs(frame, fps) * 10);
}

const n2 = (value: number) => String(Math.round(value * 100) / 100);

function defaultMetrics(fontId: string, weight: number): FontMetrics {
  return shippedMetrics(fontById(fontId), weight);
}

/** Which file family and bold flag give the wanted weight (Light files carry their own family name). */
function faceFor(metrics: FontMetrics, weight: number): { family: string; bold: boolean } {
  return { family: metrics.family, bold: weight >= WEIGHT_VALUES.bold };
}

interface Geometry {
  scale: number;
  layout: PageLayout;
}

/** Where an event sits in the page's entry animation, in frames of the document. */
interface EventTiming {
  /** The event's first frame, and how many frames after the page appeared that is. */
  frame: number;
  offsetFrames: number;
  fps: number;
}

/** The entry animation's length in ms (5 frames at 30 fps, whatever the document's frame rate). */
const ENTRY_MS = (ENTRY_FRAMES * 1000) / ENTRY_FPS;

/**
 * How many frames after an event's first one its picture can still change: the entry animation's
 * remaining frames plus one, because libass's ms clock may leave the last one a hair short of the end.
 */
function movingFrames(timing: EventTiming): number {
  const left = Math.ceil((ENTRY_FRAMES * timing.fps) / ENTRY_FPS - timing.offsetFrames);
  return left > 0 ? left + 1 : 0;
}

/**
 * The override tags for one event of a page: position, plus the part of the entry animation still to
 * run when the event starts (events that split a page mid-animation continue it smoothly). Animation
 * times are shifted by the event's clock lead so the motion lines up with the frames exactly.
 */
function motionTags(geo: Geometry, timing: EventTiming, dx: number, dy: number): string {
  const offsetMs = (timing.offsetFrames * 1000) / timing.fps;
  const x = geo.layout.x + dx;
  const y = geo.layout.y + dy;
  if (offsetMs >= ENTRY_MS) return `\\an5\\pos(${n2(x)},${n2(y)})`;
  const done = offsetMs / ENTRY_MS;
  const from = clockLeadMs(timing.frame, timing.fps);
  const to = from + Math.round(ENTRY_MS - offsetMs);
  const slide = ENTRY_SLIDE_PX * geo.scale * (1 - done);
  return `\\an5\\move(${n2(x)},${n2(y + slide)},${n2(x)},${n2(y)},${from},${to})` + scaleTags(timing, 1);
}

/**
 * Sets the text's scale to `factor` (a highlighted word's pop, or 1 to end it) together with the part
 * of the entry animation still to run, so a scaled word enters with the rest of its page.
 */
function scaleTags(timing: EventTiming, factor: number): string {
  const offsetMs = (timing.offsetFrames * 1000) / timing.fps;
  const full = n2(100 * factor);
  if (offsetMs >= ENTRY_MS)
    return factor === 1 && timing.offsetFrames >= 0 ? '' : `\\fscx${full}\\fscy${full}`;
  const done = offsetMs / ENTRY_MS;
  const from = clockLeadMs(timing.frame, timing.fps);
  const to = from + Math.round(ENTRY_MS - offsetMs);
  const now = n2(100 * factor * (ENTRY_SCALE_FROM + (1 - ENTRY_SCALE_FROM) * done));
  return `\\fscx${now}\\fscy${now}\\t(${from},${to},\\fscx${full}\\fscy${full})`;
}

/** The entry animation's scale and slide (frame pixels) on a frame `offsetFrames` after the page appeared. */
export function entryMotion(
  offsetFrames: number,
  fps: number,
  frameScale: number,
): { scale: number; slide: number } {
  const done = Math.min(1, (offsetFrames * 1000) / fps / ENTRY_MS);
  return {
    scale: ENTRY_SCALE_FROM + (1 - ENTRY_SCALE_FROM) * done,
    slide: ENTRY_SLIDE_PX * frameScale * (1 - done),
  };
}

interface TextLooks {
  /** Colour overrides for the caption layer; none for the shadow and box layers (shape only). */
  colours?: { text: string; active: string; highlight: string; own: (colour: string) => string };
  /** The box layer: its border shown round the active word's letters only (BOX_ALPHA). */
  box?: true;
  faces: { main: string; scripts: Record<ScriptFontId, string>; bold: string; boldIsStyle: boolean };
  timing: EventTiming;
}

function pageText(
  page: CaptionPage,
  layout: PageLayout,
  activeIndex: number | undefined,
  looks: TextLooks,
): string {
  const { colours, faces } = looks;
  return layout.lines
    .map((line) =>
      line
        .map((word) => {
          let text = escapeAssText(word.text);
          if (word.script) {
            // The script's letters in its font; Latin punctuation and digits in the word's caption face.
            const lead = word.text.startsWith(' ') ? ' ' : '';
            const latin = word.bold && !faces.boldIsStyle ? faces.bold : faces.main;
            const runs = scriptRuns(word.text.trimStart()).map(
              (run) => `{\\fn${run.own ? faces.scripts[word.script!] : latin}}${escapeAssText(run.text)}`,
            );
            text = `${lead}${runs.join('')}{\\fn${faces.main}}`;
          }
          const look = page.tokens[word.index]?.look;
          const open: string[] = [];
          const close: string[] = [];
          if (word.bold && !faces.boldIsStyle) {
            open.push(`\\fn${faces.bold}\\b1`);
            close.push(`\\fn${faces.main}\\b0`);
          }
          if (word.scale !== 1) {
            open.push(scaleTags(looks.timing, word.scale));
            close.push(scaleTags(looks.timing, 1) || '\\fscx100\\fscy100');
          }
          if (looks.box && word.index === activeIndex) {
            // Round the letters only: a box over the leading space would run into the word before.
            const lead = text.startsWith(' ') ? ' ' : '';
            text = `${lead}{${BOX_ALPHA.show}}${text.slice(lead.length)}{${BOX_ALPHA.hide}}`;
          }
          if (colours) {
            const colour =
              word.index === activeIndex
                ? colours.active
                : look?.colour
                  ? colours.own(look.colour)
                  : look?.highlight
                    ? colours.highlight
                    : undefined;
            if (colour) {
              open.push(colour);
              close.push(colours.text);
            }
          }
          return open.length > 0 ? `{${open.join('')}}${text}{${close.join('')}}` : text;
        })
        .join(''),
    )
    .join('\\N');
}

const RTL_SCRIPTS = new Set<string>(SCRIPT_FONTS.filter((f) => f.rtl).map((f) => f.id));

/**
 * `\\fe-1` for a page with a right-to-left word, else nothing. By default libass (both Debian's 0.17.1
 * and jassub's 0.17.4) runs the bidi algorithm on each stretch of text between override tags alone and
 * lays those stretches out left to right, as VSFilter does: the karaoke colour tags around the spoken
 * word would put an Arabic page's words out of order. Encoding -1 (libass's extension, here as the
 * `\\fe` override of the event) makes libass lay the event out as a whole: one bidi run over the line
 * with the paragraph direction taken from its first strong letter, and shaping across the tags, so
 * Arabic letters stay joined and the highlighted word is the right one. Latin pages keep the default.
 */
export function pageBidiTag(layout: Pick<PageLayout, 'lines'>): string {
  const rtl = layout.lines.some((line) => line.some((word) => word.script && RTL_SCRIPTS.has(word.script)));
  return rtl ? '\\fe-1' : '';
}

interface PlannedPage {
  page: CaptionPage;
  layout: PageLayout;
  /** The page's emoji and where it is drawn; null for none. */
  emoji: { emoji: string; file: string; box: EmojiBox } | null;
}

interface Plan {
  pages: PlannedPage[];
  scale: number;
  emPx: number;
  weight: number;
  mainMetrics: FontMetrics;
  /** Each script font's metrics at the style's weight. */
  scriptMetrics: Record<ScriptFontId, FontMetrics>;
  boldMetrics: FontMetrics;
  /** How far the active-word box reaches above and below the line (0 without the box). */
  boxPadY: number;
}

/** The inputs that decide the pages: the captions, the style and the frame (not the band or the rate). */
export type CaptionPagesInput = Pick<
  CaptionDocumentInput,
  'captions' | 'style' | 'width' | 'height' | 'fontMetrics' | 'trackPages'
>;

/**
 * The caption pages exactly as both renderers draw them: the emphasis paging rules, then each page
 * laid out on the frame and split where it runs over `linesPerPage`. The one place pages are decided:
 * the caption document, the emoji plan and the studio's page editor all read it.
 */
export function captionPagesFor(input: CaptionPagesInput): CaptionPage[] {
  return layOutPages(input).map((planned) => planned.page);
}

function layoutOptionsFor(input: CaptionPagesInput): LayoutOptions {
  const { style, width, height } = input;
  const emphasis = style.emphasis ?? DEFAULT_EMPHASIS;
  return {
    fontId: style.fontFamily,
    weight: WEIGHT_VALUES[style.weight.toLowerCase() as keyof typeof WEIGHT_VALUES],
    upperCase: style.upperCase,
    emPx: FONT_SIZES[style.size] * (height / REFERENCE_HEIGHT),
    width,
    height,
    xPos: style.xPos,
    yPos: style.yPos,
    metrics: input.fontMetrics ?? defaultMetrics,
    maxCharsPerLine: emphasis.maxCharsPerLine,
    pop: emphasis.highlightPop,
  };
}

function layOutPages(input: CaptionPagesInput): { page: CaptionPage; layout: PageLayout }[] {
  const emphasis = input.style.emphasis ?? DEFAULT_EMPHASIS;
  const options = layoutOptionsFor(input);
  // A translated track keeps its source pages' spans: laid out whole, never split by the line limit.
  if (input.trackPages)
    return trackCaptionPages(input.trackPages).map((page) => ({ page, layout: layoutPage(page, options) }));
  // Paged (and keywords ranked) on the recognised words; shown in the chosen script.
  const paged = pageCaptions(input.captions, emphasis);
  const shown = emphasis.script === 'hinglish' ? paged.map(romanisePage) : paged;
  return shown.flatMap((page) => {
    const layout = layoutPage(page, options);
    const most = emphasis.linesPerPage;
    if (!most || layout.lines.length <= most) return [{ page, layout }];
    const lineStarts = layout.lines.map((line) => line[0]?.index ?? 0);
    return splitPageAtLine(page, lineStarts, most).map((part) => ({
      page: part,
      layout: layoutPage(part, options),
    }));
  });
}

/** A page with its words in Hinglish; times, ids and looks unchanged. */
function romanisePage(page: CaptionPage): CaptionPage {
  const tokens = page.tokens.map((token) => ({ ...token, text: toHinglish(token.text) }));
  return { ...page, tokens, text: tokens.map((t) => t.text).join('') };
}

function planDocument(input: CaptionDocumentInput): Plan {
  const { style, width, height } = input;
  const emphasis = style.emphasis ?? DEFAULT_EMPHASIS;
  const metricsOf = input.fontMetrics ?? defaultMetrics;
  const { weight, emPx } = layoutOptionsFor(input);
  const font = captionFont(style.fontFamily);
  const scale = height / REFERENCE_HEIGHT;
  const laidOut = layOutPages(input);
  const emoji = chooseEmoji(
    laidOut.map((p) => p.page),
    { auto: emphasis.emojiAuto, picks: emphasis.emojiPicks },
  );
  const pages = laidOut.map((planned, i) => {
    const chosen = emoji[i];
    const file = chosen ? emojiImageFile(chosen) : undefined;
    return {
      ...planned,
      emoji:
        chosen && file
          ? {
              emoji: chosen,
              file,
              box: emojiBox(planned.layout, emphasis.emojiPlacement, emPx, { width, height }),
            }
          : null,
    };
  });
  return {
    pages,
    scale,
    emPx,
    weight,
    mainMetrics: metricsOf(font.id, nearestWeight(font, weight)),
    scriptMetrics: Object.fromEntries(
      SCRIPT_FONTS.map((f) => [f.id, metricsOf(f.id, nearestWeight(f, weight))]),
    ) as Record<ScriptFontId, FontMetrics>,
    boldMetrics: metricsOf(font.id, nearestWeight(font, Math.max(weight, BOLD_WEIGHT))),
    boxPadY: emphasis.activeWordBox ? WORD_BOX_PAD_Y_EM * emPx : 0,
  };
}

/**
 * The horizontal band of the frame that every caption event can touch, in even pixels for 4:2:0
 * video; null without captions. The export draws captions on a canvas this size instead of the whole
 * frame: far fewer pixels to clear, convert and overlay on every frame. Glyphs stay inside their
 * fonts' win ascent/descent box, which is our line height; a quarter line more covers Devanagari
 * marks in a Latin line. Around that: the stroke, and the shadow's 3-sigma blur (shifted down by its
 * offset). The entry animation starts 50 px (at 720) lower at 80 % scale around the block's centre.
 */
export function captionBand(input: CaptionDocumentInput): CaptionBand | null {
  return bandOf(planDocument(input), input.height);
}

function bandOf(plan: Plan, frameHeight: number): CaptionBand | null {
  if (plan.pages.length === 0) return null;
  const safety = assFontSize(plan.mainMetrics, plan.emPx) / 4;
  const blur = SHADOW_BLUR_PX * 1.5 * plan.scale;
  const box = plan.boxPadY;
  const above =
    safety + Math.max(STROKE_PX * plan.scale, box) + Math.max(0, blur - SHADOW_OFFSET_PX * plan.scale);
  const below = safety + Math.max(STROKE_PX * plan.scale, box) + SHADOW_OFFSET_PX * plan.scale + blur;
  const slide = ENTRY_SLIDE_PX * plan.scale;
  let top = Infinity;
  let bottom = -Infinity;
  for (const { layout } of plan.pages) {
    const half = layout.height / 2;
    top = Math.min(top, layout.y - half - above);
    const lowest = Math.max(layout.y + half, layout.y + slide + half * ENTRY_SCALE_FROM);
    bottom = Math.max(bottom, lowest + below);
  }
  for (const { emoji } of plan.pages) {
    if (!emoji) continue;
    top = Math.min(top, emoji.box.y - 2);
    bottom = Math.max(bottom, emoji.box.y + emoji.box.size + slide + 2);
  }
  const evenTop = Math.max(0, Math.floor(top / 2) * 2);
  const evenBottom = Math.min(frameHeight, Math.ceil(bottom / 2) * 2);
  return { top: evenTop, height: evenBottom - evenTop };
}

/** One Dialogue line of the document, with its frames: visible on [startFrame, endFrame). */
interface CaptionEvent {
  /** Shadow 0; the active-word box 1 when drawn; the caption text above them. */
  layer: 0 | 1 | 2;
  style: 'Shadow' | 'Box' | 'Caption';
  startFrame: number;
  endFrame: number;
  /** Frames after startFrame whose picture can still change (the entry animation); 0 when static. */
  movingFrames: number;
  /** Override tags and text, as written after the Dialogue fields. */
  body: string;
}

/** The box layer's border alpha: shown round the spoken word, hidden elsewhere (its letters always are). */
const BOX_ALPHA = { show: '\\3a&H00&', hide: '\\3a&HFF&' };

interface DocumentPlan extends Plan {
  events: CaptionEvent[];
}

/**
 * Per page: one blurred shadow event (layer 0) and one event per word interval (layer 1) with the
 * spoken word in the active colour. Times are whole frames; the page's entry animation runs over its
 * first frames and continues across events that split the page mid-animation.
 */
function planEvents(input: CaptionDocumentInput, plan = planDocument(input)): DocumentPlan {
  const { style, fps } = input;
  const { scale, weight } = plan;
  const faces = {
    main: faceFor(plan.mainMetrics, weight).family,
    scripts: Object.fromEntries(
      SCRIPT_FONTS.map((f) => [f.id, faceFor(plan.scriptMetrics[f.id], weight).family]),
    ) as Record<ScriptFontId, string>,
    bold: faceFor(plan.boldMetrics, Math.max(weight, BOLD_WEIGHT)).family,
    // The style is bold already: a bold word looks like the rest.
    boldIsStyle: weight >= WEIGHT_VALUES.bold,
  };
  // Our fonts have no italic files. libass synthesises italic with a shear that changed after 0.17.1
  // (0.21 → 0.34 for TrueType): jassub's newer libass and Debian's 0.17.1 slanted Pluto differently
  // (parity SSIM 0.93). An explicit \fax draws the same slant in both.
  const slant = style.italic ? `\\fax${-ITALIC_SHEAR}` : '';
  const emphasis = style.emphasis ?? DEFAULT_EMPHASIS;
  const ownColours = emphasis.words.flatMap((w) => (w.colour ? [w.colour] : []));
  const withAlpha = [style.fontColor, style.activeFontColor, emphasis.highlightColor, ...ownColours].some(
    (c) => c.length === 9,
  );
  // With the box, the spoken word keeps the text colour and the box takes the active colour.
  const boxed = emphasis.activeWordBox === true;
  const colours = {
    text: primaryOverride(style.fontColor, withAlpha),
    active: primaryOverride(boxed ? style.fontColor : style.activeFontColor, withAlpha),
    highlight: primaryOverride(emphasis.highlightColor, withAlpha),
    own: (colour: string) => primaryOverride(colour, withAlpha),
  };
  const offsetY = input.band?.top ?? 0;
  const events: CaptionEvent[] = [];
  for (const { page, layout: placed } of plan.pages) {
    const geo = { scale, layout: { ...placed, y: placed.y - offsetY } };
    const start = frameAt(page.startMs, fps);
    const end = frameAt(page.endMs, fps);
    if (end <= start) continue;
    const timingAt = (frame: number): EventTiming => ({ frame, offsetFrames: frame - start, fps });
    const bidi = pageBidiTag(placed);
    // CSS blur radius 16 px ≈ Gaussian sigma 8 px; libass's \blur takes about the same sigma.
    const shadowOffset = SHADOW_OFFSET_PX * scale;
    events.push({
      layer: 0,
      style: 'Shadow',
      startFrame: start,
      endFrame: end,
      movingFrames: movingFrames(timingAt(start)),
      body: `{${motionTags(geo, timingAt(start), shadowOffset, shadowOffset)}${slant}${bidi}\\blur${n2((SHADOW_BLUR_PX / 2) * scale)}}${pageText(page, geo.layout, undefined, { faces, timing: timingAt(start) })}`,
    });
    // Split the page wherever a word starts or ends; the word spoken at a segment's start is active.
    const cuts = new Set([start, end]);
    for (const token of page.tokens) {
      for (const t of [token.fromMs, token.toMs]) {
        const frame = frameAt(t, fps);
        if (frame > start && frame < end) cuts.add(frame);
      }
    }
    const sortedCuts = [...cuts].sort((a, b) => a - b);
    for (let i = 0; i + 1 < sortedCuts.length; i++) {
      const from = sortedCuts[i] ?? start;
      const to = sortedCuts[i + 1] ?? end;
      const active = page.tokens.findIndex(
        (t) => frameAt(t.fromMs, fps) <= from && from < frameAt(t.toMs, fps),
      );
      const text = pageText(page, geo.layout, active < 0 ? undefined : active, {
        colours,
        faces,
        timing: timingAt(from),
      });
      const tags = `${motionTags(geo, timingAt(from), 0, 0)}${slant}${bidi}`;
      const moving = movingFrames(timingAt(from));
      if (boxed && active >= 0) {
        // The page's text again, every letter and border hidden but the box round the spoken word:
        // laid out by the same renderer from the same text, it sits exactly behind that word.
        const boxText = pageText(page, geo.layout, active, { faces, timing: timingAt(from), box: true });
        events.push({
          layer: 1,
          style: 'Box',
          startFrame: from,
          endFrame: to,
          movingFrames: moving,
          body: `{${tags}\\ybord${n2(WORD_BOX_PAD_Y_EM * plan.emPx)}${BOX_ALPHA.hide}}${boxText}`,
        });
      }
      events.push({
        layer: boxed ? 2 : 1,
        style: 'Caption',
        startFrame: from,
        endFrame: to,
        movingFrames: moving,
        body: `{${tags}}${text}`,
      });
    }
  }
  return { ...plan, events };
}

/**
 * The frames on which the drawn captions can differ from the frame before: frame 0, every event's
 * first and end frame, and every frame of an entry animation. Between two of them the caption picture
 * is identical, so the export draws captions only on these frames and holds each picture until the
 * next (the drawing, not the video, is what costs).
 */
export function captionChangeFrames(input: CaptionDocumentInput): number[] {
  return changeFramesOf(planEvents(input).events);
}

function changeFramesOf(events: readonly CaptionEvent[]): number[] {
  const frames = new Set([0]);
  for (const event of events) {
    const lastMoving = Math.min(event.startFrame + event.movingFrames, event.endFrame);
    for (let frame = event.startFrame; frame <= lastMoving; frame++) frames.add(frame);
    frames.add(event.endFrame);
  }
  return [...frames].sort((a, b) => a - b);
}

/**
 * Builds the ASS document that both the studio preview (jassub) and the export (ffmpeg libass) draw.
 * Line breaks come from our layout (`\N`, WrapStyle 2).
 */
export function buildCaptionDocument(input: CaptionDocumentInput): string {
  return documentOf(input, planEvents(input));
}

function documentOf(input: CaptionDocumentInput, planned: DocumentPlan): string {
  const { width, height, fps } = input;
  const { events, scale, weight, mainMetrics, emPx } = planned;
  const main = faceFor(mainMetrics, weight);
  const fontSize = n2(assFontSize(mainMetrics, emPx));
  const bold = main.bold ? -1 : 0;
  const text = assColour(input.style.fontColor);
  const shadow = assColour(input.style.fontShadowColor);
  const stroke = assColour(input.style.fontStrokeColor);
  const styles = [
    // Name, Font, Size, Primary, Secondary, Outline, Back, Bold, Italic, U, S, ScX, ScY, Spacing, Angle, BorderStyle, Outline, Shadow, Align, ML, MR, MV, Enc
    `Style: Caption,${main.family},${fontSize},${text},${text},${stroke},&H00000000&,${bold},0,0,0,100,100,0,0,1,${n2(STROKE_PX * scale)},0,5,0,0,0,1`,
    `Style: Shadow,${main.family},${fontSize},${shadow},${shadow},${shadow},&H00000000&,${bold},0,0,0,100,100,0,0,1,0,0,5,0,0,0,1`,
  ];
  if (input.style.emphasis?.activeWordBox) {
    // BorderStyle 3: the border is an opaque box in the outline colour; the letters are transparent.
    const box = assColour(input.style.activeFontColor.slice(0, 7));
    const padX = n2(WORD_BOX_PAD_X_EM * emPx);
    styles.push(
      `Style: Box,${main.family},${fontSize},&HFF000000,&HFF000000,${box},&HFF000000,${bold},0,0,0,100,100,0,0,3,${padX},0,5,0,0,0,1`,
    );
  }
  const dialogues = events.map(
    (e) =>
      `Dialogue: ${e.layer},${assFrameTime(e.startFrame, fps)},${assFrameTime(e.endFrame, fps)},${e.style},,0,0,0,,${e.body}`,
  );
  return assScript({
    note: 'Wordreel caption document: drawn by jassub in the studio and by ffmpeg libass in the export.',
    width,
    height: input.band?.height ?? height,
    styles,
    events: dialogues,
  });
}

/**
 * One page's emoji as both renderers draw it: the image, its size, the frames it shows on
 * [startFrame, endFrame), its top-left on each entry frame (`entry[k]` on startFrame + k) and after.
 * Frame pixels of the whole frame.
 */
export interface EmojiShow {
  emoji: string;
  file: string;
  size: number;
  startFrame: number;
  endFrame: number;
  entry: { x: number; y: number }[];
  rest: { x: number; y: number };
}

function emojiShowsOf(plan: Plan, fps: number): EmojiShow[] {
  const shows: EmojiShow[] = [];
  for (const { page, layout, emoji } of plan.pages) {
    if (!emoji) continue;
    const startFrame = frameAt(page.startMs, fps);
    const endFrame = frameAt(page.endMs, fps);
    if (endFrame <= startFrame) continue;
    const entryFrames = Math.min(endFrame - startFrame, Math.ceil((ENTRY_FRAMES * fps) / ENTRY_FPS));
    const entry = Array.from({ length: entryFrames }, (_, k) => {
      const motion = entryMotion(k, fps, plan.scale);
      return emojiEntryPosition(emoji.box, layout, motion.scale, motion.slide);
    });
    shows.push({
      emoji: emoji.emoji,
      file: emoji.file,
      size: emoji.box.size,
      startFrame,
      endFrame,
      entry,
      rest: { x: emoji.box.x, y: emoji.box.y },
    });
  }
  return shows;
}

/** Every page's emoji on the document's frame (see `EmojiShow`); the studio draws these over jassub's canvas. */
export function buildEmojiPlan(input: Omit<CaptionDocumentInput, 'band'>): EmojiShow[] {
  return emojiShowsOf(planDocument(input), input.fps);
}

/** The emoji drawn on `frame` and where, or null. */
export function emojiOnFrame(
  shows: readonly EmojiShow[],
  frame: number,
): { show: EmojiShow; x: number; y: number } | null {
  const show = shows.find((s) => s.startFrame <= frame && frame < s.endFrame);
  if (!show) return null;
  const at = show.entry[frame - show.startFrame] ?? show.rest;
  return { show, x: at.x, y: at.y };
}

export interface ExportCaptions {
  band: CaptionBand;
  /** The page emoji, positions in whole-frame pixels (the export moves them into the band). */
  emoji: EmojiShow[];
  /** The caption document drawn for the band (see `buildCaptionDocument`). */
  document: string;
  /** See `captionChangeFrames`. */
  changeFrames: number[];
}

/**
 * What the export draws, planned once: the caption band, the document drawn for it and the frames
 * where its picture changes; null when there is nothing to draw.
 */
export function buildExportCaptions(input: Omit<CaptionDocumentInput, 'band'>): ExportCaptions | null {
  // The page layout does not depend on the band; only the events' positions move into it.
  const plan = planDocument(input);
  const band = bandOf(plan, input.height);
  if (!band) return null;
  const withBand = { ...input, band };
  const planned = planEvents(withBand, plan);
  return {
    band,
    emoji: emojiShowsOf(plan, input.fps),
    document: documentOf(withBand, planned),
    changeFrames: changeFramesOf(planned.events),
  };
}
