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
 * The swap is made on the main thread, which a busy machine can hold up for a few frames (at load
 * 15, for 0.3–0.8 s) while the compositor plays the active video on into the cut. So the cut is also
 * guarded off the main thread (decision 045): from well before the cut (GUARD_AHEAD_S) a compositor
 * opacity animation, with an explicit start time so a late commit does not delay it, is set to hide
 * the active video half a frame before its first frame in the cut is due, re-timed on each later frame;
 * kept frames are copied into a canvas under it. Whatever the main thread does, what shows from then
 * is a kept frame until the other video (or the active one, seeked across) presents the next range.
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
 * How long (at the playing speed) before a cut its guard is set on the compositor (see the class
 * comment): a loaded main thread gets frame callbacks only every 0.3–0.8 s, and one inside is enough.
 */
export const GUARD_AHEAD_S = 1.5;
/**
 * The active video is hidden this many frames before its first frame in a cut can be due: the compositor
 * applies an animation a frame or so late on a loaded machine (seen at load 25).
 */
const HIDE_EARLY_FRAMES = 1;
/** The hold canvas is refreshed on the active video's frames from this many frames before a cut. */
const COPY_FRAMES = 8;
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
  /** The active element's last presented frame: wall time, media time and when it is displayed. */
  private lastActive = { now: 0, mediaTime: 0, expectedDisplayTime: 0 };
  private frameHandles: (number | undefined)[] = [undefined, undefined];
  private host: HTMLElement | null = null;
  /** The last kept frame before a cut, under the active video (same class: placed and zoomed like it). */
  private readonly holdCanvas: HTMLCanvasElement;
  /** The active video's compositor-timed hide at the cut at `cutAt` (source seconds). */
  private guard: { cutAt: number; animation: Animation; copied: boolean } | null = null;
  /** Stopped at the edited timeline's end (`end`), until played or seeked: where Play starts again. */
  private endedHere: { restartAt: number } | null = null;
  /**
   * Guards taken off the pair, up until `element` presents a frame at `target` (a seek across a cut
   * has landed); no new copy into the canvas meanwhile. Checked on each frame before the callbacks.
   */
  private releases: {
    element: HTMLVideoElement;
    target: number;
    guard: Animation;
    until: number;
    /** The target frame is in the hold canvas over the video (see `cover`): this is the last step. */
    covering?: boolean;
  }[] = [];
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
  get ended(): boolean {
    return this.endedHere !== null || this.active.ended;
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
  private count(kind: 'swap' | 'held' | 'seek'): void {
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
    const ended = this.endedHere;
    this.endedHere = null;
    if (ended) this.seek(ended.restartAt);
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

  /**
   * Stops at `seconds` as a video stops at its end (the edited timeline's end): paused there, `ended`
   * until played or seeked, with an 'ended' event; Play then starts again from `restartAt` (the first
   * kept frame).
   */
  end(seconds: number, restartAt: number): void {
    this.pause();
    this.seek(seconds);
    this.endedHere = { restartAt };
    this.dispatchEvent(new Event('ended'));
  }

  /** Moves the active element (a seek is the viewer's: any prepared cut is dropped). */
  seek(seconds: number): void {
    this.endedHere = null;
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

  /** Ends every guard, the pair's and those waiting for a seek to land. */
  private unguard(): void {
    this.guard?.animation.cancel();
    this.guard = null;
    for (const r of this.releases) r.guard.cancel();
    this.releases = [];
    this.hideHoldCanvas();
  }

  private hideHoldCanvas(): void {
    this.holdCanvas.style.visibility = 'hidden';
    delete this.holdCanvas.dataset.over;
  }

  /** Takes the guard off the pair, still up (released with releaseGuard). */
  private takeGuard(): Animation | null {
    const guard = this.guard?.animation ?? null;
    this.guard = null;
    return guard;
  }

  /** Ends a guard taken off the pair (the held frame's canvas goes unless a newer guard needs it). */
  private releaseGuard(guard: Animation | null): void {
    guard?.cancel();
    delete this.holdCanvas.dataset.over;
    if (!this.guard) this.hideHoldCanvas();
  }

  /**
   * The last step of a guard's end: `element`'s frame at `target` (at `mediaTime`) is copied into the
   * hold canvas over the video, and the guard and canvas go on the element's next frame. A frame
   * callback runs before its frame is displayed, so a main-thread change made in it (the guard's end,
   * a swap's data-shown) can reach the screen while the element still shows its frame before, which
   * is in the cut (the screencast probe saw it once in most runs of 12 cuts). False when the element's
   * current frame is not yet at `target` (nothing covered).
   */
  private cover(
    element: HTMLVideoElement,
    target: number,
    mediaTime: number,
    guard: Animation | null,
  ): boolean {
    if (!guard || !this.copyFrame(element, (t) => t >= target - TARGET_SLACK_S)) return false;
    this.holdCanvas.dataset.over = '';
    const until = performance.now() + HOLD_MAX_MS;
    this.releases.push({ element, target: mediaTime + 0.5 / EDIT_FPS, guard, until, covering: true });
    return true;
  }

  /** Releases `guard` on `element`'s first presented frame at or past `target` (seconds). */
  private releaseGuardOnFrameAt(element: HTMLVideoElement, target: number, guard: Animation | null): void {
    if (!guard || !('requestVideoFrameCallback' in element)) return this.releaseGuard(guard);
    this.releases.push({ element, target, guard, until: performance.now() + HOLD_MAX_MS * 5 });
  }

  /** Releases the guards waiting for `element`'s frame at their target (see `releases`). */
  private releaseOnFrame(element: HTMLVideoElement, now: number, mediaTime: number): void {
    if (this.releases.length === 0) return;
    const due = this.releases.filter(
      (r) => r.element === element && (mediaTime >= r.target - TARGET_SLACK_S || now > r.until),
    );
    this.releases = this.releases.filter((r) => !due.includes(r));
    for (const r of due) {
      if (!r.covering && now <= r.until && this.cover(element, r.target, mediaTime, r.guard)) continue;
      this.releaseGuard(r.guard);
    }
  }

  /**
   * Called on the active video's frames within GUARD_AHEAD_S of the cut at `cutAt` (source seconds):
   * sets (once) and re-times the compositor's hide of the active video a frame before its first frame
   * in the cut can be due, and keeps a copy of a kept frame in the hold canvas under it.
   */
  guardCut(cutAt: number): void {
    const active = this.active;
    if (this.holding || active.paused) return;
    if (this.guard && Math.abs(this.guard.cutAt - cutAt) > TARGET_SLACK_S) {
      this.guard.animation.cancel();
      this.guard = null;
    }
    const rate = active.playbackRate || 1;
    const frameS = 1 / EDIT_FPS;
    const { mediaTime, expectedDisplayTime } = this.lastActive;
    const leftS = cutAt - mediaTime;
    const now = document.timeline.currentTime;
    if (typeof now !== 'number') return;
    if (!this.guard) {
      const animation = active.animate([{ opacity: 1 }, { opacity: 0 }], { duration: 1, fill: 'forwards' });
      // An explicit start: a pending one would be set when the compositor gets it, late on a busy
      // main thread, and the hide with it.
      animation.startTime = now;
      this.guard = { cutAt, animation, copied: false };
    }
    const guard = this.guard;
    // When the cut's first frame can be on screen: from this frame callback's display time, or from
    // the clock, whichever is sooner. On a busy machine the presented frames lag the clock (the
    // compositor then skips frames to catch up), so the callback's frame alone would hide too late;
    // the clock never runs ahead of wall time, so it errs early: a frame held longer, never a cut frame.
    const fromFrame = expectedDisplayTime + (leftS / rate) * 1000;
    const fromClock = performance.now() + ((cutAt - active.currentTime) / rate) * 1000;
    const hideAt = Math.min(fromFrame, fromClock) - HIDE_EARLY_FRAMES * frameS * 1000;
    const delay = Math.max(0, hideAt - Number(guard.animation.startTime));
    const timing = guard.animation.effect?.getTiming();
    // Re-timed only when it moves by a quarter frame or more (each change restarts it on the compositor).
    if (timing && Math.abs(Number(timing.delay) - delay) >= (frameS * 1000) / 4)
      guard.animation.effect?.updateTiming({ delay });
    // Right after a seek across the previous cut (it may not have landed yet) only the timing is set,
    // from the clock (the seek's target): the canvas keeps its kept frame.
    if (active.seeking || this.releases.some((r) => r.element === active)) return;
    if (guard.copied && leftS > COPY_FRAMES * frameS * rate) return;
    if (this.copyFrame(active, (t) => t < cutAt - TARGET_SLACK_S)) guard.copied = true;
  }

  /**
   * Draws `element`'s current frame into the hold canvas, placed and zoomed like it, when that frame's
   * time (source seconds) is `kept`. The current frame is the compositor's, newer than the last frame
   * callback's and than `currentTime` on a busy main thread (which is read once per task): its own
   * timestamp (a WebCodecs VideoFrame of the element) tells whether it is a kept one.
   */
  private copyFrame(element: HTMLVideoElement, kept: (seconds: number) => boolean): boolean {
    let frame: VideoFrame;
    try {
      frame = new VideoFrame(element);
    } catch {
      return false; // no frame yet
    }
    try {
      if (!kept(frame.timestamp / 1e6)) return false;
      const canvas = this.holdCanvas;
      if (canvas.width !== element.videoWidth || canvas.height !== element.videoHeight) {
        canvas.width = element.videoWidth;
        canvas.height = element.videoHeight;
      }
      canvas.getContext('2d')?.drawImage(frame, 0, 0, canvas.width, canvas.height);
    } finally {
      frame.close();
    }
    const { left, top, width, height, maxWidth, transform, transformOrigin } = element.style;
    Object.assign(this.holdCanvas.style, { left, top, width, height, maxWidth, transform, transformOrigin });
    this.holdCanvas.style.visibility = '';
    return true;
  }

  /**
   * Crosses a cut that nothing was prepared for (or from a frame already past it): the active video
   * seeks to `target` (source seconds), and its guard, if one is up, stays until it presents a frame
   * there (while it seeks it shows the frame it is on, which may be in the cut).
   */
  jumpTo(target: number): void {
    this.count('seek');
    const guard = this.takeGuard();
    if (this.armed) {
      this.armed = null;
      this.standby.pause();
    }
    this.endHold(this.holding !== null);
    this.active.currentTime = target;
    this.releaseGuardOnFrameAt(this.active, target, guard);
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
        const guard = this.takeGuard();
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
    // The outgoing video stays hidden (over the hold canvas) until the incoming one has presented a
    // frame after this one: the screencast showed the outgoing one's cut frame for a frame at a swap.
    const guard = this.takeGuard();
    this.unguard();
    const shown = armed.shown ?? armed.target;
    if (!this.cover(incoming, armed.target, shown, guard))
      this.releaseGuardOnFrameAt(incoming, shown + 0.5 / EDIT_FPS, guard);
    this.dispatchEvent(new Event('swap'));
    if (!armed.meta) return;
    const now = performance.now();
    const { mediaTime, expectedDisplayTime } = armed.meta;
    this.lastActive = { now, mediaTime, expectedDisplayTime };
    this.runCallbacks(now, armed.meta);
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
      this.releaseOnFrame(element, now, meta.mediaTime);
      if (element === this.active) {
        this.lastActive = { now, mediaTime: meta.mediaTime, expectedDisplayTime: meta.expectedDisplayTime };
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
