import { describe, expect, it } from 'vitest';
import type { ProbeResult } from './ffmpeg.ts';
import { HDR_TO_SDR, planPlayableCopy, thumbnailArgs } from './playable-copy.ts';

const source = (
  video: Partial<NonNullable<ProbeResult['video']>>,
  audio: string | null = 'aac',
): ProbeResult => ({
  formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
  durationSec: 60,
  sizeBytes: 1000,
  video: {
    codec: 'h264',
    width: 1080,
    height: 1920,
    pixFmt: 'yuv420p',
    fps: 30,
    rotation: 0,
    colorSpace: null,
    colorRange: null,
    colorTransfer: null,
    ...video,
  },
  audio: audio ? { codec: audio } : null,
});

describe('planPlayableCopy', () => {
  it('should copy streams that already fit', () => {
    const { mode, args } = planPlayableCopy(source({}), 'in.mov', 'out.mp4');
    expect(mode).toBe('remux');
    expect(args).toEqual(expect.arrayContaining(['-c:v', 'copy', '-c:a', 'copy', '-movflags', '+faststart']));
  });

  it('should re-encode HEVC, VP9, 10-bit and rotated video', () => {
    for (const video of [{ codec: 'hevc' }, { codec: 'vp9' }, { pixFmt: 'yuv420p10le' }, { rotation: 90 }]) {
      const { mode, args } = planPlayableCopy(source(video), 'in', 'out.mp4');
      expect(mode, JSON.stringify(video)).toBe('transcode');
      expect(args).toEqual(expect.arrayContaining(['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23']));
    }
  });

  it('should tone-map HLG and PQ video to BT.709 SDR, even as 8-bit H.264, and tag it so', () => {
    for (const video of [
      { codec: 'hevc', pixFmt: 'yuv420p10le', colorTransfer: 'arib-std-b67', colorSpace: 'bt2020nc' },
      { codec: 'h264', colorTransfer: 'arib-std-b67' },
      { codec: 'hevc', pixFmt: 'yuv420p10le', colorTransfer: 'smpte2084' },
    ]) {
      const { mode, args } = planPlayableCopy(source(video), 'in', 'out.mp4');
      expect(mode, JSON.stringify(video)).toBe('transcode');
      expect(args[args.indexOf('-vf') + 1]).toBe(`${HDR_TO_SDR},scale=trunc(iw/2)*2:trunc(ih/2)*2`);
      expect(args.join(' ')).toContain('-color_primaries bt709 -color_trc bt709 -colorspace bt709');
    }
    // SDR sources keep their own tags (a BT.601 phone clip stays BT.601, as its reader expects).
    for (const video of [{ colorTransfer: 'bt709' }, { codec: 'hevc', colorTransfer: 'smpte170m' }]) {
      const { args } = planPlayableCopy(source(video), 'in', 'out.mp4');
      expect(args.join(' ')).not.toContain('zscale');
      expect(args).not.toContain('-color_trc');
    }
  });

  it('should re-encode other audio to AAC 128k and keep the video copy', () => {
    const { mode, args } = planPlayableCopy(source({}, 'opus'), 'in', 'out.mp4');
    expect(mode).toBe('remux');
    expect(args).toEqual(expect.arrayContaining(['-c:v', 'copy', '-c:a', 'aac', '-b:a', '128k']));
  });

  it('should add a silent track to a source without sound and still copy its video', () => {
    const { mode, args } = planPlayableCopy(source({}, null), 'in', 'out.mp4');
    expect(mode).toBe('remux');
    expect(args.join(' ')).toContain('anullsrc');
    expect(args).toEqual(expect.arrayContaining(['-map', '1:a:0', '-shortest']));
  });

  it('should take the thumbnail at 1 s, or 10% into a short clip', () => {
    expect(thumbnailArgs('v', 't', 60).slice(0, 2)).toEqual(['-ss', '1.000']);
    expect(thumbnailArgs('v', 't', 4).slice(0, 2)).toEqual(['-ss', '0.400']);
    // Under a second (one frame, 0.2 s) there is no seek: the first frame is the picture.
    expect(thumbnailArgs('v', 't', 0.04).slice(0, 2)).toEqual(['-i', 'v']);
  });
});
