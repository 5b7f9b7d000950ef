import { describe, expect, it } from 'vitest';
import { cutAudioChain, cutVideoChain, zoomChain } from './edit-chain.ts';
import { buildRenderArgs, type RenderCommandInput } from './render-command.ts';

const base: RenderCommandInput = {
  frame: { width: 1080, height: 1920 },
  videoPath: '/data/video.mp4',
  durationSeconds: 12.5,
  sourceWidth: 1080,
  sourceHeight: 1920,
  sourceHasAudio: true,
  fontsDir: '/app/fonts',
  preset: 'veryfast',
  crf: 23,
  output: { kind: 'mp4', path: '/data/render.tmp.mp4' },
};
const graphOf = (args: string[]) => args[args.indexOf('-filter_complex') + 1] ?? '';

describe('edit filters', () => {
  it('leave the plain export untouched when there is no edit list', () => {
    const graph = graphOf(buildRenderArgs(base));
    expect(graph).toBe(
      '[0:v]fps=30,setsar=1,format=yuv420p[v];[v]null[vout];[0:a]aresample=48000,aformat=channel_layouts=stereo[a0];[a0]anull[aout]',
    );
  });

  it('cut the video by frame number and the audio at the same instants, to the sample, with fades', () => {
    const ranges = [
      { startFrame: 0, endFrame: 30 },
      { startFrame: 60, endFrame: 90 },
    ];
    expect(cutVideoChain(ranges, 30, '[c]')).toBe(
      "[0:v]fps=30,settb=1/30,setpts=PTS-STARTPTS,select='not(between(pts\\,30\\,59)+gte(pts\\,90))',setpts=N/30/TB[c]",
    );
    const audio = cutAudioChain(ranges, 30, '[a]');
    expect(audio).toContain('asplit=2[src0][src1]');
    expect(audio).toContain(
      '[src1]atrim=start_sample=96000:end_sample=144000,asetpts=PTS-STARTPTS,afade=t=in:ss=0:ns=480,afade=t=out:ss=47520:ns=480[cut1]',
    );
    expect(audio).toMatch(/\[cut0\]\[cut1\]concat=n=2:v=0:a=1\[a\]$/);
    const graph = graphOf(buildRenderArgs({ ...base, durationSeconds: 2, edits: { ranges, zooms: [] } }));
    expect(graph.startsWith('[0:v]fps=30,settb=1/30')).toBe(true);
    expect(graph).toContain('[cutv]fps=30,setsar=1,format=yuv420p[v];[v]null[vout]');
    expect(graph).not.toContain('zoompan');
  });

  it('spread many cuts over several selects', () => {
    const ranges = Array.from({ length: 100 }, (_, i) => ({ startFrame: i * 10, endFrame: i * 10 + 5 }));
    expect(cutVideoChain(ranges, 30, '[c]').match(/select=/g)).toHaveLength(3);
  });

  it('zoom the finished frame around its centre, ten zooms per zoompan', () => {
    const zooms = Array.from({ length: 12 }, (_, i) => ({
      startFrame: i * 40,
      endFrame: i * 40 + 30,
      scale: 1.12,
    }));
    const chain = zoomChain(zooms, { width: 1080, height: 1920, fps: 30 }, '[v]', '[vz]');
    expect(chain.match(/zoompan=/g)).toHaveLength(2);
    expect(chain).toContain(":x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=1080x1920:fps=30");
    const graph = graphOf(
      buildRenderArgs({ ...base, edits: { ranges: [{ startFrame: 0, endFrame: 300 }], zooms } }),
    );
    expect(graph).toContain('[vz]null[vout]');
  });
});
