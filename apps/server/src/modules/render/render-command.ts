import {
  EXPORT_FPS,
  FILL_BOX_PASSES,
  FILL_BOX_RADIUS,
  FILL_SCALE,
  MUSIC_DUCK_RAMP_MS,
  musicDuckExpression,
  type DuckSpan,
  type EmojiShow,
  type ExportFrame,
} from '@wordreel/core';
import { cutAudioChain, cutVideoChain, type EditFilters, zoomChain } from './edit-chain.ts';
import { emojiLayerChain } from './emoji-overlay.ts';
import { type ReframeCrop, reframeChain, shiftReframeCrop } from './reframe-chain.ts';
import {
  KEEP_EXPORT_COLOUR,
  type SourceColour,
  sourceColour,
  TAG_EXPORT_COLOUR,
  toExportColour,
} from './source-colour.ts';

/** Background music fades out over the last 1.5 s. */
export const MUSIC_FADE_SECONDS = 1.5;

export interface RenderCommandInput {
  /** The export frame (core's `exportFrame` of the project's orientation). */
  frame: Pick<ExportFrame, 'width' | 'height'>;
  videoPath: string;
  durationSeconds: number;
  sourceWidth: number;
  sourceHeight: number;
  sourceHasAudio: boolean;
  /**
   * How to read the source's YUV (source-colour.ts: its tags, else the browser's guess). Left out,
   * the source is taken as untagged and read as the studio's browser reads it.
   */
  sourceColour?: SourceColour;
  /** The caption document, drawn for `captionBand`; left out when there are no captions. */
  assPath?: string;
  /**
   * The hook title (core's `buildHookDocument`, whole frame) and how many frames from the start it
   * covers: drawn on a layer of its own and overlaid before the captions; left out, no hook filters.
   */
  hook?: { assPath: string; frames: number };
  /** The band of the frame the captions can touch (core's `captionBand`); the whole frame if left out. */
  captionBand?: { top: number; height: number };
  /**
   * The frames on which the caption picture can change (core's `captionChangeFrames`): captions are
   * drawn on these only and each picture is held until the next. Drawn on every frame if left out.
   */
  captionChangeFrames?: readonly number[];
  fontsDir: string;
  /** The page emoji drawn over the captions (core's plan, whole-frame pixels) and their image folder. */
  emoji?: { shows: readonly EmojiShow[]; dir: string };
  /** `duck`: the speech spans on the export's timeline to lower the music under (timeline/music-duck.ts). */
  music?: { path: string; volume: number; duck?: readonly DuckSpan[] };
  preset: string;
  crf: number;
  /**
   * The edit list on the frame grid (cuts and zooms, see edit-chain.ts); `durationSeconds` is then the
   * edited length. Left out, the export is the plain one and none of these filters appear.
   */
  edits?: EditFilters;
  /**
   * The reframe's crop (reframe-chain.ts), applied at source time before the cuts; the cropped
   * picture has the frame's shape and is scaled to it. Left out, a wide source is fitted whole over
   * its blurred fill.
   */
  reframe?: ReframeCrop;
  /** Either an MP4 file, or (for parity checks) only these frame numbers as PNGs: a `%03d` pattern. */
  output: { kind: 'mp4'; path: string } | { kind: 'frames'; pattern: string; frames: number[] };
}

/** Paths go into an ffmpeg filtergraph, where `:` `,` `'` `[` `;` and `\` mean something: allow none. */
function filterPath(p: string): string {
  if (!/^[A-Za-z0-9_./+-]+$/.test(p)) throw new Error(`unsafe path for a filtergraph: ${p}`);
  return p;
}

/** Caption layers are drawn on RGB: the scale that makes them YUV writes the export's BT.709 limited range. */
const TO_BT709 = 'out_color_matrix=bt709:out_range=tv';

/**
 * The video chain: a source of the frame's shape is scaled to the frame; any other shape is fitted
 * inside it over a blurred, cropped fill of itself (blurred at quarter size: the same look for a
 * fraction of the cost). Core's `fitSource` and `FILL_*` describe the same fit for the preview.
 * The source's colour is first read as the studio's browser reads it and turned into the export's
 * BT.709 limited range (source-colour.ts); the scales after that keep it.
 */
