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
 * 15, for 0.3–0.8 s), while the compositor plays a video on into the cut on a path of its own. So
 * each cut is also covered (decision 045, last addendum): from well before it (COVER_AHEAD_S) until
 * the next range is on screen, a canvas over both videos shows the active video's frames, each drawn
 * only when its own timestamp is a kept frame's. Whatever the main thread does, what shows there is a
 * kept frame: a late page holds one longer, it never shows one from inside the cut.
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
 * How long (at the playing speed) before a cut its cover goes up (see the class comment): a loaded
 * main thread gets frame callbacks only every 0.3–0.8 s, and one inside is enough.
 */
export const COVER_AHEAD_S = 1.5;
/**
 * How long the cover stays without news of its cut (a callback near it, or its crossing) before it
 * goes anyway: the cut was edited away, or the next range's frames never came.
 */
const COVER_MAX_MS = 2000;
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
  /** The active element's last presented frame: wall time and media time (the standby's nudge reads it). */
  private lastActive = { now: 0, mediaTime: 0 };
  private frameHandles: (number | undefined)[] = [undefined, undefined];
  private host: HTMLElement | null = null;
  /** Over both videos near a cut: the active one's kept frames only (same class: placed and zoomed like it). */
  private readonly coverCanvas: HTMLCanvasElement;
  /**
   * A cut is covered (the canvas is shown once a kept frame is in it). Once the cut is crossed, `to` is
   * where (source seconds), and `landed` whether the active video has presented a frame there since;
   * `giveUpAt` is when the cover goes regardless (see COVER_MAX_MS).
   */
  private cover: {
    crossed: { to: number; landed: boolean } | null;
    giveUpAt: number;
    /** Stopped past the edited end: the cover goes once the video shows a kept frame again. */
    back?: boolean;
  } | null = null;
  /** Whether the frame at a source time (seconds) is played (set from the edited timeline). */
  private keptAt: (seconds: number) => boolean = () => true;
  /** Stopped at the edited timeline's end (`end`), until played or seeked: where Play starts again. */
  private endedHere: { restartAt: number } | null = null;
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
    this.coverCanvas = document.createElement('canvas');
    this.coverCanvas.className = 'player-video player-cover';
    this.coverCanvas.setAttribute('aria-hidden', 'true');
    this.coverCanvas.hidden = true;
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
    // The cover after the videos: over the one on screen, under the layers the host adds after them.
    host.prepend(...this.elements, this.coverCanvas);
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
    this.coverCanvas.remove();
  }

  /** Which source times (seconds) are played: the cover draws only frames at those. */
  keepOnly(keptAt: (seconds: number) => boolean): void {
    this.keptAt = keptAt;
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
    // Holding its last kept frame at a cut, the active element is paused already (by us, unseen), so
    // its pause() fires no 'pause' event: the viewer's pause is told here, or the player would go on
    // showing Pause over a frozen picture.
    const held = this.holding !== null && this.active.paused;
    this.disarm();
    this.endHold(false);
    if (held) this.dispatchEvent(new Event('pause'));
    else this.active.pause();
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
    const covered = this.cover !== null && !this.coverCanvas.hidden;
    this.pause();
    this.seek(seconds);
    if (covered) this.coverUntilBack();
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
    this.uncover();
    if (!this.armed) return;
    this.armed = null;
    this.standby.pause();
  }

  private uncover(): void {
    this.cover = null;
    this.coverCanvas.hidden = true;
  }

  /**
   * Called on the active video's frames within COVER_AHEAD_S of a cut: the cover goes up over the
   * videos with the active video's first kept frame drawn in it (not before: nothing older may show),
   * and stays, drawn on each frame, until the cut is crossed.
   */
  coverCut(): void {
    // Drawn and shown on the active video's next frame (onCoveredFrame, after the frame's zoom is set).
    // A cut near again right after a crossing (a short range): the cover stays for it.
    this.cover = { crossed: null, giveUpAt: performance.now() + COVER_MAX_MS };
  }

  /**
   * A cut is being crossed to `to` (source seconds), `landed` when the active video already presented
   * its frame there: the cover goes on the active video's next frame at `to` or later after that one.
   */
  private crossing(to: number, landed: boolean): void {
    if (!this.cover) return;
    this.cover.crossed = { to, landed };
    this.cover.giveUpAt = performance.now() + COVER_MAX_MS;
  }

  /**
   * Stopped at the edited end with the cover up (`end`): a stalled page may have let the video run on
   * into the trimmed tail, and while it seeks back it shows the frame it is on. The cover, holding the
   * last kept frame, stays until the video presents a kept frame and that frame has been painted (two
   * animation frames later), or at most COVER_MAX_MS.
   */
  private coverUntilBack(): void {
    const cover = { crossed: null, giveUpAt: performance.now() + COVER_MAX_MS, back: true };
    this.cover = cover;
    this.coverCanvas.hidden = false;
    window.setTimeout(() => {
      if (this.cover === cover) this.uncover();
    }, COVER_MAX_MS);
  }

  /** On the active video's frames: the cover's drawing, and its end once the next range is on screen. */
  private onCoveredFrame(now: number, mediaTime: number): void {
    const cover = this.cover;
    if (!cover) return;
    if (cover.back) {
      if (!this.keptAt(mediaTime) || !this.drawCover()) return;
      const afterPaint = () => {
        if (this.cover === cover) this.uncover();
      };
      requestAnimationFrame(() => requestAnimationFrame(afterPaint));
      return;
    }
    const { crossed } = cover;
    const arrived = crossed !== null && mediaTime >= crossed.to - TARGET_SLACK_S;
    // A frame callback runs before its frame is displayed: the cover goes on the second frame at or
    // past the target, when the video under it shows the first (in the first one's callback it may
    // still show a frame from the cut).
    if ((arrived && crossed.landed) || now > cover.giveUpAt) return this.uncover();
    if (arrived) crossed.landed = true;
    if (this.drawCover()) this.coverCanvas.hidden = false;
  }

  /**
   * Runs `draw` with the active video's current frame when it is a kept one. The current frame is the
   * compositor's, newer than the last frame callback's and than `currentTime` on a busy main thread
   * (which is read once per task): its own timestamp (a WebCodecs VideoFrame of the element, closed
   * after) tells whether it is kept. Without WebCodecs the element itself is drawn, unchecked. False
   * when nothing was drawn (no frame yet, or one from inside a cut).
   */
  drawKeptFrame(draw: (source: CanvasImageSource) => void): boolean {
    if (typeof VideoFrame === 'undefined') {
      draw(this.active);
      return true;
    }
    let frame: VideoFrame;
    try {
      frame = new VideoFrame(this.active);
    } catch {
      return false; // no frame yet
    }
    try {
      if (!this.keptAt(frame.timestamp / 1e6)) return false;
      draw(frame);
      return true;
    } finally {
      frame.close();
    }
  }

  /** Draws the active video's current frame into the cover, placed and zoomed like it, when it is kept. */
  private drawCover(): boolean {
    const element = this.active;
    const canvas = this.coverCanvas;
    const drawn = this.drawKeptFrame((frame) => {
      if (canvas.width !== element.videoWidth || canvas.height !== element.videoHeight) {
        canvas.width = element.videoWidth;
        canvas.height = element.videoHeight;
      }
      canvas.getContext('2d')?.drawImage(frame, 0, 0, canvas.width, canvas.height);
    });
    if (!drawn) return false;
    const { left, top, width, height, maxWidth, transform, transformOrigin } = element.style;
    Object.assign(canvas.style, { left, top, width, height, maxWidth, transform, transformOrigin });
    return true;
  }

  /**
   * Crosses a cut that nothing was prepared for (or from a frame already past it): the active video
   * seeks to `target` (source seconds), and the cover, if it is up, stays until it has presented two
   * frames there (while it seeks it shows the frame it is on, which may be in the cut).
   */
  jumpTo(target: number): void {
    this.count('seek');
    this.crossing(target, false);
    if (this.armed) {
      this.armed = null;
      this.standby.pause();
    }
    this.endHold(this.holding !== null);
    this.active.currentTime = target;
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
        this.armed = null;
        this.standby.pause();
        this.endHold(true);
        if (target === undefined) return this.uncover();
        // The cover stays until the seek has landed: a video shows the frame it is on while it seeks.
        this.crossing(target, false);
        this.active.currentTime = target;
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
    // The outgoing video's last kept frame, on screen until the incoming one's first is drawn over it.
    if (this.cover) this.drawCover();
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
    // The cover stays until the incoming video presents the frame after the one it shows: the screencast
    // showed the outgoing one's cut frame for a frame at a swap.
    const shown = armed.shown ?? armed.target;
    this.crossing(Math.max(armed.target, shown + 0.5 / EDIT_FPS), armed.shown !== null);
    this.dispatchEvent(new Event('swap'));
    if (!armed.meta) return;
    const now = performance.now();
    this.lastActive = { now, mediaTime: armed.meta.mediaTime };
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
      if (element === this.active) {
        this.lastActive = { now, mediaTime: meta.mediaTime };
        this.runCallbacks(now, meta);
      } else this.onStandbyFrame(now, meta);
      // After the callbacks (a swap among them, this frame's zoom set): the cover follows the active video.
      if (element === this.active) this.onCoveredFrame(now, meta.mediaTime);
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
