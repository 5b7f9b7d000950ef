import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '../../src/modules/media/ffmpeg.ts';

/**
 * Test videos for auto-reframe, made by ffmpeg from a real face photograph (OpenCV's messi5.jpg from
 * Debian's opencv-doc, extracted by scripts/fetch-face-images.sh) moving across real photographs,
 * with hard cuts where the background changes. The face's true box at any time comes from the same
 * motion description that drew it. Used by the reframe tests and bench/shorts.
 */

export const FACE_IMAGES_DIR = path.join(
  process.env.WORDREEL_CACHE ?? path.join(homedir(), '.cache', 'wordreel'),
  'opencv-doc',
);

export function faceImage(name: 'messi5.jpg' | 'building.jpg' | 'home.jpg'): string {
  const file = path.join(FACE_IMAGES_DIR, name);
  if (!existsSync(file))
    throw new Error(`${file} is missing: run scripts/fetch-face-images.sh (setup.sh does).`);
  return file;
}

/** The head and shoulders around the face in messi5.jpg, and the face's box inside that crop. */
const CROP = { x: 181, y: 57, w: 130, h: 150 };
const FACE_IN_CROP = { x: 45, y: 35, w: 40, h: 40 };

/** The face's centre over time as a share of the width: straight lines between points, held after. */
export interface Motion {
  points: { tS: number; x: number }[];
  /** The motion repeats every this many seconds (long videos). */
  periodS?: number;
}

export interface FaceVideoSpec {
  width: number;
  height: number;
  seconds: number;
  /** Source time of each hard cut (the background switches between two photographs). */
  cutsS: number[];
  /** Null: no face at all (the fallback case). */
  motion: Motion | null;
  /** A second speaker (the same photograph again), for the split layout. */
  second?: Motion;
  /** Cuts every this many seconds instead of `cutsS` (long videos). */
  cutEveryS?: number;
  /** x264 preset: `ultrafast` for tests; the bench uses the playable copy's `veryfast`. */
  preset?: 'ultrafast' | 'veryfast';
  crf?: number;
}

function spriteScale(spec: FaceVideoSpec): number {
  // The face 22 % of the frame's height: a talking-head framing.
  return (spec.height * 0.22) / FACE_IN_CROP.h;
}

/** The face's centre (share of the width) at `tS`. */
export function faceCentreAt(motion: Motion, tS: number): number {
  const t = motion.periodS ? tS % motion.periodS : tS;
  const pts = motion.points;
  if (t <= (pts[0]?.tS ?? 0)) return pts[0]?.x ?? 0.5;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1] as { tS: number; x: number };
    const b = pts[i] as { tS: number; x: number };
    if (t <= b.tS) return a.x + ((b.x - a.x) * (t - a.tS)) / (b.tS - a.tS);
  }
  return pts[pts.length - 1]?.x ?? 0.5;
}

/** The face's box in source pixels at `tS`. */
export function faceBoxAt(spec: FaceVideoSpec, motion: Motion, tS: number) {
  const k = spriteScale(spec);
  const w = FACE_IN_CROP.w * k;
  const centre = faceCentreAt(motion, tS) * spec.width;
  return { left: centre - w / 2, right: centre + w / 2 };
}

/** ffmpeg's expression for the face sprite's left edge (same lines as `faceCentreAt`). */
function spriteXExpression(spec: FaceVideoSpec, motion: Motion): string {
  const k = spriteScale(spec);
  const offset = (FACE_IN_CROP.x + FACE_IN_CROP.w / 2) * k;
  const t = motion.periodS ? `mod(t\\,${motion.periodS})` : 't';
  const pts = motion.points;
  let expr = `${(pts[pts.length - 1]?.x ?? 0.5) * spec.width}`;
  for (let i = pts.length - 1; i >= 1; i--) {
    const a = pts[i - 1] as { tS: number; x: number };
    const b = pts[i] as { tS: number; x: number };
    const line = `${a.x * spec.width}+(${(b.x - a.x) * spec.width})*(${t}-${a.tS})/${b.tS - a.tS}`;
    expr = `if(lte(${t}\\,${b.tS})\\,${line}\\,${expr})`;
  }
  expr = `if(lte(${t}\\,${pts[0]?.tS ?? 0})\\,${(pts[0]?.x ?? 0.5) * spec.width}\\,${expr})`;
  return `(${expr})-${offset.toFixed(2)}`;
}

