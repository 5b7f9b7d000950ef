import { FILL_BOX_PASSES, FILL_BOX_RADIUS } from './export-frame.ts';

/**
 * ffmpeg's `boxblur` (libavfilter/vf_boxblur.c) in TypeScript, so the studio's blurred fill is the
 * export's and not a look-alike: a box of 2r+1 samples in 16-bit fixed point with rounding, the edges
 * mirrored (sample −1 is sample 0), `passes` times along every row, then `passes` times down every
 * column. Works in place on RGBA bytes (alpha untouched); ffmpeg blurs the Y plane the same way, and Y
 * is a weighted sum of R, G and B, so the luma comes out as the export's.
 */
export function boxBlurRgba(
  data: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  radius = FILL_BOX_RADIUS,
  passes = FILL_BOX_PASSES,
): void {
  if (radius <= 0 || passes <= 0 || width <= radius || height <= radius) return;
  const line = new Int32Array(Math.max(width, height));
  const out = new Int32Array(Math.max(width, height));
  for (let channel = 0; channel < 3; channel++) {
    for (let y = 0; y < height; y++) {
      const base = y * width * 4 + channel;
      for (let x = 0; x < width; x++) line[x] = data[base + x * 4] as number;
      blurLine(line, out, width, radius, passes);
      for (let x = 0; x < width; x++) data[base + x * 4] = line[x] as number;
    }
    for (let x = 0; x < width; x++) {
      const base = x * 4 + channel;
      for (let y = 0; y < height; y++) line[y] = data[base + y * width * 4] as number;
      blurLine(line, out, height, radius, passes);
      for (let y = 0; y < height; y++) data[base + y * width * 4] = line[y] as number;
    }
  }
}

/** `passes` box blurs of one line, in place (`out` is scratch space). */
function blurLine(line: Int32Array, out: Int32Array, len: number, radius: number, passes: number): void {
  for (let p = 0; p < passes; p++) {
    blur(out, line, len, radius);
    line.set(out.subarray(0, len));
  }
}

/** vf_boxblur.c's `blur`: a running sum over a mirrored edge, in 16-bit fixed point. */
function blur(dst: Int32Array, src: Int32Array, len: number, radius: number): void {
  const length = radius * 2 + 1;
  const inv = Math.floor(((1 << 16) + Math.floor(length / 2)) / length);
  let sum = src[radius] as number;
  for (let x = 0; x < radius; x++) sum += (src[x] as number) * 2;
  sum = sum * inv + (1 << 15);
  let x = 0;
  for (; x <= radius; x++) {
    sum += ((src[radius + x] as number) - (src[radius - x] as number)) * inv;
    dst[x] = Math.floor(sum / 65536);
  }
  for (; x < len - radius; x++) {
    sum += ((src[radius + x] as number) - (src[x - radius - 1] as number)) * inv;
    dst[x] = Math.floor(sum / 65536);
  }
  for (; x < len; x++) {
    sum += ((src[2 * len - radius - x - 1] as number) - (src[x - radius - 1] as number)) * inv;
    dst[x] = Math.floor(sum / 65536);
  }
}
