import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  applyCuts,
  type CutProposalsResponse,
  editedDurationMs,
  type EditListResponse,
  playbackRanges,
  zoomFrameSpans,
  zoomScaleAtFrame,
} from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProject } from '../../src/modules/projects/projects.repository.ts';
import { renderProject } from '../../src/modules/render/render-project.ts';
import { loadProjectAudio } from '../../src/modules/speech/project-audio.ts';
import { writeVoiceActivity } from '../../src/modules/speech/voice-activity-store.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { createTestApp, createTestUser, storedFilePath, type TestApp, type TestUser } from '../test-app.ts';
import { payloadFor, probe } from '../render/render-fixtures.ts';
import { word } from './edits-fixtures.ts';

const run = promisify(execFile);

/**
 * An 8 s talking clip: espeak-ng says "one" at 0.3 s, "two" at 3.3 s (a 2.5 s pause between them) and
 * "three" at 6.0 s, and a planted "umm" at 4.9 s that the captions do not have; a quiet 110 Hz hum runs
 * under everything (so a cut anywhere would click without its fades). The picture is flat with a
 * 100 px white square in the middle, for measuring zooms.
 */
const HUM = { amplitude: 0.04, hz: 110 };
const SAID: [string, number][] = [
  ['one', 300],
  ['two', 3300],
  ['umm', 4900],
  ['three', 6000],
];
async function makeTalkClip(dir: string, out: string): Promise<void> {
  for (const [text] of SAID)
    await run('espeak-ng', ['-v', 'en-us', '-w', path.join(dir, `${text}.wav`), text]);
  const delays = SAID.map(([, at], i) => `[${i + 1}:a]adelay=${at}:all=1[w${i}]`);
  const mix = `[${SAID.length + 1}:a]${SAID.map((_, i) => `[w${i}]`).join('')}amix=inputs=${SAID.length + 1}:normalize=0:duration=first[a]`;
  await run('ffmpeg', [
    ...['-v', 'error', '-y'],
    ...[
      '-f',
      'lavfi',
      '-i',
      'color=c=0x405080:s=360x640:r=30:d=8,drawbox=x=130:y=270:w=100:h=100:c=white:t=fill',
    ],
    ...SAID.flatMap(([text]) => ['-i', path.join(dir, `${text}.wav`)]),
    ...['-f', 'lavfi', '-i', `aevalsrc='${HUM.amplitude}*sin(2*PI*${HUM.hz}*t)':s=48000:d=8`],
    ...['-filter_complex', [...delays, mix].join(';'), '-map', '0:v', '-map', '[a]'],
    ...[
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '192k',
      '-ar',
      '48000',
    ],
    ...['-t', '8', out],
  ]);
}

