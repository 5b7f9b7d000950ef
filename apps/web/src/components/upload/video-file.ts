import type { Language, Orientation, SpeechQuality, UploadVideoConfig } from '@wordreel/core';

export const NOT_A_VIDEO_MESSAGE = 'Please choose a video file (MP4, MOV, MKV or WebM).';

/** Some systems give no media type for .mkv and friends; the server checks the file with ffprobe anyway. */
const VIDEO_EXTENSIONS = /\.(mp4|m4v|mov|mkv|webm|avi|3gp|mpe?g)$/i;

/** The picker asks for video/*, but "All files" lets anything through: check again. */
export function isVideoFile(file: File): boolean {
  if (file.type) return file.type.startsWith('video/');
  return VIDEO_EXTENSIONS.test(file.name);
}

export const UNREADABLE_VIDEO_MESSAGE =
  'This file could not be read as a video. Choose an MP4, MOV, MKV or WebM file.';

/**
 * Whether the file starts like a video container (MP4/MOV/3GP `ftyp` or QuickTime atoms, Matroska/WebM,
 * AVI, MPEG). Asked only when this browser cannot read the file: a real video in a codec it lacks (HEVC
 * on Linux, an AVI) still goes to the server, which probes it; a text file named .mp4 does not.
 */
export async function startsLikeVideo(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  return (
    ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'].includes(ascii(4, 8)) ||
    (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'AVI ') ||
    (head[0] === 0 && head[1] === 0 && head[2] === 1 && (head[3] === 0xba || head[3] === 0xb3)) ||
    (head[0] === 0x47 && file.size % 188 === 0)
  );
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
