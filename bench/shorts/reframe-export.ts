/**
 * AI Shorts: the export of a reframed 60 s clip against the bare transcode of the same output.
 * The source is a 60 s 1920x1080 30 fps H.264/AAC video (x264 veryfast CRF 23, like the playable
 * copy) of a real face photograph standing, walking across and back, with a hard cut every 10 s; the
 * reframe is the one the analysis gives it (real detector, core's followPath, 9:16). The export is
 * the app's own ffmpeg command (buildRenderArgs: the crop whose left edge is the path's expression,
 * scaled to 1080x1920, ~150 caption words burnt in, AAC). The bare transcode makes the same output
 * the cheapest way: a fixed centre crop scaled to 1080x1920 with the same scaler and encoder settings,
 * audio encoded the same. Each is run alternately `--runs` times; medians of wall and CPU time.
 * Goal: ≤ 1.3x the bare transcode. `--variants` adds diagnostic commands (each alternated too):
 * `nocaptions` (the export without captions), `still` (the export with one still keyframe: no path
 * expression), `even` (the crop without `exact=1`: the window starts on even columns).
 *
 *   npx tsx bench/shorts/reframe-export.ts [--runs 3] [--preset veryfast] [--crf 23] [--variants nocaptions,still,even]
 *
 * The video is made once and kept in ~/.cache/wordreel/bench/ (needs scripts/fetch-face-images.sh).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildExportCaptions,
  cropWindowSize,
  DEFAULT_STYLE,
  EXPORT_FPS,
  exportFrame,
  followPath,
  type Reframe,
} from '@wordreel/core';
import { RENDER_ENCODER_DEFAULTS } from '../../apps/server/src/config.ts';
import { runFfmpeg } from '../../apps/server/src/modules/media/ffmpeg.ts';
import { faceDetector } from '../../apps/server/src/modules/reframe/face-detector.ts';
import { SAMPLE_FPS, sampleFacesAndCuts } from '../../apps/server/src/modules/reframe/sample-faces.ts';
import { buildRenderArgs } from '../../apps/server/src/modules/render/render-command.ts';
import { reframeCrop } from '../../apps/server/src/modules/render/reframe-chain.ts';
import { sourceColour } from '../../apps/server/src/modules/render/source-colour.ts';
import { type FaceVideoSpec, makeFaceVideo, WALK_CYCLE } from '../../apps/server/test/reframe/face-video.ts';
import { loadAverage, median, mib } from '../lib.ts';
import { captionList, type Measured, measureFfmpeg } from '../render/fixture.ts';

const { values } = parseArgs({
  options: {
    preset: { type: 'string', default: RENDER_ENCODER_DEFAULTS.preset },
    crf: { type: 'string', default: String(RENDER_ENCODER_DEFAULTS.crf) },
    runs: { type: 'string', default: '3' },
    variants: { type: 'string', default: '' },
  },
});
const SECONDS = 60;
const SOURCE = { width: 1920, height: 1080 };
const frame = exportFrame('portrait');
const root = path.join(import.meta.dirname, '../..');

const spec: FaceVideoSpec = {
  ...SOURCE,
  seconds: SECONDS,
  cutsS: [],
  cutEveryS: 10,
  preset: 'veryfast',
  crf: 23,
  motion: WALK_CYCLE,
};

const cache = path.join(process.env.WORDREEL_CACHE ?? path.join(os.homedir(), '.cache', 'wordreel'), 'bench');
fs.mkdirSync(cache, { recursive: true });
const source = path.join(cache, `reframe-${SECONDS}s-1080p-audio.mp4`);
if (!fs.existsSync(source)) {
  console.log(`making ${source} …`);
  const silent = `${source}.video.mp4`;
  await makeFaceVideo(spec, silent);
  await runFfmpeg([
    ...['-y', '-i', silent, '-f', 'lavfi', '-i', `sine=f=220:r=48000:d=${SECONDS}`],
    ...['-map', '0:v', '-map', '1:a', '-c:v', 'copy', '-c:a', 'aac', '-shortest', `${source}.part.mp4`],
  ]);
  fs.rmSync(silent);
  fs.renameSync(`${source}.part.mp4`, source);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wordreel-bench-reframe-export-'));
try {
  // The reframe the analysis gives this video.
  const durationMs = SECONDS * 1000;
  const sampled = await sampleFacesAndCuts(source, { ...SOURCE, durationMs }, await faceDetector());
  const window = cropWindowSize(SOURCE.width, SOURCE.height, frame, 'follow')!;
  const split = cropWindowSize(SOURCE.width, SOURCE.height, frame, 'split');
  const path_ = followPath(
    { sourceWidth: SOURCE.width, sourceHeight: SOURCE.height, durationMs, sampleFps: SAMPLE_FPS, ...sampled },
    {
      windowShare: window.width / SOURCE.width,
      splitWindowShare: split ? split.width / SOURCE.width : null,
      startMs: 0,
      endMs: durationMs,
    },
  );
  const reframe: Reframe = { layout: 'follow', keyframes: path_.keyframes };
  const crop = reframeCrop(reframe, SOURCE, frame, null)!;
  const drawn = buildExportCaptions({
    captions: captionList(),
    style: DEFAULT_STYLE,
    ...frame,
    fps: EXPORT_FPS,
  });
  if (!drawn) throw new Error('no captions drawn');
  const assPath = path.join(work, 'captions.ass');
  fs.writeFileSync(assPath, drawn.document);
  const encoder = { preset: values.preset, crf: Number(values.crf) };

  const exportArgs = (options: { captions?: boolean; still?: boolean } = {}) =>
    buildRenderArgs({
      frame,
      videoPath: source,
      durationSeconds: SECONDS,
      sourceWidth: SOURCE.width,
      sourceHeight: SOURCE.height,
      sourceHasAudio: true,
      sourceColour: sourceColour({ height: SOURCE.height, colorSpace: null, colorRange: null }),
      ...(options.captions !== false && {
        assPath,
        captionBand: drawn.band,
        captionChangeFrames: drawn.changeFrames,
      }),
      fontsDir: path.join(root, 'apps/web/public/fonts'),
      reframe: options.still ? { ...crop, x: crop.x.slice(0, 1) } : crop,
      ...encoder,
      output: { kind: 'mp4', path: path.join(work, 'export.mp4') },
    });
  const centredLeft = Math.round((SOURCE.width - window.width) / 4) * 2;
  const bareArgs = [
    ...['-y', '-i', source, '-t', String(SECONDS)],
    ...['-vf', `crop=${window.width}:${window.height}:${centredLeft}:0,scale=${frame.width}:${frame.height}`],
    ...['-c:v', 'libx264', '-preset', encoder.preset, '-crf', String(encoder.crf)],
    ...['-profile:v', 'high', '-pix_fmt', 'yuv420p', '-r', String(EXPORT_FPS)],
    ...['-c:a', 'aac', '-b:a', '160k', '-movflags', '+faststart', path.join(work, 'bare.mp4')],
  ];
  const commands: Record<string, string[]> = { bare: bareArgs, export: exportArgs() };
  for (const variant of values.variants.split(',').filter(Boolean)) {
    if (variant === 'nocaptions') commands.nocaptions = exportArgs({ captions: false });
    else if (variant === 'still') commands.still = exportArgs({ still: true });
    else if (variant === 'even') commands.even = exportArgs().map((a) => a.replaceAll(':exact=1', ''));
    else throw new Error(`unknown variant ${variant}`);
  }
  const graph = commands.export![commands.export!.indexOf('-filter_complex') + 1]!;
  console.log(
    `reframe: ${reframe.keyframes.length} keyframes (${reframe.keyframes.filter((k) => k.cut).length} cuts), ` +
      `${crop.x.length} path points in the export, window ${window.width}x${window.height}, graph ${graph.length} characters`,
  );
  console.log(
    `cores ${os.cpus().length}, preset ${encoder.preset}, crf ${encoder.crf}, load average ${loadAverage()}`,
  );
  const measured: Record<string, Measured[]> = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
  const runs = Math.max(1, Number(values.runs));
  for (let i = 0; i < runs; i++) {
    const line: string[] = [];
    for (const [name, args] of Object.entries(commands)) {
      const m = await measureFfmpeg(args);
      measured[name]!.push(m);
      line.push(`${name} ${m.wallSeconds.toFixed(1)} s (CPU ${m.cpuSeconds.toFixed(1)})`);
    }
    console.log(`run ${i + 1}/${runs}: ${line.join(', ')}; load ${loadAverage()}`);
  }
  const bare = {
    wall: median(measured.bare!.map((m) => m.wallSeconds)),
    cpu: median(measured.bare!.map((m) => m.cpuSeconds)),
  };
  for (const [name, list] of Object.entries(measured)) {
    const wall = median(list.map((m) => m.wallSeconds));
    const cpu = median(list.map((m) => m.cpuSeconds));
    const peak = Math.max(...list.map((m) => m.peakBytes));
    console.log(
      `${name.padEnd(10)} wall ${wall.toFixed(1)} s  CPU ${cpu.toFixed(1)} s  peak ${mib(peak)}  ` +
        `${(wall / bare.wall).toFixed(2)}x bare wall, ${(cpu / bare.cpu).toFixed(2)}x bare CPU` +
        (name === 'export' ? ' (goal ≤ 1.3x)' : ''),
    );
  }
  console.log(`median of ${runs}; load average after: ${loadAverage()}`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