/** The export's audio as mono float samples at 48 kHz. */
async function audioSamples(file: string): Promise<Float32Array> {
  const { stdout } = await run(
    'ffmpeg',
    ['-v', 'error', '-i', file, '-ac', '1', '-ar', '48000', '-f', 'f32le', 'pipe:1'],
    {
      encoding: 'buffer',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return new Float32Array(stdout.buffer, stdout.byteOffset, stdout.length / 4);
}

/** Width of the white square on the middle row of each frame in [from, to]. */
async function squareWidths(file: string, from: number, to: number): Promise<number[]> {
  const { stdout } = await run(
    'ffmpeg',
    [
      '-v',
      'error',
      '-i',
      file,
      '-vf',
      `select='between(n\\,${from}\\,${to})',format=gray,crop=1080:2:0:960`,
      '-fps_mode',
      'passthrough',
      '-f',
      'rawvideo',
      'pipe:1',
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  const widths: number[] = [];
  for (let f = 0; f * 2160 < stdout.length; f++) {
    let n = 0;
    for (let x = 0; x < 1080; x++) if ((stdout[f * 2160 + x] ?? 0) > 160) n++;
    widths.push(n);
  }
  return widths;
}

describe('export of an edited video', () => {
  let t: TestApp;
  let owner: TestUser;
  let id: string;
  let dir: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { RENDER_X264_PRESET: 'superfast' } });
    owner = await createTestUser(t.ctx);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-edits-'));
    const clip = path.join(dir, 'talk.mp4');
    await makeTalkClip(dir, clip);
    id = randomBytes(16).toString('hex');
    await insertProject(t.ctx.db, {
      id,
      userId: owner.id,
      name: 'talk.mp4',
      videoConfig: { name: 'talk.mp4', lang: 'en', orientation: 'portrait', duration: 8, videoCodec: 'h264' },
      status: 'ready',
    });
    await t.ctx.storage.writeAtomic(projectKeys.video(id), (tmp) => fs.copyFile(clip, tmp));
    // The recogniser's words (it did not write the filler down), timed like espeak-ng says them.
    const captions = [word('One', 300, 860), word(' two', 3360, 3780), word(' three', 6050, 6460)];
    await t.ctx.storage.writeFile(projectKeys.captions(id), JSON.stringify(captions));
    // The voice activity the transcribe job keeps, from the same code it runs.
    const audio = await loadProjectAudio(t.ctx, id);
    await audio?.dispose();
    await writeVoiceActivity(t.ctx.storage, id, { durationMs: 8000, speech: audio?.speech ?? [] });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('finds the pause and the planted filler, exports the kept parts with zooms, without clicks', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${id}/edits/proposals?pace=natural`,
      headers: { cookie: owner.cookie },
    });
    const { proposals, usedVoiceActivity } = res.json<CutProposalsResponse>();
    expect(usedVoiceActivity).toBe(true);
    const silence = proposals.find((p) => p.kind === 'silence');
    const filler = proposals.find((p) => p.kind === 'filler');
    // The 2.5 s pause after the first word, down to 0.25 s; the "umm" from gap middle to gap middle.
    expect(silence?.startMs).toBeGreaterThanOrEqual(860);
    expect(silence?.endMs).toBeLessThanOrEqual(3360);
    expect(silence?.savedMs).toBeGreaterThan(2000);
    expect(filler?.cut).toBe('(sound)');
    expect(filler?.startMs).toBeGreaterThan(3780);
    expect(filler?.startMs).toBeLessThan(4900);
    expect(filler?.endMs).toBeGreaterThan(5200);
    expect(filler?.endMs).toBeLessThanOrEqual(6050);

    const current = (
      await t.app.inject({
        method: 'GET',
        url: `/api/projects/${id}/edits`,
        headers: { cookie: owner.cookie },
      })
    ).json<EditListResponse>();
    const cut = applyCuts(current.edits, proposals);
    const zooms = [{ startMs: 6000, endMs: 7400, scale: 1.12 }];
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/edits`,
      headers: { cookie: owner.cookie },
      payload: { baseRevision: 0, kept: cut.kept, zooms },
    });
    expect(saved.statusCode).toBe(200);

    await renderProject(t.ctx, id, payloadFor(id));
    const out = await storedFilePath(t.ctx, projectKeys.render(id));
    const ranges = playbackRanges(cut);
    const keptSeconds = editedDurationMs(ranges) / 1000;

    // Duration: the kept total within one frame, video and sound alike.
    const facts = await probe(out);
    const video = facts.streams.find((s) => s.codec_type === 'video');
    expect(Math.abs(Number(facts.format.duration) - keptSeconds)).toBeLessThanOrEqual(1 / 30 + 0.025);
    const samples = await audioSamples(out);
    expect(Math.abs(samples.length / 48000 - keptSeconds)).toBeLessThanOrEqual(1 / 30);
    expect(video?.avg_frame_rate).toBe('30/1');

    // Joins: the largest step between neighbouring samples near each join stays under a click.
    const CLICK = 0.015;
    let rawJump = 0;
    for (let i = 1; i < ranges.length; i++) {
      const r = ranges[i]!;
      const prev = ranges[i - 1]!;
      const hum = (ms: number) => HUM.amplitude * Math.sin((2 * Math.PI * HUM.hz * ms) / 1000);
      rawJump = Math.max(rawJump, Math.abs(hum(prev.endMs) - hum(r.startMs)));
      const at = Math.round((r.editedStartMs / 1000) * 48000);
      // A join straight into a word (a sound cut from the word's edge) is checked up to the join's
      // own step: after it the speech's onset is the content, not a click.
      const intoWord = [300, 3360, 6050].some((startMs) => Math.abs(startMs - r.startMs) < 30);
      let jump = 0;
      for (let s = at - 960; s < (intoWord ? at + 1 : at + 960); s++)
        jump = Math.max(jump, Math.abs(samples[s + 1]! - samples[s]!));
      expect(jump).toBeLessThan(CLICK);
    }
    // Without the fades, at least one join would have jumped by more than that.
    expect(rawJump).toBeGreaterThan(CLICK);

    // Zoom: the square (300 px wide at scale 1) grows with core's curve frame by frame.
    const [span] = zoomFrameSpans(zooms, ranges);
    expect(span).toBeDefined();
    const from = span!.startFrame - 2;
    const widths = await squareWidths(out, from, span!.startFrame + 10);
    widths.forEach((w, i) =>
      expect(Math.abs(w - 300 * zoomScaleAtFrame([span!], from + i))).toBeLessThanOrEqual(3),
    );
    const tail = await squareWidths(out, span!.endFrame - 4, span!.endFrame + 1);
    tail.forEach((w, i) =>
      expect(Math.abs(w - 300 * zoomScaleAtFrame([span!], span!.endFrame - 4 + i))).toBeLessThanOrEqual(3),
    );
  });
});
