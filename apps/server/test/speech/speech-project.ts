import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@wordreel/core';
import { type AlignStatus, alignStatusSchema } from '@wordreel/core/captions/caption-import.schema';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../src/context.ts';
import { runProcess } from '../../src/process/run-process.ts';
import { insertProject } from '../../src/modules/projects/projects.repository.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { fixture } from './speech-fixtures.ts';
import { fixtureDir } from '../fixture-dir.ts';

const made = new Map<string, Promise<string>>();

/** A small MP4 (black picture, the clip as AAC audio) like the media job's playable copy; made once per clip. */
export function videoFromClip(clip: string): Promise<string> {
  let file = made.get(clip);
  if (!file) {
    file = (async () => {
      const out = path.join(fixtureDir(), `speech-${clip}.mp4`);
      await runProcess('ffmpeg', [
        ...['-nostdin', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=black:s=180x320:r=15'],
        ...['-i', fixture(`${clip}.wav`), '-shortest', '-c:v', 'libx264', '-preset', 'ultrafast'],
        ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', out],
      ]);
      return out;
    })();
    made.set(clip, file);
  }
  return file;
}

/** A project row in status `transcribing` whose playable copy is the clip's MP4, as after the media job. */
export async function createProjectWithVideo(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  clip: string,
  lang: Language = 'en',
): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await insertProject(ctx.db, {
    id,
    userId,
    name: `${clip}.mp4`,
    videoConfig: { name: `${clip}.mp4`, lang, orientation: 'portrait' },
    status: 'transcribing',
  });
  const video = await videoFromClip(clip);
  await ctx.storage.writeAtomic(projectKeys.video(id), (tmp) => fs.copyFile(video, tmp));
  return id;
}

/** Polls the project's script alignment (as the studio does) until it has ended; returns its last state. */
export async function waitForAlignment(
  t: { app: FastifyInstance },
  user: { cookie: string },
  projectId: string,
  onState?: (status: AlignStatus) => void,
): Promise<AlignStatus> {
  for (;;) {
    const res = await t.app.inject({
      url: `/api/projects/${projectId}/captions/script`,
      headers: { cookie: user.cookie },
    });
    const status = alignStatusSchema.parse(res.json());
    onState?.(status);
    if (!['queued', 'running'].includes(status.state)) return status;
    await new Promise((r) => setTimeout(r, 50));
  }
}
