/**
 * The preview's two <video> elements of one source, taking turns at the edited timeline's cuts
 * (decision 039). The active one is on screen (`data-shown`, over the other) and audible; the standby
 * is muted underneath, and before a cut it is seeked to the next kept range and set rolling so that it
 * reaches that range's start as the active one reaches the cut: then they swap on a presented frame,
 * so neither a seek's stall nor a frame from inside the cut is shown.
 *
 * Everything that follows "the video" (time, state, captions, emoji, fill, zoom, reframe, music)
 * reads this pair: its media events and frame callbacks are the active element's only (the standby's
 * seeks and plays are not the viewer's), its time and state are the active element's, and a frame
 * callback is also called with the incoming element's frame at a swap. Placement styles (fit, reframe
 * window, zoom) are set on both elements so the standby is already where the active one is.
 *
 * The swap is made on the main thread, which a busy machine can hold up for a few frames while the
 * compositor plays the active video on into the cut. So the cut is also guarded off the main thread:
 * the last kept frames are copied into a canvas under the active video, and a compositor opacity
 * animation hides the active video half a frame before its first frame in the cut is due; whatever
 * the main thread does, what shows then is that kept frame until the standby takes over.
 */

import { EDIT_FPS } from '@wordreel/core';

/** Events of the active element passed on to the pair's listeners. */
const FORWARDED = [
  'play',
  'pause',
  'ended',
  'timeupdate',
  'seeking',
  'seeked',
  'loadedmetadata',
  'loadeddata',
  'durationchange',
  'volumechange',
  'ratechange',
  'waiting',
  'playing',
  'canplay',
  'error',
  'resize',
] as const;

/** A standby frame this close before the target counts as the target's (frame times are rounded). */
const TARGET_SLACK_S = 0.001;
/** How long the active element may hold its last kept frame for a late standby before seeking instead. */
const HOLD_MAX_MS = 400;
/**
 * The active video is guarded from this many frames before a cut (see the class comment): a loaded
 * main thread gets frame callbacks only every few frames, and one inside the window is enough.
 */
const GUARD_FRAMES = 8;
/** About how long a seek and a start take the standby (its speed is nudged for the rest). */
const START_LATENCY_S = 0.1;
/** The standby's speed is nudged by at most this share to arrive at the range start on time. */
const MAX_NUDGE = 0.5;
/** Seconds of error corrected per second of nudging (the standby rolls ~0.3 s before the cut). */
const NUDGE_GAIN = 4;

type FrameCallback = (now: number, meta: VideoFrameCallbackMetadata) => void;

interface Armed {
  /** Source seconds the standby must show when it takes over (the next kept range's start). */
  target: number;
  /** Source seconds of the active element's cut (its kept range's end). */
  cutAt: number;
  /** The standby's last presented frame's media time, once it has one after its seek. */
  shown: number | null;
  meta: VideoFrameCallbackMetadata | null;
  seeked: boolean;
}

function makeElement(): HTMLVideoElement {
  const element = document.createElement('video');
  element.className = 'player-video';
  element.playsInline = true;
  return element;
}

export class VideoPair extends EventTarget {
  readonly elements: readonly [HTMLVideoElement, HTMLVideoElement];
  private activeIndex = 0;
  private callbacks = new Map<number, FrameCallback>();
  private nextId = 1;
  private armed: Armed | null = null;
  /** The active element is paused on its last kept frame waiting for the standby (not the viewer's pause). */
  private holding: { since: number; timer: number } | null = null;
  /** The active element's last presented frame: wall time and media time (for the standby's nudging). */
  private lastActive = { now: 0, mediaTime: 0 };
  private frameHandles: (number | undefined)[] = [undefined, undefined];
  private host: HTMLElement | null = null;
  /** The last kept frame before a cut, under the active video (same class: placed and zoomed like it). */
  private readonly holdCanvas: HTMLCanvasElement;
  /** The active video's compositor-timed hide at the cut. */
  private guard: Animation | null = null;
  /** How cuts were crossed (shown on the host as data-cut-crossings, for tools and tests). */
  private crossings = { swap: 0, held: 0, seek: 0 };
  /** Pauses of each element made here (holding a frame), whose events are not the viewer's. */
  private ownPauses = [0, 0];
  private readonly forward = (event: Event) => {
    const index = this.elements.indexOf(event.target as HTMLVideoElement);
    if (event.type === 'pause' && (this.ownPauses[index] ?? 0) > 0) {
      this.ownPauses[index] = (this.ownPauses[index] ?? 1) - 1;
      return;
    }
    if (index === this.activeIndex) this.dispatchEvent(new Event(event.type));
  };
  private readonly onStandbySeeked = (event: Event) => {
    const armed = this.armed;
    if (event.target !== this.standby || !armed || armed.seeked) return;
    armed.seeked = true;
    this.standby.play().catch(() => undefined);
  };

