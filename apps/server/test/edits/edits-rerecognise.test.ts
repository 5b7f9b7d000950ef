import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  applyCuts,
  cutWordFlags,
  playbackRanges,
  wordsSpan,
  type CaptionList,
  captionListSchema,
  type CutProposalsResponse,
  type EditListResponse,
} from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProject } from '../../src/modules/projects/projects.repository.ts';
import { renderProject } from '../../src/modules/render/render-project.ts';
import { transcribeProject } from '../../src/modules/speech/transcribe.service.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { createTestApp, createTestUser, storedFilePath, type TestApp, type TestUser } from '../test-app.ts';
import { payloadFor } from '../render/render-fixtures.ts';
import { fixture } from '../speech/speech-fixtures.ts';

const run = promisify(execFile);

/**
 * A retake, recognised twice: real speech (the LibriVox fixtures) where the second sentence is said
 * again after a pause, "he might even have been made amiable himself. he was not an ill disposed young
 * man. he was not an ill disposed young man". The app's own recogniser (pocketsphinx: no whisper model
 * is installed for this test) captions it, the proposals find the retake, the edited export is
 * recognised again: the first take's words are gone, the rest is still said, in order.
 */
async function makeRetakeClip(dir: string): Promise<string> {
  const out = path.join(dir, 'retake.mp4');
  const pause = 'anullsrc=r=16000:cl=mono:d=0.8';
  // prettier-ignore
  await run('ffmpeg', [
    '-v', 'error', '-y',
    '-f', 'lavfi', '-i', 'color=c=black:s=180x320:r=30',
    '-i', fixture('librivox-0930.wav'), '-f', 'lavfi', '-i', pause,
    '-i', fixture('librivox-0880.wav'), '-f', 'lavfi', '-i', pause,
    '-i', fixture('librivox-0880.wav'), '-f', 'lavfi', '-i', pause,
    '-filter_complex', '[1:a][2:a][3:a][4:a][5:a][6:a]concat=n=6:v=0:a=1[a]',
    '-map', '0:v', '-map', '[a]', '-shortest',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', out,
  ]);
  return out;
}

/**
 * Four LibriVox sentences (real speech, 22 s) with short pauses between them, for cutting words out of
 * the middle of sentences.
 */
async function makeSentencesClip(dir: string): Promise<string> {
  const out = path.join(dir, 'sentences.mp4');
  const pause = 'anullsrc=r=16000:cl=mono:d=0.6';
  const parts = ['librivox-0870.wav', 'librivox-0880.wav', 'librivox-0890.wav', 'librivox-0920.wav'];
  // prettier-ignore
  await run('ffmpeg', [
    '-v', 'error', '-y',
    '-f', 'lavfi', '-i', 'color=c=black:s=180x320:r=30',
    ...parts.flatMap((p) => ['-i', fixture(p), '-f', 'lavfi', '-i', pause]),
    '-filter_complex', `${parts.flatMap((_, i) => [`[${2 * i + 1}:a]`, `[${2 * i + 2}:a]`]).join('')}concat=n=${2 * parts.length}:v=0:a=1[a]`,
    '-map', '0:v', '-map', '[a]', '-shortest',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', out,
  ]);
  return out;
}

/** Word-level edit distance (substitutions, insertions, deletions). */
function editDistance(a: string[], b: string[]): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(
        (row[j] ?? 0) + 1,
        (next[j - 1] ?? 0) + 1,
        (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    row = next;
  }
  return row[b.length] ?? 0;
}

async function durationOf(file: string): Promise<number> {
  // prettier-ignore
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  return Number(stdout.trim());
}

const wordsOf = (list: CaptionList) =>
  list.map((w) =>
    w.text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}']/gu, ''),
  );
/** How many times a run of words is said. */
function said(words: string[], phrase: string[]): number {
  let n = 0;
  for (let i = 0; i + phrase.length <= words.length; i++) if (phrase.every((p, k) => words[i + k] === p)) n++;
  return n;
}
/** Where a run of words is first said, or -1. */
const whereSaid = (words: string[], phrase: string[]) =>
  words.findIndex((_, i) => phrase.every((p, k) => words[i + k] === p));

