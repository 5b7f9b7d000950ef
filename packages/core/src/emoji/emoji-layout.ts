import type { PageLayout } from '../captions/layout.ts';
import type { EmojiPlacement } from '../captions/emphasis.ts';

/** An emoji is this many caption ems tall. */
export const EMOJI_EM = 1.25;
/** Space between the emoji and the text, in emoji sizes. */
export const EMOJI_GAP = 0.12;

/** Where a page's emoji is drawn once the page has entered: its square's top-left and size, whole frame pixels. */
export interface EmojiBox {
  x: number;
  y: number;
  size: number;
}

/**
 * The one placement both renderers use (the export's overlay, the studio's canvas): above the block,
 * centred on it, or after the page's last word on its last line (its left end when the page reads right to
 * left); kept inside the frame.
 */
export function emojiBox(
  layout: PageLayout,
  placement: EmojiPlacement,
  emPx: number,
  frame: { width: number; height: number },
): EmojiBox {
  const size = Math.max(2, Math.round(emPx * EMOJI_EM));
  const gap = size * EMOJI_GAP;
  let cx = layout.x;
  let cy = layout.y - layout.height / 2 - gap - size / 2;
  if (placement === 'after') {
    const lastWidth = layout.lineWidths.at(-1) ?? layout.width;
    const lastHeight = layout.lineHeights.at(-1) ?? layout.height;
    // After the last word: right of the last line, or left of it on a right-to-left page.
    const side = layout.rtl ? -1 : 1;
    cx = layout.x + side * (lastWidth / 2 + gap + size / 2);
    cy = layout.y + layout.height / 2 - lastHeight / 2;
  }
  const clamp = (v: number, most: number) => Math.min(Math.max(0, Math.round(v)), Math.max(0, most - size));
  return { x: clamp(cx - size / 2, frame.width), y: clamp(cy - size / 2, frame.height), size };
}

/**
 * The emoji's top-left while its page enters: the page's text is scaled by `scale` around the block's
 * centre and slid down by `slide` (see the caption document's entry animation); the emoji moves with
 * it (its size stays, one overlay per page in the export).
 */
export function emojiEntryPosition(
  box: EmojiBox,
  centre: { x: number; y: number },
  scale: number,
  slide: number,
): { x: number; y: number } {
  const cx = box.x + box.size / 2;
  const cy = box.y + box.size / 2;
  return {
    x: Math.round(centre.x + scale * (cx - centre.x) - box.size / 2),
    y: Math.round(centre.y + slide + scale * (cy - centre.y) - box.size / 2),
  };
}
