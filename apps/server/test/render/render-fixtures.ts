import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  DEFAULT_STYLE,
  applyTheme,
  styleToPayload,
  type CaptionItem,
  type ExportPayload,
  type ThemeId,
  type VideoConfig,
} from '@wordreel/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppContext } from '../../src/context.ts';
import { insertProject } from '../../src/modules/projects/projects.repository.ts';
import { projectKeys } from '../../src/storage/storage.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test-app.ts';
import { fixtureDir } from '../fixture-dir.ts';

const run = promisify(execFile);

/** The flat background of test clips: far from every theme colour, so caption pixels stand out. */
export const CLIP_RGB = [64, 96, 128] as const;

export interface ClipOptions {
  width?: number;
  height?: number;
  seconds?: number;
  /** `tone`: a quiet sine; `silent`: an all-zero track; `none`: no audio stream. */
  audio?: 'tone' | 'silent' | 'none';
}

/** Makes a small H.264/AAC clip with a flat picture (cached per option set within the process). */
const clips = new Map<string, Promise<string>>();
export function makeClip(options: ClipOptions = {}): Promise<string> {
  const { width = 360, height = 640, seconds = 2, audio = 'silent' } = options;
  const name = `clip-${width}x${height}-${seconds}-${audio}.mp4`;
  let clip = clips.get(name);
  if (!clip) {
    clip = (async () => {
      const out = path.join(fixtureDir(), name);
      const hex = CLIP_RGB.map((c) => c.toString(16).padStart(2, '0')).join('');
      const audioIn =
        audio === 'none'
          ? []
          : [
              '-f',
              'lavfi',
              '-i',
              audio === 'tone'
                ? `sine=f=440:r=48000:d=${seconds}`
                : `anullsrc=r=48000:cl=stereo:d=${seconds}`,
            ];
      await run('ffmpeg', [
        ...[
          '-v',
          'error',
          '-y',
          '-f',
          'lavfi',
          '-i',
          `color=c=0x${hex}:s=${width}x${height}:r=30:d=${seconds}`,
        ],
        ...audioIn,
        ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
        ...(audio === 'none' ? [] : ['-c:a', 'aac']),
        out,
      ]);
      return out;
    })();
    clips.set(name, clip);
  }
  return clip;
}

export const word = (text: string, startMs: number, endMs: number): CaptionItem => ({
  text,
  startMs,
  endMs,
  confidence: 1,
  timestampMs: startMs,
});

/** A ready project of `userId` whose playable copy is `clip` and whose caption list is `captions`. */
export function seedProject(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  clip: string,
  captions: CaptionItem[],
): Promise<string> {
  return seedReadyProject(ctx, userId, captions, { name: 'clip.mp4', clip });
}

/**
 * A ready, portrait, English project of `userId` named `name`, with `captions`; `measured` is what its
 * media job would have added to the video config, and `clip`, when given, is its playable copy.
 */
export async function seedReadyProject(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  captions: CaptionItem[],
  { name, measured = {}, clip }: { name: string; measured?: Partial<VideoConfig>; clip?: string },
): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await insertProject(ctx.db, {
    id,
    userId,
    name,
    videoConfig: { name, lang: 'en', orientation: 'portrait', ...measured },
    status: 'ready',
  });
  if (clip) await ctx.storage.writeAtomic(projectKeys.video(id), (tmp) => fs.copyFile(clip, tmp));
  await ctx.storage.writeFile(projectKeys.captions(id), JSON.stringify(captions));
  return id;
}

export function payloadFor(
  projectId: string,
  theme: ThemeId = 'mercury',
  extra: Partial<ExportPayload> = {},
): ExportPayload {
  return { ...styleToPayload(applyTheme(DEFAULT_STYLE, theme), projectId), ...extra };
}

export interface Probe {
  format: { duration: string };
  streams: {
    codec_type: string;
    codec_name: string;
    profile?: string;
    pix_fmt?: string;
    width?: number;
    height?: number;
    color_space?: string;
    avg_frame_rate?: string;
  }[];
}

export async function probe(file: string): Promise<Probe> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    file,
  ]);
  return JSON.parse(stdout) as Probe;
}

