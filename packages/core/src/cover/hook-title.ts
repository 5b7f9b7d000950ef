import { z } from 'zod';
import { assColour, assFrameTime, assScript, frameAt } from '../captions/ass-document.ts';
import { escapeAssText, escapeScriptText } from '../captions/ass-escape.ts';
import { assFontSize, fontMetrics, textWidth } from '../style/font-metrics.ts';
import { WEIGHT_VALUES, captionFont, scriptFontOf, type FontId } from '../style/fonts.ts';
import { wrap } from './cover-document.ts';

/**
 * The hook title: a title card over the first seconds of the video. One description, drawn as extra
 * ASS events by the studio preview (appended to the caption document jassub draws) and by the export
 * (libass on a layer of its own over the same frames).
 */
export const HOOK_STYLES = ['box', 'outline', 'highlight', 'typewriter', 'pop'] as const;
export const hookStyleSchema = z.enum(HOOK_STYLES);
export type HookStyle = z.infer<typeof hookStyleSchema>;
export const HOOK_STYLE_LABELS: Record<HookStyle, string> = {
  box: 'Bold box',
  outline: 'Outline',
  highlight: 'Highlighted word',
  typewriter: 'Typewriter',
  pop: 'Pop',
};
export const HOOK_TEXT_MAX = 80;
export const HOOK_DURATION = { min: 2000, max: 4000, default: 3000 } as const;

export const hookTitleSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, { message: 'Write the hook title.' })
    .max(HOOK_TEXT_MAX, { message: `The hook title can be at most ${HOOK_TEXT_MAX} characters.` }),
  style: hookStyleSchema,
  /** Centre of the card, percent of the frame height. */
  yPos: z.number().min(5).max(95),
  durationMs: z.number().int().min(HOOK_DURATION.min).max(HOOK_DURATION.max),
});
export type HookTitle = z.infer<typeof hookTitleSchema>;
/** `PUT /api/projects/{id}/hook` body and answer: the hook, or null for none. */
export const hookStateSchema = z.object({ hook: hookTitleSchema.nullable() });
export type HookState = z.infer<typeof hookStateSchema>;

/** What the hook takes from the caption style: the font, weight, colours. */
export interface HookLook {
  fontFamily: FontId;
  weight: 'Light' | 'Normal' | 'Bold';
  fontColor: string;
  activeFontColor: string;
  fontStrokeColor: string;
}

export interface HookFrame {
  width: number;
  height: number;
  fps: number;
}

/** Em of the hook text: 7 % of the frame's shorter side. */
const HOOK_EM_SHARE = 0.07;
/** Opaque: a semi-transparent box blends differently in jassub and Debian's libass 0.17.1 (parity 0.94). */
const BOX_COLOUR = '#000000';
const n2 = (v: number) => String(Math.round(v * 100) / 100);
/** Typewriter: one character every 45 ms. Pop: grow to 110 % in 180 ms, settle by 260 ms. */
const TYPE_MS = 45;

/** The hook's frames: [0, endFrame). */
export function hookEndFrame(hook: HookTitle, fps: number): number {
  return frameAt(hook.durationMs, fps);
}

