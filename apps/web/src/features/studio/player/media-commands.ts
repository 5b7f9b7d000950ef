import type { VideoPair } from './video-pair.ts';

/** A media element, or the preview's pair of videos (its commands go to the element on screen). */
type Media = HTMLMediaElement | VideoPair;
const isPair = (element: Media): element is VideoPair => 'active' in element;
const target = (element: Media): HTMLMediaElement => (isPair(element) ? element.active : element);

/**
 * Commands on media elements. They live outside the components because the elements are created
 * once and then driven imperatively (React's lint rules forbid mutating hook values in place).
 */
export const media = {
  seek(element: Media, seconds: number): void {
    if (isPair(element)) {
      element.seek(seconds);
      return;
    }
    const end = Number.isFinite(element.duration) ? element.duration : seconds;
    element.currentTime = Math.max(0, Math.min(end, seconds));
  },
  setVolume(element: Media, volume: number): void {
    const media = target(element);
    media.volume = Math.max(0, Math.min(1, volume));
    media.muted = volume === 0;
  },
  toggleMute(element: Media): void {
    const media = target(element);
    media.muted = !media.muted;
  },
  setRate(element: Media, rate: number): void {
    if (isPair(element)) element.setRate(rate);
    else element.playbackRate = rate;
  },
  /**
   * Follows `leader` (position modulo the track length, speed, mute) within a quarter second;
   * `leaderSeconds` is the leader's position on the timeline the follower plays along (edited time).
   */
  follow(follower: HTMLMediaElement, leader: Media, leaderSeconds = leader.currentTime): void {
    const position =
      Number.isFinite(follower.duration) && follower.duration > 0
        ? leaderSeconds % follower.duration
        : leaderSeconds;
    if (Math.abs(follower.currentTime - position) > 0.25) follower.currentTime = position;
    follower.playbackRate = leader.playbackRate;
    follower.muted = leader.muted;
  },
  setGain(element: HTMLMediaElement, volume: number): void {
    element.volume = Math.max(0, Math.min(1, volume));
  },
};
