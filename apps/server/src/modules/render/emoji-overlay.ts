import path from 'node:path';
import { EXPORT_FPS, type EmojiShow } from '@wordreel/core';

/**
 * The caption emoji in the export: core's emoji plan (the same sizes and positions the studio draws)
 * overlaid on the caption layer, in its own graph so it reads apart from the text and the rest.
 * libass draws no colour emoji (FIELD-NOTES), so each emoji is its PNG: one `movie` source per image
 * and size (a single frame, which `overlay` repeats), split over the pages that show it, one overlay
 * per page enabled on its frames, its x/y following the page's entry animation frame by frame. The
 * caption layer only carries the frames where captions change (page starts, entry frames, ends), so
 * these overlays run on those few frames, not on every frame of the video.
 */
export interface EmojiLayerInput {
  shows: readonly EmojiShow[];
  emojiDir: string;
  /** The caption band's top: the layer's y = 0. */
  bandTop: number;
  /** Keeps file paths safe inside a filtergraph (render-command's filterPath). */
  safePath: (p: string) => string;
}

const at = (frame: number) => ((frame - 0.5) / EXPORT_FPS).toFixed(4);

/** Piecewise position: entry[k] until the frame after startFrame + k, then rest. */
function positionExpression(show: EmojiShow, axis: 'x' | 'y', offset: number): string {
  let expr = String(show.rest[axis] - offset);
  for (let k = show.entry.length - 1; k >= 0; k--) {
    const value = (show.entry[k]?.[axis] ?? 0) - offset;
    expr = `if(lt(t\\,${at(show.startFrame + k + 1)})\\,${value}\\,${expr})`;
  }
  return expr;
}

/**
 * The filters between `[from]` (the drawn caption layer, straight alpha) and `[to]`: the overlays,
 * or a pass-through without emoji.
 */
export function emojiLayerChain(input: EmojiLayerInput, from: string, to: string): string {
  if (input.shows.length === 0) return `${from}null${to}`;
  const sources = new Map<string, EmojiShow[]>();
  for (const show of input.shows) {
    const key = `${show.file}@${show.size}`;
    sources.set(key, [...(sources.get(key) ?? []), show]);
  }
  const chains: string[] = [];
  const label = new Map<EmojiShow, string>();
  [...sources.values()].forEach((shows, i) => {
    const first = shows[0] as EmojiShow;
    const file = input.safePath(path.join(input.emojiDir, first.file));
    const outs = shows.map((show, j) => {
      const name = `[em${i}_${j}]`;
      label.set(show, name);
      return name;
    });
    const split = shows.length > 1 ? `,split=${shows.length}` : '';
    chains.push(
      `movie=filename=${file},format=rgba,scale=${first.size}:${first.size}:flags=bicubic${split}${outs.join('')}`,
    );
  });
  let last = from;
  input.shows.forEach((show, i) => {
    const next = i === input.shows.length - 1 ? to : `[emo${i}]`;
    const enable = `between(t\\,${at(show.startFrame)}\\,${at(show.endFrame)})`;
    chains.push(
      `${last}${label.get(show)}overlay=x='${positionExpression(show, 'x', 0)}':y='${positionExpression(show, 'y', input.bandTop)}':enable='${enable}':eval=frame:format=gbrp${next}`,
    );
    last = next;
  });
  return chains.join(';');
}
