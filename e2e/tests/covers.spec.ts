import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../fixtures.ts';
import { createReadyProject, DESKTOP, PHONE, saveScreen, SCREENSHOT_DIR } from './creator-setup.ts';

const run = promisify(execFile);

test.beforeAll(async () => {
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
});

/** A portrait clip with detail (a test pattern), sharp first and blurred after 2 s. */
async function makeDetailedVideo(dir: string, name: string): Promise<string> {
  const file = path.join(dir, name);
  // prettier-ignore
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc2=s=360x640:r=30:d=4',
    '-f', 'lavfi', '-i', 'sine=frequency=330:duration=4',
    '-vf', "gblur=sigma=10:enable='gte(t,2)'",
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file,
  ]);
  return file;
}

interface Stream {
  codec_name: string;
  width?: number;
  height?: number;
  disposition?: { attached_pic?: number };
}

test('pick a cover frame, add text, export: the MP4 carries the cover as its picture', async ({
  signedInPage,
  workDir,
}) => {
  test.setTimeout(240_000);
  const page = await signedInPage('cover');
  const projectId = await createReadyProject(
    page,
    await makeDetailedVideo(workDir, 'cover.mp4'),
    'Cover test.mp4',
  );

  await page.goto(`/studio/${projectId}`);
  await page.getByRole('tab', { name: 'Boost' }).click();
  const tiles = page.getByRole('button', { name: /^Frame at / });
  await expect(tiles).toHaveCount(6, { timeout: 60_000 });
  await tiles.nth(1).click();
  await expect(tiles.nth(1)).toHaveAttribute('aria-pressed', 'true');
  const text = page.getByRole('textbox', { name: 'Cover text' });
  // The video's title as the text, by keyboard: the button is spent, and the focus goes on to the text.
  await page.getByRole('textbox', { name: 'Video title' }).fill('Bake better bread');
  await page.getByRole('button', { name: 'Use the title' }).focus();
  await page.keyboard.press('Enter');
  await expect(text).toHaveValue('Bake better bread');
  await expect(page.getByRole('button', { name: 'Use the title' })).toBeDisabled();
  await expect(text).toBeFocused();
  const preview = page.getByRole('img', { name: 'Cover preview, drawn by the server' });
  await expect(preview).toBeVisible({ timeout: 30_000 });
  // Too long: refused inline, nothing to save.
  await text.fill('x'.repeat(101));
  await expect(page.getByRole('alert').filter({ hasText: 'at most 100 characters' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use as cover' })).toBeDisabled();
  await text.fill('Bake better bread');
  await page.getByRole('checkbox', { name: 'Dark box behind the text' }).check();
  await page.getByRole('slider', { name: /Text position/ }).press('ArrowDown');
  await page.getByRole('heading', { name: 'Wordreel AI Boost' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Use as cover' }).scrollIntoViewIfNeeded();
  await expect(preview).toBeVisible();
  await saveScreen(page, 'boost-thumbnail');
  await page.getByRole('button', { name: 'Use as cover' }).click();
  await expect(page.getByText('Cover saved')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('link', { name: '1080x1920 JPG' })).toBeVisible();

  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Use as cover' }).scrollIntoViewIfNeeded();
  await saveScreen(page, 'boost-thumbnail');
  await page.setViewportSize(DESKTOP);

  const jpg = await page.request.get(`/api/projects/${projectId}/cover/portrait.jpg`);
  expect(jpg.ok()).toBe(true);
  await fs.writeFile(path.join(SCREENSHOT_DIR, 'cover-portrait.jpg'), await jpg.body());
  const landscape = await page.request.get(`/api/projects/${projectId}/cover/landscape.jpg`);
  await fs.writeFile(path.join(SCREENSHOT_DIR, 'cover-landscape.jpg'), await landscape.body());

  await page.getByRole('button', { name: /^Export/ }).click();
  await expect(page.getByRole('link', { name: 'Download' })).toBeVisible({ timeout: 180_000 });
  const mp4 = await page.request.get(`/download/${projectId}.mp4`);
  expect(mp4.ok()).toBe(true);
  const file = path.join(workDir, 'export.mp4');
  await fs.writeFile(file, await mp4.body());
  const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', file]);
  const streams = (JSON.parse(stdout) as { streams: Stream[] }).streams;
  const picture = streams.find((s) => s.disposition?.attached_pic === 1);
  expect(picture).toMatchObject({ codec_name: 'mjpeg', width: 1080, height: 1920 });
});

/** Pixels of rows [top, bottom) of a 1080-wide RGB frame near white (the hook's text colour in Mercury). */
function whiteIn(rgb: Buffer, top: number, bottom: number): number {
  let count = 0;
  for (let i = top * 1080 * 3; i < bottom * 1080 * 3; i += 3) {
    if (rgb[i]! > 230 && rgb[i + 1]! > 230 && rgb[i + 2]! > 230) count++;
  }
  return count;
}

async function exportedFrame(file: string, seconds: number): Promise<Buffer> {
  const { stdout } = await run(
    'ffmpeg',
    [
      '-v',
      'error',
      '-ss',
      String(seconds),
      '-i',
      file,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      'pipe:1',
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout;
}

test('a hook title shows in the preview and in the export over its first seconds only', async ({
  signedInPage,
  workDir,
}) => {
  test.setTimeout(240_000);
  const page = await signedInPage('hook');
  // A flat picture, so only the hook and the captions are drawn on it.
  const video = path.join(workDir, 'flat.mp4');
  // prettier-ignore
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', 'color=c=0x345678:s=360x640:r=30:d=5',
    '-f', 'lavfi', '-i', 'sine=frequency=330:duration=5',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', video,
  ]);
  const projectId = await createReadyProject(page, video, 'Hook test.mp4');
  await page.goto(`/studio/${projectId}`);
  await page.getByRole('tab', { name: 'Boost' }).click();
  await page.getByRole('switch', { name: 'Hook title over the first seconds' }).check();
  await page.getByRole('textbox', { name: 'Hook text' }).fill('Stop scrolling now');
  await page.getByRole('combobox', { name: 'Hook style' }).selectOption('outline');
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/projects/${projectId}/hook`)).json()) as { hook: unknown })
          .hook,
    )
    .toMatchObject({ text: 'Stop scrolling now', style: 'outline', yPos: 20, durationMs: 3000 });
  await saveScreen(page, 'boost-hook');

  await page.getByRole('button', { name: /^Export/ }).click();
  await expect(page.getByRole('link', { name: 'Download' })).toBeVisible({ timeout: 180_000 });
  const mp4 = await page.request.get(`/download/${projectId}.mp4`);
  const file = path.join(workDir, 'hook-export.mp4');
  await fs.writeFile(file, await mp4.body());
  // The hook sits at 20 % of 1920; the captions are far below it (72 %).
  const band = [384 - 120, 384 + 120] as const;
  expect(whiteIn(await exportedFrame(file, 1), ...band)).toBeGreaterThan(5000);
  expect(whiteIn(await exportedFrame(file, 3.5), ...band)).toBe(0);
  await fs.writeFile(path.join(SCREENSHOT_DIR, 'hook-export-1s.rgb'), await exportedFrame(file, 1));
});