function backgroundSwitch(spec: FaceVideoSpec): string {
  if (spec.cutEveryS) return `gte(mod(t\\,${spec.cutEveryS * 2})\\,${spec.cutEveryS})`;
  if (spec.cutsS.length === 0) return '0';
  // Odd-numbered shots show the second photograph.
  return spec.cutsS.map((c, i) => `${i % 2 === 0 ? '' : '-'}gte(t\\,${c})`).join('+');
}

/** Writes the video (H.264, 30 fps, no sound) to `file`. */
export async function makeFaceVideo(spec: FaceVideoSpec, file: string, signal?: AbortSignal): Promise<void> {
  const { width: W, height: H } = spec;
  const k = spriteScale(spec);
  const sw = Math.round((CROP.w * k) / 2) * 2;
  const sh = Math.round((CROP.h * k) / 2) * 2;
  const still = (f: string) => ['-loop', '1', '-framerate', '30', '-t', String(spec.seconds), '-i', f];
  const inputs = [...still(faceImage('building.jpg')), ...still(faceImage('home.jpg'))];
  let graph =
    `[0]scale=${W}:${H},setsar=1[a];[1]scale=${W}:${H},setsar=1[b];` +
    `[a][b]overlay=enable='${backgroundSwitch(spec)}'[bg]`;
  const y = Math.round((H - sh) / 2);
  if (spec.motion && spec.second) {
    inputs.push(...still(faceImage('messi5.jpg')));
    graph +=
      `;[2]crop=${CROP.w}:${CROP.h}:${CROP.x}:${CROP.y},scale=${sw}:${sh},split=2[f][f2]` +
      `;[bg][f]overlay=x='${spriteXExpression(spec, spec.motion)}':y=${y}:eval=frame[one]` +
      `;[one][f2]overlay=x='${spriteXExpression(spec, spec.second)}':y=${y}:eval=frame[v]`;
  } else if (spec.motion) {
    inputs.push(...still(faceImage('messi5.jpg')));
    graph +=
      `;[2]crop=${CROP.w}:${CROP.h}:${CROP.x}:${CROP.y},scale=${sw}:${sh}[f]` +
      `;[bg][f]overlay=x='${spriteXExpression(spec, spec.motion)}':y=${y}:eval=frame[v]`;
  } else graph += ';[bg]null[v]';
  await runFfmpeg(
    [
      ...inputs,
      ...['-filter_complex', `${graph};[v]format=yuv420p[out]`, '-map', '[out]'],
      ...[
        '-c:v',
        'libx264',
        '-preset',
        spec.preset ?? 'ultrafast',
        '-crf',
        String(spec.crf ?? 26),
        '-r',
        '30',
      ],
      ...['-frames:v', String(Math.round(spec.seconds * 30)), file],
    ],
    { signal, durationSec: spec.seconds },
  );
}

/**
 * The tests' scene: still on the left, a walk to the right, still; a hard cut at 3 s to the other
 * photograph with the face still on the left.
 */
/** A speaker who stands, walks across, stands and walks back: a 20 s cycle (the benches' long videos). */
export const WALK_CYCLE: Motion = {
  periodS: 20,
  points: [
    { tS: 0, x: 0.3 },
    { tS: 6, x: 0.3 },
    { tS: 9, x: 0.7 },
    { tS: 16, x: 0.7 },
    { tS: 19, x: 0.3 },
  ],
};

export const WALK_AND_CUT: FaceVideoSpec = {
  width: 1280,
  height: 720,
  seconds: 5,
  cutsS: [3],
  motion: {
    points: [
      { tS: 1.2, x: 0.2 },
      { tS: 2.4, x: 0.65 },
      // Frame 89 (2.967 s) is the last of the first shot, frame 90 (3 s) the first of the second.
      { tS: 2.98, x: 0.65 },
      { tS: 2.99, x: 0.25 },
    ],
  },
};

/** Two speakers far apart, standing still on either side, with the same hard cut at 3 s. */
export const TWO_APART: FaceVideoSpec = {
  width: 1280,
  height: 720,
  seconds: 5,
  cutsS: [3],
  motion: { points: [{ tS: 0, x: 0.18 }] },
  second: { points: [{ tS: 0, x: 0.82 }] },
};
