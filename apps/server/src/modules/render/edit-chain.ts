import { JOIN_FADE_MS, type ZoomFrameSpan, zoomExpression } from '@wordreel/core';

/**
 * The filters that play an edit list inside the export's one ffmpeg pass: cuts (video frames picked
 * by number on the 30 fps grid, audio cut at the same instants to the sample with a 10 ms fade at
 * every join) and zoom punch-ins (zoompan driven by core's zoom curve). Only used when the project
 * has an edit list; the plain export never sees these filters.
 */

/** One kept range of the source in frames of the export's grid: [startFrame, endFrame). */
export interface FrameRange {
  startFrame: number;
  endFrame: number;
}

export interface EditFilters {
  ranges: readonly FrameRange[];
  zooms: readonly ZoomFrameSpan[];
}

const SAMPLE_RATE = 48_000;
/** Audio at every join fades out and in over this many samples at 48 kHz (core's 10 ms): no click. */
export const JOIN_FADE_SAMPLES = (SAMPLE_RATE * JOIN_FADE_MS) / 1000;
/** Terms per `select` expression (ffmpeg's parser allows about a hundred function calls). */
const CUTS_PER_SELECT = 40;
/** Zooms per zoompan expression (7 function calls each). */
const ZOOMS_PER_FILTER = 10;

/** The cut spans between (and around) the kept ranges, in frames: [from, to], to = -1 for "to the end". */
function cutFrames(ranges: readonly FrameRange[]): [number, number][] {
  const cuts: [number, number][] = [];
  let at = 0;
  for (const r of ranges) {
    if (r.startFrame > at) cuts.push([at, r.startFrame - 1]);
    at = r.endFrame;
  }
  cuts.push([at, -1]);
  return cuts;
}

/**
 * The source video with the cuts taken out: on the 30 fps grid a frame's pts is its number, so
 * chained `select`s (each dropping some cuts) all see the same numbers; `setpts` then lays the kept
 * frames end to end. `atSourceTime` (the reframe's crop) runs on the kept frames while their time is
 * still the source's.
 */
export function cutVideoChain(
  ranges: readonly FrameRange[],
  fps: number,
  out: string,
  atSourceTime?: (src: string, out: string) => string,
): string {
  const terms = cutFrames(ranges).map(([a, b]) =>
    b < 0 ? `gte(pts\\,${a})` : a === b ? `eq(pts\\,${a})` : `between(pts\\,${a}\\,${b})`,
  );
  const selects: string[] = [];
  for (let i = 0; i < terms.length; i += CUTS_PER_SELECT) {
    selects.push(`select='not(${terms.slice(i, i + CUTS_PER_SELECT).join('+')})'`);
  }
  const cut = `[0:v]fps=${fps},settb=1/${fps},setpts=PTS-STARTPTS,${selects.join(',')}`;
  if (!atSourceTime) return `${cut},setpts=N/${fps}/TB${out}`;
  return [`${cut}[srctime]`, atSourceTime('[srctime]', '[retime]'), `[retime]setpts=N/${fps}/TB${out}`].join(
    ';',
  );
}

/**
 * The source audio cut at the same instants as the video, to the sample: each kept range is trimmed
 * out of its own copy, faded in and out over 10 ms, and the pieces are joined end to end.
 */
export function cutAudioChain(ranges: readonly FrameRange[], fps: number, out: string): string {
  const perFrame = SAMPLE_RATE / fps;
  const labels = ranges.map((_, i) => `[cut${i}]`);
  const pieces = ranges.map((r, i) => {
    const samples = Math.round((r.endFrame - r.startFrame) * perFrame);
    const fade = Math.min(JOIN_FADE_SAMPLES, Math.floor(samples / 2));
    return (
      `[src${i}]atrim=start_sample=${Math.round(r.startFrame * perFrame)}:end_sample=${Math.round(r.endFrame * perFrame)},` +
      `asetpts=PTS-STARTPTS,afade=t=in:ss=0:ns=${fade},afade=t=out:ss=${samples - fade}:ns=${fade}${labels[i]}`
    );
  });
  const split =
    ranges.length === 1
      ? `[0:a]aresample=${SAMPLE_RATE},aformat=channel_layouts=stereo,asetpts=PTS-STARTPTS[src0]`
      : `[0:a]aresample=${SAMPLE_RATE},aformat=channel_layouts=stereo,asetpts=PTS-STARTPTS,asplit=${ranges.length}${ranges.map((_, i) => `[src${i}]`).join('')}`;
  return [split, ...pieces, `${labels.join('')}concat=n=${ranges.length}:v=0:a=1${out}`].join(';');
}

/**
 * Zoom punch-ins on the finished frame, centred: zoompan crops 1/scale of the frame around its
 * centre and scales it back to the frame size, with the scale of each output frame `on` from core's
 * curve (`zoomExpression`, the function the studio preview draws with). Outside the zooms the scale
 * is 1 and the frame passes through at full size.
 */
export function zoomChain(
  zooms: readonly ZoomFrameSpan[],
  size: { width: number; height: number; fps: number },
  input: string,
  out: string,
): string {
  const filters: string[] = [];
  for (let i = 0; i < zooms.length; i += ZOOMS_PER_FILTER) {
    const z = zoomExpression(zooms.slice(i, i + ZOOMS_PER_FILTER));
    filters.push(
      `zoompan=z='${z}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=${size.width}x${size.height}:fps=${size.fps}`,
    );
  }
  return `${input}${filters.join(',')}${out}`;
}
