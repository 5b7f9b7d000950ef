import type { CropKeyframe } from './crop-path.ts';
import type { FaceAnalysis, FaceBox, FaceSample } from './face-analysis.ts';

/**
 * Auto-reframe's camera: from the faces of the sampled frames and the shot cuts, the crop window's
 * keyframes for one range of the source. Within each shot the window follows the main face like a
 * patient camera operator: it stays put while the face moves inside a dead zone (so a still speaker
 * gives a still window, whatever the detector's jitter), and pans at a bounded speed when the face
 * leaves it. Keyframes sit on the samples and the window moves in straight lines between them, so a
 * pan starts at the sample before the one where the face was seen to move. Each shot starts with a `cut` keyframe; only the moments where the window changes
 * direction or speed become keyframes.
 */

export interface FollowPathOptions {
  /** The `follow` window's width as a share of the source width (crop-path's `cropWindowSize`). */
  windowShare: number;
  /** The `split` layout's window width, same units; null when the frame has no split layout. */
  splitWindowShare: number | null;
  /** The source range to frame (a clip's range), ms. */
  startMs: number;
  endMs: number;
  /** The project's existing keyframes: the user's are kept, the old automatic ones replaced. */
  existing?: readonly CropKeyframe[];
}

export interface ShotFraming {
  startMs: number;
  endMs: number;
  /** A face was found on the shot's frames. */
  face: boolean;
  /** Two faces too far apart for one window on most of the shot's frames. */
  twoApart: boolean;
}

export interface FollowPathResult {
  /** The layout to start with: `centre` when no shot has a face, `split` when two faces far apart fill most of the range. */
  layout: 'follow' | 'centre' | 'split';
  /** The `follow` (and `centre`) keyframes: the main face; the user's kept. */
  keyframes: CropKeyframe[];
  /** The `split` keyframes (`x` the left face, `x2` the right one), or null when no shot has two faces apart. */
  splitKeyframes: CropKeyframe[] | null;
  faceFound: boolean;
  shots: ShotFraming[];
}

/** The face may wander this share of the window's width either side of its centre before it pans. */
const DEAD_ZONE = 0.1;
/** A pan stops once the face is this close to the window's centre (share of the window's width). */
const SETTLE = 0.02;
/**
 * Fastest pan, in window widths per second: for 9:16 out of 16:9, ~half the source width a second
 * (a walk across the frame in two seconds is followed), 20 px a frame at 1280 wide.
 */
const MAX_PAN_WINDOWS_PER_SECOND = 1.5;
/** Share of the remaining distance a pan covers per sample: eases in and out instead of jerking. */
const PAN_GAIN = 0.7;
/** Two faces count as far apart when their centres are further apart than this share of the window. */
const APART = 0.85;
/** A shot is split when two faces far apart are on at least this share of its frames. */
const SPLIT_SHARE = 0.6;
/** A face seen on fewer frames of a shot than this is taken for a false detection. */
const MIN_FACE_SAMPLES = 2;
/** Simplification tolerance of the path, as a share of the source width (~2.5 px of 1280). */
const PATH_TOLERANCE = 0.002;
/** Automatic keyframes this close to a user's keyframe give way to it. */
const USER_GUARD_MS = 500;

const centreOf = (f: FaceBox) => f.x + f.w / 2;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const round4 = (v: number) => Math.round(v * 10_000) / 10_000;

/** Shots of the range: split at the cuts strictly inside it. */
export function shotsOfRange(cutsMs: readonly number[], startMs: number, endMs: number) {
  const starts = [startMs, ...cutsMs.filter((c) => c > startMs && c < endMs)];
  return starts.map((s, i) => ({ startMs: s, endMs: starts[i + 1] ?? endMs, cut: i > 0 }));
}

/** The biggest and most central face: what a viewer looks at. */
function mostProminent(faces: readonly FaceBox[]): FaceBox | undefined {
  let best: FaceBox | undefined;
  let bestScore = -1;
  for (const f of faces) {
    const score = f.w * f.h * (1 - Math.abs(centreOf(f) - 0.5));
    if (score > bestScore) [best, bestScore] = [f, score];
  }
  return best;
}

/**
 * The main face's centre on each sample (null where none): the most prominent face, unless the one
 * followed so far is still there (near where it was), so the window does not flip between speakers.
 */