function videoChain(input: RenderCommandInput, src = '[0:v]'): string {
  const { width: W, height: H } = input.frame;
  const colour =
    input.sourceColour ?? sourceColour({ height: input.sourceHeight, colorSpace: null, colorRange: null });
  const convert = toExportColour(colour);
  const head = `${src}fps=${EXPORT_FPS},${convert ? `${convert},` : ''}`;
  if (input.reframe) {
    // The colour conversion runs on the cropped picture (less to convert).
    const scaled = `${convert ? `${convert},` : ''}scale=${W}:${H}:${KEEP_EXPORT_COLOUR},setsar=1,format=yuv420p[v]`;
    // With an edit list the cut chain has cropped already (at source time, before re-timing).
    if (input.edits) return `${src}fps=${EXPORT_FPS},${scaled}`;
    return [
      `${src}fps=${EXPORT_FPS}[rfin]`,
      reframeChain(input.reframe, '[rfin]', '[rfout]'),
      `[rfout]${scaled}`,
    ].join(';');
  }
  // The media job's playable copy of an upload is often the frame's size already: no scaling pass.
  if (input.sourceWidth === W && input.sourceHeight === H) {
    return `${head}setsar=1,format=yuv420p[v]`;
  }
  const ratio = input.sourceWidth / Math.max(1, input.sourceHeight);
  if (Math.abs(ratio - W / H) < 0.01) {
    return `${head}scale=${W}:${H}:${KEEP_EXPORT_COLOUR},setsar=1,format=yuv420p[v]`;
  }
  const qw = W / FILL_SCALE;
  const qh = H / FILL_SCALE;
  return [
    `${head}split=2[bgsrc][fgsrc]`,
    `[bgsrc]scale=${qw}:${qh}:force_original_aspect_ratio=increase:${KEEP_EXPORT_COLOUR},crop=${qw}:${qh},boxblur=${FILL_BOX_RADIUS}:${FILL_BOX_PASSES},scale=${W}:${H}:${KEEP_EXPORT_COLOUR},setsar=1[bg]`,
    `[fgsrc]scale=${W}:${H}:force_original_aspect_ratio=decrease:force_divisible_by=2:${KEEP_EXPORT_COLOUR},setsar=1[fg]`,
    `[bg][fg]overlay=(W-w)/2:(H-h)/2,format=yuv420p[v]`,
  ].join(';');
}

/** ffmpeg's expression parser takes about a hundred function calls per expression: stay well under. */
const SELECT_TERMS_PER_FILTER = 60;

/** `select` expressions that together pass exactly the given frame numbers (runs written as between()). */
export function frameSelectExpressions(frames: readonly number[]): string[] {
  const runs: [number, number][] = [];
  for (const frame of [...new Set(frames)].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last[1] === frame - 1) last[1] = frame;
    else runs.push([frame, frame]);
  }
  const terms = runs.map(([a, b]) => (a === b ? `eq(n\\,${a})` : `between(n\\,${a}\\,${b})`));
  const expressions: string[] = [];
  for (let i = 0; i < terms.length; i += SELECT_TERMS_PER_FILTER) {
    expressions.push(terms.slice(i, i + SELECT_TERMS_PER_FILTER).join('+'));
  }
  return expressions;
}

/**
 * The transparent canvas the captions are drawn on: every frame, or only the change frames. It runs a
 * second past the video, so `overlay=shortest=1` ends with the video, never before it; a picked list
 * therefore also keeps the canvas's last frame. The list is spread over several `select`s (each sees
 * every canvas frame, cheap: `color` hands out one shared picture), merged back in time order by
 * `interleave`, and put back on the 1/30 s time base: the `ass` filter computes libass's clock from
 * pts × time base, so the held route must see exactly the times the every-frame route sees.
 */