  constructor() {
    super();
    this.elements = [makeElement(), makeElement()];
    this.holdCanvas = document.createElement('canvas');
    this.holdCanvas.className = 'player-video player-hold';
    this.holdCanvas.setAttribute('aria-hidden', 'true');
    this.holdCanvas.style.visibility = 'hidden';
    this.show();
  }

  get active(): HTMLVideoElement {
    return this.elements[this.activeIndex] as HTMLVideoElement;
  }

  get standby(): HTMLVideoElement {
    return this.elements[1 - this.activeIndex] as HTMLVideoElement;
  }

  get currentTime(): number {
    return this.active.currentTime;
  }
  get paused(): boolean {
    return this.active.paused && !this.holding;
  }
  get seeking(): boolean {
    return this.active.seeking;
  }
  get duration(): number {
    return this.active.duration;
  }
  get videoWidth(): number {
    return this.active.videoWidth;
  }
  get videoHeight(): number {
    return this.active.videoHeight;
  }
  get volume(): number {
    return this.active.volume;
  }
  get muted(): boolean {
    return this.active.muted;
  }
  get playbackRate(): number {
    return this.active.playbackRate;
  }
  get dataset(): DOMStringMap {
    return this.active.dataset;
  }

  /** Places both elements first in `host` and loads `src` into both. */
  attach(host: HTMLElement, src: string): void {
    for (const [i, element] of this.elements.entries()) {
      element.preload = i === this.activeIndex ? 'auto' : 'metadata';
      element.src = src;
      for (const type of FORWARDED) element.addEventListener(type, this.forward);
      element.addEventListener('seeked', this.onStandbySeeked);
      this.watchFrames(i);
    }
    host.prepend(this.holdCanvas, ...this.elements);
    this.host = host;
  }

  /** Counts a crossing: `swap` straight away, `held` (the last kept frame waited), `seek` (nothing prepared). */
  count(kind: 'swap' | 'held' | 'seek'): void {
    this.crossings[kind]++;
    if (this.host)
      this.host.dataset.cutCrossings = Object.entries(this.crossings)
        .map(([k, n]) => `${k}:${n}`)
        .join(' ');
  }

  detach(): void {
    this.disarm();
    for (const [i, element] of this.elements.entries()) {
      const handle = this.frameHandles[i];
      if (handle !== undefined) element.cancelVideoFrameCallback(handle);
      this.frameHandles[i] = undefined;
      for (const type of FORWARDED) element.removeEventListener(type, this.forward);
      element.removeEventListener('seeked', this.onStandbySeeked);
      element.pause();
      element.removeAttribute('src');
      element.load();
      element.remove();
    }
    this.holdCanvas.remove();
  }

  /** Like the element's: `callback` runs once, on the next frame the active element presents. */
  requestVideoFrameCallback(callback: FrameCallback): number {
    const id = this.nextId++;
    this.callbacks.set(id, callback);
    return id;
  }

  cancelVideoFrameCallback(id: number): void {
    this.callbacks.delete(id);
  }

  play(): Promise<void> {
    this.endHold(false);
    return this.active.play();
  }

  pause(): void {
    this.disarm();
    this.endHold(false);
    this.active.pause();
  }

  /** The viewer's speed (the standby's is set from it when it is prepared and at a swap). */
  setRate(rate: number): void {
    this.active.playbackRate = rate;
    if (!this.armed) this.standby.playbackRate = rate;
  }

  /** Moves the active element (a seek is the viewer's: any prepared cut is dropped). */
  seek(seconds: number): void {
    this.disarm();
    const resume = this.holding !== null;
    this.endHold(false);
    const end = Number.isFinite(this.active.duration) ? this.active.duration : seconds;
    this.active.currentTime = Math.max(0, Math.min(end, seconds));
    if (resume) this.active.play().catch(() => undefined);
  }

