/**
 * AI Edits benchmark.
 * 1. Export with an edit list: a 60 s 1080x1920 30 fps clip with 20 cuts and 6 zoom punch-ins,
 *    captions re-timed through the cuts and music, through the export's own ffmpeg command, against a
 *    bare decode+encode of the same edited length with the same encoder settings, alternately
 *    `--runs` times (medians). Goals: ≤ 1.3x the bare transcode, ≤ 700 MiB peak.
 * 2. Finding cuts (`findCuts`) on a 30-minute transcript with voice activity, at each pace. Goal ≤ 1 s.
 *
 *   npx tsx bench/edits/run.ts [--runs 3] [--preset veryfast] [--crf 23]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEFAULT_STYLE,
  EXPORT_FPS,
  type CaptionItem,
  type CutPace,
  type EditList,
  buildExportCaptions,
  editedDurationMs,
  exportFrame,
  findCuts,
  playbackRanges,
  retimeCaptions,
  zoomFrameSpans,
} from '@wordreel/core';
import { RENDER_ENCODER_DEFAULTS } from '../../apps/server/src/config.ts';
import { buildRenderArgs } from '../../apps/server/src/modules/render/render-command.ts';
import { median, mib } from '../lib.ts';
import { SECONDS, measureFfmpeg, prepareBenchInputs, type Measured } from '../render/fixture.ts';

const { values } = parseArgs({
  options: {
    preset: { type: 'string', default: RENDER_ENCODER_DEFAULTS.preset },
    crf: { type: 'string', default: String(RENDER_ENCODER_DEFAULTS.crf) },
    runs: { type: 'string', default: '3' },
  },
});
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wordreel-bench-edits-'));
const frame = exportFrame('portrait');
const root = path.join(import.meta.dirname, '../..');

/** Spoken words: 2.5 a second in phrases, with a pause of 0.4–2 s every few words. */
function transcript(seconds: number): { words: CaptionItem[]; speech: { startMs: number; endMs: number }[] } {
  const vocab =
    'so um today we are going to look at how captions you know make short videos like easier to follow uh for everyone'.split(
      ' ',
    );
  const words: CaptionItem[] = [];
  const speech: { startMs: number; endMs: number }[] = [];
  let t = 300;
  let i = 0;
  let phraseStart = t;
  while (t < seconds * 1000 - 1000) {
    const text = vocab[i % vocab.length]!;
    words.push({
      text: i === 0 ? text : ` ${text}`,
      startMs: t,
      endMs: t + 300,
      confidence: 0.9,
      timestampMs: t,
    });
    t += 380;
    i++;
    if (i % 7 === 0) {
      speech.push({ startMs: phraseStart, endMs: t - 80 });
      t += 400 + ((i * 137) % 1600);
      phraseStart = t;
    }
  }
  return { words, speech };
}

/** 20 cuts of 0.4–0.9 s spread over the clip, and 6 zooms of 1.5 s on kept parts. */
function benchEditList(): EditList {
  const kept: EditList['kept'] = [];
  let at = 0;
  for (let c = 0; c < 20; c++) {
    const cutStart = Math.round(((c + 1) * SECONDS * 1000) / 21);
    const cutLength = 400 + ((c * 97) % 500);
    kept.push({ startMs: at, endMs: cutStart });
    at = cutStart + cutLength;
  }
  kept.push({ startMs: at, endMs: SECONDS * 1000 });
  const zooms = Array.from({ length: 6 }, (_, z) => {
    const startMs = 2000 + z * 9500;
    return { startMs, endMs: startMs + 1500, scale: 1.12 };
  });
  return { revision: 1, kept, zooms };
}

