import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  applyCuts,
  cutWordFlags,
  playbackRanges,
  wordsSpan,
  type CaptionList,
  captionListSchema,
  editedDurationMs,
  type CutProposalsResponse,
  type EditList,
  type EditListResponse,
  type Span,
} from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProject } from '../../src/modules/projects/projects.repository.ts';
import { renderProject } from '../../src/modules/render/render-project.ts';
import { transcribeProject } from '../../src/modules/speech/transcribe.service.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { createTestApp, createTestUser, storedFilePath, type TestApp, type TestUser } from '../test-app.ts';
import { payloadFor } from '../render/render-fixtures.ts';
import { fixture } from '../speech/speech-fixtures.ts';
import {
  cutDirectly,
  durationOf,
  editDistance,
  levelDb,
  loudSpan,
  makePlacedClip,
  monoSamples,
  run,
  said,
  speak,
  whereSaid,
  wordsOf,
} from './rerecognise-fixtures.ts';

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

/**
 * Three LibriVox sentences (real speech) placed by ffmpeg at known times with long pauses between
 * them, and espeak-ng's "uh" planted alone in the first pause. Speech (Silero's regions, measured):
 * 0.55–3.36 s, the "uh" 4.96–5.31 s, 7.23–9.89 s, 12.26–17.18 s; so four pauses over 1 s.
 */
const PLANTED = { text: 'uh', atMs: 5000 };
const PAUSED: [string, number][] = [
  ['librivox-0930.wav', 300],
  [PLANTED.text, PLANTED.atMs],
  ['librivox-0880.wav', 7000],
  ['librivox-0890.wav', 12_000],
];
const PAUSED_MS = 18_500;
async function makePausedClip(dir: string): Promise<string> {
  const filler = await speak(dir, PLANTED.text);
  const sounds = PAUSED.map(([name, at]): [string, number] => [
    name === PLANTED.text ? filler : fixture(name),
    at,
  ]);
  return makePlacedClip(path.join(dir, 'paused.mp4'), sounds, PAUSED_MS);
}

/**
 * The same kind of clip said by espeak-ng alone (synthetic speech: the same samples every time), over
 * a seeded white-noise floor (-55 dBFS, room noise): three sentences with 1.5 s pauses and the "uh"
 * alone in the first. The sentences are ones pocketsphinx hears right whatever is around them
 * (decision 046: it heard each word for word when shifted by 5 or 13 ms, re-encoded, or followed by
 * digital silence; most sentences it does not).
 */