  /** Whether the standby is rolling toward `target` (source seconds). */
  armedFor(target: number): boolean {
    return this.armed !== null && Math.abs(this.armed.target - target) < TARGET_SLACK_S;
  }

  /**
   * Sets the standby rolling toward the next kept range: it is seeked to where it has as far to go to
   * `target` as the active one has to `cutAt`, and plays (muted, underneath) once there; its speed is
   * nudged on each of its frames so that it reaches `target` as the active element reaches `cutAt`.
   */
  arm(target: number, cutAt: number, activeAt: number): void {
    const standby = this.standby;
    this.armed = { target, cutAt, shown: null, meta: null, seeked: false };
    standby.muted = true;
    standby.playbackRate = this.active.playbackRate;
    standby.preload = 'auto';
    const end = Number.isFinite(standby.duration) ? standby.duration : target;
    // As far from the target as the active one is from the cut, plus what starting it takes.
    const from = target - (cutAt - activeAt) + START_LATENCY_S * this.active.playbackRate;
    standby.currentTime = Math.max(0, Math.min(end, from));
  }

  disarm(): void {
    this.unguard();
    if (!this.armed) return;
    this.armed = null;
    this.standby.pause();
  }

  private unguard(): void {
    this.guard?.cancel();
    this.guard = null;
    this.holdCanvas.style.visibility = 'hidden';
  }

  /** Ends a guard taken off the pair (the held frame's canvas goes unless a newer guard needs it). */
  private releaseGuard(guard: Animation | null): void {
    guard?.cancel();
    if (!this.guard) this.holdCanvas.style.visibility = 'hidden';
  }

  /** Releases `guard` on `element`'s first presented frame at or past `target` (seconds). */
  private releaseGuardOnFrameAt(element: HTMLVideoElement, target: number, guard: Animation | null): void {
    if (!guard || !('requestVideoFrameCallback' in element)) return this.releaseGuard(guard);
    const until = performance.now() + HOLD_MAX_MS * 5;
    const onFrame = (now: number, meta: VideoFrameCallbackMetadata) => {
      if (meta.mediaTime >= target - TARGET_SLACK_S || now > until) this.releaseGuard(guard);
      else element.requestVideoFrameCallback(onFrame);
    };
    element.requestVideoFrameCallback(onFrame);
  }

  /**
   * On each of the active video's frames shortly before the cut: copies the frame into the hold
   * canvas (placed like the video) and, once, sets the compositor to hide the video half a frame
   * before the cut's first frame would be presented.
   */
  private guardCut(meta: VideoFrameCallbackMetadata): void {
    const armed = this.armed;
    const active = this.active;
    if (!armed || this.holding || active.paused) return;
    const rate = active.playbackRate || 1;
    const frameS = 1 / EDIT_FPS;
    const leftS = armed.cutAt - meta.mediaTime;
    if (leftS > GUARD_FRAMES * frameS * rate || leftS <= 0) return;
    const canvas = this.holdCanvas;
    if (canvas.width !== active.videoWidth || canvas.height !== active.videoHeight) {
      canvas.width = active.videoWidth;
      canvas.height = active.videoHeight;
    }
    canvas.getContext('2d')?.drawImage(active, 0, 0, canvas.width, canvas.height);
    const { left, top, width, height, maxWidth, transform, transformOrigin } = active.style;
    Object.assign(canvas.style, { left, top, width, height, maxWidth, transform, transformOrigin });
    canvas.style.visibility = '';
    if (this.guard) return;
    const now = document.timeline.currentTime;
    if (typeof now !== 'number') return;
    const hideAt = meta.expectedDisplayTime + ((leftS - frameS / 2) / rate) * 1000;
    this.guard = active.animate([{ opacity: 1 }, { opacity: 0 }], {
      delay: Math.max(0, hideAt - now),
      duration: 1,
      fill: 'forwards',
    });
  }

