/**
 * Fades a media element's audio out before every stop and in after every start, as the export fades
 * each join (decision 044). A <video> routed into Web Audio gives exact zeros while it is paused,
 * muted or seeking, and its sound stops and starts in a step (a click): at a cut the outgoing video
 * pauses and the incoming one is unmuted, a fallback seek and a held frame stop the sound too.
 *
 * The stops and starts are found in the signal itself, to the sample, so nothing has to guess when
 * the media pipeline carries out a pause or a seek on a loaded machine: a run of `GAP_FRAMES` exact
 * zeros (every channel) is a stop, and the sound is delayed by the fade plus that run, so the fade-out
 * is laid over the last `fade` frames before the stop while they are still held here. The first
 * non-zero frame after a stop starts a fade-in. A source's own digital silence counts as a stop too,
 * which is harmless: the fades then run over near-silence.
 */

/** The AudioWorklet processor's name (declick-worklet.ts registers it). */
export const DECLICK_PROCESSOR = 'wordreel-declick';
/** Exact-zero frames that make a stop (a sine never gives two zeros in a row; a pause gives thousands). */
export const GAP_FRAMES = 16;
/** Channels kept (a mono input is copied to both). */
const CHANNELS = 2;

export class Declicker {
  /** Frames of the fade (`fadeMs`, core's JOIN_FADE_MS, at the context's rate). */
  readonly fade: number;
  /** Frames the sound is delayed by: the fade-out needs that much of it still held. */
  readonly delay: number;
  private readonly ring: Float32Array[];
  private readonly gain: Float32Array;
  /** Frames taken in so far. */
  private frame = 0;
  private zeroRun = Number.POSITIVE_INFINITY;
  /** Frames into the current fade-in (`fade` or more: none). */
  private fadeIn: number;

  /** `fadeMs` is passed in (not imported from core): the worklet module stays a few hundred bytes. */
  constructor(sampleRate: number, fadeMs: number) {
    this.fade = Math.max(1, Math.round((sampleRate * fadeMs) / 1000));
    this.delay = this.fade + GAP_FRAMES;
    this.ring = Array.from({ length: CHANNELS }, () => new Float32Array(this.delay));
    this.gain = new Float32Array(this.delay);
    this.fadeIn = this.fade;
  }

  /**
   * Takes one block of input (channels of equal length; none while the source gives no channels:
   * silence) and writes the same number of frames, `delay` frames late, to `output`'s channels.
   */
  process(input: readonly Float32Array[], output: readonly Float32Array[], frames: number): void {
    const { ring, gain, delay, fade } = this;
    const left = input[0];
    const right = input[1] ?? left;
    for (let i = 0; i < frames; i++) {
      const slot = this.frame % delay;
      // The frame `delay` frames ago leaves now, with its gain.
      for (const [c, out] of output.entries())
        out[i] = (ring[Math.min(c, CHANNELS - 1)]?.[slot] ?? 0) * (gain[slot] ?? 0);
      const l = left ? (left[i] ?? 0) : 0;
      const r = right ? (right[i] ?? 0) : 0;
      (ring[0] as Float32Array)[slot] = l;
      (ring[1] as Float32Array)[slot] = r;
      if (l === 0 && r === 0) {
        this.zeroRun++;
        gain[slot] = 1;
        if (this.zeroRun === GAP_FRAMES) this.fadeOutBefore(this.frame - GAP_FRAMES + 1);
      } else {
        // The first sound after a stop fades in.
        if (this.zeroRun >= GAP_FRAMES) this.fadeIn = 0;
        this.zeroRun = 0;
        gain[slot] = this.fadeIn < fade ? this.fadeIn / fade : 1;
        this.fadeIn++;
      }
      this.frame++;
    }
  }

  /** Lays a fade-out over the `fade` frames before frame `stop` (all still held: delay = fade + gap). */
  private fadeOutBefore(stop: number): void {
    const { gain, delay, fade } = this;
    for (let j = 0; j < fade; j++) {
      const at = stop - 1 - j;
      if (at < 0) break;
      const slot = at % delay;
      gain[slot] = (gain[slot] ?? 0) * (j / fade);
    }
  }
}
