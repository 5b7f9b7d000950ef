import { musicDuckGain, type DuckSpan } from '@wordreel/core';
import { useEffect, useRef } from 'react';
import { media } from './media-commands.ts';
import type { VideoPair } from './video-pair.ts';

/**
 * Keeps the background track in step with the video: it plays, pauses, seeks and changes speed
 * with it, loops under longer videos, and is silent while the video is muted. It plays along the
 * edited timeline (`mapTime`), as the export lays it over the edited length: a cut does not jump it.
 * With `duck` spans its volume follows core's musicDuckGain on that timeline, as the export's does:
 * set on every animation frame while playing (the ramps last a quarter second) and at every seek.
 */
export function useBackgroundMusic(
  video: VideoPair,
  audio: HTMLAudioElement | null,
  volume: number,
  mapTime: (sourceSeconds: number) => number = (s) => s,
  duck: readonly DuckSpan[] | null = null,
): void {
  const map = useRef(mapTime);
  useEffect(() => {
    map.current = mapTime;
  }, [mapTime]);

  useEffect(() => {
    if (!audio) return;
    const applyGain = () => {
      const gain = duck ? musicDuckGain(duck, map.current(video.currentTime) * 1000) : 1;
      media.setGain(audio, volume * gain);
    };
    applyGain();
    if (!duck) return;
    let frame = 0;
    const onFrame = () => {
      applyGain();
      frame = video.paused ? 0 : requestAnimationFrame(onFrame);
    };
    const onPlay = () => {
      if (!frame) frame = requestAnimationFrame(onFrame);
    };
    const listeners: [string, () => void][] = [
      ['play', onPlay],
      ['seeked', applyGain],
      ['timeupdate', applyGain],
    ];
    for (const [name, fn] of listeners) video.addEventListener(name, fn);
    if (!video.paused) onPlay();
    return () => {
      for (const [name, fn] of listeners) video.removeEventListener(name, fn);
      cancelAnimationFrame(frame);
    };
  }, [video, audio, volume, duck]);

  useEffect(() => {
    if (!audio) return;
    const sync = () => media.follow(audio, video, map.current(video.currentTime));
    const onPlay = () => {
      sync();
      audio.play().catch(() => undefined);
    };
    const onPause = () => audio.pause();
    const listeners: [string, () => void][] = [
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onPause],
      ['seeked', sync],
      ['timeupdate', sync],
      ['ratechange', sync],
      ['volumechange', sync],
    ];
    for (const [name, fn] of listeners) video.addEventListener(name, fn);
    sync();
    if (!video.paused) onPlay();
    return () => {
      for (const [name, fn] of listeners) video.removeEventListener(name, fn);
      audio.pause();
    };
  }, [video, audio]);
}
