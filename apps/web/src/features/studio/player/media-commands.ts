/**
 * Commands on media elements. They live outside the components because the elements are created
 * once and then driven imperatively (React's lint rules forbid mutating hook values in place).
 */
export const media = {
  load(element: HTMLMediaElement, src: string): void {
    element.src = src;
  },
  unload(element: HTMLMediaElement): void {
    element.pause();
    element.removeAttribute('src');
    element.load();
  },
  togglePlay(element: HTMLMediaElement): void {
    if (element.paused) element.play().catch(() => undefined);
    else element.pause();
  },
  seek(element: HTMLMediaElement, seconds: number): void {
    const end = Number.isFinite(element.duration) ? element.duration : seconds;
    element.currentTime = Math.max(0, Math.min(end, seconds));
  },
  setVolume(element: HTMLMediaElement, volume: number): void {
    element.volume = Math.max(0, Math.min(1, volume));
    element.muted = volume === 0;
  },
  toggleMute(element: HTMLMediaElement): void {
    element.muted = !element.muted;
  },
  setRate(element: HTMLMediaElement, rate: number): void {
    element.playbackRate = rate;
  },
  /**
   * Follows `leader` (position modulo the track length, speed, mute) within a quarter second;
   * `leaderSeconds` is the leader's position on the timeline the follower plays along (edited time).
   */
  follow(follower: HTMLMediaElement, leader: HTMLMediaElement, leaderSeconds = leader.currentTime): void {
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
