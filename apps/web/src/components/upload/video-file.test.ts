import { uploadVideoConfigSchema } from '@wordreel/core';
import { describe, expect, it } from 'vitest';
import { buildVideoConfig, isVideoFile, startsLikeVideo } from './video-file.ts';

describe('isVideoFile', () => {
  it('should accept files whose media type is a video type', () => {
    expect(isVideoFile(new File(['x'], 'clip.mp4', { type: 'video/mp4' }))).toBe(true);
    expect(isVideoFile(new File(['x'], 'clip', { type: 'video/quicktime' }))).toBe(true);
  });

  it('should reject files of another media type whatever their name', () => {
    expect(isVideoFile(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toBe(false);
    expect(isVideoFile(new File(['x'], 'song.mp4', { type: 'audio/mpeg' }))).toBe(false);
    expect(isVideoFile(new File(['x'], 'photo.png', { type: 'image/png' }))).toBe(false);
  });

  it('should fall back to the extension when the browser gives no media type', () => {
    expect(isVideoFile(new File(['x'], 'clip.MKV'))).toBe(true);
    expect(isVideoFile(new File(['x'], 'clip.exe'))).toBe(false);
  });
});

describe('buildVideoConfig', () => {
  it('should build a videoConfig the server schema accepts, with the chosen language and orientation', () => {
    const file = new File([new Uint8Array(2048)], 'My clip.mp4', { type: 'video/mp4' });
    const config = buildVideoConfig(
      file,
      { duration: 2.04, width: 360, height: 640 },
      { lang: 'hi', orientation: 'landscape' },
    );
    expect(config).toEqual({
      name: 'My clip.mp4',
      size: 2048,
      type: 'video/mp4',
      duration: 2.04,
      width: 360,
      height: 640,
      lang: 'hi',
      orientation: 'landscape',
    });
    expect(uploadVideoConfigSchema.parse(config)).toEqual(config);
  });

  it('should leave out the facts the browser could not read', () => {
    const file = new File(['x'], 'clip.mkv');
    const config = buildVideoConfig(file, null, { lang: 'en', orientation: 'portrait' });
    expect(config).toEqual({
      name: 'clip.mkv',
      size: 1,
      type: undefined,
      lang: 'en',
      orientation: 'portrait',
    });
    expect(uploadVideoConfigSchema.safeParse(config).success).toBe(true);
  });
});

describe('startsLikeVideo', () => {
  const file = (bytes: number[] | string) =>
    new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], 'x.mp4');

  it('should know MP4/MOV, Matroska/WebM and AVI by their first bytes', async () => {
    expect(await startsLikeVideo(file([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom')]))).toBe(true);
    expect(await startsLikeVideo(file([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]))).toBe(true);
    expect(await startsLikeVideo(file('RIFF\0\0\0\0AVI LIST'))).toBe(true);
  });

  it('should not take a text file named .mp4 for a video', async () => {
    expect(await startsLikeVideo(file('just some notes\n'))).toBe(false);
    expect(await startsLikeVideo(file([]))).toBe(false);
  });
});
