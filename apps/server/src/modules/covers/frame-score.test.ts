import { describe, expect, it } from 'vitest';
import { laplacianVariance, measureFrame, rankFrames, type GreyFrame } from './frame-score.ts';

const W = 120;
const H = 90;

/** A picture with edges everywhere: 6 px checks at two greys, plus a diagonal bar. */
function sharpFrame(): GreyFrame {
  const data = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const check = (Math.floor(x / 6) + Math.floor(y / 6)) % 2 === 0;
      data[y * W + x] = Math.abs(x - y) < 4 ? 230 : check ? 170 : 60;
    }
  }
  return { width: W, height: H, data };
}

/** The same picture through a 7x7 box blur, run twice (close to a Gaussian of sigma ~2.8). */
function blurred(frame: GreyFrame, radius = 3): GreyFrame {
  let src = frame.data;
  for (let pass = 0; pass < 2; pass++) {
    const out = new Uint8Array(src.length);
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        let sum = 0;
        let n = 0;
        for (let dy = -radius; dy <= radius; dy++) {
          for (let dx = -radius; dx <= radius; dx++) {
            const yy = Math.min(H - 1, Math.max(0, y + dy));
            const xx = Math.min(W - 1, Math.max(0, x + dx));
            sum += src[yy * W + xx]!;
            n++;
          }
        }
        out[y * W + x] = Math.round(sum / n);
      }
    }
    src = out;
  }
  return { width: W, height: H, data: src };
}

function darkened(frame: GreyFrame, factor: number): GreyFrame {
  return { ...frame, data: frame.data.map((v) => Math.round(v * factor)) };
}

describe('cover frame ranking', () => {
  it('measures far less Laplacian variance on a blurred frame than on the sharp one', () => {
    const sharp = laplacianVariance(sharpFrame());
    const soft = laplacianVariance(blurred(sharpFrame()));
    expect(soft).toBeLessThan(sharp / 10);
  });

  it('ranks a blurred frame below the sharp one', () => {
    const sharp = sharpFrame();
    const ranked = rankFrames([measureFrame(1000, blurred(sharp), null), measureFrame(2000, sharp, null)]);
    expect(ranked.map((c) => c.timeMs)).toEqual([2000, 1000]);
    expect(ranked[0]!.sharpness).toBe(1);
  });

  it('ranks an underexposed frame below a well exposed one of the same detail', () => {
    const ranked = rankFrames([
      measureFrame(1000, darkened(sharpFrame(), 0.12), null),
      measureFrame(2000, sharpFrame(), null),
    ]);
    expect(ranked.map((c) => c.timeMs)).toEqual([2000, 1000]);
    expect(ranked[1]!.exposure).toBeLessThan(ranked[0]!.exposure);
  });

  it('puts a frame on a scene cut last even when it is the sharpest', () => {
    const sharp = sharpFrame();
    const other = blurred(sharp, 1);
    const ranked = rankFrames([
      // The sharp frame follows a completely different picture 0.1 s before: a cut.
      measureFrame(1000, sharp, darkened(sharp, 0)),
      measureFrame(2000, other, other),
    ]);
    expect(ranked.map((c) => [c.timeMs, c.sceneCut])).toEqual([
      [2000, false],
      [1000, true],
    ]);
  });
});