async function exportBench() {
  console.log(`making a ${SECONDS} s 1080x1920 clip in ${work} ...`);
  const inputs = await prepareBenchInputs(work, true);
  const edits = benchEditList();
  const ranges = playbackRanges(edits);
  const editedSeconds = editedDurationMs(ranges) / 1000;
  const captions = retimeCaptions(transcript(SECONDS).words, ranges);
  const drawn = buildExportCaptions({ captions, style: DEFAULT_STYLE, ...frame, fps: EXPORT_FPS });
  if (!drawn) throw new Error('no captions drawn');
  const assPath = path.join(work, 'edited.ass');
  fs.writeFileSync(assPath, drawn.document);
  const encoder = { preset: values.preset, crf: Number(values.crf) };
  const exportArgs = buildRenderArgs({
    frame,
    videoPath: inputs.clip,
    durationSeconds: editedSeconds,
    sourceWidth: frame.width,
    sourceHeight: frame.height,
    sourceHasAudio: true,
    assPath,
    captionBand: drawn.band,
    captionChangeFrames: drawn.changeFrames,
    fontsDir: path.join(root, 'apps/web/public/fonts'),
    music: inputs.music,
    edits: { ranges, zooms: zoomFrameSpans(edits.zooms, ranges) },
    ...encoder,
    output: { kind: 'mp4', path: path.join(work, 'export.mp4') },
  });
  const bareArgs = [
    ...['-y', '-i', inputs.clip, '-t', editedSeconds.toFixed(3)],
    ...['-c:v', 'libx264', '-preset', encoder.preset, '-crf', String(encoder.crf)],
    ...['-profile:v', 'high', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '160k'],
    ...['-movflags', '+faststart', path.join(work, 'bare.mp4')],
  ];
  const bare: Measured[] = [];
  const exported: Measured[] = [];
  const runs = Math.max(1, Number(values.runs));
  for (let i = 0; i < runs; i++) {
    bare.push(await measureFfmpeg(bareArgs));
    exported.push(await measureFfmpeg(exportArgs));
    console.log(
      `run ${i + 1}/${runs}: bare ${bare.at(-1)!.wallSeconds.toFixed(1)} s, edited export ${exported.at(-1)!.wallSeconds.toFixed(1)} s`,
    );
  }
  const b = { wall: median(bare.map((m) => m.wallSeconds)), cpu: median(bare.map((m) => m.cpuSeconds)) };
  const e = {
    wall: median(exported.map((m) => m.wallSeconds)),
    cpu: median(exported.map((m) => m.cpuSeconds)),
  };
  const peak = Math.max(...exported.map((m) => m.peakBytes));
  console.log(
    `edited length ${editedSeconds.toFixed(2)} s (${ranges.length} kept ranges, ${edits.zooms.length} zooms), preset ${encoder.preset}, crf ${encoder.crf}, load ${os.loadavg()[0]?.toFixed(1)}, median of ${runs}`,
  );
  console.log(
    `bare transcode   wall ${b.wall.toFixed(1)} s  CPU ${b.cpu.toFixed(1)} s  peak ${mib(Math.max(...bare.map((m) => m.peakBytes)))}`,
  );
  console.log(
    `edited export    wall ${e.wall.toFixed(1)} s  CPU ${e.cpu.toFixed(1)} s  peak ${mib(peak)}  ${(e.wall / b.wall).toFixed(2)}x bare wall, ${(e.cpu / b.cpu).toFixed(2)}x bare CPU (goal ≤ 1.3x, ≤ 700 MiB)`,
  );
}

function findCutsBench() {
  const { words, speech } = transcript(30 * 60);
  for (const pace of ['natural', 'fast', 'extra-fast'] as CutPace[]) {
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      count = findCuts({ captions: words, durationMs: 30 * 60 * 1000, pace, speech }).length;
      times.push(performance.now() - t0);
    }
    console.log(
      `findCuts, 30 min, ${words.length} words, ${pace}: ${median(times).toFixed(1)} ms median of 5, ${count} proposals (goal ≤ 1000 ms)`,
    );
  }
}

findCutsBench();
await exportBench();
fs.rmSync(work, { recursive: true, force: true });
