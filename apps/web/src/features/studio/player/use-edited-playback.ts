import { EDIT_FPS, type ExportFrame, zoompanCrop } from '@wordreel/core';
import { useEffect, type RefObject } from 'react';
import {
  isKeptFrame,
  keptSourceMs,
  nextCut,
  playbackJump,
  type PreviewTimeline,
  toEditedSeconds,
  zoomScaleAt,
} from './edited-time.ts';
import { setZoom } from './frame-transform.ts';
import { COVER_AHEAD_S, type VideoPair } from './video-pair.ts';

/** Half a frame: a time this close to a range's end counts as its end. */
const HALF_FRAME_S = 0.5 / EDIT_FPS;
/** How long (at the playing speed) before a cut the standby video is set rolling toward the next range. */
const PREPARE_S = 0.45;

/**
 * Zooms the picture (videos and fill, not the captions: the export zooms the frame before it lays the
 * captions over it) the way the export's zoompan does: the crop core's `zoompanCrop` names, scaled
 * back to the whole frame, composed with each element's placement (frame-transform.ts). Both videos
 * get it (the standby is underneath, ready to take over); the cover over a cut copies the active
 * video's transform when it is drawn (video-pair.ts).
 */
function showZoom(
  host: HTMLElement | null,
  scale: number,
  frame: Pick<ExportFrame, 'width' | 'height'>,
): void {
  if (!host) return;
  const crop = scale === 1 ? null : zoompanCrop(scale, frame.width, frame.height);
  const elements = host.querySelectorAll<HTMLElement>(':scope > video.player-video, :scope > .player-fill');
  for (const el of elements) setZoom(el, crop, frame);
}

/**
 * Plays the edited timeline on the preview's pair of videos: on every presented frame
 * (requestVideoFrameCallback) it sets the standby rolling toward the next kept range shortly before a
 * cut, and on the last kept frame before the cut hands over to it (video-pair.ts), or seeks when
 * nothing was prepared (right after a seek); it stops at the edited end and draws the zoom of the
 * frame on screen. A paused seek into a cut lands on the next kept frame. `version` changes with the
 * timeline (the ref is read), so a paused picture is redrawn with the new zoom.
 */
export function useEditedPlayback(
  video: VideoPair,
  host: RefObject<HTMLDivElement | null>,
  timeline: RefObject<PreviewTimeline | null>,
  frame: Pick<ExportFrame, 'width' | 'height'>,
  version: unknown,
): void {
  useEffect(() => {
    let handle: number | undefined;
    video.keepOnly((seconds) => {
      const t = timeline.current;
      return !t || isKeptFrame(t, seconds * 1000);
    });
    const zoomAt = (seconds: number) => {
      const t = timeline.current;
      showZoom(host.current, t ? zoomScaleAt(t, seconds * 1000) : 1, frame);
    };
    /**
     * Covers the next cut and sets the standby rolling when it is near. The edited end is covered too
     * when the source runs on past it (a trimmed tail), so a stalled page does not show the tail
     * before the pair stops and moves back to the last kept frame (`end`).
     */
    const prepare = (t: PreviewTimeline, seconds: number) => {
      const cut = nextCut(t, seconds * 1000);
      if (!cut) return;
      const left = cut.atMs / 1000 - seconds;
      const covered = cut.nextStartMs !== null || video.duration > cut.atMs / 1000 + HALF_FRAME_S;
      if (covered && left <= COVER_AHEAD_S * video.playbackRate) video.coverCut();
      if (cut.nextStartMs === null) return;
      if (video.armedFor(cut.nextStartMs / 1000) || left > PREPARE_S * video.playbackRate) return;
      video.arm(cut.nextStartMs / 1000, cut.atMs / 1000, seconds);
    };
    const follow = (seconds: number, ahead: boolean) => {
      const t = timeline.current;
      zoomAt(seconds);
      if (!t || video.paused || video.seeking) return;
      const jump = playbackJump(t, seconds * 1000, ahead ? (1000 / EDIT_FPS) * video.playbackRate : 0);
      if (jump === 'end') {
        // Like a video's end: stopped and ended there, and Play starts again from the first frame.
        const last = t.ranges.at(-1);
        const first = t.ranges[0];
        if (last && first) video.end(last.endMs / 1000 - HALF_FRAME_S, first.startMs / 1000 + 1e-3);
        else video.pause();
      } else if (jump !== null) {
        // The last kept frame before a cut: hand over to the standby if it was prepared for it.
        if (!(ahead && video.armedFor(jump / 1000) && video.cross())) {
          video.jumpTo(jump / 1000 + 1e-3);
          // The next cut is covered now: a busy main thread may not call back again before it.
          prepare(t, jump / 1000);
        }
      } else if (ahead) prepare(t, seconds);
    };
    const onFrame = (_now: number, meta: VideoFrameCallbackMetadata) => {
      handle = video.requestVideoFrameCallback(onFrame);
      follow(meta.mediaTime, true);
    };
    const onTimeUpdate = () => follow(video.currentTime, false);
    /** A paused picture inside a cut moves on to the next kept frame; true when it had to. */
    const leaveCut = () => {
      const t = timeline.current;
      if (!t || !video.paused) return false;
      const kept = keptSourceMs(t, video.currentTime * 1000);
      if (Math.abs(kept - video.currentTime * 1000) <= 1) return false;
      video.seek(kept / 1000 + 1e-3);
      return true;
    };
    const onSeeked = () => {
      if (!leaveCut()) zoomAt(video.currentTime);
    };
    // Paused by the viewer as a busy page let the video run into a cut: the cover goes with the pause.
    const onPause = () => leaveCut();
    // Play at the edited end starts again from the first kept frame.
    const onPlay = () => {
      const t = timeline.current;
      const first = t?.ranges[0];
      if (!t || !first) return;
      if (toEditedSeconds(t, video.currentTime) >= t.durationMs / 1000 - 2 * HALF_FRAME_S)
        video.seek(first.startMs / 1000 + 1e-3);
    };
    handle = video.requestVideoFrameCallback(onFrame);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('seeked', onSeeked);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    onSeeked();
    return () => {
      if (handle !== undefined) video.cancelVideoFrameCallback(handle);
      video.disarm();
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('seeked', onSeeked);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
    };
  }, [video, host, timeline, frame, version]);
}