describe('an edited export recognised again', () => {
  let t: TestApp;
  let owner: TestUser;
  let dir: string;
  let emptyModels: string;

  beforeAll(async () => {
    emptyModels = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-nomodels-'));
    t = await createTestApp({ env: { MODELS_DIR: emptyModels, RENDER_X264_PRESET: 'superfast' } });
    owner = await createTestUser(t.ctx);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-rerecognise-'));
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
    await fs.rm(emptyModels, { recursive: true, force: true });
  });

  /** A project whose playable copy is `video`, recognised by the app's transcribe step. */
  async function recognised(video: string): Promise<{ id: string; captions: CaptionList }> {
    const id = randomBytes(16).toString('hex');
    await insertProject(t.ctx.db, {
      id,
      userId: owner.id,
      name: 'retake.mp4',
      videoConfig: {
        name: 'retake.mp4',
        lang: 'en',
        orientation: 'portrait',
        duration: await durationOf(video),
        videoCodec: 'h264',
      },
      status: 'transcribing',
    });
    await t.ctx.storage.writeAtomic(projectKeys.video(id), (tmp) => fs.copyFile(video, tmp));
    await transcribeProject(t.ctx, id);
    const captions = captionListSchema.parse(
      JSON.parse((await t.ctx.storage.readFile(projectKeys.captions(id))).toString('utf8')),
    );
    return { id, captions };
  }

  it('should no longer hear the first take once the retake proposal is applied', async () => {
    const source = await recognised(await makeRetakeClip(dir));
    const before = wordsOf(source.captions);
    console.log(`recognised: ${before.join(' ')}`);

    const proposals = await t.app.inject({
      url: `/api/projects/${source.id}/edits/proposals?pace=natural`,
      headers: { cookie: owner.cookie },
    });
    expect(proposals.statusCode).toBe(200);
    const retakes = proposals.json<CutProposalsResponse>().proposals.filter((p) => p.kind === 'retake');
    expect(retakes).toHaveLength(1);
    // The repeated phrase as the recogniser heard it (its words vary with the engine), said twice.
    const take = wordsOf(source.captions.slice(retakes[0]?.firstWord, (retakes[0]?.firstWord ?? 0) + 3));
    expect(said(before, take)).toBe(2);
    const opening = before.slice(1, 4);

    const current = (
      await t.app.inject({ url: `/api/projects/${source.id}/edits`, headers: { cookie: owner.cookie } })
    ).json<EditListResponse>();
    const list = applyCuts(current.edits, retakes);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${source.id}/edits`,
      headers: { cookie: owner.cookie, 'sec-fetch-site': 'same-origin' },
      payload: { baseRevision: current.edits.revision, kept: list.kept, zooms: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    await renderProject(t.ctx, source.id, payloadFor(source.id));
    const exported = await storedFilePath(t.ctx, projectKeys.render(source.id));
    const again = wordsOf((await recognised(exported)).captions);
    console.log(`recognised again: ${again.join(' ')}`);
    // The first take is gone; the sentence before it and the last take are still said, in order.
    expect(said(again, take)).toBe(1);
    expect(whereSaid(again, opening)).toBeGreaterThanOrEqual(0);
    expect(whereSaid(again, opening)).toBeLessThan(whereSaid(again, take));
  }, 240_000);

  it('should hear most kept words again, in order, after cutting whole words out of sentences', async () => {
    const source = await recognised(await makeSentencesClip(dir));
    const durationMs = Math.round(
      (await durationOf(await storedFilePath(t.ctx, projectKeys.video(source.id)))) * 1000,
    );
    const heard = wordsOf(source.captions);
    // Cut every fifth word (as Delete on a selected word does: from the silence before to after it).
    const cuts = source.captions.flatMap((_, i) =>
      i % 5 === 4 ? [wordsSpan(source.captions, i, i, durationMs)] : [],
    );
    const current = (
      await t.app.inject({ url: `/api/projects/${source.id}/edits`, headers: { cookie: owner.cookie } })
    ).json<EditListResponse>();
    const list = applyCuts(current.edits, cuts);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${source.id}/edits`,
      headers: { cookie: owner.cookie, 'sec-fetch-site': 'same-origin' },
      payload: { baseRevision: current.edits.revision, kept: list.kept, zooms: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const flags = cutWordFlags(source.captions, playbackRanges(list));
    const kept = heard.filter((_, i) => !flags[i]);

    await renderProject(t.ctx, source.id, payloadFor(source.id));
    const again = wordsOf(
      (await recognised(await storedFilePath(t.ctx, projectKeys.render(source.id)))).captions,
    );
    const distance = editDistance(kept, again);
    console.log(
      `source: ${heard.join(' ')}\nkept (${kept.length}): ${kept.join(' ')}\nexport (${again.length}): ${again.join(' ')}\nword edit distance ${distance} (${((100 * distance) / kept.length).toFixed(1)} %)`,
    );
    expect(flags.filter(Boolean).length).toBe(cuts.length);
    // Not the same words: pocketsphinx decodes each word with its neighbours (its n-gram language
    // model and the acoustics across each join), so cutting a word changes how the words beside it
    // are heard. Measured on this clip: 20 word edits between the 52 kept words and the export's 47
    // (38.5 %); see decision 031. What holds: the kept speech is still heard, mostly, in order.
    expect(distance / kept.length).toBeLessThan(0.5);
  }, 300_000);
});
