import { describe, expect, it } from 'vitest';
import { parseRange } from './media-response.ts';
import { buildRenderArgs, type RenderCommandInput } from './render-command.ts';

const base: RenderCommandInput = {
  videoPath: '/data/video.mp4',
  durationSeconds: 12.5,
  sourceWidth: 1080,
  sourceHeight: 1920,
  sourceHasAudio: true,
  assPath: '/tmp/job/captions.ass',
  captionBand: { top: 1200, height: 500 },
  fontsDir: '/app/fonts',
  preset: 'veryfast',
  crf: 23,
  output: { kind: 'mp4', path: '/data/render.tmp.mp4' },
};
const graphOf = (args: string[]) => args[args.indexOf('-filter_complex') + 1] ?? '';

describe('buildRenderArgs', () => {
  it('should draw captions on a transparent band, convert it as BT.709 and overlay it at its place', () => {
    const graph = graphOf(buildRenderArgs(base));
    expect(graph).toContain(
      'color=c=black@0:s=1080x500:r=30,format=rgba,ass=filename=/tmp/job/captions.ass:alpha=1:fontsdir=/app/fonts',
    );
    // libass leaves colour premultiplied by coverage; overlay wants it straight.
    expect(graph).toContain(
      'alpha=1:fontsdir=/app/fonts,unpremultiply=inplace=1,scale=out_color_matrix=bt709',
    );
    expect(graph).toContain('scale=out_color_matrix=bt709:out_range=tv,format=yuva420p[subs]');
    expect(graph).toContain('[v][subs]overlay=x=0:y=1200');
  });

  it('should pass a 1080x1920 source through unscaled and scale a smaller 9:16 one to the frame', () => {
    expect(graphOf(buildRenderArgs(base))).toContain('[0:v]fps=30,setsar=1,format=yuv420p[v]');
    const small = graphOf(buildRenderArgs({ ...base, sourceWidth: 360, sourceHeight: 640 }));
    expect(small).toContain('scale=1080:1920:out_color_matrix=bt709');
    expect(small).not.toContain('boxblur');
  });

  it('should encode H.264 High yuv420p tagged BT.709 with AAC and faststart', () => {
    const args = buildRenderArgs(base).join(' ');
    expect(args).toContain('-c:v libx264 -preset veryfast -crf 23 -profile:v high -pix_fmt yuv420p');
    expect(args).toContain('-colorspace bt709 -color_primaries bt709 -color_trc bt709');
    expect(args).toContain('-c:a aac');
    expect(args).toContain('-movflags +faststart');
  });

  it('should fit a landscape source over a blurred fill and loop, trim, fade and mix music without normalising', () => {
    const args = buildRenderArgs({
      ...base,
      sourceWidth: 1920,
      sourceHeight: 1080,
      music: { path: '/m/chill.mp3', volume: 0.3 },
    });
    const graph = graphOf(args);
    expect(graph).toContain('boxblur');
    expect(graph).toContain('force_original_aspect_ratio=decrease');
    expect(args.join(' ')).toContain('-stream_loop -1 -i /m/chill.mp3');
    expect(graph).toContain('atrim=0:12.500');
    expect(graph).toContain('volume=0.300,afade=t=out:st=11.000:d=1.5');
    expect(graph).toContain('amix=inputs=2:duration=first:normalize=0');
  });

  it('should add a silent track to a video without audio and skip the caption layer without captions', () => {
    const graph = graphOf(buildRenderArgs({ ...base, sourceHasAudio: false, assPath: undefined }));
    expect(graph).toContain('anullsrc');
    expect(graph).not.toContain('ass=');
  });

  it('should refuse a path that would change the meaning of the filtergraph', () => {
    expect(() => buildRenderArgs({ ...base, assPath: "/tmp/x',drawtext=text=y" })).toThrow(/unsafe path/);
  });
});

describe('parseRange', () => {
  it('should read single byte ranges, open ends and suffixes, and reject what cannot be served', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('invalid');
    expect(parseRange('bytes=0-1,5-6', 100)).toBe('invalid');
    expect(parseRange('items=0-1', 100)).toBe('invalid');
  });
});
