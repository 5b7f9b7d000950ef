import { JOIN_FADE_MS } from '@wordreel/core';
import { useEffect, useState, type RefObject } from 'react';
import declickWorkletUrl from './declick-worklet.ts?worker&url';
import { DECLICK_PROCESSOR } from './declick.ts';
import type { VideoPair } from './video-pair.ts';

/** The first Play waits at most this long for the audio graph, then plays on the elements' own output. */
const FIRST_START_WAIT_MS = 1000;

/**
 * Where the preview's sound is: `starting` (the context is being resumed and the declicker loaded),
 * `ready` (the graph can be used; the videos are routed at the next Play), `routed` (both videos play
 * through it), `unavailable` (no AudioWorklet here, or the context would not start: the videos play
 * on their own output, as before). Shown on the player host as `data-preview-audio`.
 */
export type PreviewAudioStatus = 'starting' | 'ready' | 'routed' | 'unavailable';

/**
 * What tests may tap, from the context's creation on: the host's `previewAudio` property (the context
 * and the mixed sound of both videos, as it goes to the speakers).
 */
export interface PreviewAudioTap {
  context: AudioContext;
  output: AudioNode;
}

/**
 * Routes the preview's two videos through Web Audio so that every stop and start of their sound (a cut's
 * swap, a held frame, a seek, a pause) is faded over the export's 10 ms (declick.ts, decision 044):
 * each element → MediaElementAudioSourceNode → declicker (AudioWorklet) → one output gain → speakers.
 * An element routed into a suspended context is silent, so the context is created and resumed from
 * the viewer's gesture (`beforePlay`, from the Play button, a click on the picture or Space) and the
 * elements are routed only once it runs and while they are silent; until then they play as before.
 * Volume and mute stay the elements' own (a muted or paused element gives zeros into the graph).
 * The background music is its own <audio> element and is not routed.
 */
export class PreviewAudio {
  private context: AudioContext | null = null;
  private output: GainNode | null = null;
  private status: PreviewAudioStatus | null = null;
  private setup: Promise<void> | null = null;

  constructor(
    private readonly elements: readonly HTMLMediaElement[],
    private readonly host: () => HTMLElement | null,
  ) {}

  /**
   * Call from the viewer's gesture, then play: null to play at once, or a promise to play after (the
   * first time only, while the context starts: at most FIRST_START_WAIT_MS).
   */
  beforePlay(): Promise<void> | null {
    const context = this.context;
    if (this.status === 'routed' && context) {
      if (context.state !== 'running') void context.resume().catch(() => undefined);
      return null;
    }
    if (this.status === 'ready') {
      this.route();
      return null;
    }
    if (this.status !== null) return null;
    this.setup = this.begin();
    if (!this.setup) return null;
    const waited = new Promise<void>((resolve) => window.setTimeout(resolve, FIRST_START_WAIT_MS));
    return Promise.race([this.setup.then(() => this.route()), waited]);
  }

  close(): void {
    if (!this.context) return;
    void this.context.close().catch(() => undefined);
    this.context = null;
    this.mark('unavailable');
  }

  private begin(): Promise<void> | null {
    const Context = window.AudioContext as typeof AudioContext | undefined;
    if (!Context || typeof AudioWorkletNode === 'undefined' || !('audioWorklet' in Context.prototype)) {
      this.mark('unavailable');
      return null;
    }
    let context: AudioContext;
    try {
      context = new Context({ latencyHint: 'interactive' });
    } catch {
      this.mark('unavailable');
      return null;
    }
    this.context = context;
    this.output = context.createGain();
    this.output.connect(context.destination);
    const host = this.host();
    if (host) {
      const tap: PreviewAudioTap = { context, output: this.output };
      Object.defineProperty(host, 'previewAudio', { value: tap, configurable: true });
    }
    this.mark('starting');
    return Promise.all([context.resume(), context.audioWorklet.addModule(declickWorkletUrl)]).then(
      () => {
        if (this.context === context) this.mark(context.state === 'running' ? 'ready' : 'unavailable');
      },
      () => {
        if (this.context === context) this.mark('unavailable');
      },
    );
  }

  /** Routes both elements into the running graph, if none is sounding now (a switch while playing clicks). */
  private route(): void {
    const { context, output } = this;
    if (this.status !== 'ready' || !context || !output || context.state !== 'running') return;
    if (this.elements.some((e) => !e.paused && !e.muted)) return;
    try {
      for (const element of this.elements) {
        const declicker = new AudioWorkletNode(context, DECLICK_PROCESSOR, {
          outputChannelCount: [2],
          processorOptions: { fadeMs: JOIN_FADE_MS },
        });
        context.createMediaElementSource(element).connect(declicker).connect(output);
      }
      this.mark('routed');
    } catch {
      this.mark('unavailable');
    }
  }

  private mark(status: PreviewAudioStatus): void {
    this.status = status;
    const host = this.host();
    if (host) host.dataset.previewAudio = status;
  }
}

/** The preview's audio graph for `video`'s two elements; closed with the player. */
export function usePreviewAudio(video: VideoPair, host: RefObject<HTMLElement | null>): PreviewAudio {
  const [audio] = useState(() => new PreviewAudio(video.elements, () => host.current));
  useEffect(() => () => audio.close(), [audio]);
  return audio;
}
