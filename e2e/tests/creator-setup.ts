import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
// expect from Playwright itself (the fixtures re-export it): the fixtures import this file.
import {
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  request as playwrightRequest,
  type Response,
} from '@playwright/test';
import type { SmtpSink } from '../../apps/server/test/accounts/smtp-sink.ts';
import { ssimY } from '../../bench/lib.ts';

const run = promisify(execFile);

/** Where the key screens are kept (CI keeps e2e/test-results as an artefact). */
export const SCREENSHOT_DIR = path.join(import.meta.dirname, '../test-results/screenshots');

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * Saves a full-page screenshot of `page` as `<name>-<width>x<height>.png`; it makes the folder itself,
 * so a suite that only saves screens needs no setup of its own.
 */
export async function saveScreen(page: Page, name: string): Promise<void> {
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  const size = page.viewportSize();
  const file = path.join(SCREENSHOT_DIR, `${name}-${size?.width}x${size?.height}.png`);
  await page.screenshot({ path: file, fullPage: false });
}

/** A new signed-in account (the API calls the sign-up pages make); letters only in the address. */
export async function signUpByApi(page: Page, mailbox: SmtpSink, prefix = 'shell'): Promise<string> {
  const tag = [...randomBytes(10)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
  const email = `${prefix}-${tag}@example.com`;
  const since = mailbox.mails.length;
  expect((await page.request.post('/api/users/otp/register', { data: { email } })).ok()).toBe(true);
  const code = await mailbox.waitForCode(email, since);
  const validated = await page.request.post('/api/users/validate', { data: { email, code } });
  expect(validated.ok(), await validated.text()).toBe(true);
  const registered = await page.request.post('/api/users/register', {
    data: { email, password: 'wordreel-e2e-1', signInMethod: 'email' },
  });
  expect(registered.ok()).toBe(true);
  return email;
}

/** A serial suite's one page: a new signed-in account at the desktop size, and a scratch folder. */
export interface SuitePage {
  context: BrowserContext;
  page: Page;
  work: string;
  /** Closes the page's context and removes the scratch folder. */
  close(): Promise<void>;
}

export async function openSuitePage(
  browser: Browser,
  baseURL: string,
  mailbox: SmtpSink,
  name: string,
  options: { bypassCSP?: boolean } = {},
): Promise<SuitePage> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), `wordreel-${name}-e2e-`));
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, bypassCSP: options.bypassCSP });
  const page = await context.newPage();
  await signUpByApi(page, mailbox, name);
  return {
    context,
    page,
    work,
    async close() {
      await context.close();
      await fs.rm(work, { recursive: true, force: true });
    },
  };
}

