import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { ssimY } from '../../bench/lib.ts';
import { expect, test } from '../fixtures.ts';
import { saveScreen } from './creator-setup.ts';

const run = promisify(execFile);

const CAPTIONS = [
  ['Follow', 0, 800],
  [' the', 800, 1400],
  [' speaker', 1400, 2400],
].map(([text, startMs, endMs]) => ({ text, startMs, endMs, confidence: 0.9, timestampMs: startMs }));

/** Pauses on the middle of `frame` and waits for the preview (window, captions) to settle. */
async function showFrame(page: Page, frame: number): Promise<Buffer> {
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
  await expect(page.locator('.player video[data-shown]')).toHaveAttribute(
    'data-captions-painted-ms',
    String(Math.floor((frame / 30) * 1000 + 1e-6)),
    { timeout: 20_000 },
  );
  await page.addStyleTag({ content: '.player-controls { visibility: hidden !important; }' });
  // A click on a control may have scrolled the page: the frame is shot from the top.
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

test('should reframe a landscape clip in the portrait frame, move the window, and export what the preview shows', async ({
  browser,
  server,
  mailbox,
}) => {
  test.setTimeout(240_000);
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-reframe-e2e-'));
  const video = path.join(work, 'Talk.mp4');
  // prettier-ignore
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=30:d=3',
    '-f', 'lavfi', '-i', 'sine=frequency=330:duration=3',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', video,
  ]);
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const email = `reframe-${randomBytes(5).toString('hex')}@example.com`;
  const since = mailbox.mails.length;
  expect((await page.request.post('/api/users/otp/register', { data: { email } })).ok()).toBe(true);
  const code = await mailbox.waitForCode(email, since);
  expect((await page.request.post('/api/users/validate', { data: { email, code } })).ok()).toBe(true);
  const registered = await page.request.post('/api/users/register', {
    data: { email, password: 'wordreel-e2e-1', signInMethod: 'email' },
  });
  expect(registered.ok()).toBe(true);
  const upload = await page.request.post('/upload', {
    multipart: {
      video: { name: 'Talk.mp4', mimeType: 'video/mp4', buffer: await fs.readFile(video) },
      videoConfig: JSON.stringify({ name: 'Talk.mp4', lang: 'en' }),
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const projectId = ((await upload.json()) as { projectId: string }).projectId;
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/projects/${projectId}`)).json()) as { status: string }).status,
      { timeout: 60_000 },
    )
    .toBe('ready');
  expect(
    (await page.request.post('/update-subtitle', { data: { id: projectId, subtitleData: CAPTIONS } })).ok(),
  ).toBe(true);

  await page.goto(`/studio/${projectId}`);
  await expect(page.locator('.player canvas.player-captions')).toBeAttached({ timeout: 20_000 });
  await page.getByRole('radio', { name: /Portrait/ }).click();
  const reframe = page.getByRole('radiogroup', { name: 'Reframe' });
  const centred = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api/projects/${projectId}/edits`) &&
      r.request().method() === 'PUT' &&
      (r.request().postData() ?? '').includes('"layout":"centre"'),
  );
  await reframe.getByRole('radio', { name: 'Centre' }).click();
  expect((await centred).ok()).toBe(true);
  // The video is placed so that the window (a 9:16 share of the 16:9 picture) fills the frame.
  await expect
    .poll(() =>
      // The picture's width in % of the frame: the scale of its transform (frame-transform.ts).
      page
        .locator('.player video[data-shown]')
        .evaluate((v: HTMLVideoElement) => new DOMMatrix(getComputedStyle(v).transform).a * 100),
    )
    .toBeGreaterThan(300);

  await showFrame(page, 40);
  const layer = page.getByTestId('reframe-drag');
  const box = (await layer.boundingBox())!;
  const moved = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api/projects/${projectId}/edits`) &&
      r.request().method() === 'PUT' &&
      (r.request().postData() ?? '').includes('"user":true'),
  );
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 40, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2 - 80, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  const body = JSON.parse((await moved).request().postData() ?? '{}') as {
    reframe: { layout: string; keyframes: { tMs: number; x: number; user?: boolean }[] };
  };
  expect(body.reframe.layout).toBe('follow');
  expect(body.reframe.keyframes).toHaveLength(1);
  expect(body.reframe.keyframes[0]!.x).toBeGreaterThan(0.5);
  await saveScreen(page, 'studio-reframe');
  const shot = await showFrame(page, 40);

  const download = page.waitForEvent('download', { timeout: 180_000 });
  await page.getByRole('button', { name: /^Export/ }).click();
  const file = path.join(work, 'export.mp4');
  await (await download).saveAs(file);
  const exported = path.join(work, 'f40.png');
  // prettier-ignore
  await run('ffmpeg', ['-v', 'error', '-y', '-i', file, '-vf', 'select=eq(n\\,40)', '-frames:v', '1', exported]);
  const shotPath = path.join(work, 'shot.png');
  await fs.writeFile(shotPath, shot);
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', shotPath],
  ]);
  const [w = 0, h = 0] = stdout.trim().split(',').map(Number);
  const ssim = await ssimY(exported, shotPath, `scale=${w}:${h}:flags=area,format=gray`);
  console.log(`whole-frame SSIM, reframed (moved window) portrait preview vs export: ${ssim.toFixed(4)}`);
  expect(ssim).toBeGreaterThan(0.85);
  await context.close();
  await fs.rm(work, { recursive: true, force: true });
});