function mainFaceTrack(samples: readonly FaceSample[]): (number | null)[] {
  let previous: number | null = null;
  return samples.map((s) => {
    if (s.faces.length === 0) return null;
    let chosen = mostProminent(s.faces) as FaceBox;
    if (previous !== null) {
      const near = s.faces
        .filter((f) => Math.abs(centreOf(f) - (previous as number)) < Math.max(0.1, f.w * 1.5))
        .sort((a, b) => b.w * b.h - a.w * a.h)[0];
      if (near) chosen = near;
    }
    previous = centreOf(chosen);
    return previous;
  });
}

/** Gaps filled from the nearest earlier value (the first known one before it), then a median of 5. */
function smoothTrack(track: readonly (number | null)[], fallback: number): number[] {
  const firstKnown = track.find((v) => v !== null) ?? fallback;
  let last = firstKnown;
  const filled = track.map((v) => (v === null ? last : (last = v)));
  return filled.map((_, i) => {
    const around = filled.slice(Math.max(0, i - 2), i + 3).sort((a, b) => a - b);
    return around[Math.floor(around.length / 2)] as number;
  });
}

/**
 * The window centre at each sample following `target` (already smoothed): still inside the dead zone,
 * an eased pan at bounded speed outside it. Starts on the target.
 */
function follow(target: readonly number[], times: readonly number[], windowShare: number): number[] {
  const half = windowShare / 2;
  const aimAt = (i: number) => clamp(target[Math.min(i, target.length - 1)] as number, half, 1 - half);
  const first = target.slice(0, 3).sort((a, b) => a - b);
  let c = clamp(first[Math.floor(first.length / 2)] ?? 0.5, half, 1 - half);
  let panning = false;
  const path = [c];
  for (let i = 1; i < target.length; i++) {
    const aim = aimAt(i);
    const seconds = ((times[i] as number) - (times[i - 1] as number)) / 1000;
    if (!panning && Math.abs(aim - c) > DEAD_ZONE * windowShare) panning = true;
    if (panning) {
      const most = MAX_PAN_WINDOWS_PER_SECOND * windowShare * seconds;
      c += clamp((aim - c) * PAN_GAIN, -most, most);
      if (Math.abs(aim - c) < SETTLE * windowShare) panning = false;
    }
    path.push(c);
  }
  return path;
}

/** Ramer–Douglas–Peucker over (time, one or two centres): the indices that keep the path's shape. */
function simplify(times: readonly number[], values: readonly number[][]): number[] {
  const keep = new Set<number>([0, times.length - 1]);
  const stack: [number, number][] = [[0, times.length - 1]];
  while (stack.length > 0) {
    const [a, b] = stack.pop() as [number, number];
    let worst = -1;
    let worstAt = -1;
    for (let i = a + 1; i < b; i++) {
      const u = ((times[i] as number) - (times[a] as number)) / ((times[b] as number) - (times[a] as number));
      for (const series of values) {
        const line = (series[a] as number) + ((series[b] as number) - (series[a] as number)) * u;
        const off = Math.abs((series[i] as number) - line);
        if (off > worst) [worst, worstAt] = [off, i];
      }
    }
    if (worst > PATH_TOLERANCE) {
      keep.add(worstAt);
      stack.push([a, worstAt], [worstAt, b]);
    }
  }
  return [...keep].sort((x, y) => x - y);
}

/** A shot's keyframes from its per-sample centres: the shot start, then where the motion changes. */
function shotKeyframes(
  startMs: number,
  cut: boolean,
  times: readonly number[],
  xs: readonly number[],
  x2s: readonly number[] | null,
): CropKeyframe[] {
  // The shot's first keyframe is at its start, holding the first sample's centre.
  const lead = (times[0] as number) > startMs;
  const allTimes = lead ? [startMs, ...times] : [...times];
  const withLead = (v: readonly number[]) => (lead ? [v[0] as number, ...v] : [...v]);
  const series = [withLead(xs)];
  if (x2s) series.push(withLead(x2s));
  const kept = simplify(allTimes, series);
  const keyframes = kept.map((i) => {
    const kf: CropKeyframe = { tMs: Math.round(allTimes[i] as number), x: round4(series[0]?.[i] as number) };
    if (x2s) kf.x2 = round4(series[1]?.[i] as number);
    return kf;
  });
  // The last point only matters when the window moved to it; holding is implied until the next cut.
  const last = keyframes[keyframes.length - 1] as CropKeyframe;
  const before = keyframes[keyframes.length - 2];
  if (before && before.x === last.x && before.x2 === last.x2) keyframes.pop();
  if (cut) (keyframes[0] as CropKeyframe).cut = true;
  return keyframes;
}

