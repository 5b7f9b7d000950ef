import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { captionListSchema, type CreditLedgerResponse, creditsForSeconds } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalizeCaptions, type RecognisedWord } from '../../src/modules/speech/caption-list.ts';
import { readVoiceActivity } from '../../src/modules/speech/voice-activity-store.ts';
import { PocketsphinxEngine } from '../../src/modules/speech/pocketsphinx-engine.ts';
import { loadAudio } from '../../src/modules/speech/project-audio.ts';
import { recogniseSpeech } from '../../src/modules/speech/recognise-speech.ts';
import { transcribeProject } from '../../src/modules/speech/transcribe.service.ts';
import { CLIP_PADDING_MS } from '../../src/modules/speech/transcription-range.ts';
import { cutToSpeech } from '../../src/modules/speech/speech-cut.ts';
import { chunkSpeech } from '../../src/modules/speech/transcript-chunks.ts';
import { detectSpeech, detectSpeechInWav } from '../../src/modules/speech/silero-vad.ts';
import { readWavSamples, SAMPLE_RATE } from '../../src/modules/speech/wav-audio.ts';
import { openWav } from '../../src/modules/speech/wav-reader.ts';
import { writeWav } from '../../src/modules/speech/wav-write.ts';
import { findProject, insertProject } from '../../src/modules/projects/projects.repository.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test-app.ts';
import { type LongPiece, makeLongTalk, pieceWavs } from './long-audio.ts';

/** A frame at 30 fps: stitched word times may differ from a piece's by no more than this. */
const FRAME_MS = 1000 / 30;
const CLIPS = ['librivox-0870', 'librivox-0890', 'librivox-0920', 'librivox-0930'];

