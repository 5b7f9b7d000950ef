import { useEffect, useState } from 'react';
import { BUFFERING_DELAY_MS, TIME_UPDATE_MS } from './player-settings.ts';
import type { VideoPair } from './video-pair.ts';

export interface PlayerState {
  playing: boolean;
  current: number;
  duration: number;
  volume: number;
  muted: boolean;
  rate: number;
  buffering: boolean;
  failed: boolean;
}

const initial: PlayerState = {
  playing: false,
  current: 0,
  duration: 0,
  volume: 1,
  muted: false,
  rate: 1,
  buffering: false,
  failed: false,
};

/**
 * Mirrors the video's state into React (the pair's: the element on screen). Time reaches `onTime` on every presented frame
 * (requestVideoFrameCallback media time) and at least every 250 ms; buffering shows after 300 ms of waiting.
 */
export function usePlayerState(video: VideoPair, onTime: ((ms: number) => void) | undefined): PlayerState {
  const [state, setState] = useState(initial);

  useEffect(() => {
    let bufferTimer: number | undefined;
    let frameHandle: number | undefined;
    const set = (patch: Partial<PlayerState>) => setState((s) => ({ ...s, ...patch }));
    const report = (seconds: number) => {
      set({ current: seconds });
      onTime?.(Math.round(seconds * 1000));
    };
    const onFrame = (_now: number, meta: VideoFrameCallbackMetadata) => {
      report(meta.mediaTime);
      frameHandle = video.requestVideoFrameCallback(onFrame);
    };
    const stopBuffering = () => {
      window.clearTimeout(bufferTimer);
      set({ buffering: false });
    };
    const handlers: Record<string, () => void> = {
      loadedmetadata: () => set({ duration: video.duration || 0 }),
      durationchange: () => set({ duration: Number.isFinite(video.duration) ? video.duration : 0 }),
      play: () => set({ playing: true }),
      pause: () => set({ playing: false }),
      ended: () => set({ playing: false }),
      timeupdate: () => report(video.currentTime),
      seeked: () => report(video.currentTime),
      volumechange: () => set({ volume: video.volume, muted: video.muted }),
      ratechange: () => set({ rate: video.playbackRate }),
      waiting: () => {
        window.clearTimeout(bufferTimer);
        bufferTimer = window.setTimeout(() => set({ buffering: true }), BUFFERING_DELAY_MS);
      },
      playing: stopBuffering,
      canplay: stopBuffering,
      error: () => {
        stopBuffering();
        video.pause();
        set({ failed: true, playing: false });
      },
    };
    for (const [name, fn] of Object.entries(handlers)) video.addEventListener(name, fn);
    frameHandle = video.requestVideoFrameCallback(onFrame);
    // A fallback tick for browsers without frame callbacks and for paused seeks.
    const tick = window.setInterval(() => {
      if (!video.paused) report(video.currentTime);
    }, TIME_UPDATE_MS);
    set({
      volume: video.volume,
      muted: video.muted,
      rate: video.playbackRate,
      duration: video.duration || 0,
    });
    return () => {
      for (const [name, fn] of Object.entries(handlers)) video.removeEventListener(name, fn);
      if (frameHandle !== undefined) video.cancelVideoFrameCallback(frameHandle);
      window.clearInterval(tick);
      window.clearTimeout(bufferTimer);
    };
  }, [video, onTime]);

  return state;
}
