import type { Language, Orientation, SpeechQuality, UploadVideoConfig } from '@wordreel/core';

export const NOT_A_VIDEO_MESSAGE = 'Please choose a video file (MP4, MOV, MKV or WebM).';

/** Some systems give no media type for .mkv and friends; the server checks the file with ffprobe anyway. */
const VIDEO_EXTENSIONS = /\.(mp4|m4v|mov|mkv|webm|avi|3gp|mpe?g)$/i;

/** The picker asks for video/*, but "All files" lets anything through: check again. */
export function isVideoFile(file: File): boolean {
  if (file.type) return file.type.startsWith('video/');
  return VIDEO_EXTENSIONS.test(file.name);
}

/** What the browser could read from the file's metadata (a hidden <video>); null when it could not. */
export interface VideoFacts {
  duration: number;
  width: number;
  height: number;
}

export interface UploadChoices {
  lang: Language;
  orientation: Orientation;
  quality?: SpeechQuality;
}

/** The spec's videoConfig as the client knows it; the server's media job adds the probed facts. */
export function buildVideoConfig(
  file: File,
  facts: VideoFacts | null,
  choices: UploadChoices,
): UploadVideoConfig {
  return {
    name: file.name,
    size: file.size,
    type: file.type || undefined,
    ...(facts && Number.isFinite(facts.duration) ? { duration: facts.duration } : {}),
    ...(facts && facts.width > 0 ? { width: Math.round(facts.width), height: Math.round(facts.height) } : {}),
    lang: choices.lang,
    orientation: choices.orientation,
    ...(choices.quality ? { quality: choices.quality } : {}),
  };
}
