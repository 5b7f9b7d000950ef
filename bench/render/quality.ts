/**
 * Encoder-settings benchmark for the export: renders the render bench's clip (captions + music) once
 * near-losslessly as a reference, then with each preset:CRF pair, and prints wall time, x real time,
 * file size and SSIM (Y) against the reference — in the caption band, where text edges show loss
 * first, and in the picture above it: what the app's default (RENDER_ENCODER_DEFAULTS) trades against speed.
 *
 *   npx tsx bench/render/quality.ts [--pairs veryfast:23,superfast:23,superfast:25,superfast:26]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { mib, ssimY } from '../lib.ts';
import { SECONDS, benchExportArgs, measureFfmpeg, prepareBenchInputs } from './fixture.ts';
import { exportFrame } from '@wordreel/core';

const EXPORT_WIDTH = exportFrame('portrait').width;

const { values } = parseArgs({
  options: {
    pairs: { type: 'string', default: 'veryfast:23,superfast:23,superfast:25,superfast:26' },
  },
});
const REFERENCE = { preset: 'veryfast', crf: 8 };
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wordreel-bench-quality-'));

async function main() {
  console.log(`making a ${SECONDS} s 1080x1920 clip and a CRF ${REFERENCE.crf} reference in ${work} ...`);
  const inputs = await prepareBenchInputs(work, true);
  const reference = path.join(work, 'reference.mp4');
  await measureFfmpeg(benchExportArgs(inputs, REFERENCE, reference));
  const { top, height } = inputs.band;
  const bandCrop = `${EXPORT_WIDTH}:${height}:0:${top}`;
  const aboveCrop = `${EXPORT_WIDTH}:${top}:0:0`;
  console.log('preset:crf          wall    x real time   file        SSIM band   SSIM above');
  for (const pair of values.pairs.split(',')) {
    const [preset = '', crf = ''] = pair.split(':');
    const out = path.join(work, `${preset}-${crf}.mp4`);
    const m = await measureFfmpeg(benchExportArgs(inputs, { preset, crf: Number(crf) }, out));
    const [band, above] = await Promise.all([
      ssimY(out, reference, `crop=${bandCrop}`),
      ssimY(out, reference, `crop=${aboveCrop}`),
    ]);
    console.log(
      `${pair.padEnd(18)} ${m.wallSeconds.toFixed(1).padStart(5)} s   ${(SECONDS / m.wallSeconds).toFixed(2).padStart(5)}x      ${mib(fs.statSync(out).size).padStart(10)}   ${band.toFixed(4)}      ${above.toFixed(4)}`,
    );
  }
  fs.rmSync(work, { recursive: true, force: true });
}

await main();
