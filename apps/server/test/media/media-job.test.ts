import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbJobQueue } from '../../src/jobs/db-job-queue.ts';
import { jobCatalog } from '../../src/jobs/job-catalog.ts';
import { Jobs } from '../../src/jobs/jobs.ts';
import { NO_TRANSCRIBER_NOTE, registerMediaJob, runMediaJob } from '../../src/modules/media/media.job.ts';
import { readCaptionsMeta } from '../../src/modules/captions/captions.store.ts';
import { findProject, insertProject } from '../../src/modules/projects/projects.repository.ts';
import { transcribeProject } from '../../src/modules/speech/transcribe.service.ts';
import { createProjectFromUpload } from '../../src/modules/uploads/upload-intake.service.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser, storedFilePath } from '../test-app.ts';
import {
  type ClipOptions,
  columnColours,
  HDR_CLIP_BARS,
  hasEncoder,
  makeClip,
  makeHdrClip,
  probeStreams,
} from './media-fixtures.ts';

describe('media job', () => {
  let t: TestApp;
  let user: TestUser;
  let clips: string;
  beforeAll(async () => {
    t = await createTestApp({ db: 'sqlite' });
    user = await createTestUser(t.ctx);
    clips = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-clips-'));
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(clips, { recursive: true, force: true });
  });

  const progress: number[] = [];
  const job = {
    signal: new AbortController().signal,
    progress: (p: number) => Promise.resolve(void progress.push(p)),
    get log() {
      return t.ctx.log;
    },
  };

  async function processClip(name: string, clip: ClipOptions, ctx = t.ctx) {
    const file = await makeClip(clips, name, clip);
    const project = await createProjectFromUpload(ctx, user.id, {
      filePath: file,
      clientConfig: { name: path.basename(file), lang: 'en', orientation: 'portrait' },
    });
    await runMediaJob(ctx, { projectId: project.id }, job);
    const after = await findProject(ctx.db, project.id);
    const video = await storedFilePath(ctx, projectKeys.video(project.id));
    return {
      project: after!,
      streams: await probeStreams(video),
      thumb: await probeStreams(await storedFilePath(ctx, projectKeys.thumb(project.id))),
    };
  }

  it('should copy an H.264/AAC landscape clip into a playable MP4 with a 360 px thumbnail and hand it to transcription', async () => {
    const { project, streams, thumb } = await processClip('landscape', { width: 640, height: 360 });
    expect(streams.map((s) => s.codec_name)).toEqual(['h264', 'aac']);
    expect(streams[0]).toMatchObject({ width: 640, height: 360 });
    expect(thumb[0]).toMatchObject({ codec_name: 'mjpeg', width: 360, height: 202 });
    expect(project.videoConfig).toMatchObject({
      width: 640,
      height: 360,
      videoCodec: 'h264',
      audioCodec: 'aac',
      rotation: 0,
      fps: 25,
    });
    expect(project.videoConfig.duration).toBeCloseTo(2, 0);
    // The speech module registers `transcribe` in this build, so the media job queues it.
    expect(t.ctx.jobs.isRegistered('transcribe')).toBe(true);
    expect(project.status).toBe('transcribing');
    expect((await t.ctx.jobs.get(`transcribe-${project.id}`))?.state).toBe('queued');
    expect(progress.at(-1)).toBe(95);
  });

  it('should keep the language and orientation POST /api/projects sets while it runs, and transcribe in that language', async () => {
    const file = await makeClip(clips, 'confirmed-late', { width: 640, height: 360 });
    const { id } = await createProjectFromUpload(t.ctx, user.id, {
      filePath: file,
      clientConfig: { name: path.basename(file), lang: 'en', orientation: 'portrait' },
    });
    // Decision 003's client confirms after the last upload PATCH, i.e. while the media job runs: here
    // after the job has read the row and made the copy, just before it writes the probed facts.
    const confirmingJob = {
      ...job,
      progress: async (p: number) => {
        if (p !== 95) return;
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/projects',
          headers: { cookie: user.cookie },
          payload: { projectId: id, videoConfig: { lang: 'hi', orientation: 'landscape' } },
        });
        expect(res.statusCode).toBe(201);
      },
    };
    await runMediaJob(t.ctx, { projectId: id }, confirmingJob);
    const project = await findProject(t.ctx.db, id);
    expect(project?.videoConfig).toMatchObject({
      lang: 'hi',
      orientation: 'landscape',
      width: 640,
      height: 360,
      videoCodec: 'h264',
    });
    // The queued transcription, run here: it reads the owner's language, not the upload's.
    await transcribeProject(t.ctx, id);
    expect(await readCaptionsMeta(t.ctx, id)).toMatchObject({ language: 'hi' });
  });

  it('should keep a portrait clip portrait', async () => {
    const { project, streams } = await processClip('portrait', { width: 360, height: 640 });
    expect(streams[0]).toMatchObject({ codec_name: 'h264', width: 360, height: 640 });
    expect(project.videoConfig).toMatchObject({ width: 360, height: 640 });
  });

  it('should turn a rotated phone clip upright by transcoding it', async () => {
    const { project, streams } = await processClip('rotated', { width: 640, height: 360, rotate: 90 });
    expect(streams[0]).toMatchObject({ codec_name: 'h264', width: 360, height: 640 });
    expect(streams[0]?.side_data_list?.find((d) => d.rotation)?.rotation ?? 0).toBe(0);
    expect(project.videoConfig).toMatchObject({ width: 360, height: 640, rotation: 270 });
  });

  it('should transcode a VP9/Opus WebM into H.264/AAC', async () => {
    const { streams, project } = await processClip('vp9', {
      width: 320,
      height: 240,
      videoCodec: 'libvpx-vp9',
      audioCodec: 'libopus',
      container: 'webm',
    });
    expect(streams.map((s) => s.codec_name)).toEqual(['h264', 'aac']);
    expect(project.videoConfig).toMatchObject({ videoCodec: 'vp9', audioCodec: 'opus', sourceExt: 'webm' });
  });

  it('should transcode an HEVC MKV when libx265 is available', async () => {
    // Debian's ffmpeg lists libx265; the assertion documents the environment this suite expects.
    expect(await hasEncoder('libx265')).toBe(true);
    const { streams, project } = await processClip('hevc', {
      width: 320,
      height: 240,
      videoCodec: 'libx265',
      container: 'mkv',
    });
    expect(streams.map((s) => s.codec_name)).toEqual(['h264', 'aac']);
    expect(project.videoConfig).toMatchObject({ videoCodec: 'hevc', sourceExt: 'mkv' });
  });

  it('should tone-map an HLG or PQ phone clip to BT.709 SDR that keeps its colours', async () => {
    for (const transfer of ['arib-std-b67', 'smpte2084'] as const) {
      const file = await makeHdrClip(clips, `hdr-${transfer}`, transfer);
      const project = await createProjectFromUpload(t.ctx, user.id, {
        filePath: file,
        clientConfig: { name: path.basename(file), lang: 'en', orientation: 'landscape' },
      });
      await runMediaJob(t.ctx, { projectId: project.id }, job);
      const video = await storedFilePath(t.ctx, projectKeys.video(project.id));
      const [stream] = await probeStreams(video);
      expect(stream, transfer).toMatchObject({
        codec_name: 'h264',
        pix_fmt: 'yuv420p',
        color_transfer: 'bt709',
        color_primaries: 'bt709',
        color_space: 'bt709',
      });
      // Cut to 8 bits without tone mapping, the red came out (142, 60, 31) and the grey 84: washed out.
      const bars = await columnColours(video, HDR_CLIP_BARS.length);
      const [red, skin, grey] = bars as [number[], number[], number[]];
      const seen = `${transfer}: ${JSON.stringify(bars)}`;
      expect(red[0], seen).toBeGreaterThan(200);
      expect(Math.max(red[1]!, red[2]!), seen).toBeLessThan(20);
      skin.forEach((c, i) => expect(Math.abs(c - HDR_CLIP_BARS[1][i]!), seen).toBeLessThan(16));
      grey.forEach((c) => expect(Math.abs(c - 128), seen).toBeLessThan(6));
    }
  });

  it('should add a silent AAC track to a clip without sound', async () => {
    const { streams, project } = await processClip('silent', { width: 320, height: 240, audioCodec: null });
    expect(streams.map((s) => s.codec_name)).toEqual(['h264', 'aac']);
    expect(project.videoConfig.audioCodec).toBeNull();
  });

  it('should fail the project for good, with a clear detail, when the original cannot be read', async () => {
    const id = 'd'.repeat(32);
    await insertProject(t.ctx.db, {
      id,
      userId: user.id,
      name: 'broken.mp4',
      videoConfig: { name: 'broken.mp4', lang: 'en', orientation: 'portrait', sourceExt: 'mp4' },
      status: 'uploaded',
    });
    await t.ctx.storage.writeFile(projectKeys.original(id, 'mp4'), Buffer.alloc(4096, 1));
    const jobs = new Jobs(new DbJobQueue(t.ctx.db, t.ctx.log, { pollMs: 50 }), jobCatalog);
    const ctx = { ...t.ctx, jobs };
    registerMediaJob(ctx);
    await jobs.start();
    try {
      await jobs.enqueue('media', { projectId: id }, { jobId: `media-${id}` });
      // A hang guard (the test's own limit is 60 s): at load average 23 this took over 20 s once.
      const deadline = Date.now() + 45_000;
      while ((await findProject(t.ctx.db, id))?.status !== 'failed') {
        if (Date.now() > deadline) throw new Error('project never failed');
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await findProject(t.ctx.db, id)).toMatchObject({
        status: 'failed',
        statusDetail: 'The file is not a video we can read.',
      });
      // Not retryable: one attempt only.
      expect(await jobs.get(`media-${id}`)).toMatchObject({ state: 'failed', attempts: 1 });
      expect(await t.ctx.storage.exists(projectKeys.video(id))).toBe(false);
    } finally {
      await jobs.close();
    }
  });

  it('should leave the project ready with a note when no transcription handler is registered', async () => {
    const jobs = new Jobs(new DbJobQueue(t.ctx.db, t.ctx.log), jobCatalog);
    const { project } = await processClip('no-speech', { width: 320, height: 240 }, { ...t.ctx, jobs });
    expect(project).toMatchObject({ status: 'ready', progress: 100, statusDetail: NO_TRANSCRIBER_NOTE });
  });
});
