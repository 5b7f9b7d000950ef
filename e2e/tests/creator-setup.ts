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
} from '@playwright/test';
import type { SmtpSink } from '../../apps/server/test/accounts/smtp-sink.ts';

const run = promisify(execFile);

/** Where the key screens are kept (CI keeps e2e/test-results as an artefact). */
export const SCREENSHOT_DIR = path.join(import.meta.dirname, '../test-results/screenshots');

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** Saves a full-page screenshot of `page` as `<name>-<width>x<height>.png`. */
export async function saveScreen(page: Page, name: string): Promise<void> {
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

/** A small real portrait video with a tone, made with ffmpeg. */
export async function makePortraitVideo(dir: string, name = 'clip.mp4', seconds = 5): Promise<string> {
  const file = path.join(dir, name);
  // prettier-ignore
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `color=c=0x345678:s=360x640:r=30:d=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=330:duration=${seconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file,
  ]);
  return file;
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

/** Uploads through POST /upload under `name`, waits until the project is ready and sets its captions. */
export async function createReadyProject(
  page: Page,
  video: string,
  name: string,
  options: { captions?: typeof CAPTIONS; orientation?: 'portrait' | 'landscape'; lang?: 'en' | 'hi' } = {},
): Promise<string> {
  const me = (await (await page.request.get('/api/users/me')).json()) as { user: { userId: string } };
  const videoConfig = { name, lang: options.lang ?? 'en', orientation: options.orientation ?? 'portrait' };
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
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/projects/${projectId}`)).json()) as { status: string }).status,
      { timeout: 60_000 },
    )
    .toMatch(/^(ready|failed)$/);
  const set = await page.request.post('/update-subtitle', {
    data: { id: projectId, subtitleData: options.captions ?? CAPTIONS },
  });
  expect(set.ok(), await set.text()).toBe(true);
  return projectId;
}
