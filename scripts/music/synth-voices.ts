/**
 * Small synthesiser voices for the generated music library: each adds one note or drum hit into a
 * stereo float buffer. Plain oscillators, envelopes and noise; nothing sampled, nothing downloaded.
 */
export const SAMPLE_RATE = 44_100;

export interface StereoBuffer {
  left: Float32Array;
  right: Float32Array;
}

export function createBuffer(seconds: number): StereoBuffer {
  const length = Math.ceil(seconds * SAMPLE_RATE);
  return { left: new Float32Array(length), right: new Float32Array(length) };
}

/** A deterministic noise source, so every run of the generator makes the same files. */
export function createNoise(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) / 0xffffffff) * 2 - 1;
  };
}

export const midiToHz = (note: number) => 440 * 2 ** ((note - 69) / 12);

export type Wave = 'sine' | 'triangle' | 'saw' | 'square' | 'organ';

/** Band-limited enough for music at these pitches: a few harmonics instead of a raw edge. */
function waveSample(wave: Wave, phase: number): number {
  const x = 2 * Math.PI * phase;
  switch (wave) {
    case 'sine':
      return Math.sin(x);
    case 'triangle':
      return (2 / Math.PI) * Math.asin(Math.sin(x));
    case 'saw':
      return (
        (Math.sin(x) +
          Math.sin(2 * x) / 2 +
          Math.sin(3 * x) / 3 +
          Math.sin(4 * x) / 4 +
          Math.sin(5 * x) / 5) *
        0.6
      );
    case 'square':
      return (Math.sin(x) + Math.sin(3 * x) / 3 + Math.sin(5 * x) / 5 + Math.sin(7 * x) / 7) * 0.8;
    case 'organ':
      return (Math.sin(x) + 0.5 * Math.sin(2 * x) + 0.25 * Math.sin(4 * x)) * 0.6;
  }
}

export interface ToneOptions {
  wave: Wave;
  attack: number;
  decay: number;
  sustain: number;
  release: number;
  /** -1 left … 1 right. */
  pan?: number;
  /** Vibrato/tremolo depth (0..1) at 5 Hz: a little life on pads and keys. */
  tremolo?: number;
  detune?: number;
}

/** Adds one enveloped note (start and length in seconds). */
export function addTone(
  buf: StereoBuffer,
  start: number,
  length: number,
  hz: number,
  gain: number,
  o: ToneOptions,
): void {
  const from = Math.floor(start * SAMPLE_RATE);
  const total = Math.floor((length + o.release) * SAMPLE_RATE);
  const holdEnd = length * SAMPLE_RATE;
  const l = gain * (1 - (o.pan ?? 0)) * 0.5;
  const r = gain * (1 + (o.pan ?? 0)) * 0.5;
  const step = hz / SAMPLE_RATE;
  const step2 = (hz * (1 + (o.detune ?? 0))) / SAMPLE_RATE;
  for (let i = 0; i < total && from + i < buf.left.length; i++) {
    const t = i / SAMPLE_RATE;
    let env: number;
    if (t < o.attack) env = t / o.attack;
    else if (t < o.attack + o.decay) env = 1 - ((1 - o.sustain) * (t - o.attack)) / o.decay;
    else env = o.sustain;
    if (i > holdEnd) env *= Math.max(0, 1 - (i - holdEnd) / (o.release * SAMPLE_RATE));
    if (o.tremolo) env *= 1 - o.tremolo * (0.5 + 0.5 * Math.sin(2 * Math.PI * 5 * t));
    let s = waveSample(o.wave, (i * step) % 1);
    if (o.detune) s = 0.5 * (s + waveSample(o.wave, (i * step2) % 1));
    buf.left[from + i] = (buf.left[from + i] ?? 0) + s * env * l;
    buf.right[from + i] = (buf.right[from + i] ?? 0) + s * env * r;
  }
}

/** A plucked string (Karplus-Strong): the "instrument" track's guitar. */
export function addPluck(
  buf: StereoBuffer,
  start: number,
  hz: number,
  gain: number,
  pan: number,
  noise: () => number,
): void {
  const period = Math.max(2, Math.round(SAMPLE_RATE / hz));
  const ring = Float32Array.from({ length: period }, () => noise());
  const from = Math.floor(start * SAMPLE_RATE);
  const total = Math.floor(2.5 * SAMPLE_RATE);
  for (let i = 0; i < total && from + i < buf.left.length; i++) {
    const k = i % period;
    const next = (k + 1) % period;
    const s = ring[k] ?? 0;
    ring[k] = 0.996 * 0.5 * (s + (ring[next] ?? 0));
    buf.left[from + i] = (buf.left[from + i] ?? 0) + s * gain * (1 - pan) * 0.5;
    buf.right[from + i] = (buf.right[from + i] ?? 0) + s * gain * (1 + pan) * 0.5;
  }
}

export type Drum = 'kick' | 'snare' | 'hat' | 'openhat' | 'clap' | 'shaker';

/** Adds one drum hit: a pitch-dropping sine kick, noise snares, hats and claps. */
export function addDrum(
  buf: StereoBuffer,
  start: number,
  drum: Drum,
  gain: number,
  noise: () => number,
): void {
  const from = Math.floor(start * SAMPLE_RATE);
  const seconds = { kick: 0.45, snare: 0.25, hat: 0.06, openhat: 0.3, clap: 0.22, shaker: 0.09 }[drum];
  const total = Math.floor(seconds * SAMPLE_RATE);
  let phase = 0;
  let low = 0;
  for (let i = 0; i < total && from + i < buf.left.length; i++) {
    const t = i / SAMPLE_RATE;
    let s: number;
    if (drum === 'kick') {
      phase += (45 + 110 * Math.exp(-t * 30)) / SAMPLE_RATE;
      s = Math.sin(2 * Math.PI * phase) * Math.exp(-t * 7);
    } else {
      const n = noise();
      low += 0.3 * (n - low);
      const bright = n - low; // noise minus its low part: a simple high-pass
      if (drum === 'snare') s = (0.7 * n + 0.5 * Math.sin(2 * Math.PI * 185 * t)) * Math.exp(-t * 18);
      else if (drum === 'clap') s = n * Math.exp(-((t * 1000) % 12) / 4) * Math.exp(-t * 14) * 0.9;
      else if (drum === 'shaker') s = bright * Math.sin((Math.PI * t) / seconds) * 0.6;
      else s = bright * Math.exp(-t * (drum === 'hat' ? 60 : 10));
    }
    const pan = drum === 'hat' || drum === 'shaker' ? 0.25 : 0;
    buf.left[from + i] = (buf.left[from + i] ?? 0) + s * gain * (1 - pan);
    buf.right[from + i] = (buf.right[from + i] ?? 0) + s * gain * (1 + pan);
  }
}
