import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyLimitReachedMessage, monthStartUtc } from '@wordreel/core';
import { createNamedApiKey } from '../../src/modules/accounts/api-keys.service.ts';
import { PermanentJobError } from '../../src/jobs/job-queue.ts';
import { runMediaJob } from '../../src/modules/media/media.job.ts';
import { probe } from '../../src/modules/media/ffmpeg.ts';
import { createProjectFromUpload } from '../../src/modules/uploads/upload-intake.service.ts';
import { mailSuite } from '../accounts/mail-suite.ts';
import { createTestUser } from '../test-app.ts';
import { claimDuration, directRun, makeClip } from './media-fixtures.ts';

describe('the transcription charge of a file whose headers claim less than it plays', () => {
  const suite = mailSuite('sqlite', 'charge', { CREDITS_PER_MINUTE_TRANSCRIPTION: '2' });
  const { parsedMailsTo } = suite;
  let clips: string;
  let lying: string;
  beforeAll(async () => {
    clips = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-charge-'));
    // 65 s of video (two started minutes) whose headers say 2 s (one).
    const honest = await makeClip(clips, 'long', { width: 160, height: 120, seconds: 65 });
    lying = path.join(clips, 'lying.mp4');
    await claimDuration(honest, 2, lying);
  }, 60_000);
  afterAll(async () => {
    await fs.rm(clips, { recursive: true, force: true });
  });

  /** A copy of the lying file to upload (the upload takes its file away). */
  async function lyingUpload(name: string) {
    const file = path.join(clips, name);
    await fs.copyFile(lying, file);
    return { filePath: file, clientConfig: { name, lang: 'en' as const, orientation: 'landscape' as const } };
  }

  async function userWith(credits: number) {
    const user = await createTestUser(suite.t.ctx);
    await suite.t.ctx.db.updateTable('user').set({ credits }).where('id', '=', user.id).execute();
    return user;
  }
  const balance = async (userId: string) =>
    Number(
      (
        await suite.t.ctx.db
          .selectFrom('user')
          .select('credits')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow()
      ).credits,
    );
  const ledger = (projectId: string) =>
    suite.t.ctx.db
      .selectFrom('creditLedger')
      .select(['kind', 'delta'])
      .where('projectId', '=', projectId)
      .execute();

  it('should replace the charge for the claimed length by the measured length’s', async () => {
    expect((await probe(lying)).durationSec).toBe(2); // what the upload is charged for
    const user = await userWith(10);
    const project = await createProjectFromUpload(suite.t.ctx, user.id, await lyingUpload('first.mp4'));
    expect(await balance(user.id)).toBe(8);
    await runMediaJob(suite.t.ctx, { projectId: project.id }, directRun(suite.t.ctx));
    // The refund and the new debit share a transaction (and often a millisecond): compared unordered.
    const entries = await ledger(project.id);
    expect(entries).toHaveLength(3);
    expect(entries).toEqual(
      expect.arrayContaining([
        { kind: 'transcription', delta: -2 },
        { kind: 'refund', delta: 2 },
        { kind: 'transcription', delta: -4 },
      ]),
    );
    expect(await balance(user.id)).toBe(6);
  });

  it('should stop with the price and the balance when the measured length is not covered, charging nothing more', async () => {
    const user = await userWith(3);
    const project = await createProjectFromUpload(suite.t.ctx, user.id, await lyingUpload('second.mp4'));
    await expect(runMediaJob(suite.t.ctx, { projectId: project.id }, directRun(suite.t.ctx))).rejects.toThrow(
      /^This video plays for 1:05, longer than its file says \(0:02\)\. Its captions need 4 credits and you have 3. Buy more credits at .*\/api-config$/,
    );
    expect(await ledger(project.id)).toEqual([{ kind: 'transcription', delta: -2 }]);
    expect(await balance(user.id)).toBe(1);
  });

  it('should fail at once, saying so, when the measured length takes the uploading key past its monthly limit', async () => {
    const user = await userWith(10);
    const key = await createNamedApiKey(suite.t.ctx.db, user.id, { name: 'Client', monthlyCreditLimit: 3 });
    const upload = { ...(await lyingUpload('third.mp4')), apiKey: { id: key.id, name: key.name } };
    const project = await createProjectFromUpload(suite.t.ctx, user.id, upload);
    // Charged 2 for the claimed length; the measured one needs 4 of the key's 3.
    const failure: unknown = await runMediaJob(
      suite.t.ctx,
      { projectId: project.id },
      directRun(suite.t.ctx),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PermanentJobError);
    expect((failure as Error).message).toBe(
      monthlyLimitReachedMessage({
        name: 'Client',
        limit: 3,
        used: 0,
        need: 4,
        resetsAt: monthStartUtc(new Date(), 1),
      }),
    );
    expect(await ledger(project.id)).toEqual([{ kind: 'transcription', delta: -2 }]);
    expect(await balance(user.id)).toBe(8);
    // The refusal tells the key's owner, as a refused upload would (sent off the job's path).
    await expect
      .poll(async () => (await parsedMailsTo(user.email)).map((parsed) => parsed.subject), {
        timeout: 10_000,
      })
      .toEqual(['Your Wordreel API key “Client” reached its monthly credit limit']);
  });
});