function canvasChain(input: RenderCommandInput, size: string): string {
  const seconds = Math.ceil(input.durationSeconds) + 1;
  const canvas = `color=c=black@0:s=${size}:r=${EXPORT_FPS}:d=${seconds},format=gbrap`;
  if (!input.captionChangeFrames) return `${canvas}[canvas]`;
  const expressions = frameSelectExpressions([...input.captionChangeFrames, seconds * EXPORT_FPS - 1]);
  if (expressions.length === 1) return `${canvas},select='${expressions[0]}'[canvas]`;
  const labels = expressions.map((_, i) => `[pick${i}]`);
  return [
    `${canvas},split=${expressions.length}${labels.join('')}`,
    ...expressions.map((expr, i) => `${labels[i]}select='${expr}'[picked${i}]`),
    `${expressions.map((_, i) => `[picked${i}]`).join('')}interleave=nb_inputs=${expressions.length},settb=1/${EXPORT_FPS}[canvas]`,
  ].join(';');
}

/**
 * The caption layer, as a graph of its own: captions are drawn on a transparent canvas and overlaid,
 * because Debian ffmpeg 5.1's `ass` filter on yuv420p converts colours with BT.601 maths (FIELD-NOTES).
 * The canvas is planar RGB (gbrap), the format `unpremultiply` works in: no conversion between them.
 * With alpha=1 libass leaves colour premultiplied by coverage (a blurred white halo at a = 0.3 is
 * stored as grey 77 @ 0.3) while `overlay` expects straight alpha, so every semi-transparent pixel
 * would count a² instead of a: `unpremultiply` restores straight colour before the conversion.
 */
function captionLayerGraph(input: RenderCommandInput, assPath: string): string {
  const band = input.captionBand ?? { top: 0, height: input.frame.height };
  const emoji = { shows: input.emoji?.shows ?? [], emojiDir: input.emoji?.dir ?? '', bandTop: band.top };
  const canvas = canvasChain(input, `${input.frame.width}x${band.height}`);
  const drawn = `[canvas]ass=filename=${filterPath(assPath)}:alpha=1:fontsdir=${filterPath(input.fontsDir)},unpremultiply=inplace=1`;
  const convert = `scale=${TO_BT709},format=yuva420p[out0]`;
  if (emoji.shows.length === 0) return [canvas, `${drawn},${convert}`].join(';');
  return [
    canvas,
    `${drawn}[drawn]`,
    // Emoji go over the straight-alpha layer (overlay blends straight alpha), before the conversion.
    emojiLayerChain({ ...emoji, safePath: filterPath }, '[drawn]', '[emojied]'),
    `[emojied]${convert}`,
  ].join(';');
}

/**
 * Lays the caption layer (an input of its own, see buildRenderArgs) over its band of the frame;
 * `overlay` holds each caption picture until the next one.
 */
function captionChain(input: RenderCommandInput, last: string, layer: string | null): string {
  if (!layer) return `${last}null[vout]`;
  const top = input.captionBand?.top ?? 0;
  return `${last}${layer}overlay=x=0:y=${top}:shortest=1:format=yuv420[vout]`;
}

/**
 * Spans per `volume` filter. ffmpeg's expression evaluator keeps a stack of 100, and a sum of 99
 * trapezoids is already refused at init ("Cannot allocate memory"); a ten-minute talk has hundreds
 * of spans. So they are shared out over a chain of `volume` filters, each enabled only over its own
 * spans and their ramps (outside it, ffmpeg passes the sound through without evaluating it): the
 * spans never overlap, so at any moment at most one filter is at work and the product is core's
 * musicDuckGain. Cost, measured on this 2-core machine while it was busy: ten minutes of talk (200
 * spans) take 1-2.5 s more audio work than level music, an hour (1,200 spans) 15-35 s more. Encoding
 * the picture of such an export takes minutes to an hour.
 */
const DUCK_SPANS_PER_FILTER = 64;

/**
 * The music's volume: level, or ducked under `duck` (the gain follows the speech, evaluated per
 * 10 ms of 48 kHz sound so the quarter-second ramps are smooth).
 */
