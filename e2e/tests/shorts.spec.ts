import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../fixtures.ts';
import { HOOK, RAMBLE, speak } from '../../packages/core/src/shorts/talk-fixture.ts';
import { DESKTOP, PHONE, createReadyProject, saveScreen, signUpByApi } from './creator-setup.ts';

const run = promisify(execFile);

/**
 * A 60 s landscape talk (a picture and a tone; its words set as captions): rambling that points back,
 * then a clear hook with a complete answer, then more rambling.
 */
const TALK = speak(
  [...RAMBLE, ...HOOK, ...RAMBLE, 'And then it was the same again the week after that one too.'],
  {
    startMs: 500,
  },
);
const SECONDS = 60;

async function makeLandscapeVideo(dir: string): Promise<string> {
  const file = path.join(dir, 'podcast.mp4');
  // prettier-ignore
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc2=s=320x180:r=30:d=${SECONDS}`,
    '-f', 'lavfi', '-i', `sine=frequency=220:duration=${SECONDS}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file,
  ]);
  return file;
}

test('should find clips in a long video from the AI Shorts tile, trim the best one, make it a project and export it', async ({
  browser,
  server,
  mailbox,
}) => {
  test.setTimeout(240_000);
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-shorts-e2e-'));
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: DESKTOP });
  const page = await context.newPage();
  try {
    await signUpByApi(page, mailbox, 'shorts');
    const sourceId = await createReadyProject(page, await makeLandscapeVideo(work), 'podcast.mp4', {
      captions: TALK,
      orientation: 'landscape',
    });

    await page.goto('/project');
    await page.getByRole('button', { name: 'Find clips' }).click();
    // A video not uploaded yet is one click away too: the picker makes way for the upload.
    const picker = page.getByRole('dialog', { name: 'Find clips in a video' });
    const chooser = page.waitForEvent('filechooser');
    await picker.getByRole('button', { name: 'Upload a new video' }).click();
    expect((await chooser).isMultiple()).toBe(false);
    await expect(picker).toHaveCount(0);
    await page.getByRole('button', { name: 'Find clips' }).click();
    await picker.getByRole('link', { name: /podcast\.mp4/ }).click();
    await expect(page).toHaveURL(new RegExp(`/shorts/${sourceId}$`));
    // The clips of the default lengths (20-60 s) are found without a click.
    const list = page.getByRole('list', { name: 'Clips, best first' });
    await expect(list.getByRole('button').first()).toContainText(/ · from /);
    // Said in the page's live region too: the list itself arrives without a word to a screen reader.
    const count = await list.getByRole('listitem').count();
    await expect(page.getByRole('status')).toHaveText(
      count === 1 ? 'Found 1 clip.' : `Found ${count} clips, best first.`,
    );
    const findAgain = page.getByRole('button', { name: 'Find again' });

    await page.getByLabel('Shortest clip (seconds)').fill('20');
    await page.getByLabel('Longest clip (seconds)').fill('10');
    await findAgain.click();
    await expect(page.getByRole('alert')).toHaveText(
      'The shortest clip length must be less than the longest.',
    );
    await page.getByLabel('Shortest clip (seconds)').fill('10');
    await page.getByLabel('Longest clip (seconds)').fill('15');
    await findAgain.click();
    await expect(page.getByRole('alert')).toHaveCount(0);

    const best = list.getByRole('button').first();
    await expect(best).toContainText('1. Why do most creators never grow past a thousand followers?');
    await expect(best).toContainText('Opens with a question');
    await expect(best).toHaveAttribute('aria-pressed', 'true');
    // Its range is marked on the source's bar.
    const bar = page.getByRole('img', { name: /^Clip from/ });
    await expect(bar).toBeVisible();
    // Trim: the end one word earlier (the words inside the clip are marked in the transcript).
    const inside = page.getByLabel('Transcript around the clip').locator('.clip-word-in');
    const before = await inside.count();
    await page
      .getByRole('group', { name: 'End of the clip' })
      .getByRole('button', { name: 'One word earlier' })
      .click();
    await expect(inside).toHaveCount(before - 1);
    await saveScreen(page, 'shorts');
    await page.setViewportSize(PHONE);
    await saveScreen(page, 'shorts');
    await page.setViewportSize(DESKTOP);

    await page.getByLabel('Title').fill('Why creators stall');
    // A short is vertical by default, reframed from the landscape source; square and 16:9 on request.
    const format = page.getByRole('group', { name: 'Format' });
    await expect(format.getByRole('radio', { name: 'Vertical 9:16' })).toBeChecked();
    await expect(format.getByRole('radio')).toHaveCount(3);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
    await page.getByRole('button', { name: 'Make this clip' }).click();
    await expect(page).toHaveURL(/\/studio\/[0-9a-f]{32}/);
    const clipId = /\/studio\/([0-9a-f]{32})/.exec(page.url())?.[1] ?? '';
    expect(clipId).not.toBe(sourceId);
    const clip = (await (await page.request.get(`/api/projects/${clipId}`)).json()) as {
      name: string;
      videoConfig: { orientation: string };
      clipOf: { sourceProjectId: string; startMs: number; endMs: number };
    };
    expect(clip.name).toBe('Why creators stall');
    expect(clip.videoConfig.orientation).toBe('portrait');
    expect(clip.clipOf.sourceProjectId).toBe(sourceId);
    const expectedSeconds = (clip.clipOf.endMs - clip.clipOf.startMs) / 1000;
    expect(expectedSeconds).toBeGreaterThan(9);
    expect(expectedSeconds).toBeLessThan(16);

    // AI Thumbnails works on the clip: its best frames are the source's inside the clip's range,
    // labelled on the clip's own clock, as its player is.
    await page.getByRole('tab', { name: 'Boost' }).click();
    const tiles = page.getByRole('button', { name: /^Frame at / });
    await expect(tiles.first()).toBeVisible({ timeout: 60_000 });
    const labels = (await tiles.allTextContents()).map((label) => {
      const [m = 0, sec = 0] = label.trim().split(':').map(Number);
      return m * 60 + sec;
    });
    expect(labels.length).toBeGreaterThan(0);
    for (const t of labels) expect(t).toBeLessThan(expectedSeconds);
    const ranked = (await (await page.request.get(`/api/projects/${clipId}/cover/candidates`)).json()) as {
      candidates: { timeMs: number }[];
    };
    for (const { timeMs } of ranked.candidates) {
      expect(timeMs).toBeGreaterThanOrEqual(clip.clipOf.startMs);
      expect(timeMs).toBeLessThan(clip.clipOf.endMs);
    }
    await page.getByRole('tab', { name: 'Style' }).click();
    expect(errors, 'console errors in the clip’s studio').toEqual([]);

    const download = page.waitForEvent('download', { timeout: 150_000 });
    await page.getByRole('button', { name: /^Export/ }).click();
    const file = path.join(work, 'clip.mp4');
    await (await download).saveAs(file);
    // prettier-ignore
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=width,height', '-select_streams', 'v:0', '-of', 'json', file]);
    const probed = JSON.parse(stdout) as {
      format: { duration: string };
      streams: { width: number; height: number }[];
    };
    const seconds = Number(probed.format.duration);
    const { width = 0, height = 0 } = probed.streams[0] ?? {};
    console.log(
      `clip exported: ${seconds.toFixed(3)} s, ${width}x${height}, range ${expectedSeconds.toFixed(3)} s`,
    );
    expect(Math.abs(seconds - expectedSeconds)).toBeLessThan(0.2);
    expect(width / height).toBeCloseTo(9 / 16, 2);

    // The dashboard lists the clip with its source.
    await page.goto('/project');
    await expect(page.locator(`[data-project-id="${clipId}"]`)).toContainText('Clip of podcast.mp4');
  } finally {
    await context.close();
    await fs.rm(work, { recursive: true, force: true });
  }
});
