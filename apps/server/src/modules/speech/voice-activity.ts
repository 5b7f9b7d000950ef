import type { TimeSpan } from '@wordreel/core/captions/caption-words';

/** A stretch of audio where someone is speaking, in whole milliseconds. */
export type SpeechRegion = TimeSpan;

export interface VadOptions {
  frameMs: number;
  hopMs: number;
  /** Pauses shorter than this stay inside one region (the gaps between words, stop closures). */
  minSilenceMs: number;
  /** Bursts shorter than this are clicks, not speech. */
  minSpeechMs: number;
}

const defaults: VadOptions = { frameMs: 20, hopMs: 10, minSilenceMs: 250, minSpeechMs: 60 };

/** Frame energies in dB (full scale), one per hop. */
export function frameEnergiesDb(
  samples: Float32Array,
  sampleRate: number,
  frameMs = 20,
  hopMs = 10,
): Float32Array {
  const frame = Math.round((sampleRate * frameMs) / 1000);
  const hop = Math.round((sampleRate * hopMs) / 1000);
  const count = Math.max(0, Math.floor((samples.length - frame) / hop) + 1);
  const out = new Float32Array(count);
  for (let f = 0; f < count; f++) {
    let sum = 0;
    const start = f * hop;
    for (let i = start; i < start + frame; i++) {
      const s = samples[i] as number;
      sum += s * s;
    }
    out[f] = 10 * Math.log10(sum / frame + 1e-10);
  }
  return out;
}

function percentile(values: Float32Array, p: number): number {
  const sorted = Float32Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? -100;
}

/**
 * Energy-based voice activity detection. The threshold adapts to the recording: a quarter of the way
 * from its noise floor (10th percentile frame energy) to its loud speech (95th percentile), and never
 * below -55 dBFS, so room tone and digital silence are both treated as silence.
 */
export function detectSpeech(
  samples: Float32Array,
  sampleRate: number,
  options: Partial<VadOptions> = {},
): SpeechRegion[] {
  const o = { ...defaults, ...options };
  const energies = frameEnergiesDb(samples, sampleRate, o.frameMs, o.hopMs);
  if (energies.length === 0) return [];
  const floor = percentile(energies, 0.1);
  const loud = percentile(energies, 0.95);
  if (loud - floor < 6) {
    // Flat energy: all silence or all sound (music bed, constant noise). Decide by level.
    return loud > -40 ? [{ startMs: 0, endMs: Math.round((samples.length / sampleRate) * 1000) }] : [];
  }
  const threshold = Math.max(-55, floor + (loud - floor) * 0.25);

  const raw: SpeechRegion[] = [];
  let startFrame = -1;
  for (let f = 0; f <= energies.length; f++) {
    const voiced = f < energies.length && (energies[f] as number) > threshold;
    if (voiced && startFrame < 0) startFrame = f;
    if (!voiced && startFrame >= 0) {
      raw.push({ startMs: startFrame * o.hopMs, endMs: (f - 1) * o.hopMs + o.frameMs });
      startFrame = -1;
    }
  }

  const merged: SpeechRegion[] = [];
  for (const r of raw) {
    const last = merged[merged.length - 1];
    if (last && r.startMs - last.endMs < o.minSilenceMs) last.endMs = r.endMs;
    else merged.push({ ...r });
  }
  return merged.filter((r) => r.endMs - r.startMs >= o.minSpeechMs);
}

/** The parts of the regions that fall inside a span. */
export function speechWithin(regions: readonly SpeechRegion[], span: TimeSpan): SpeechRegion[] {
  return regions
    .filter((r) => r.endMs > span.startMs && r.startMs < span.endMs)
    .map((r) => ({ startMs: Math.max(r.startMs, span.startMs), endMs: Math.min(r.endMs, span.endMs) }));
}

/** How long a span overlaps speech. */
export function speechOverlapMs(regions: readonly SpeechRegion[], span: TimeSpan): number {
  return speechWithin(regions, span).reduce((sum, r) => sum + (r.endMs - r.startMs), 0);
}

/**
 * Where a word that starts at `ms` really starts: inside speech it stays; in a silent stretch it moves
 * forward to the next speech onset (when that onset comes before the word's end).
 */
export function snapStartToOnset(regions: readonly SpeechRegion[], ms: number, endMs: number): number {
  if (regions.some((r) => ms >= r.startMs && ms < r.endMs)) return ms;
  const next = regions.find((r) => r.startMs > ms);
  return next && next.startMs < endMs ? next.startMs : ms;
}