export function musicGainFilter(volume: number, duck?: readonly DuckSpan[]): string {
  const level = volume.toFixed(3);
  if (!duck?.length) return `volume=${level}`;
  const filters = ['asetnsamples=n=480', `volume=${level}`];
  const s = (ms: number) => (ms / 1000).toFixed(3);
  for (let i = 0; i < duck.length; i += DUCK_SPANS_PER_FILTER) {
    const part = duck.slice(i, i + DUCK_SPANS_PER_FILTER);
    const from = (part[0]?.startMs ?? 0) - MUSIC_DUCK_RAMP_MS;
    const to = (part.at(-1)?.endMs ?? 0) + MUSIC_DUCK_RAMP_MS;
    filters.push(`volume='${musicDuckExpression(part)}':eval=frame:enable='between(t,${s(from)},${s(to)})'`);
  }
  return filters.join(',');
}

function audioChain(input: RenderCommandInput): string {
  const d = input.durationSeconds.toFixed(3);
  const base = !input.sourceHasAudio
    ? `anullsrc=r=48000:cl=stereo,atrim=0:${d}[a0]`
    : input.edits
      ? cutAudioChain(input.edits.ranges, EXPORT_FPS, '[a0]')
      : `[0:a]aresample=48000,aformat=channel_layouts=stereo[a0]`;
  if (!input.music) return `${base};[a0]anull[aout]`;
  const fadeStart = Math.max(0, input.durationSeconds - MUSIC_FADE_SECONDS).toFixed(3);
  const gain = musicGainFilter(input.music.volume, input.music.duck);
  return [
    base,
    `[1:a]aresample=48000,aformat=channel_layouts=stereo,atrim=0:${d},asetpts=N/SR/TB,${gain},afade=t=out:st=${fadeStart}:d=${MUSIC_FADE_SECONDS}[m]`,
    // normalize=0: the original audio keeps its level; the music sits under it at the chosen volume.
    `[a0][m]amix=inputs=2:duration=first:normalize=0[aout]`,
  ].join(';');
}

/**
 * The picture: the plain chain, or with an edit list the cut source fitted to the frame, zoomed, and
 * the captions (already on the edited timeline) laid over it.
 */
/**
 * The hook title's layer: libass on a transparent full frame for the hook's frames only (it animates,
 * so every one is drawn), converted like the caption layer. The stream ends with the hook, and
 * `overlay=eof_action=pass` lets the video through untouched after it.
 */
export function hookLayerGraph(input: RenderCommandInput, hook: { assPath: string; frames: number }): string {
  const { width, height } = input.frame;
  const seconds = (hook.frames / EXPORT_FPS).toFixed(4);
  return (
    `color=c=black@0:s=${width}x${height}:r=${EXPORT_FPS}:d=${seconds},format=gbrap,` +
    `ass=filename=${filterPath(hook.assPath)}:alpha=1:fontsdir=${filterPath(input.fontsDir)},` +
    `unpremultiply=inplace=1,scale=${TO_BT709},format=yuva420p[out0]`
  );
}

/** The hook layer over the picture (before the captions, which stay on top), then the captions. */
function hookAndCaptions(
  input: RenderCommandInput,
  last: string,
  layer: string | null,
  hookLayer: string | null,
): string[] {
  if (!hookLayer) return [captionChain(input, last, layer)];
  return [
    `${last}${hookLayer}overlay=x=0:y=0:eof_action=pass:format=yuv420[vh]`,
    captionChain(input, '[vh]', layer),
  ];
}

function editedVideoChains(
  input: RenderCommandInput,
  layer: string | null,
  hookLayer: string | null = null,
): string[] {
  if (!input.edits) return [videoChain(input), ...hookAndCaptions(input, '[v]', layer, hookLayer)];
  const crop = input.reframe;
  const reframe = crop ? (src: string, out: string) => reframeChain(crop, src, out) : undefined;
  const chains = [
    cutVideoChain(input.edits.ranges, EXPORT_FPS, '[cutv]', reframe),
    videoChain(input, '[cutv]'),
  ];
  let last = '[v]';
  if (input.edits.zooms.length > 0) {
    const size = { width: input.frame.width, height: input.frame.height, fps: EXPORT_FPS };
    chains.push(zoomChain(input.edits.zooms, size, '[v]', '[vz]'));
    last = '[vz]';
  }
  return [...chains, ...hookAndCaptions(input, last, layer, hookLayer)];
}