const SPOKEN_VOICE = ['-v', 'en-us', '-s', '150'];
const SPOKEN: [string, number][] = [
  ['she said it was a good year', 300],
  [PLANTED.text, 3800],
  ['we need more time to think', 6000],
  ['he was born in new york city', 9500],
];
const SPOKEN_MS = 13_300;
async function makeSpokenClip(dir: string): Promise<string> {
  const sounds = await Promise.all(
    SPOKEN.map(async ([text, at]): Promise<[string, number]> => [await speak(dir, text, SPOKEN_VOICE), at]),
  );
  const floor = 'anoisesrc=r=16000:c=white:a=0.003:seed=7';
  return makePlacedClip(path.join(dir, 'spoken.mp4'), sounds, SPOKEN_MS, floor);
}

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

  /** Applies `cuts` to the project's stored edit list through the API, as the studio saves it. */
  async function saveCuts(projectId: string, cuts: readonly Span[]): Promise<EditList> {
    const current = (
      await t.app.inject({ url: `/api/projects/${projectId}/edits`, headers: { cookie: owner.cookie } })
    ).json<EditListResponse>();
    const list = applyCuts(current.edits, cuts);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/edits`,
      headers: { cookie: owner.cookie, 'sec-fetch-site': 'same-origin' },
      payload: { baseRevision: current.edits.revision, kept: list.kept, zooms: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return list;
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

    await saveCuts(source.id, retakes);

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
    const list = await saveCuts(source.id, cuts);
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
  /**
   * The clip's proposals at the natural pace, checked and all accepted through the API, then the real
   * render and the export recognised again. `layout` is where each thing is said (the planted filler
   * second); what is checked on the way holds for any such clip: each pause over 1 s cut inside it,
   * the planted filler cut whole, nothing else proposed, no cut in speech, the export as long as the
   * kept ranges.
   */
  async function cutProposedAndExport(clip: string, layout: readonly [string, number][], durationMs: number) {
    const { samples: sound } = await monoSamples(clip);
    // Where each thing is said: the frames of the clip louder than speech (-35 dBFS) near its place.
    const spans = layout.map(([, at], i) => {
      const until = layout[i + 1]?.[1] ?? durationMs;
      const span = loudSpan(sound, at, until);
      if (!span) throw new Error(`nothing said at ${at} ms`);
      return span;
    });
    const source = await recognised(clip);
    const res = await t.app.inject({
      url: `/api/projects/${source.id}/edits/proposals?pace=natural`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    const { proposals, usedVoiceActivity } = res.json<CutProposalsResponse>();
    console.log(
      `said: ${JSON.stringify(spans)}\nsource: ${JSON.stringify(source.captions.map((w) => [w.text, w.startMs, w.endMs]))}\nproposals: ${JSON.stringify(proposals.map((p) => [p.kind, p.startMs, p.endMs, p.cut]))}`,
    );
    expect(usedVoiceActivity).toBe(true);

    // The proposals: each pause over 1 s (between the things said, and one at the end) cut inside it,
    // the planted "uh" cut whole (pocketsphinx writes it down as "ah", a filler word), nothing else.
    const pauses = spans.map((s, i) => ({ startMs: s.endMs, endMs: spans[i + 1]?.startMs ?? durationMs }));
    expect(pauses.every((p) => p.endMs - p.startMs > 1000)).toBe(true);
    const silences = proposals.filter((p) => p.kind === 'silence');
    expect(silences).toHaveLength(pauses.length);
    silences.forEach((p, i) => {
      expect(p.startMs).toBeGreaterThanOrEqual(pauses[i]!.startMs);
      expect(p.endMs).toBeLessThanOrEqual(pauses[i]!.endMs);
    });
    const fillers = proposals.filter((p) => p.kind === 'filler');
    expect(fillers).toHaveLength(1);
    const planted = spans[1]!;
    expect(fillers[0]!.startMs).toBeLessThanOrEqual(planted.startMs);
    expect(fillers[0]!.endMs).toBeGreaterThanOrEqual(planted.endMs);
    expect(proposals).toHaveLength(silences.length + fillers.length);

    const list = await saveCuts(source.id, proposals);
    const ranges = playbackRanges(list);

    // No cut reaches into speech: every recognised word is wholly kept or wholly cut, the one cut is
    // the filler, and the sound at each join (±20 ms) is the clip's floor, not speech.
    const inside = (w: { startMs: number; endMs: number }) =>
      ranges.some((r) => r.startMs <= w.startMs && w.endMs <= r.endMs);
    const outside = (w: { startMs: number; endMs: number }) =>
      ranges.every((r) => w.endMs <= r.startMs || r.endMs <= w.startMs);
    source.captions.forEach((w) => expect(inside(w) || outside(w), JSON.stringify(w)).toBe(true));
    const flags = cutWordFlags(source.captions, ranges);
    const cutWords = source.captions.filter((_, i) => flags[i]);
    expect(cutWords).toHaveLength(1);
    expect(cutWords[0]!.startMs).toBeLessThan(planted.endMs);
    expect(cutWords[0]!.endMs).toBeGreaterThan(planted.startMs);
    for (const r of ranges)
      for (const at of [r.startMs, r.endMs].filter((ms) => ms > 0 && ms < durationMs))
        expect(levelDb(sound, at - 20, at + 20), `join at ${at} ms`).toBeLessThan(-40);

    await renderProject(t.ctx, source.id, payloadFor(source.id));
    const exportFile = await storedFilePath(t.ctx, projectKeys.render(source.id));
    expect(Math.abs((await durationOf(exportFile)) - editedDurationMs(ranges) / 1000)).toBeLessThanOrEqual(
      1 / 30 + 0.025,
    );
    const exported = wordsOf((await recognised(exportFile)).captions);
    const kept = wordsOf(source.captions).filter((_, i) => !flags[i]);
    console.log(
      `kept ranges: ${JSON.stringify(ranges.map((r) => [r.startMs, r.endMs]))}\nkept (${kept.length}): ${kept.join(' ')}\nexport (${exported.length}): ${exported.join(' ')}`,
    );
    return { source, ranges, kept, exported };
  }

  it('should cut the pauses and the planted filler between words, and hear the kept speech again', async () => {
    const clip = await makePausedClip(dir);
    const { source, ranges, kept, exported } = await cutProposedAndExport(clip, PAUSED, PAUSED_MS);
    const direct = path.join(dir, 'paused-cut.wav');
    await cutDirectly(clip, ranges, direct);
    const directly = wordsOf((await recognised(direct)).captions);
    const firstJoin = source.captions.findIndex((w) => w.startMs >= ranges[0]!.endMs);
    console.log(
      `direct cut (${directly.length}): ${directly.join(' ')}\nedits: export/kept ${editDistance(kept, exported)}, export/direct ${editDistance(directly, exported)}`,
    );
    // Not the same words: pocketsphinx hears a word differently when the pause before or after it
    // changes, and cutting pauses changes them (decision 046). The source's own kept ranges cut by
    // ffmpeg alone (no render, no fades) are heard with the same changes ("until this blows" → "an
    // illness those", "hello study" → "allows to be"); the uncut clip with only its last pause made
    // shorter is too ("hello study" → "less"). What holds: the speech before the first join is heard
    // word for word, and the export is heard as the plain cut is, give or take one word per join
    // (measured 1 word, "homeless" for "allows", from AAC re-encoding: the plain cut with the export's
    // 10 ms fades is heard as without them, the plain cut re-encoded to AAC says "homeless").
    expect(firstJoin).toBeGreaterThan(5);
    expect(exported.slice(0, firstJoin)).toEqual(kept.slice(0, firstJoin));
    expect(editDistance(directly, exported)).toBeLessThanOrEqual(ranges.length - 1);
  }, 400_000);

  it('should hear the same words in the same order again when the speech is synthetic', async () => {
    const { source, kept, exported } = await cutProposedAndExport(
      await makeSpokenClip(dir),
      SPOKEN,
      SPOKEN_MS,
    );
    // pocketsphinx hears these sentences right (decision 046), so the kept words are what was said.
    const sentences = SPOKEN.map(([text]) => text).filter((text) => text !== PLANTED.text);
    expect(wordsOf(source.captions).filter((w) => w !== 'ah')).toEqual(sentences.join(' ').split(' '));
    // The issue's check, exactly: recognising the export gives the kept words, in the same order.
    expect(exported).toEqual(kept);
  }, 300_000);
});
