import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { TriangleAlert } from 'lucide-react';
import type { DuckSpan, EmojiShow, ExportFrame, Orientation, Reframe } from '@wordreel/core';
import { useToast } from '../../../components/toast.tsx';
import { createClickTiming } from './click-timing.ts';
import { keptSourceMs, type PreviewTimeline, toEditedSeconds, toSourceSeconds } from './edited-time.ts';
import { media } from './media-commands.ts';
import { PlayerControls } from './player-controls.tsx';
import {
  CONTROLS_HIDE_MS,
  readSavedVolume,
  saveVolume,
  SEEK_LONG_STEP_S,
  SEEK_STEP_S,
  toggleFullscreen,
} from './player-settings.ts';
import { type PlayerKeyAction, useStudioKeys } from './studio-keys.ts';
import { useBackgroundMusic } from './use-background-music.ts';
import { useCaptionRenderer } from './use-caption-renderer.ts';
import { useEditedPlayback } from './use-edited-playback.ts';
import { CaptionPlacer } from './caption-placer.tsx';
import { useEmojiOverlay } from './use-emoji-overlay.ts';
import { useExportFrame } from './use-export-frame.ts';
import { ReframeDrag } from './reframe-drag.tsx';
import { usePlayerState } from './use-player-state.ts';
import { usePreviewAudio } from './preview-audio.ts';
import { useVideoPair } from './use-video-pair.ts';
import './player.css';

const NO_EMOJI: readonly EmojiShow[] = [];

export interface PlayerHandle {
  /** Shows the source time `ms` (or, when it is cut, the next kept frame). */
  seek(ms: number): void;
  /** Where the video is now, ms (the Thumbnail panel's "this moment"). */
  currentMs(): number;
}

export interface PreviewPlayerProps {
  src: string;
  /** The caption document (ASS) built by core's buildCaptionDocument for `frame`, on edited time. */
  captions: string;
  /** The edited timeline (cuts and zooms), or null to play the source as it is. */
  timeline?: PreviewTimeline | null;
  /** The export frame the preview shows (core's exportFrame of the project's orientation). */
  frame: ExportFrame;
  orientation: Orientation;
  /** Background music under the video, or null when off; `duck`: the speech spans it is lowered under. */
  music: { src: string; volume: number; duck?: readonly DuckSpan[] | null } | null;
  /** The page emoji (core's buildEmojiPlan for `frame`), drawn over the captions. */
  emoji?: readonly EmojiShow[];
  /** The caption block's position and what dragging it sets; no handle when left out. */
  placement?: { xPos: number; yPos: number; onMove: (position: { xPos: number; yPos: number }) => void };
  /** The reframe drawn (the edit list's); none: a wide source is fitted over its blurred fill. */
  reframe?: Reframe | null;
  /** Given: the window can be dragged, and a drag places a user keyframe through this. */
  onReframePlace?: (tMs: number, x: number, which: 'x' | 'x2') => void;
  onTime?: (ms: number) => void;
  onMetadata?: () => void;
  onLoadError?: () => void;
  ref?: Ref<PlayerHandle>;
}

/**
 * The studio's preview of the export frame: the video placed and filled as the export renders it,
 * captions drawn by libass (jassub) over the whole frame, music and controls.
 */