/**
 * An edit list that keeps only part of the source (a clip of a long video, trimmed ends) reads only
 * that part: the input is seeked (frame-accurately: ffmpeg decodes from the keyframe before and drops
 * what precedes) to the first kept frame and stops after the last, and the ranges are shifted to
 * match, so a 60 s clip 90 minutes into its source decodes 60 s, not 91 minutes. Filters after the
 * seek see time from the first kept frame: source time = their time + `offsetFrames` / fps.
 */
export function inputSeek(
  edits: EditFilters | undefined,
): { args: string[]; edits: EditFilters; offsetFrames: number } | null {
  const first = edits?.ranges[0];
  const last = edits?.ranges.at(-1);
  if (!edits || !first || !last || first.startFrame === 0) return null;
  const offset = first.startFrame;
  return {
    args: ['-ss', (offset / EXPORT_FPS).toFixed(6), '-t', ((last.endFrame - offset) / EXPORT_FPS).toFixed(6)],
    edits: {
      ...edits,
      ranges: edits.ranges.map((r) => ({ startFrame: r.startFrame - offset, endFrame: r.endFrame - offset })),
    },
    offsetFrames: offset,
  };
}

/**
 * The one ffmpeg pass of an export: decode, fit to the export frame, burn captions, mix music,
 * encode. The caption layer comes in as a `-f lavfi` input rather than a branch of -filter_complex:
 * ffmpeg 5.1 reads every input on a thread of its own, so libass draws while the main thread
 * decodes, overlays and feeds x264 (bench medians at superfast: 1.17x the bare transcode, against
 * 1.24x with the same filters inside -filter_complex, where each drawn frame stalled the main thread).
 */
export function buildRenderArgs(input: RenderCommandInput): string[] {
  const seek = inputSeek(input.edits);
  if (seek) {
    // The reframe's path is in source time; after the seek the filters' time starts at the offset.
    const reframe = input.reframe && shiftReframeCrop(input.reframe, (seek.offsetFrames * 1000) / EXPORT_FPS);
    input = { ...input, edits: seek.edits, ...(reframe && { reframe }) };
  }
  const args = ['-y', ...(seek?.args ?? []), '-i', input.videoPath];
  const music = input.output.kind === 'mp4' ? input.music : undefined;
  if (music) args.push('-stream_loop', '-1', '-i', music.path);
  let layer: string | null = null;
  if (input.assPath) {
    layer = `[${music ? 2 : 1}:v]`;
    args.push('-f', 'lavfi', '-i', captionLayerGraph(input, input.assPath));
  }
  let hookLayer: string | null = null;
  if (input.hook && input.hook.frames > 0) {
    hookLayer = `[${args.filter((a) => a === '-i').length}:v]`;
    args.push('-f', 'lavfi', '-i', hookLayerGraph(input, input.hook));
  }
  const graph = editedVideoChains(input, layer, hookLayer);
  if (input.output.kind === 'frames') {
    const picks = input.output.frames.map((n) => `eq(n\\,${n})`).join('+');
    // Tagged as the MP4 is, so each PNG is read back with the BT.709 maths a player uses.
    graph.push(`[vout]${TAG_EXPORT_COLOUR},select='${picks}'[picked]`);
    return [
      ...args,
      '-filter_complex',
      graph.join(';'),
      '-map',
      '[picked]',
      '-fps_mode',
      'passthrough',
      '-f',
      'image2',
      input.output.pattern,
    ];
  }
  graph.push(audioChain({ ...input, music }));
  return [
    ...args,
    '-filter_complex',
    graph.join(';'),
    '-map',
    '[vout]',
    '-map',
    '[aout]',
    '-t',
    input.durationSeconds.toFixed(3),
    '-c:v',
    'libx264',
    '-preset',
    input.preset,
    '-crf',
    String(input.crf),
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-colorspace',
    'bt709',
    '-color_primaries',
    'bt709',
    '-color_trc',
    'bt709',
    '-color_range',
    'tv',
    '-r',
    String(EXPORT_FPS),
    '-c:a',
    'aac',
    '-b:a',
    '160k',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    input.output.path,
  ];
}