/** Automatic keyframes give way to the user's near them; the user's are all kept. */
export function mergeUserKeyframes(auto: readonly CropKeyframe[], existing: readonly CropKeyframe[]) {
  const user = existing.filter((k) => k.user);
  const near = (t: number) => user.some((u) => Math.abs(u.tMs - t) < USER_GUARD_MS);
  return [...auto.filter((k) => !near(k.tMs)), ...user].sort((a, b) => a.tMs - b.tMs);
}

/** The crop keyframes of a range of an analysed video (see the file comment). */
export function followPath(analysis: FaceAnalysis, options: FollowPathOptions): FollowPathResult {
  const { windowShare, splitWindowShare, startMs, endMs } = options;
  const shots: ShotFraming[] = [];
  const follows: CropKeyframe[] = [];
  const splits: CropKeyframe[] = [];
  let splitMs = 0;

  for (const shot of shotsOfRange(analysis.cutsMs, startMs, endMs)) {
    const samples = analysis.samples.filter((s) => s.tMs >= shot.startMs && s.tMs < shot.endMs);
    const times = samples.map((s) => s.tMs);
    const seen = samples.filter((s) => s.faces.length > 0).length;
    const face = seen >= Math.min(MIN_FACE_SAMPLES, samples.length) && seen > 0;
    const twoApart =
      face && samples.filter((s) => facesApart(s.faces, windowShare)).length >= SPLIT_SHARE * samples.length;
    shots.push({ startMs: shot.startMs, endMs: shot.endMs, face, twoApart });

    if (!face || samples.length === 0) {
      const still = { tMs: shot.startMs, x: 0.5, ...(shot.cut && { cut: true }) };
      follows.push(still);
      splits.push({ ...still, x2: 0.5 });
      continue;
    }
    const main = follow(smoothTrack(mainFaceTrack(samples), 0.5), times, windowShare);
    follows.push(...shotKeyframes(shot.startMs, shot.cut, times, main, null));
    if (splitWindowShare === null) continue;
    if (twoApart) {
      splitMs += shot.endMs - shot.startMs;
      const pairs = samples.map((s) => leftRight(s.faces, windowShare));
      const left = follow(
        smoothTrack(
          pairs.map((p) => p?.[0] ?? null),
          0.25,
        ),
        times,
        splitWindowShare,
      );
      const right = follow(
        smoothTrack(
          pairs.map((p) => p?.[1] ?? null),
          0.75,
        ),
        times,
        splitWindowShare,
      );
      splits.push(...shotKeyframes(shot.startMs, shot.cut, times, left, right));
    } else {
      const one = follow(smoothTrack(mainFaceTrack(samples), 0.5), times, splitWindowShare);
      splits.push(...shotKeyframes(shot.startMs, shot.cut, times, one, one));
    }
  }

  const faceFound = shots.some((s) => s.face);
  const anySplit = splitWindowShare !== null && shots.some((s) => s.twoApart);
  const existing = options.existing ?? [];
  const layout = !faceFound ? 'centre' : anySplit && splitMs * 2 >= endMs - startMs ? 'split' : 'follow';
  return {
    layout,
    keyframes: mergeUserKeyframes(follows, existing),
    splitKeyframes: anySplit ? mergeUserKeyframes(splits, existing) : null,
    faceFound,
    shots,
  };
}

/** The two most prominent faces' centres, left first, when they are too far apart for one window. */
function leftRight(faces: readonly FaceBox[], windowShare: number): [number, number] | null {
  if (faces.length < 2) return null;
  const [a, b] = [...faces].sort((p, q) => q.w * q.h - p.w * p.h);
  const pair = [centreOf(a as FaceBox), centreOf(b as FaceBox)].sort((p, q) => p - q) as [number, number];
  return pair[1] - pair[0] > APART * windowShare ? pair : null;
}

function facesApart(faces: readonly FaceBox[], windowShare: number): boolean {
  return leftRight(faces, windowShare) !== null;
}