export function PreviewPlayer({
  src,
  captions,
  timeline = null,
  frame,
  orientation,
  music,
  emoji = NO_EMOJI,
  placement,
  reframe = null,
  onReframePlace,
  onTime,
  onMetadata,
  onLoadError,
  ref,
}: PreviewPlayerProps) {
  const toast = useToast();
  const stageRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);
  const video = useVideoPair(hostRef, src);
  const sound = usePreviewAudio(video, hostRef);
  const state = usePlayerState(video, onTime);
  const [active, setActive] = useState({ visible: true, tick: 0 });
  // Read through a ref by the frame callbacks; declared first so it is current before they run.
  const timelineRef = useRef<PreviewTimeline | null>(timeline);
  useEffect(() => {
    timelineRef.current = timeline;
  }, [timeline]);
  const toEdited = useCallback((seconds: number) => toEditedSeconds(timelineRef.current, seconds), []);
  const seekEdited = useCallback(
    (seconds: number) => media.seek(video, toSourceSeconds(timelineRef.current, seconds)),
    [video],
  );

  // The reframe drawn: a window being dragged, else the saved one; read by the frame callbacks.
  const [draftReframe, setDraftReframe] = useState<Reframe | null>(null);
  const shownReframe = draftReframe ?? reframe;
  const reframeRef = useRef<Reframe | null>(shownReframe);
  useEffect(() => {
    reframeRef.current = shownReframe;
  }, [shownReframe]);

  useExportFrame(video, hostRef, frame, reframeRef, shownReframe);
  useCaptionRenderer(video, hostRef, captions, frame, toEdited);
  useEmojiOverlay(video, hostRef, emoji, frame, toEdited);
  useBackgroundMusic(video, audio, music?.volume ?? 0, toEdited, music?.duck ?? null);
  useEditedPlayback(video, hostRef, timelineRef, frame, timeline);

  useImperativeHandle(
    ref,
    () => ({
      seek: (ms: number) => media.seek(video, keptSourceMs(timelineRef.current, ms) / 1000),
      currentMs: () => Math.round(video.currentTime * 1000),
    }),
    [video],
  );

  useEffect(() => {
    media.setVolume(video, readSavedVolume());
    let loaded = false;
    const onLoaded = () => {
      loaded = true;
      onMetadata?.();
    };
    const onError = () => {
      if (!loaded) onLoadError?.();
    };
    video.addEventListener('loadedmetadata', onLoaded);
    video.addEventListener('error', onError);
    return () => {
      video.removeEventListener('loadedmetadata', onLoaded);
      video.removeEventListener('error', onError);
    };
  }, [video, onMetadata, onLoadError]);

  // A Play waiting for the audio graph (the first one) is dropped by a later Pause or Play.
  const playRequest = useRef(0);
  const play = useCallback(() => {
    const request = ++playRequest.current;
    const start = () => {
      if (playRequest.current === request) video.play().catch(() => undefined);
    };
    const wait = sound.beforePlay();
    if (wait) void wait.then(start);
    else start();
  }, [video, sound]);
  /**
   * Acts on the state the viewer saw (this render's, the button's label), not the one it finds: a
   * Pause that lands just after the video stopped by itself (at the edited end) leaves it stopped
   * instead of starting it again.
   */
  const togglePlay = useCallback(() => {
    if (state.failed) return;
    if (state.playing) {
      playRequest.current++;
      video.pause();
    } else play();
  }, [video, play, state.failed, state.playing]);

  const [isFullscreen, setIsFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setIsFullscreen(document.fullscreenElement === stageRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const fullscreen = useCallback(() => {
    void toggleFullscreen(stageRef.current).then((error) => {
      if (error) toast.show(error, 'error');
    });
  }, [toast]);

  // One click timer for the player's life; it calls whatever the latest handlers are.
  const handlers = useRef({ togglePlay, fullscreen });
  useEffect(() => {
    handlers.current = { togglePlay, fullscreen };
  }, [togglePlay, fullscreen]);
  const clickTiming = useRef<ReturnType<typeof createClickTiming> | null>(null);
  // The toggle of the render the click landed on (a single click acts 200 ms later).
  const clickedToggle = useRef(togglePlay);
  const onAreaClick = (pointerType: string) => {
    clickedToggle.current = handlers.current.togglePlay;
    clickTiming.current ??= createClickTiming({
      onSingle: () => clickedToggle.current(),
      onDouble: () => handlers.current.fullscreen(),
    });
    clickTiming.current({ touch: pointerType === 'touch' });
  };

  // Controls stay while paused; while playing they hide after 2 s without pointer or key activity.
  const showControls = () => setActive((a) => ({ visible: true, tick: a.tick + 1 }));
  useEffect(() => {
    if (!state.playing) return;
    const timer = window.setTimeout(() => setActive((a) => ({ ...a, visible: false })), CONTROLS_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [state.playing, active.tick]);

  useStudioKeys((action: PlayerKeyAction) => {
    showControls();
    const seekBy = (s: number) => () => seekEdited(toEdited(video.currentTime) + s);
    const actions: Record<PlayerKeyAction, () => void> = {
      togglePlay,
      back: seekBy(-SEEK_STEP_S),
      forward: seekBy(SEEK_STEP_S),
      backLong: seekBy(-SEEK_LONG_STEP_S),
      forwardLong: seekBy(SEEK_LONG_STEP_S),
      fullscreen,
      mute: () => media.toggleMute(video),
    };
    actions[action]();
  });

  return (
    <div
      ref={stageRef}
      className="player"
      data-frame={orientation}
      tabIndex={0}
      aria-label="Video preview"
      data-playing={state.playing}
      onPointerMove={showControls}
      onPointerDown={showControls}
    >
      <div
        ref={hostRef}
        className="player-host"
        data-testid="export-frame"
        style={{ aspectRatio: `${frame.width} / ${frame.height}` }}
      />
      <div
        className="player-click-area"
        data-testid="player-click-area"
        onClick={(e) => onAreaClick((e.nativeEvent as PointerEvent).pointerType)}
      />
      {placement && !isFullscreen && (
        <CaptionPlacer
          xPos={placement.xPos}
          yPos={placement.yPos}
          portrait={orientation === 'portrait'}
          onMove={placement.onMove}
        />
      )}
      {reframe && onReframePlace && !isFullscreen && (
        <ReframeDrag
          reframe={reframe}
          frame={frame}
          video={video}
          onPreview={setDraftReframe}
          onPlace={onReframePlace}
        />
      )}
      {state.buffering && <div className="player-buffering" role="status" aria-label="Buffering" />}
      {state.failed && (
        <div className="player-fallback" role="img" aria-label="This video cannot be played">
          <TriangleAlert aria-hidden size={48} />
        </div>
      )}
      {music && <audio ref={setAudio} src={music.src} loop preload="auto" data-testid="background-music" />}
      <PlayerControls
        {...state}
        current={toEditedSeconds(timeline, state.current)}
        duration={timeline ? timeline.durationMs / 1000 : state.duration}
        visible={active.visible || !state.playing}
        onTogglePlay={togglePlay}
        onToggleMute={() => media.toggleMute(video)}
        onVolume={(volume) => {
          media.setVolume(video, volume);
          saveVolume(volume);
        }}
        onRate={(rate) => media.setRate(video, rate)}
        onSeek={seekEdited}
        fullscreen={isFullscreen}
        onFullscreen={fullscreen}
      />
    </div>
  );
}