/** `seconds` of the lavfi source `picture` (30 fps) with a 330 Hz tone, as a small H.264/AAC MP4. */
async function makeVideo(file: string, picture: string, seconds: number): Promise<string> {
  // prettier-ignore
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `${picture}:r=30:d=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=330:duration=${seconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file,
  ]);
  return file;
}

/** A small real portrait video with a tone, made with ffmpeg. */
export function makePortraitVideo(dir: string, name = 'clip.mp4', seconds = 5): Promise<string> {
  return makeVideo(path.join(dir, name), 'color=c=0x345678:s=360x640', seconds);
}

/**
 * A small real 16:9 video with a tone, made with ffmpeg: a test pattern with detail everywhere (so a
 * blurred fill and the picture both count in an SSIM) and no face (a speaker search finds none).
 */
export function makeLandscapeVideo(dir: string, name = 'landscape.mp4', seconds = 5): Promise<string> {
  return makeVideo(path.join(dir, name), 'testsrc2=s=640x360', seconds);
}

/**
 * An integration's upload (`POST /upload`) of `video` as `name`, made with only the API key `key` (no
 * cookies): its status and body.
 */
export async function uploadWithKey(
  baseURL: string,
  key: string,
  video: string,
  name: string,
): Promise<{ status: number; body: string }> {
  const client = await playwrightRequest.newContext({ baseURL });
  try {
    const upload = await client.post('/upload', {
      headers: { Authorization: `Bearer ${key}` },
      multipart: {
        video: { name, mimeType: 'video/mp4', buffer: await fs.readFile(video) },
        videoConfig: JSON.stringify({ name, lang: 'en', orientation: 'portrait' }),
      },
    });
    return { status: upload.status(), body: await upload.text() };
  } finally {
    await client.dispose();
  }
}

/** Captions set through /update-subtitle, so a test does not depend on speech recognition. */
export const CAPTIONS = [
  ['Baking', 0, 500],
  [' bread', 500, 1000],
  [' at', 1000, 1300],
  [' home', 1300, 2000],
  [' sourdough', 2200, 2800],
  [' bread', 2800, 3400],
  [' is', 3400, 3700],
  [' best', 3700, 4400],
].map(([text, startMs, endMs]) => ({ text, startMs, endMs, confidence: 0.9, timestampMs: startMs }));

/** The project's processing status (`processing`, `ready`, `failed`...) as the server has it now. */
export async function projectStatus(page: Page, projectId: string): Promise<string> {
  return ((await (await page.request.get(`/api/projects/${projectId}`)).json()) as { status: string }).status;
}

/**
 * Uploads through POST /upload under `name`, waits until the project is done (ready, or failed) and sets
 * its captions. The orientation is portrait unless given; `'source'` chooses none, so the server takes
 * the video's own shape (a landscape clip starts in the landscape frame).
 */
export async function createReadyProject(
  page: Page,
  video: string,
  name: string,
  options: {
    captions?: typeof CAPTIONS;
    orientation?: 'portrait' | 'landscape' | 'source';
    lang?: 'en' | 'hi';
  } = {},
): Promise<string> {
  const me = (await (await page.request.get('/api/users/me')).json()) as { user: { userId: string } };
  const orientation = options.orientation ?? 'portrait';
  const videoConfig = {
    name,
    lang: options.lang ?? 'en',
    ...(orientation !== 'source' && { orientation }),
  };
  const upload = await page.request.post('/upload', {
    multipart: {
      video: { name, mimeType: 'video/mp4', buffer: await fs.readFile(video) },
      videoConfig: JSON.stringify(videoConfig),
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { filename } = (await upload.json()) as { filename: string };
  const projectId = filename.split('.')[0] ?? '';
  await page.request.post('/api/projects', { data: { userId: me.user.userId, projectId, videoConfig } });
  await expect.poll(() => projectStatus(page, projectId), { timeout: 60_000 }).toMatch(/^(ready|failed)$/);
  const set = await page.request.post('/update-subtitle', {
    data: { id: projectId, subtitleData: options.captions ?? CAPTIONS },
  });
  expect(set.ok(), await set.text()).toBe(true);
  return projectId;
}

/**
 * Pauses the studio preview on the middle of `frame` (30 fps) and waits until it has settled (window,
 * blurred fill, video and captions): the export frame's screenshot, without the player controls. It is
 * shot from the top of the page, as a click on a control may have scrolled it.
 */
export async function showFrame(page: Page, frame: number): Promise<Buffer> {
  await page.locator('.player video[data-shown]').evaluate(
    async (video: HTMLVideoElement, at) => {
      video.pause();
      await new Promise<void>((resolve) => {
        video.addEventListener('seeked', () => resolve(), { once: true });
        video.currentTime = at;
      });
    },
    (frame + 0.5) / 30,
  );
  // The captions of this paused frame are drawn (the first paint waits for jassub and its fonts).
  await expect(page.locator('.player video[data-shown]')).toHaveAttribute(
    'data-captions-painted-ms',
    String(Math.floor((frame / 30) * 1000 + 1e-6)),
    { timeout: 20_000 },
  );
  // The controls overlay the bottom of the frame (44 px targets on a 360 px phone preview): the
  // comparison is of the frame itself.
  await page.addStyleTag({ content: '.player-controls { visibility: hidden !important; }' });
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = page.getByTestId('export-frame');
  let previous = await box.screenshot();
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(250);
    const next = await box.screenshot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error('the preview never settled');
}

/** Frame `frame` (counted from 0) of the exported video `file`, written as the image `out`. */
export async function saveExportedFrame(file: string, frame: number, out: string): Promise<string> {
  // prettier-ignore
  await run('ffmpeg', ['-v', 'error', '-y', '-i', file, '-vf', `select=eq(n\\,${frame})`, '-frames:v', '1', out]);
  return out;
}

/**
 * The SSIM (Y) between an exported frame and a preview screenshot (`showFrame`) of the same frame, the
 * export scaled to the screenshot's size, over the part `crop` (an ffmpeg crop of that size) or all.
 */
async function previewSsim(
  exported: string,
  shot: Buffer,
  dir: string,
  crop?: (w: number, h: number) => string,
) {
  const shotPath = path.join(dir, `shot-${randomBytes(4).toString('hex')}.png`);
  await fs.writeFile(shotPath, shot);
  // prettier-ignore
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', shotPath]);
  const [w = 0, h = 0] = stdout.trim().split(',').map(Number);
  return ssimY(exported, shotPath, `scale=${w}:${h}:flags=area,format=gray${crop ? `,${crop(w, h)}` : ''}`);
}

/** The whole frame's SSIM (Y) between an exported frame and a preview screenshot of it. */
export function wholeFrameSsim(exported: string, shot: Buffer, dir: string): Promise<number> {
  return previewSsim(exported, shot, dir);
}

/** The caption band's SSIM (Y) between an exported frame and a preview screenshot of it. */
export function captionBandSsim(exported: string, shot: Buffer, dir: string): Promise<number> {
  // Captions sit at 72 % of the frame's height; the band is a fifth of the height around them.
  return previewSsim(exported, shot, dir, (w, h) => {
    const band = Math.round(h * 0.2);
    return `crop=${w}:${band}:0:${Math.round(h * 0.72 - band / 2)}`;
  });
}

/** The studio's next save of the edit list (`PUT /api/projects/{id}/edits`) whose body holds `part`. */
export function editsSaved(page: Page, projectId: string, part: string): Promise<Response> {
  return page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api/projects/${projectId}/edits`) &&
      r.request().method() === 'PUT' &&
      (r.request().postData() ?? '').includes(part),
  );
}

/** The shown video's width in % of the export frame: the scale of its transform (frame-transform.ts). */
export function shownPictureWidth(page: Page): Promise<number> {
  return page
    .locator('.player video[data-shown]')
    .evaluate((v: HTMLVideoElement) => new DOMMatrix(getComputedStyle(v).transform).a * 100);
}
