import path from 'node:path';
import { expect, test } from '../fixtures.ts';
import {
  createReadyProject,
  editsSaved,
  makeLandscapeVideo,
  projectStatus,
  saveExportedFrame,
  saveScreen,
  showFrame,
  shownPictureWidth,
  wholeFrameSsim,
} from './creator-setup.ts';

const CAPTIONS = [
  ['Follow', 0, 800],
  [' the', 800, 1400],
  [' speaker', 1400, 2400],
].map(([text, startMs, endMs]) => ({ text, startMs, endMs, confidence: 0.9, timestampMs: startMs }));

test('should reframe a landscape clip in the portrait frame, move the window, and export what the preview shows', async ({
  signedInPage,
  workDir,
}) => {
  test.setTimeout(240_000);
  const page = await signedInPage('reframe');
  // No orientation chosen: the project starts in the landscape frame of its source.
  const projectId = await createReadyProject(
    page,
    await makeLandscapeVideo(workDir, 'Talk.mp4', 3),
    'Talk.mp4',
    {
      orientation: 'source',
      captions: CAPTIONS,
    },
  );
  expect(await projectStatus(page, projectId)).toBe('ready');

  await page.goto(`/studio/${projectId}`);
  await expect(page.locator('.player canvas.player-captions')).toBeAttached({ timeout: 20_000 });
  await page.getByRole('radio', { name: /Portrait/ }).click();
  const reframe = page.getByRole('radiogroup', { name: 'Reframe' });
  const centred = editsSaved(page, projectId, '"layout":"centre"');
  await reframe.getByRole('radio', { name: 'Centre' }).click();
  expect((await centred).ok()).toBe(true);
  // The video is placed so that the window (a 9:16 share of the 16:9 picture) fills the frame.
  await expect.poll(() => shownPictureWidth(page)).toBeGreaterThan(300);

  await showFrame(page, 40);
  const layer = page.getByTestId('reframe-drag');
  const box = (await layer.boundingBox())!;
  const moved = editsSaved(page, projectId, '"user":true');
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
  const file = path.join(workDir, 'export.mp4');
  await (await download).saveAs(file);
  const ssim = await wholeFrameSsim(
    await saveExportedFrame(file, 40, path.join(workDir, 'f40.png')),
    shot,
    workDir,
  );
  console.log(`whole-frame SSIM, reframed (moved window) portrait preview vs export: ${ssim.toFixed(4)}`);
  expect(ssim).toBeGreaterThan(0.85);
});
