import { describe, expect, it } from 'vitest';
import { buildRenderArgs, frameSelectExpressions, type RenderCommandInput } from './render-command.ts';

const base: RenderCommandInput = {
  frame: { width: 1080, height: 1920 },
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
/** The caption layer's own graph: the `-f lavfi` input. */
const layerOf = (args: string[]) => args[args.indexOf('lavfi') + 2] ?? '';

describe('buildRenderArgs', () => {
  it('should draw captions on a transparent band, convert it as BT.709 and overlay it at its place', () => {
    const args = buildRenderArgs(base);
    const layer = layerOf(args);
    // A planar RGB canvas a second longer than the video, so the overlay ends with the video.
    expect(layer).toContain('color=c=black@0:s=1080x500:r=30:d=14,format=gbrap[canvas]');
    // libass leaves colour premultiplied by coverage; overlay wants it straight.
    expect(layer).toContain(
      '[canvas]ass=filename=/tmp/job/captions.ass:alpha=1:fontsdir=/app/fonts,unpremultiply=inplace=1,scale=out_color_matrix=bt709',
    );
    expect(layer).toMatch(/scale=out_color_matrix=bt709:out_range=tv,format=yuva420p\[out0\]$/);
    // The layer is an input of its own (drawn on its own thread), overlaid in the main graph.
    expect(args.slice(0, 5)).toEqual(['-y', '-i', '/data/video.mp4', '-f', 'lavfi']);
    expect(graphOf(args)).toContain('[v][1:v]overlay=x=0:y=1200:shortest=1');
    const withMusic = buildRenderArgs({ ...base, music: { path: '/m/chill.mp3', volume: 0.3 } });
    expect(graphOf(withMusic)).toContain('[v][2:v]overlay=');
    expect(withMusic.join(' ')).toContain('-stream_loop -1 -i /m/chill.mp3 -f lavfi -i color=');
  });

  it('should draw the captions only on their change frames, plus the canvas end, when it has them', () => {
    const layer = layerOf(buildRenderArgs({ ...base, captionChangeFrames: [0, 6, 7, 8, 9, 30] }));
    expect(layer).toContain(
      "d=14,format=gbrap,select='eq(n\\,0)+between(n\\,6\\,9)+eq(n\\,30)+eq(n\\,419)'[canvas]",
    );
    // Long lists are spread over several selects and merged back in order on the 1/30 s time base.
    const many = Array.from({ length: 150 }, (_, i) => i * 3);
    const split = layerOf(buildRenderArgs({ ...base, durationSeconds: 500, captionChangeFrames: many }));
    expect(split).toContain('format=gbrap,split=3[pick0][pick1][pick2]');
    expect(split).toContain('[picked0][picked1][picked2]interleave=nb_inputs=3,settb=1/30[canvas]');
  });

  it('should write frame lists as eq and between terms, at most 60 to an expression', () => {
    expect(frameSelectExpressions([5, 1, 2, 3, 3, 9])).toEqual(['between(n\\,1\\,3)+eq(n\\,5)+eq(n\\,9)']);
    const expressions = frameSelectExpressions(Array.from({ length: 121 }, (_, i) => i * 2));
    expect(expressions.map((e) => e.split('+').length)).toEqual([60, 60, 1]);
    expect(expressions[2]).toBe('eq(n\\,240)');
  });

  it('should pass a 1080x1920 source through unscaled and scale a smaller 9:16 one to the frame', () => {
    expect(graphOf(buildRenderArgs(base))).toContain('[0:v]fps=30,setsar=1,format=yuv420p[v]');
    const small = graphOf(buildRenderArgs({ ...base, sourceWidth: 360, sourceHeight: 640 }));
    // Untagged and under 720 rows: read as BT.601, as the studio's browser reads it, and turned into BT.709.
    expect(small).toContain(
      '[0:v]fps=30,colorspace=ispace=smpte170m:iprimaries=bt709:itrc=bt709:irange=tv:all=bt709:range=tv:fast=1,scale=1080:1920:in_color_matrix=bt709',
    );
    expect(small).not.toContain('boxblur');
  });

  it('should read the source colour by its tags, else as the browser guesses, and write BT.709', () => {
    const tagged601 = graphOf(buildRenderArgs({ ...base, sourceColour: { matrix: 'bt601', range: 'tv' } }));
    // A frame-sized source is converted too when it is not BT.709 limited range.
    expect(tagged601).toContain('[0:v]fps=30,colorspace=ispace=smpte170m:');
    // Untagged from 720 rows up: BT.709, nothing to convert; every scale keeps BT.709.
    const landscapeHd = graphOf(buildRenderArgs({ ...base, sourceWidth: 1280, sourceHeight: 720 }));
    expect(landscapeHd).not.toContain('colorspace=');
    expect(landscapeHd).toContain(
      '[fgsrc]scale=1080:1920:force_original_aspect_ratio=decrease:force_divisible_by=2:in_color_matrix=bt709:in_range=tv:out_color_matrix=bt709:out_range=tv',
    );
    const full = graphOf(buildRenderArgs({ ...base, sourceColour: { matrix: 'bt709', range: 'pc' } }));
    expect(full).toContain(
      'colorspace=ispace=bt709:iprimaries=bt709:itrc=bt709:irange=pc:all=bt709:range=tv',
    );
    const frames = buildRenderArgs({
      ...base,
      output: { kind: 'frames', pattern: '/tmp/f-%03d.png', frames: [3] },
    });
    expect(graphOf(frames)).toContain(
      '[vout]setparams=colorspace=bt709:color_primaries=bt709:color_trc=bt709:range=tv,select=',
    );
  });

  it('should render the landscape and square frames, fitting other shapes over a blurred fill', () => {
    const landscape = { ...base, frame: { width: 1920, height: 1080 } };
    expect(graphOf(buildRenderArgs({ ...landscape, sourceWidth: 1920, sourceHeight: 1080 }))).toContain(
      '[0:v]fps=30,setsar=1,format=yuv420p[v]',
    );
    const portraitInLandscape = graphOf(buildRenderArgs(landscape));
    expect(portraitInLandscape).toContain(
      'scale=480:270:force_original_aspect_ratio=increase:in_color_matrix=bt709:in_range=tv:out_color_matrix=bt709:out_range=tv,crop=480:270,boxblur=8:2',
    );
    expect(portraitInLandscape).toContain('[fgsrc]scale=1920:1080:force_original_aspect_ratio=decrease');
    expect(layerOf(buildRenderArgs(landscape))).toContain('s=1920x500');
    const square = graphOf(buildRenderArgs({ ...base, frame: { width: 1080, height: 1080 } }));
    expect(square).toContain('scale=270:270:force_original_aspect_ratio=increase');
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
    const args = buildRenderArgs({ ...base, sourceHasAudio: false, assPath: undefined });
    expect(graphOf(args)).toContain('anullsrc');
    expect(args).not.toContain('lavfi');
    expect(args.join(' ')).not.toContain('ass=');
  });

  it('should refuse a path that would change the meaning of the filtergraph', () => {
    expect(() => buildRenderArgs({ ...base, assPath: "/tmp/x',drawtext=text=y" })).toThrow(/unsafe path/);
  });
});
