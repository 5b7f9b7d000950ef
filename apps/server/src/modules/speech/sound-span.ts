/**
 * Where the sound in a clean recording starts and ends (ms): the first and last 10 ms frame louder
 * than -50 dBFS. For trimming the silence espeak-ng puts around synthesised words; not a speech
 * detector (Silero VAD in silero-vad.ts is that).
 */
export function soundSpan(
  samples: Float32Array,
  sampleRate: number,
): { startMs: number; endMs: number } | null {
  const frame = Math.max(1, Math.round(sampleRate / 100));
  const threshold = 10 ** (-50 / 10);
  let first = -1;
  let last = -1;
  for (let f = 0; f * frame < samples.length; f++) {
    let sum = 0;
    const end = Math.min(samples.length, (f + 1) * frame);
    for (let i = f * frame; i < end; i++) sum += (samples[i] as number) ** 2;
    if (sum / (end - f * frame) > threshold) {
      if (first < 0) first = f;
      last = f;
    }
  }
  if (first < 0) return null;
  return {
    startMs: first * 10,
    endMs: Math.min((last + 1) * 10, Math.round((samples.length / sampleRate) * 1000)),
  };
}
