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
import { projectKeys } from '../../src/storage/storage.ts';
import { createTestApp, createTestUser, storedFilePath, type TestApp, type TestUser } from '../test-app.ts';
import { payloadFor, probe } from '../render/render-fixtures.ts';
import { word } from './edits-fixtures.ts';

const run = promisify(execFile);

/**
 * An 8 s talking clip made of tones: "words" at 0.3–1.3 s, 3.3–4.3 s and 6.0–7.5 s (a 2 s pause after
 * the first), a planted 0.3 s filler sound at 5.0 s that the captions do not have, and a quiet 110 Hz
 * hum under everything (so a cut anywhere would click without its fades). The picture is flat with a
 * 100 px white square in the middle, for measuring zooms.
 */
const HUM = { amplitude: 0.04, hz: 110 };
const WORDS = [
  [300, 1300],
  [3300, 4300],
  [6000, 7500],
] as const;
async function makeTalkClip(out: string): Promise<void> {
  const on = WORDS.map(([a, b]) => `between(t,${a / 1000},${b / 1000})`).join('+');
  const audio = `${HUM.amplitude}*sin(2*PI*${HUM.hz}*t)+0.125*sin(2*PI*440*t)*(${on})+0.125*sin(2*PI*300*t)*between(t,5,5.3)`;
  await run('ffmpeg', [
    ...['-v', 'error', '-y'],
    ...[
      '-f',
      'lavfi',
      '-i',
      'color=c=0x405080:s=360x640:r=30:d=8,drawbox=x=130:y=270:w=100:h=100:c=white:t=fill',
    ],
    ...['-f', 'lavfi', '-i', `aevalsrc='${audio}':s=48000:d=8`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '192k'],
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
    await makeTalkClip(clip);
    id = randomBytes(16).toString('hex');
    await insertProject(t.ctx.db, {
      id,
      userId: owner.id,
      name: 'talk.mp4',
      videoConfig: { name: 'talk.mp4', lang: 'en', orientation: 'portrait', duration: 8, videoCodec: 'h264' },
      status: 'ready',
    });
    await t.ctx.storage.writeAtomic(projectKeys.video(id), (tmp) => fs.copyFile(clip, tmp));
    const captions = [word('One', 300, 1300), word(' two', 3300, 4300), word(' three', 6000, 7500)];
    await t.ctx.storage.writeFile(projectKeys.captions(id), JSON.stringify(captions));
    // The voice activity the transcribe job keeps, from the same code it runs.
    const audio = await loadProjectAudio(t.ctx.storage, id);
    await audio?.dispose();
    await t.ctx.storage.writeFile(projectKeys.voiceActivity(id), JSON.stringify({ speech: audio?.speech }));
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
    // The 2 s pause after the first word, down to 0.25 s; the filler sound from gap middle to gap middle.
    expect(silence?.startMs).toBeGreaterThanOrEqual(1300);
    expect(silence?.endMs).toBeLessThanOrEqual(3300);
    expect(silence?.savedMs).toBeGreaterThan(1500);
    expect(filler?.cut).toBe('(sound)');
    expect(filler?.startMs).toBeGreaterThan(4300);
    expect(filler?.startMs).toBeLessThan(5000);
    expect(filler?.endMs).toBeGreaterThan(5300);
    expect(filler?.endMs).toBeLessThan(6000);

    const current = (
      await t.app.inject({
        method: 'GET',
        url: `/api/projects/${id}/edits`,
        headers: { cookie: owner.cookie },
      })
    ).json<EditListResponse>();
    const cut = applyCuts(current.edits, proposals);
    const zooms = [{ startMs: 6000, endMs: 7000, scale: 1.12 }];
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
      let jump = 0;
      for (let s = at - 960; s < at + 960; s++)
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
