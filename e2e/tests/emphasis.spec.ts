import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  buildExportCaptions,
  emojiOnFrame,
  exportFrame,
  exportPayloadSchema,
  payloadToStyle,
} from '@wordreel/core';
import { expect, test } from '../fixtures.ts';
import {
  CAPTIONS,
  createReadyProject,
  DESKTOP,
  makePortraitVideo,
  PHONE,
  saveScreen,
} from './creator-setup.ts';

const run = promisify(execFile);

/** Raw pixels of `input` through `filter` (rgb24 or rgba). */
async function raw(input: string[], filter: string, format: 'rgb24' | 'rgba'): Promise<Buffer> {
  const { stdout } = await run(
    'ffmpeg',
    [
      '-v',
      'error',
      ...input,
      '-vf',
      `${filter},format=${format}`,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      'pipe:1',
    ],
    { encoding: 'buffer', maxBuffer: 1 << 26 },
  );
  return stdout;
}

test('turn emoji on, drag the captions, one word per page, export: the frame has the emoji where core puts it', async ({
  signedInPage,
  workDir,
  server,
}) => {
  test.setTimeout(240_000);
  const page = await signedInPage('emphasis');
  const video = await makePortraitVideo(workDir, 'emphasis.mp4');
  const projectId = await createReadyProject(page, video, 'Emphasis test.mp4');

  await page.goto(`/studio/${projectId}`);
  await page.getByRole('tab', { name: 'Captions' }).click();
  await page.getByRole('checkbox', { name: 'Emoji' }).check();
  await page.getByRole('combobox', { name: 'Words per page' }).selectOption('1');

  // Drag the caption handle to a quarter across, 30 % down (the guides show while dragging).
  const handle = page.getByRole('button', { name: /^Move captions/ });
  const frameBox = await page.getByTestId('export-frame').boundingBox();
  const start = await handle.boundingBox();
  if (!frameBox || !start) throw new Error('the preview is not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(frameBox.x + frameBox.width * 0.3, frameBox.y + frameBox.height * 0.35, { steps: 5 });
  await page.mouse.move(frameBox.x + frameBox.width * 0.25, frameBox.y + frameBox.height * 0.3, { steps: 5 });
  await expect(page.locator('.caption-safe-area')).toHaveCount(3);
  await saveScreen(page, 'captions-drag');
  await page.mouse.up();
  await expect(page.locator('.caption-safe-area')).toHaveCount(0);

  // Saved with the style (debounced).
  await expect
    .poll(
      async () => {
        const project = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as {
          style: unknown;
        };
        const style = exportPayloadSchema.safeParse(project.style);
        if (!style.success) return null;
        const { xPos, yPos, captionEmphasis } = style.data;
        return {
          xPos: Math.round(xPos),
          yPos: Math.round(yPos),
          emoji: captionEmphasis?.emojiAuto,
          words: captionEmphasis?.wordsPerPage,
        };
      },
      { timeout: 15_000 },
    )
    .toEqual({ xPos: 25, yPos: 30, emoji: true, words: 1 });

  // The preview draws the page emoji once "bread" (0.5 s) is up.
  await page.locator('.player video[data-shown]').evaluate(async (element) => {
    const v = element as HTMLVideoElement;
    await new Promise<void>((resolve) => {
      v.addEventListener('seeked', () => resolve(), { once: true });
      v.currentTime = 0.85;
    });
  });
  await expect(page.getByTestId('emoji-layer')).toHaveAttribute('data-emoji', '🍞');
  // The page editor follows the spoken word: clicking its chip toggles the highlight.
  const words = page.getByRole('region', { name: 'Words of this page' });
  const chip = words.getByRole('button', { name: 'bread', exact: true });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await words.getByRole('searchbox', { name: 'Search emoji' }).fill('bread');
  await expect(words.getByRole('button', { name: 'Use bread' })).toBeVisible();
  await saveScreen(page, 'captions-emphasis');
  await page.setViewportSize(PHONE);
  await saveScreen(page, 'captions-emphasis');
  await page.setViewportSize(DESKTOP);

  await page.getByRole('button', { name: /^Export/ }).click();
  await expect(page.getByRole('link', { name: 'Download', exact: true }))
    .toBeVisible({ timeout: 180_000 })
    .catch((error: unknown) => {
      console.log(server.output().slice(-4000));
      throw error;
    });
  const mp4 = await page.request.get(`/download/${projectId}.mp4`);
  expect(mp4.ok()).toBe(true);
  const file = path.join(workDir, 'export.mp4');
  await fs.writeFile(file, await mp4.body());

  // Where core places the emoji on frame 25, from the saved payload: the exported frame shows the
  // emoji's own picture there.
  const project = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as { style: unknown };
  const style = payloadToStyle(exportPayloadSchema.parse(project.style));
  const captions = CAPTIONS.map((w) => ({
    ...w,
    text: String(w.text),
    startMs: Number(w.startMs),
    endMs: Number(w.endMs),
    timestampMs: Number(w.timestampMs),
  }));
  const plan = buildExportCaptions({ captions, style, ...exportFrame('portrait') });
  const on = emojiOnFrame(plan?.emoji ?? [], 25);
  expect(on?.show.emoji).toBe('🍞');
  if (!on) return;
  expect(on.x + on.show.size / 2).toBeLessThan(1080 / 2);
  const { size } = on.show;
  const exported = await raw(
    ['-i', file],
    `select=eq(n\\,25),scale=in_color_matrix=bt709:in_range=tv,crop=${size}:${size}:${on.x}:${on.y}`,
    'rgb24',
  );
  const emojiPng = path.resolve(import.meta.dirname, '../../apps/web/public/emoji', on.show.file);
  const reference = await raw(['-i', emojiPng], `scale=${size}:${size}:flags=bicubic`, 'rgba');
  let diff = 0;
  let opaque = 0;
  for (let i = 0; i < size * size; i++) {
    if (reference[i * 4 + 3] !== 255) continue;
    opaque++;
    for (let c = 0; c < 3; c++) diff += Math.abs(exported[i * 3 + c]! - reference[i * 4 + c]!);
  }
  expect(opaque).toBeGreaterThan(size * size * 0.3);
  expect(diff / (opaque * 3)).toBeLessThan(12);
});