/** Frame `n` of a 1080x1920 video as RGB bytes (decoded with the BT.709 matrix it is tagged with). */
export async function frameRgb(file: string, n: number): Promise<Buffer> {
  const { stdout } = await run(
    'ffmpeg',
    [
      '-v',
      'error',
      '-i',
      file,
      '-vf',
      `select=eq(n\\,${n}),scale=in_color_matrix=bt709:in_range=tv,format=rgb24`,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      'pipe:1',
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout;
}

/** A PNG frame as RGB bytes. */
export async function pngRgb(file: string): Promise<Buffer> {
  const { stdout } = await run(
    'ffmpeg',
    ['-v', 'error', '-i', file, '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    {
      encoding: 'buffer',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return stdout;
}

export const FRAME_W = 1080;

/** Pixels that differ by more than `threshold` on any channel, and their bounding box. */
export function diffPixels(a: Buffer, b: Buffer, threshold = 40) {
  let count = 0;
  let top = Infinity;
  let bottom = -1;
  let left = Infinity;
  let right = -1;
  for (let i = 0; i + 2 < a.length; i += 3) {
    const d = Math.max(
      Math.abs(a[i]! - b[i]!),
      Math.abs(a[i + 1]! - b[i + 1]!),
      Math.abs(a[i + 2]! - b[i + 2]!),
    );
    if (d <= threshold) continue;
    count++;
    const p = i / 3;
    const y = Math.floor(p / FRAME_W);
    const x = p % FRAME_W;
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
    left = Math.min(left, x);
    right = Math.max(right, x);
  }
  return { count, height: bottom - top + 1, width: right - left + 1 };
}

/** How many pixels are within `tolerance` levels of `hex` on every channel. */
export function pixelsNear(rgb: Buffer, hex: string, tolerance = 10): number {
  const target = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let count = 0;
  for (let i = 0; i + 2 < rgb.length; i += 3) {
    if (
      Math.abs(rgb[i]! - target[0]!) <= tolerance &&
      Math.abs(rgb[i + 1]! - target[1]!) <= tolerance &&
      Math.abs(rgb[i + 2]! - target[2]!) <= tolerance
    )
      count++;
  }
  return count;
}

/** The mean volume of a file's sound, or of `window` ([from, to] seconds) of it. */
export async function meanVolumeDb(file: string, window?: [number, number]): Promise<number> {
  const { stderr } = await run('ffmpeg', [
    '-v',
    'info',
    ...(window ? ['-ss', String(window[0]), '-t', String(window[1] - window[0])] : []),
    '-i',
    file,
    '-af',
    'volumedetect',
    '-vn',
    '-f',
    'null',
    '-',
  ]);
  const match = /mean_volume: (-?[\d.]+|-inf) dB/.exec(stderr);
  return match?.[1] === undefined || match[1] === '-inf' ? -Infinity : Number(match[1]);
}

/** Polls the owner's `GET /api/projects/{id}/render` until the export is done or failed (40 s at most). */
export async function waitForRenderEnd(
  app: FastifyInstance,
  id: string,
  cookie: string,
): Promise<{ state: string; error: string | null }> {
  let body = { state: 'queued', error: null as string | null };
  for (let i = 0; i < 400 && body.state !== 'failed' && body.state !== 'done'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    body = (await app.inject({ url: `/api/projects/${id}/render`, headers: { cookie } })).json();
  }
  return body;
}

/**
 * Called inside a describe of a suite that renders frames of seeded projects: a SQLite app, the projects'
 * owner and another user (for the answers to someone else's project), and a scratch folder
 * (`wordreel-{label}-test-…`) for what is read back; all gone after the suite.
 */
export function frameSuite(label: string) {
  let app: TestApp | undefined;
  let users: { owner: TestUser; other: TestUser } | undefined;
  let scratch: string | undefined;
  beforeAll(async () => {
    app = await createTestApp({ db: 'sqlite' });
    users = { owner: await createTestUser(app.ctx), other: await createTestUser(app.ctx) };
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), `wordreel-${label}-test-`));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    if (scratch) await fs.rm(scratch, { recursive: true, force: true });
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('frameSuite: the app starts in beforeAll; use it inside a test');
    return value;
  };
  return {
    get t(): TestApp {
      return started(app);
    },
    get owner(): TestUser {
      return started(users).owner;
    },
    get other(): TestUser {
      return started(users).other;
    },
    get dir(): string {
      return started(scratch);
    },
  };
}
