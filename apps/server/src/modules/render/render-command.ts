/** The export frame: portrait 1080x1920 at 30 fps (spec: "1080p at 30 FPS", orientation always portrait). */
export const EXPORT_WIDTH = 1080;
export const EXPORT_HEIGHT = 1920;
export const EXPORT_FPS = 30;
/** Background music fades out over the last 1.5 s. */
export const MUSIC_FADE_SECONDS = 1.5;

export interface RenderCommandInput {
  videoPath: string;
  durationSeconds: number;
  sourceWidth: number;
  sourceHeight: number;
  sourceHasAudio: boolean;
  /** The caption document, drawn for `captionBand`; left out when there are no captions. */
  assPath?: string;
  /** The band of the frame the captions can touch (core's `captionBand`); the whole frame if left out. */
  captionBand?: { top: number; height: number };
  fontsDir: string;
  music?: { path: string; volume: number };
  preset: string;
  crf: number;
  /** Either an MP4 file, or (for parity checks) only these frame numbers as PNGs: a `%03d` pattern. */
  output: { kind: 'mp4'; path: string } | { kind: 'frames'; pattern: string; frames: number[] };
}

/** Paths go into an ffmpeg filtergraph, where `:` `,` `'` `[` `;` and `\` mean something: allow none. */
function filterPath(p: string): string {
  if (!/^[A-Za-z0-9_./+-]+$/.test(p)) throw new Error(`unsafe path for a filtergraph: ${p}`);
  return p;
}

const W = EXPORT_WIDTH;
const H = EXPORT_HEIGHT;
const TO_BT709 = 'out_color_matrix=bt709:out_range=tv';

/**
 * The video chain: a 9:16 source is scaled to the frame; any other shape is fitted inside it over a
 * blurred, cropped fill of itself (blurred at quarter size: the same look for a fraction of the cost).
 */
function videoChain(input: RenderCommandInput): string {
  // The media job's playable copy of a portrait upload is usually 1080x1920 already: no scaling pass.
  if (input.sourceWidth === W && input.sourceHeight === H) {
    return `[0:v]fps=${EXPORT_FPS},setsar=1,format=yuv420p[v]`;
  }
  const ratio = input.sourceWidth / Math.max(1, input.sourceHeight);
  if (Math.abs(ratio - W / H) < 0.01) {
    return `[0:v]fps=${EXPORT_FPS},scale=${W}:${H}:${TO_BT709},setsar=1,format=yuv420p[v]`;
  }
  const qw = W / 4;
  const qh = H / 4;
  return [
    `[0:v]fps=${EXPORT_FPS},split=2[bgsrc][fgsrc]`,
    `[bgsrc]scale=${qw}:${qh}:force_original_aspect_ratio=increase,crop=${qw}:${qh},boxblur=8:2,scale=${W}:${H}:${TO_BT709},setsar=1[bg]`,
    `[fgsrc]scale=${W}:${H}:force_original_aspect_ratio=decrease:force_divisible_by=2:${TO_BT709},setsar=1[fg]`,
    `[bg][fg]overlay=(W-w)/2:(H-h)/2,format=yuv420p[v]`,
  ].join(';');
}

/**
 * Captions are drawn on a transparent canvas and overlaid: Debian ffmpeg 5.1's `ass` filter on
 * yuv420p converts colours with BT.601 maths, the canvas route keeps them exact (FIELD-NOTES).
 * With alpha=1 libass leaves colour premultiplied by coverage (a blurred white halo at a = 0.3 is
 * stored as grey 77 @ 0.3) while `overlay` expects straight alpha, so every semi-transparent pixel
 * would count a² instead of a: `unpremultiply` restores straight colour before the conversion.
 */
function captionChain(input: RenderCommandInput, last: string): string {
  if (!input.assPath) return `${last}null[vout]`;
  // Only the caption band is drawn and converted, then overlaid at its place: most frames' pixels skip it.
  const band = input.captionBand ?? { top: 0, height: H };
  return [
    `color=c=black@0:s=${W}x${band.height}:r=${EXPORT_FPS},format=rgba,ass=filename=${filterPath(input.assPath)}:alpha=1:fontsdir=${filterPath(input.fontsDir)},unpremultiply=inplace=1,scale=${TO_BT709},format=yuva420p[subs]`,
    `${last}[subs]overlay=x=0:y=${band.top}:shortest=1:format=yuv420[vout]`,
  ].join(';');
}

function audioChain(input: RenderCommandInput): string {
  const d = input.durationSeconds.toFixed(3);
  const base = input.sourceHasAudio
    ? `[0:a]aresample=48000,aformat=channel_layouts=stereo[a0]`
    : `anullsrc=r=48000:cl=stereo,atrim=0:${d}[a0]`;
  if (!input.music) return `${base};[a0]anull[aout]`;
  const fadeStart = Math.max(0, input.durationSeconds - MUSIC_FADE_SECONDS).toFixed(3);
  return [
    base,
    `[1:a]aresample=48000,aformat=channel_layouts=stereo,atrim=0:${d},asetpts=N/SR/TB,volume=${input.music.volume.toFixed(3)},afade=t=out:st=${fadeStart}:d=${MUSIC_FADE_SECONDS}[m]`,
    // normalize=0: the original audio keeps its level; the music sits under it at the chosen volume.
    `[a0][m]amix=inputs=2:duration=first:normalize=0[aout]`,
  ].join(';');
}

/** The one ffmpeg pass of an export: decode, fit to the portrait frame, burn captions, mix music, encode. */
export function buildRenderArgs(input: RenderCommandInput): string[] {
  const args = ['-y', '-i', input.videoPath];
  const graph = [videoChain(input), captionChain(input, '[v]')];
  if (input.output.kind === 'frames') {
    const picks = input.output.frames.map((n) => `eq(n\\,${n})`).join('+');
    graph.push(`[vout]select='${picks}'[picked]`);
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
  if (input.music) args.push('-stream_loop', '-1', '-i', input.music.path);
  graph.push(audioChain(input));
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
