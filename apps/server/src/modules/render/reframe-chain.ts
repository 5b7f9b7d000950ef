import { type CropKeyframe, cropWindowSize, type ExportFrame, type Reframe, type Span } from '@wordreel/core';

/**
 * The reframe inside the export's one ffmpeg pass: `crop` filters whose left edge is an expression of
 * the source time `t`, built from the same keyframes core's `cropWindowAt` reads for the preview.
 * The crop runs before the cuts re-time the frames, so `t` is source time. The centre is a flat sum
 * of linear pieces, `slope * (clip(t, a, b) - a)`, and of steps `jump * gte(t, at)` at shot cuts;
 * `crop` itself keeps the window inside the picture (as core's `cropLeft` does).
 */

/** A point of the window centre's path: time (ms, in the filter's time), centre in source pixels. */
export interface PathPoint {
  tMs: number;
  c: number;
  cut: boolean;
}

export interface ReframeCrop {
  /** The window in source pixels (each window's, in `split`). */
  width: number;
  height: number;
  /** The centre's path (the upper window's in `split`); one point: a still window. */
  x: PathPoint[];
  /** The lower window's path in `split`. */
  x2?: PathPoint[];
}

/**
 * The crop for filters that see time from `offsetMs` into the source (the export seeks its input to
 * the first kept frame): the same path, earlier by the offset.
 */
export function shiftReframeCrop(crop: ReframeCrop, offsetMs: number): ReframeCrop {
  const shift = (points: PathPoint[]) => points.map((p) => ({ ...p, tMs: p.tMs - offsetMs }));
  return { ...crop, x: shift(crop.x), ...(crop.x2 && { x2: shift(crop.x2) }) };
}

/**
 * ffmpeg's expression parser allows about a hundred levels of nesting and a flat `a+b+c…` nests one
 * level per term, so the terms are summed as a balanced tree (depth log2 n; measured: 3000 terms
 * parse and run, a flat sum of 100 is refused).
 */
function balancedSum(terms: readonly string[]): string {
  if (terms.length === 0) return '0';
  if (terms.length === 1) return terms[0] as string;
  const mid = terms.length >> 1;
  return `(${balancedSum(terms.slice(0, mid))}+${balancedSum(terms.slice(mid))})`;
}

function num(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

/**
 * Keyframes that change nothing a kept frame shows are left out: those whose neighbours' span holds
 * no kept source time (dropping one changes the path only inside that span), and those a straight
 * line between their kept neighbours passes within a tenth of a source pixel of.
 */
export function keyframesForExport(
  keyframes: readonly CropKeyframe[],
  kept: readonly Span[] | null,
  sourceWidth: number,
  which: 'x' | 'x2',
): PathPoint[] {
  const at = (k: CropKeyframe) => (which === 'x2' ? (k.x2 ?? k.x) : k.x) * sourceWidth;
  const touchesKept = (from: number, to: number) =>
    !kept || kept.some((r) => r.startMs <= to && r.endMs >= from);
  const seen = keyframes.filter((k, i) =>
    touchesKept(keyframes[i - 1]?.tMs ?? -Infinity, keyframes[i + 1]?.tMs ?? Infinity),
  );
  const out: PathPoint[] = [];
  let pending: PathPoint[] = [];
  for (const k of seen) {
    const point = { tMs: k.tMs, c: at(k), cut: k.cut === true };
    const anchor = out.at(-1);
    if (!anchor || point.cut) {
      // The window holds the point before a cut until the cut: that point is needed.
      const before = pending.at(-1);
      if (before) out.push(before);
      out.push(point);
      pending = [];
      continue;
    }
    // Can the line anchor -> point stand for everything pending?
    const straight = pending.every((p) => {
      const u = (p.tMs - anchor.tMs) / (point.tMs - anchor.tMs);
      return Math.abs(anchor.c + (point.c - anchor.c) * u - p.c) <= 0.1;
    });
    if (!straight) {
      const last = pending.pop() as (typeof pending)[number];
      out.push(last);
      pending = [];
    }
    pending.push(point);
  }
  // The last point is always kept (it holds after the end).
  const last = pending.at(-1);
  if (last) out.push(last);
  return out;
}

/** The centre path as an expression of `t` (seconds), in source pixels, minus half the window. */
export function leftExpression(points: readonly PathPoint[], width: number): string {
  const first = points[0];
  if (!first) return '0';
  const terms = [num(first.c - width / 2)];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as (typeof points)[number];
    const b = points[i] as (typeof points)[number];
    const ta = a.tMs / 1000;
    const tb = b.tMs / 1000;
    if (b.c === a.c) continue;
    if (b.cut) terms.push(`${num(b.c - a.c)}*gte(t,${num(tb)})`);
    else terms.push(`${num((b.c - a.c) / (tb - ta))}*(clip(t,${num(ta)},${num(tb)})-${num(ta)})`);
  }
  return balancedSum(terms);
}

/**
 * The crop for a reframed export, or null when there is nothing to crop (the `blur` layout, or a
 * source no wider than the frame): the export then fits the whole picture over its blurred fill.
 * `kept` (source ms) lets keyframes under cut-out stretches be dropped.
 */
export function reframeCrop(
  reframe: Reframe | null | undefined,
  source: { width: number; height: number },
  frame: Pick<ExportFrame, 'width' | 'height'>,
  kept: readonly Span[] | null,
): ReframeCrop | null {
  if (!reframe) return null;
  const size = cropWindowSize(source.width, source.height, frame, reframe.layout);
  if (!size) return null;
  const keyframes = reframe.layout === 'centre' ? [] : reframe.keyframes;
  const path = (which: 'x' | 'x2'): PathPoint[] =>
    keyframes.length === 0
      ? [{ tMs: 0, c: source.width * 0.5, cut: false }]
      : keyframesForExport(keyframes, kept, source.width, which);
  const crop: ReframeCrop = { ...size, x: path('x') };
  if (reframe.layout === 'split') crop.x2 = path('x2');
  return crop;
}

/**
 * The graph text that reframes `src` (frames at source time) into `out`: one crop, or in `split` two
 * crops of the same size stacked (the frame's shape, scaled to it afterwards with everything else).
 * `exact=1`: the window may start on an odd pixel, as the preview's does.
 */
export function reframeChain(crop: ReframeCrop, src: string, out: string): string {
  const one = (path: PathPoint[]) =>
    `crop=w=${crop.width}:h=${crop.height}:x='${leftExpression(path, crop.width)}':y=0:exact=1`;
  if (crop.x2 === undefined) return `${src}${one(crop.x)}${out}`;
  return [
    `${src}split=2[rftop][rfbottom]`,
    `[rftop]${one(crop.x)}[rftopc]`,
    `[rfbottom]${one(crop.x2)}[rfbottomc]`,
    `[rftopc][rfbottomc]vstack${out}`,
  ].join(';');
}

/** The size of the reframed picture (before it is scaled to the frame). */
export function reframedSize(crop: ReframeCrop): { width: number; height: number } {
  return { width: crop.width, height: crop.x2 === undefined ? crop.height : crop.height * 2 };
}
