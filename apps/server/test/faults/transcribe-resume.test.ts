import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { captionListSchema } from '@wordreel/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { projectJobId } from '../../src/jobs/job-ids.ts';
import { findProject, insertProject } from '../../src/modules/projects/projects.repository.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { makeLongTalk } from '../speech/long-audio.ts';
import {
  attempts,
  createDeployment,
  type Deployment,
  loggedDone,
  ServerProcess,
  waitFor,
} from './server-process.ts';

const CLIPS = ['librivox-0870', 'librivox-0890', 'librivox-0920', 'librivox-0930'];

describe('a chunked transcription killed after its second chunk (SQLite + in-process queue)', () => {
  let d: Deployment;
  let models: string;
  let talk: Awaited<ReturnType<typeof makeLongTalk>>;
  const procs: ServerProcess[] = [];

  beforeAll(async () => {
    models = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-nomodels-'));
    d = await createDeployment('sqlite', { MODELS_DIR: models, TRANSCRIBE_CHUNK_SECONDS: '10' });
    talk = await makeLongTalk(CLIPS);
  }, 120_000);
  afterEach(async () => {
    for (const p of procs.splice(0)) await p.kill();
  });
  afterAll(async () => {
    await d.dispose();
    await fs.rm(models, { recursive: true, force: true });
    await fs.rm(talk.dir, { recursive: true, force: true });
  });

  const chunkLines = (p: ServerProcess, projectId: string, msg: string) =>
    p.logLines().filter((l) => l.msg === msg && l.projectId === projectId) as { chunk: number; of: number }[];

  it('should resume at the next chunk after a restart and finish once', async () => {
    const id = randomBytes(16).toString('hex');
    await insertProject(d.side.db, {
      id,
      userId: d.user.id,
      name: 'talk.mp4',
      videoConfig: { name: 'talk.mp4', lang: 'en', orientation: 'landscape' },
      status: 'transcribing',
    });
    await d.side.storage.writeAtomic(projectKeys.video(id), (tmp) => fs.copyFile(talk.video, tmp));
    const jobId = projectJobId('transcribe', id);
    await d.side.jobs.enqueue('transcribe', { projectId: id }, { jobId });

    // The first server dies (SIGKILL) as soon as it has kept the second chunk.
    const first = await ServerProcess.start('main', d.env);
    procs.push(first);
    await first.waitForOutput(
      new RegExp(`"projectId":"${id}","chunk":1,[^\\n]*"msg":"transcription chunk done"`),
      180_000,
    );
    await first.kill();
    const progressAtKill = (await findProject(d.side.db, id))?.progress ?? 0;
    const heardBeforeKill = chunkLines(first, id, 'transcription chunk done').map((l) => l.chunk);
    expect(heardBeforeKill.slice(0, 2)).toEqual([0, 1]);
    const total = chunkLines(first, id, 'transcription chunk done')[0]?.of ?? 0;
    expect(total).toBeGreaterThanOrEqual(3);

    // The restarted server picks the job up and goes on from the first chunk not kept.
    const seen: number[] = [];
    const second = await ServerProcess.start('main', d.env);
    procs.push(second);
    const project = await waitFor(
      'the transcription to end',
      async () => {
        const p = await findProject(d.side.db, id);
        if (p) seen.push(p.progress ?? 0);
        return p && (p.status === 'ready' || p.status === 'failed') ? p : undefined;
      },
      180_000,
    );
    expect(project).toMatchObject({ status: 'ready', progress: 100 });
    const resumed = chunkLines(second, id, 'transcription resumed at a kept chunk');
    expect(resumed).toHaveLength(1);
    const resumedAt = resumed[0]?.chunk ?? -1;
    expect(resumedAt).toBe(heardBeforeKill.length); // 2, unless chunk 3 was kept before the kill landed
    expect(resumedAt).toBeGreaterThanOrEqual(2);
    const heardAfter = chunkLines(second, id, 'transcription chunk done').map((l) => l.chunk);
    expect(heardAfter[0]).toBe(resumedAt);
    expect([...heardBeforeKill, ...heardAfter]).toEqual(Array.from({ length: total }, (_, i) => i));
    // Once: one attempt ended well across both processes; progress never went back on the restart.
    // (The project reads ready a moment before its process logs the attempt's end.)
    await loggedDone([first, second], jobId);
    expect(attempts([first, second], jobId, 'job attempt done')).toBe(1);
    expect((await d.side.jobs.get(jobId))?.state).toBe('done');
    expect(progressAtKill).toBeGreaterThan(5);
    expect(seen.length).toBeGreaterThan(1);
    for (const [i, p] of seen.entries())
      expect(p).toBeGreaterThanOrEqual(i === 0 ? progressAtKill : (seen[i - 1] as number));
    const captions = captionListSchema.parse(
      JSON.parse((await d.side.storage.readFile(projectKeys.captions(id))).toString('utf8')),
    );
    expect(captions.length).toBeGreaterThan(20);
    expect(await d.side.storage.exists(`${projectKeys.transcription(id)}plan.json`)).toBe(false);
  }, 420_000);
});