  /**
   * Called on the active element's last kept frame before a cut: swaps to the standby when it has
   * reached the next range; else holds this frame (pauses) until it does. False when nothing is
   * prepared (the caller seeks instead).
   */
  cross(): boolean {
    const armed = this.armed;
    if (!armed) return false;
    if (armed.shown !== null && armed.shown >= armed.target - TARGET_SLACK_S) {
      this.count('swap');
      this.swap();
      return true;
    }
    if (this.holding) return true;
    this.count('held');
    this.holding = {
      since: performance.now(),
      // The standby never arrived (a stalled load): seek the active element across instead.
      timer: window.setTimeout(() => {
        const target = this.armed?.target;
        this.count('seek');
        // The guard stays up (the video hidden over the held frame) until the seek has landed: a
        // paused video shows the frame it is on while it seeks, which is in the cut.
        const guard = this.guard;
        this.guard = null;
        this.armed = null;
        this.standby.pause();
        this.endHold(true);
        if (target === undefined) return this.releaseGuard(guard);
        this.active.currentTime = target;
        this.releaseGuardOnFrameAt(this.active, target, guard);
      }, HOLD_MAX_MS),
    };
    this.ownPauses[this.activeIndex] = (this.ownPauses[this.activeIndex] ?? 0) + 1;
    this.active.pause();
    return true;
  }

  private endHold(resume: boolean): void {
    if (!this.holding) return;
    window.clearTimeout(this.holding.timer);
    this.holding = null;
    if (resume) this.active.play().catch(() => undefined);
  }

  /** The standby takes over: on top, audible as the active was, at the viewer's speed. */
  private swap(): void {
    const armed = this.armed;
    if (!armed) return;
    const outgoing = this.active;
    const incoming = this.standby;
    this.armed = null;
    if (this.holding) window.clearTimeout(this.holding.timer);
    this.activeIndex = 1 - this.activeIndex;
    incoming.playbackRate = outgoing.playbackRate;
    incoming.volume = outgoing.volume;
    incoming.muted = outgoing.muted;
    this.show();
    // Ignored from here (not the active element's), including this pause.
    outgoing.muted = true;
    outgoing.pause();
    this.holding = null;
    incoming.preload = 'auto';
    this.unguard();
    this.dispatchEvent(new Event('swap'));
    if (armed.meta) this.runCallbacks(performance.now(), armed.meta);
  }

  private show(): void {
    for (const element of this.elements) {
      if (element === this.active) element.dataset.shown = '';
      else delete element.dataset.shown;
    }
  }

  private runCallbacks(now: number, meta: VideoFrameCallbackMetadata): void {
    const due = [...this.callbacks.values()];
    this.callbacks.clear();
    for (const callback of due) callback(now, meta);
  }

  private watchFrames(index: number): void {
    const element = this.elements[index] as HTMLVideoElement;
    if (!('requestVideoFrameCallback' in element)) return;
    const onFrame = (now: number, meta: VideoFrameCallbackMetadata) => {
      this.frameHandles[index] = element.requestVideoFrameCallback(onFrame);
      if (element === this.active) {
        this.lastActive = { now, mediaTime: meta.mediaTime };
        // Before the callbacks: on the last kept frame they pause this video (hold) or swap.
        this.guardCut(meta);
        this.runCallbacks(now, meta);
      } else this.onStandbyFrame(now, meta);
    };
    this.frameHandles[index] = element.requestVideoFrameCallback(onFrame);
  }

  private onStandbyFrame(now: number, meta: VideoFrameCallbackMetadata): void {
    const armed = this.armed;
    if (!armed || !armed.seeked) return;
    armed.shown = meta.mediaTime;
    armed.meta = meta;
    const standby = this.standby;
    if (this.holding) {
      if (meta.mediaTime >= armed.target - TARGET_SLACK_S) this.swap();
      return;
    }
    if (standby.paused) return;
    // Nudge the standby's speed: how far it is from the target against how far the active one is
    // from the cut (extrapolated from its last frame to this instant).
    const rate = this.active.playbackRate;
    const activeNow = this.lastActive.mediaTime + ((now - this.lastActive.now) / 1000) * rate;
    const error = meta.mediaTime - armed.target - (activeNow - armed.cutAt);
    const nudge = Math.max(-MAX_NUDGE, Math.min(MAX_NUDGE, -error * NUDGE_GAIN));
    standby.playbackRate = rate * (1 + nudge);
  }
}
