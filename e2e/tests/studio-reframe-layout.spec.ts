import type { Locator, Page } from '@playwright/test';
import {
  cropWindowAt,
  exportFrame,
  exportPayloadSchema,
  SPLIT_SEAM_Y,
  Y_POS,
  type Reframe,
} from '@wordreel/core';
import { expect, test } from '../fixtures.ts';
import {
  createReadyProject,
  editsSaved,
  makeLandscapeVideo,
  saveScreen,
  shownPictureWidth,
} from './creator-setup.ts';

/** A ready project of a new landscape clip (in the portrait frame), open in the studio with its preview drawn. */
async function openLandscapeStudio(page: Page, workDir: string, file: string, name: string): Promise<string> {
  const projectId = await createReadyProject(page, await makeLandscapeVideo(workDir, file), name);
  await page.goto(`/studio/${projectId}`);
  await expect(page.locator('.player canvas.player-captions')).toBeAttached({ timeout: 20_000 });
  return projectId;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]) {
  test(`studio at ${viewport.width}x${viewport.height} with a landscape source in the portrait frame: the preview and its frame and Reframe controls fit the screen and stay in view`, async ({
    signedInPage,
    workDir,
  }) => {
    test.setTimeout(120_000);
    const page = await signedInPage('reframelayout', viewport);
    await openLandscapeStudio(page, workDir, `landscape-${viewport.width}.mp4`, 'Interview, landscape');
    const reframe = page.getByRole('radiogroup', { name: 'Reframe' });
    await expect(reframe).toBeVisible();
    await expect(page.getByRole('button', { name: 'Find the speaker' })).toBeVisible();
    await saveScreen(page, 'studio-reframe-layout');

    // The whole preview, the frame switch and the Reframe control are on the screen at once.
    const inView = async (what: string, locator: Locator) => {
      const b = await locator.boundingBox();
      expect(b, what).not.toBeNull();
      expect(b!.y, `${what} top`).toBeGreaterThanOrEqual(0);
      expect(b!.y + b!.height, `${what} bottom`).toBeLessThanOrEqual(viewport.height);
      expect(b!.x + b!.width, `${what} right`).toBeLessThanOrEqual(viewport.width);
    };
    await inView('preview', page.locator('.studio-preview'));
    await inView('player', page.locator('.player'));
    await inView('frame switch', page.getByRole('radiogroup', { name: 'Export frame' }));
    await inView('Reframe', reframe);
    await inView('Find the speaker', page.getByRole('button', { name: 'Find the speaker' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    // The preview stays in view while the tools scroll.
    await page.getByRole('tab', { name: 'Style' }).click();
    await page.mouse.move(200, 500);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    await inView('preview after scrolling', page.locator('.studio-preview'));
    await inView('Reframe after scrolling', reframe);
  });
}

test('studio on a 390x844 phone with a landscape source in the portrait frame: the frame and Reframe controls sit beside the preview and end near its foot', async ({
  signedInPage,
  workDir,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage('reframephone', { width: 390, height: 844 });
  await openLandscapeStudio(page, workDir, 'landscape-phone.mp4', 'Interview, phone');
  const reframe = page.getByRole('radiogroup', { name: 'Reframe' });
  await expect(reframe.getByRole('radio')).toHaveCount(4);
  await saveScreen(page, 'studio-reframe-phone');

  const player = (await page.locator('.player').boundingBox())!;
  const control = (await page.locator('.reframe-control').boundingBox())!;
  expect(control.x).toBeGreaterThanOrEqual(player.x + player.width);
  expect(control.x + control.width).toBeLessThanOrEqual(390);
  // The four layouts in two rows of two: one under the other, the control ran 128 px past the
  // preview's foot and pushed the tabs (on a touch screen, with no shortcuts list) 157 px under it.
  const layouts = await reframe
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((r) => Math.round(r.getBoundingClientRect().top)));
  expect(new Set(layouts).size).toBe(2);
  expect(control.y + control.height - (player.y + player.height)).toBeLessThan(64);
});

test('finding the speaker in a video with no face: the studio follows the analysis, says no face was found and offers a centred crop or the blurred fill', async ({
  signedInPage,
  workDir,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage('reframenoface');
  const projectId = await openLandscapeStudio(page, workDir, 'noface.mp4', 'No face');

  const started = page.waitForResponse(
    (r) => r.url().endsWith(`/api/projects/${projectId}/reframe`) && r.request().method() === 'POST',
  );
  // By keyboard: the button goes once the analysis is queued, and the focus goes on to the heading.
  await page.getByRole('button', { name: 'Find the speaker' }).focus();
  await page.keyboard.press('Enter');
  expect((await started).status()).toBe(202);
  await expect(page.getByRole('heading', { name: 'Reframe', exact: true })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /^No face found in this video/ })).toBeVisible({
    timeout: 60_000,
  });
  // The server wrote its centred crop into the edit list; the studio took it in.
  const reframe = page.getByRole('radiogroup', { name: 'Reframe' });
  await expect(reframe.getByRole('radio')).toHaveText(['Centre', 'Blurred fill']);
  await expect(reframe.getByRole('radio', { name: 'Centre' })).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => shownPictureWidth(page)).toBeGreaterThan(300);
  await saveScreen(page, 'studio-reframe-no-face');

  const blurred = editsSaved(page, projectId, '"layout":"blur"');
  await reframe.getByRole('radio', { name: 'Blurred fill' }).click();
  expect((await blurred).ok()).toBe(true);
});

test('while playing, each presented frame is shown through the crop window of its own media time', async ({
  signedInPage,
  workDir,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage('reframesync');
  const projectId = await createReadyProject(
    page,
    await makeLandscapeVideo(workDir, 'sync.mp4'),
    'Moving window',
  );
  // A window that pans, then jumps at a cut: every frame has its own window.
  const reframe: Reframe = {
    layout: 'follow',
    keyframes: [
      { tMs: 0, x: 0.1 },
      { tMs: 2000, x: 0.9 },
      { tMs: 2500, x: 0.2, cut: true },
      { tMs: 4500, x: 0.6 },
    ],
  };
  const { edits } = (await (await page.request.get(`/api/projects/${projectId}/edits`)).json()) as {
    edits: { revision: number; kept: unknown; zooms: unknown };
  };
  const saved = await page.request.put(`/api/projects/${projectId}/edits`, {
    data: { baseRevision: edits.revision, kept: edits.kept, zooms: edits.zooms, reframe },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.goto(`/studio/${projectId}`);
  await expect(page.locator('.player canvas.player-captions')).toBeAttached({ timeout: 20_000 });
  // On each frame the player presents (after the player's own frame callback, registered first), the
  // video's placement as it stands, with the frame's media time.
  const samples = await page
    .locator('.player video[data-shown]')
    .evaluate(async (video: HTMLVideoElement) => {
      const seen: { mediaTime: number; left: number; width: number; sw: number; sh: number }[] = [];
      // Until the video ends (a loaded machine presents fewer frames: every one presented is checked).
      await new Promise<void>((resolve) => {
        const onFrame = (_now: number, meta: VideoFrameCallbackMetadata) => {
          // The picture's placement in % of the frame box: its transform's translation and scale.
          const m = new DOMMatrix(getComputedStyle(video).transform);
          seen.push({
            mediaTime: meta.mediaTime,
            left: (m.e / parseFloat(getComputedStyle(video).width)) * 100,
            width: m.a * 100,
            sw: video.videoWidth,
            sh: video.videoHeight,
          });
          video.requestVideoFrameCallback(onFrame);
        };
        video.requestVideoFrameCallback(onFrame);
        video.addEventListener('ended', () => resolve(), { once: true });
        video.muted = true;
        void video.play();
      });
      video.pause();
      return seen;
    });
  expect(samples.length).toBeGreaterThanOrEqual(5);
  const frame = exportFrame('portrait');
  const distinct = new Set<string>();
  for (const s of samples) {
    const window = cropWindowAt(reframe, s.sw, s.sh, frame, s.mediaTime * 1000)!;
    const at = `at ${s.mediaTime.toFixed(3)} s`;
    expect(s.left, at).toBeCloseTo((-window.left / window.width) * 100, 2);
    expect(s.width, at).toBeCloseTo((s.sw / window.width) * 100, 2);
    distinct.add(s.left.toFixed(3));
  }
  // The window really moved while it played (the check is not of one still position).
  expect(distinct.size).toBeGreaterThanOrEqual(3);
});

test('choosing Split moves captions at the default height to the seam between the speakers, and back on leaving it', async ({
  signedInPage,
  workDir,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage('reframesplit');
  const projectId = await openLandscapeStudio(page, workDir, 'split.mp4', 'Two speakers');
  const savedY = async () => {
    const project = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as {
      style: unknown;
    };
    const style = exportPayloadSchema.safeParse(project.style);
    return style.success ? Math.round(style.data.yPos) : null;
  };
  const reframe = page.getByRole('radiogroup', { name: 'Reframe' });

  await reframe.getByRole('radio', { name: 'Split' }).click();
  await expect(reframe.getByRole('radio', { name: 'Split' })).toHaveAttribute('aria-checked', 'true');
  await expect.poll(savedY, { timeout: 15_000 }).toBe(SPLIT_SEAM_Y);
  await saveScreen(page, 'studio-reframe-split');

  await reframe.getByRole('radio', { name: 'Blurred fill' }).click();
  await expect.poll(savedY, { timeout: 15_000 }).toBe(Y_POS.default);
});