describe('chunked transcription of a long video (pocketsphinx, 10 s chunks)', () => {
  let t: TestApp;
  let userId: string;
  let user: TestUser;
  let models: string;
  let talk: { dir: string; video: string; pieces: LongPiece[] };

  beforeAll(async () => {
    models = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-nomodels-'));
    t = await createTestApp({ db: 'sqlite', env: { MODELS_DIR: models, TRANSCRIBE_CHUNK_SECONDS: '10' } });
    user = await createTestUser(t.ctx);
    userId = user.id;
    talk = await makeLongTalk(CLIPS);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await fs.rm(models, { recursive: true, force: true });
    await fs.rm(talk.dir, { recursive: true, force: true });
  });

  it('should stitch the chunks into the words each piece gives alone, with progress that only rises', async () => {
    const id = randomBytes(16).toString('hex');
    await insertProject(t.ctx.db, {
      id,
      userId,
      name: 'talk.mp4',
      videoConfig: { name: 'talk.mp4', lang: 'en', orientation: 'landscape' },
      status: 'transcribing',
    });
    await t.ctx.storage.writeAtomic(projectKeys.video(id), (tmp) => fs.copyFile(talk.video, tmp));
    const progress: number[] = [];
    const off = t.ctx.events.subscribe((e) => {
      if (e.type === 'project' && e.projectId === id) progress.push(e.progress);
    });
    const lines: string[] = [];
    const info = t.ctx.log.info.bind(t.ctx.log);
    t.ctx.log.info = (obj: unknown, msg?: string) => {
      if (typeof msg === 'string') lines.push(msg);
      return info(obj, msg);
    };
    await transcribeProject(t.ctx, id);
    off();
    t.ctx.log.info = info;

    // At least one chunk per piece, each finished and reported.
    const chunks = lines.filter((l) => l === 'transcription chunk done').length;
    expect(chunks).toBeGreaterThanOrEqual(3);
    expect(await findProject(t.ctx.db, id)).toMatchObject({ status: 'ready', progress: 100 });
    for (let i = 1; i < progress.length; i++)
      expect(progress[i]).toBeGreaterThanOrEqual(progress[i - 1] as number);
    expect(new Set(progress.filter((p) => p > 5 && p < 100)).size).toBeGreaterThanOrEqual(chunks - 1);
    // Nothing of the run is left behind.
    expect(await t.ctx.storage.exists(`${projectKeys.transcription(id)}plan.json`)).toBe(false);

    // Each piece alone (the same decoded sound) through the short-video path, times offset. Voice
    // activity is a fact of the whole recording (Silero's state runs on through the silence, so a
    // piece heard alone may start a 32 ms window earlier or later): the piece alone finds the same
    // regions within two windows, and is heard with the recording's own.
    const activity = await readVoiceActivity(t.ctx.storage, id);
    if (!activity) throw new Error('the transcription kept no voice activity');
    const engine = new PocketsphinxEngine();
    const expected: RecognisedWord[] = [];
    const files = await pieceWavs(talk.dir, talk.video, talk.pieces);
    for (const [i, file] of files.entries()) {
      const piece = talk.pieces[i] as LongPiece;
      const offsetMs = (piece.from / SAMPLE_RATE) * 1000;
      const span = { startMs: offsetMs, endMs: (piece.to / SAMPLE_RATE) * 1000 };
      const speech = chunkSpeech(activity.speech, span);
      const alone = await loadAudio(file);
      try {
        expect(alone.speech.length).toBe(speech.length);
        for (const [j, r] of alone.speech.entries()) {
          expect(Math.abs(r.startMs - (speech[j]?.startMs ?? NaN))).toBeLessThanOrEqual(64);
          expect(Math.abs(r.endMs - (speech[j]?.endMs ?? NaN))).toBeLessThanOrEqual(64);
        }
        const cut = cutToSpeech(alone.samples, SAMPLE_RATE, speech);
        const wavPath = path.join(talk.dir, `piece-${i}-speech.wav`);
        await writeWav(wavPath, cut.samples, SAMPLE_RATE);
        const words = await recogniseSpeech(
          engine,
          { speech, speechOnly: { ...cut, wavPath }, sampleRate: SAMPLE_RATE },
          { language: 'en' },
        );
        expected.push(
          ...words.map((w) => ({ ...w, startMs: w.startMs + offsetMs, endMs: w.endMs + offsetMs })),
        );
      } finally {
        await alone.dispose();
      }
    }
    const want = finalizeCaptions(expected, activity);
    const got = captionListSchema.parse(
      JSON.parse((await t.ctx.storage.readFile(projectKeys.captions(id))).toString('utf8')),
    );
    expect(got.length).toBeGreaterThan(20);
    expect(got.map((w) => w.text)).toEqual(want.map((w) => w.text));
    for (const [i, w] of got.entries()) {
      expect(Math.abs(w.startMs - (want[i]?.startMs ?? NaN))).toBeLessThanOrEqual(FRAME_MS);
      expect(Math.abs(w.endMs - (want[i]?.endMs ?? NaN))).toBeLessThanOrEqual(FRAME_MS);
    }
  }, 300_000);

  it('should find the same voice activity streaming through the WAV as over all its samples at once', async () => {
    // Over 40 s: the streamed pass crosses its 33 s block boundary with the model's state carried on.
    const [file] = await pieceWavs(talk.dir, talk.video, talk.pieces);
    const decoded = path.join(path.dirname(file as string), 'decoded.wav');
    const { samples, sampleRate } = await readWavSamples(decoded);
    expect(samples.length / sampleRate).toBeGreaterThan(40);
    const wav = await openWav(decoded);
    try {
      expect(await detectSpeechInWav(wav)).toEqual(await detectSpeech(samples, sampleRate));
    } finally {
      await wav.close();
    }
  }, 120_000);

  it("should hear only a clip's range of its source's video, in source time", async () => {
    const sourceId = randomBytes(16).toString('hex');
    await insertProject(t.ctx.db, {
      id: sourceId,
      userId,
      name: 'talk.mp4',
      videoConfig: { name: 'talk.mp4', lang: 'en', orientation: 'landscape' },
      status: 'ready',
    });
    await t.ctx.storage.writeAtomic(projectKeys.video(sourceId), (tmp) => fs.copyFile(talk.video, tmp));
    // The clip is the second piece's speech (2 s of silence lead into it, 3 s follow it).
    const piece = talk.pieces[1] as LongPiece;
    const ms = (samples: number) => Math.round((samples / SAMPLE_RATE) * 1000);
    const clipOf = {
      sourceProjectId: sourceId,
      sourceName: 'talk.mp4',
      startMs: ms(piece.from) + 1800,
      endMs: ms(piece.to) - 2800,
    };
    const clipId = randomBytes(16).toString('hex');
    await insertProject(t.ctx.db, {
      id: clipId,
      userId,
      name: 'clip',
      // A clip copies its source's videoConfig: the duration is the whole source's (here as if 2 h).
      videoConfig: { name: 'talk.mp4', lang: 'en', orientation: 'landscape', duration: 7200 },
      status: 'ready',
      mediaId: sourceId,
      clipOf,
    });
    // Re-transcribing the clip is paid for its range (with padding: under a minute), not the source.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${clipId}/transcribe`,
      headers: { cookie: user.cookie, 'sec-fetch-site': 'same-origin' },
      payload: { quality: 'fast' },
    });
    expect(res.statusCode).toBe(202);
    const ledger = (
      await t.app.inject({ url: '/api/users/credits/ledger', headers: { cookie: user.cookie } })
    ).json<CreditLedgerResponse>();
    const debit = ledger.entries.find((e) => e.projectId === clipId && e.kind === 'transcription');
    expect(debit?.delta).toBe(-creditsForSeconds(30, t.ctx.config.CREDITS_PER_MINUTE_TRANSCRIPTION));
    await transcribeProject(t.ctx, clipId);
    expect(await findProject(t.ctx.db, clipId)).toMatchObject({ status: 'ready' });
    const words = captionListSchema.parse(
      JSON.parse((await t.ctx.storage.readFile(projectKeys.captions(clipId))).toString('utf8')),
    );
    expect(words.length).toBeGreaterThan(5);
    // Only the range (and its padding) was heard: no word of the pieces before or after it.
    for (const w of words) {
      expect(w.startMs).toBeGreaterThanOrEqual(clipOf.startMs - CLIP_PADDING_MS);
      expect(w.endMs).toBeLessThanOrEqual(clipOf.endMs + CLIP_PADDING_MS);
    }
    // Source time: the speech the clip heard starts where the piece's own speech starts in the source.
    const activity = await readVoiceActivity(t.ctx.storage, clipId);
    if (!activity) throw new Error('the clip kept no voice activity');
    const alone = await loadAudio((await pieceWavs(talk.dir, talk.video, talk.pieces))[1] as string);
    const onset = ms(piece.from) + (alone.speech[0]?.startMs ?? NaN);
    await alone.dispose();
    expect(Math.abs((activity.speech[0]?.startMs ?? NaN) - onset)).toBeLessThanOrEqual(64);
  }, 180_000);
});