/** The style line and dialogue lines of the hook, for a document of the frame's size. */
export function hookEvents(
  hook: HookTitle,
  look: HookLook,
  frame: HookFrame,
): { style: string; events: string[] } {
  // Devanagari, Arabic or Hebrew: the whole title in that script's font.
  const script = scriptFontOf(hook.text);
  // The theme's weight for the highlighted word and typewriter; the card styles are always bold.
  const weight =
    hook.style === 'box' || hook.style === 'outline' || hook.style === 'pop'
      ? WEIGHT_VALUES.bold
      : WEIGHT_VALUES[look.weight.toLowerCase() as 'light' | 'normal' | 'bold'];
  const metrics = fontMetrics(script ?? captionFont(look.fontFamily), weight);
  // Script text: its Latin punctuation and digits in the theme's font (the script subsets lack them).
  const latin = fontMetrics(captionFont(look.fontFamily), weight).family;
  const escape = script ? (t: string) => escapeScriptText(t, metrics.family, latin) : escapeAssText;
  const emPx = HOOK_EM_SHARE * Math.min(frame.width, frame.height);
  const lines = wrap(
    hook.text.split(/\s+/).filter(Boolean),
    (l) => textWidth(metrics, l, emPx) <= frame.width * 0.86,
  );
  const boxed = hook.style === 'box';
  const outline = boxed ? emPx * 0.25 : emPx * (hook.style === 'outline' ? 0.14 : 0.08);
  const edge = boxed ? assColour(BOX_COLOUR) : assColour(look.fontStrokeColor);
  const text = assColour(look.fontColor);
  const style =
    `Style: Hook,${metrics.family},${n2(assFontSize(metrics, emPx))},${text},${text},${edge},${edge},` +
    `${weight >= WEIGHT_VALUES.bold ? -1 : 0},0,0,0,100,100,0,0,${boxed ? 3 : 1},${n2(outline)},0,5,0,0,0,1`;
  const active = assColour(look.activeFontColor);
  // The highlighted word: the longest one (ties: the first), in the theme's active colour.
  const words = lines.join(' ').split(' ');
  const longest = words.reduce((best, w, i) => (w.length > (words[best] ?? '').length ? i : best), 0);
  let index = 0;
  let chars = 0;
  const body = lines
    .map((line) =>
      line
        .split(' ')
        .map((word) => {
          const i = index++;
          const escaped = escape(word);
          if (hook.style === 'highlight' && i === longest) return `{\\1c${active}}${escaped}{\\1c${text}}`;
          if (hook.style !== 'typewriter') return escaped;
          // Each character turns visible at its own time (libass animates \alpha with \t).
          return [...word]
            .map((ch) => {
              const at = TYPE_MS * chars++;
              return `{\\alpha&HFF&\\t(${at},${at + 1},\\alpha&H00&)}${escape(ch)}`;
            })
            .join('');
        })
        .join(' '),
    )
    .join('\\N');
  const x = frame.width / 2;
  const y = (hook.yPos / 100) * frame.height;
  const pop =
    hook.style === 'pop' ? '\\fscx0\\fscy0\\t(0,180,\\fscx110\\fscy110)\\t(180,260,\\fscx100\\fscy100)' : '';
  const start = assFrameTime(0, frame.fps);
  const end = assFrameTime(hookEndFrame(hook, frame.fps), frame.fps);
  return {
    style,
    events: [
      `Dialogue: 2,${start},${end},Hook,,0,0,0,,{\\an5\\pos(${n2(x)},${n2(y)})${pop}${script?.rtl ? '\\fe-1' : ''}}${body}`,
    ],
  };
}

/**
 * The caption document with the hook added: its style after the caption styles, its event after the
 * caption events. Both renderers get exactly these lines.
 */
export function withHookTitle(
  document: string,
  hook: HookTitle | null,
  look: HookLook,
  frame: HookFrame,
): string {
  if (!hook) return document;
  const { style, events } = hookEvents(hook, look, frame);
  const lines = document.replace(/\n+$/, '').split('\n');
  const eventsAt = lines.indexOf('[Events]');
  const stylesEnd = eventsAt > 0 ? eventsAt - 1 : lines.length;
  lines.splice(stylesEnd, 0, style);
  return [...lines, ...events, ''].join('\n');
}

/** A document holding only the hook (the export draws it on a layer of its own, over the first seconds). */
export function buildHookDocument(hook: HookTitle, look: HookLook, frame: HookFrame): string {
  const { style, events } = hookEvents(hook, look, frame);
  return assScript({
    note: 'Wordreel hook title: the same events the studio appends to its caption document.',
    width: frame.width,
    height: frame.height,
    styles: [style],
    events,
  });
}
