import { eventLoopTurns } from './event-loop-turns.ts';

/**
 * MFCC features for alignment: 25 ms Hamming windows every 10 ms, 26 mel bands up to 8 kHz, 13
 * cepstral coefficients without c0 (loudness differs between a recording and synthetic speech), then
 * per-recording mean and variance normalisation so two voices become comparable.
 */
export const HOP_MS = 10;

const FFT_SIZE = 512;
const MEL_BANDS = 26;
const COEFFS = 13;

function fftPower(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j] as number, re[i] as number];
      [im[i], im[j]] = [im[j] as number, im[i] as number];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const angle = (-2 * Math.PI) / len;
    const wr = Math.cos(angle);
    const wi = Math.sin(angle);
    for (let i = 0; i < n; i += len) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < len / 2; k++) {
        const a = i + k;
        const b = a + len / 2;
        const tr = (re[b] as number) * cr - (im[b] as number) * ci;
        const ti = (re[b] as number) * ci + (im[b] as number) * cr;
        re[b] = (re[a] as number) - tr;
        im[b] = (im[a] as number) - ti;
        re[a] = (re[a] as number) + tr;
        im[a] = (im[a] as number) + ti;
        const nr = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = nr;
      }
    }
  }
}

function melFilterbank(sampleRate: number): Float64Array[] {
  const mel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
  const hz = (m: number) => 700 * (10 ** (m / 2595) - 1);
  const top = mel(Math.min(8000, sampleRate / 2));
  const points = Array.from({ length: MEL_BANDS + 2 }, (_, i) =>
    Math.floor(((FFT_SIZE + 1) * hz(mel(20) + ((top - mel(20)) * i) / (MEL_BANDS + 1))) / sampleRate),
  );
  return Array.from({ length: MEL_BANDS }, (_, b) => {
    const f = new Float64Array(FFT_SIZE / 2 + 1);
    const [lo, mid, hi] = [points[b] as number, points[b + 1] as number, points[b + 2] as number];
    for (let k = lo; k < mid; k++) f[k] = (k - lo) / Math.max(1, mid - lo);
    for (let k = mid; k < hi; k++) f[k] = (hi - k) / Math.max(1, hi - mid);
    return f;
  });
}

/** One feature vector (COEFFS - 1 values) per 10 ms hop. */
export async function mfcc(
  samples: Float32Array,
  sampleRate: number,
  signal?: AbortSignal,
): Promise<Float32Array[]> {
  const win = Math.round(sampleRate * 0.025);
  const hop = Math.round((sampleRate * HOP_MS) / 1000);
  const count = Math.max(0, Math.floor((samples.length - win) / hop) + 1);
  const hamming = Float64Array.from(
    { length: win },
    (_, i) => 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (win - 1)),
  );
  const bank = melFilterbank(sampleRate);
  const re = new Float64Array(FFT_SIZE);
  const im = new Float64Array(FFT_SIZE);
  const logMel = new Float64Array(MEL_BANDS);
  const frames: Float32Array[] = [];
  const turns = eventLoopTurns(signal);
  for (let f = 0; f < count; f++) {
    if (turns.due()) await turns.take();
    re.fill(0);
    im.fill(0);
    const start = f * hop;
    for (let i = 0; i < win; i++) {
      // Pre-emphasis boosts the high frequencies where consonants live.
      const s = (samples[start + i] as number) - 0.97 * (samples[start + i - 1] ?? 0);
      re[i] = s * (hamming[i] as number);
    }
    fftPower(re, im);
    for (let b = 0; b < MEL_BANDS; b++) {
      const filter = bank[b] as Float64Array;
      let e = 0;
      for (let k = 0; k <= FFT_SIZE / 2; k++) {
        const w = filter[k] as number;
        if (w) e += w * ((re[k] as number) ** 2 + (im[k] as number) ** 2);
      }
      logMel[b] = Math.log(e + 1e-10);
    }
    const out = new Float32Array(COEFFS - 1);
    for (let c = 1; c < COEFFS; c++) {
      let sum = 0;
      for (let b = 0; b < MEL_BANDS; b++)
        sum += (logMel[b] as number) * Math.cos((Math.PI * c * (b + 0.5)) / MEL_BANDS);
      out[c - 1] = sum;
    }
    frames.push(out);
  }
  normalise(frames);
  return frames;
}

function normalise(frames: Float32Array[]): void {
  if (frames.length === 0) return;
  const dims = (frames[0] as Float32Array).length;
  for (let d = 0; d < dims; d++) {
    let mean = 0;
    for (const f of frames) mean += f[d] as number;
    mean /= frames.length;
    let variance = 0;
    for (const f of frames) variance += ((f[d] as number) - mean) ** 2;
    const sd = Math.sqrt(variance / frames.length) || 1;
    for (const f of frames) f[d] = ((f[d] as number) - mean) / sd;
  }
}
