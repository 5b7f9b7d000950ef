import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  createReadyProject,
  DESKTOP,
  openSuitePage,
  PHONE,
  saveScreen,
  type SuitePage,
} from './creator-setup.ts';
import { startSlowAnswerProxy, startSlowSendProxy } from './slow-network-proxy.ts';
import {
  editedDurationMs,
  type EditListResponse,
  playbackRanges,
  sourceToEdited,
} from '../../packages/core/src/timeline/index.ts';

const run = promisify(execFile);

/** Ten words with a 2.6 s pause after "home" and a filler "um"; the pause is silent in the audio. */
const WORDS: [string, number, number][] = [
  ['Baking', 0, 500],
  ['bread', 500, 1000],
  ['um', 1100, 1400],
  ['at', 1500, 1800],
  ['home', 1800, 2400],
  ['sourdough', 5000, 5600],
  ['bread', 5600, 6200],
  ['is', 6200, 6500],
  ['best', 6500, 7200],
];
const CAPTIONS = WORDS.map(([text, startMs, endMs], i) => ({
  text: i === 0 ? text : ` ${text}`,
  startMs,
  endMs,
  confidence: 0.9,
  timestampMs: startMs,
}));
const SOURCE_SECONDS = 8;

/** 8 s portrait video: a tone while the words are said, silence in the pause (2.4–5.0 s). */
async function makeVideo(dir: string): Promise<string> {
  const file = path.join(dir, 'edits.mp4');
  // prettier-ignore
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `color=c=0x345678:s=360x640:r=30:d=${SOURCE_SECONDS}`,
    '-f', 'lavfi', '-i', `aevalsrc='0.3*sin(2*PI*330*t)*(lt(t,2.4)+gte(t,5))':s=48000:d=${SOURCE_SECONDS}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file,
  ]);
  return file;
}

async function probeSeconds(file: string): Promise<number> {
  // prettier-ignore
  const { stdout } = await run('ffprobe', [
    '-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=duration', '-of', 'csv=p=0', file,
  ]);
  return Number(stdout.trim());
}

test.describe.configure({ mode: 'serial' });

let suite: SuitePage;
let page: Page;
let projectId = '';
let work = '';

test.beforeAll(async ({ browser, server, mailbox }) => {
  test.setTimeout(120_000);
  suite = await openSuitePage(browser, server.baseURL, mailbox, 'edits');
  ({ page, work } = suite);
  projectId = await createReadyProject(page, await makeVideo(work), 'edits.mp4', { captions: CAPTIONS });
});

test.afterAll(async () => {
  await suite?.close();
});

const transcriptWord = (text: string) =>
  page.getByRole('listbox', { name: 'Transcript' }).getByRole('option', { name: text, exact: true });

test('should cut the pause from the suggestions and a word by text, play edited time and export the shorter video', async () => {
  test.setTimeout(200_000);
  await page.goto(`/studio/${projectId}?tab=edit`);
  await expect(page.getByRole('tab', { name: 'Edit' })).toHaveAttribute('aria-selected', 'true');
  const silences = page.getByRole('group', { name: /Silences/ });
  await expect(silences).toContainText('1 to cut');
  await expect(page.getByRole('group', { name: /Filler words/ })).toContainText('1 to cut');

  // The pause: one suggestion, cut with its group's "Cut all".
  await silences.getByRole('button', { name: 'Cut all' }).click();
  await expect(silences).toContainText('all 1 cut');
  // The group's buttons went with its last suggestion: the focus is on the group's toggle, which says so.
  await expect(silences.getByRole('button', { name: /^Silences/ })).toBeFocused();

  // A word by text: click it, press Delete; it stays, struck through, and can be put back.
  await transcriptWord('is').click();
  await page.keyboard.press('Delete');
  await expect(transcriptWord('(cut) is')).toHaveAttribute('data-cut', 'true');
  await page.keyboard.press('Delete');
  await expect(transcriptWord('is')).not.toHaveAttribute('data-cut', 'true');
  await page.keyboard.press('Delete');
  await expect(transcriptWord('(cut) is')).toHaveAttribute('data-cut', 'true');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  const saved = (await (
    await page.request.get(`/api/projects/${projectId}/edits`)
  ).json()) as EditListResponse;
  expect(saved.saved).toBe(true);
  const expectedMs = editedDurationMs(playbackRanges(saved.edits));
  // The pause (2.6 s less the 0.25 s kept) and "is" (300 ms and the gaps around it) are gone.
  expect(SOURCE_SECONDS * 1000 - expectedMs).toBeGreaterThan(2350 + 250);
  console.log(`edited length ${expectedMs} ms of ${SOURCE_SECONDS * 1000} ms`);

  // The player shows edited time.
  const seek = page.getByRole('slider', { name: 'Seek' });
  await expect(seek).toHaveAttribute('aria-valuemax', String(Math.round(expectedMs / 1000)));

  await saveScreen(page, 'edit-tab');
  await page.setViewportSize(PHONE);
  // Nothing on the phone layout is wider than the screen.
  const wide = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter(
        (el) => !el.closest('.visually-hidden') && el.getBoundingClientRect().right > window.innerWidth + 1,
      )
      .map((el) => `${el.tagName}.${el.className}`)
      .slice(0, 8),
  );
  expect(wide).toEqual([]);
  await page.getByRole('tab', { name: 'Edit' }).scrollIntoViewIfNeeded();
  await saveScreen(page, 'edit-tab');
  await page.setViewportSize(DESKTOP);

  const download = page.waitForEvent('download', { timeout: 150_000 });
  await page.getByRole('button', { name: /^Export/ }).click();
  const file = path.join(work, 'export.mp4');
  await (await download).saveAs(file);
  const seconds = await probeSeconds(file);
  console.log(`exported ${seconds.toFixed(3)} s, kept total ${(expectedMs / 1000).toFixed(3)} s`);
  expect(Math.abs(seconds * 1000 - expectedMs)).toBeLessThanOrEqual(1000 / 30 + 1);
});

test('should play across the cuts with the seek bar and captions in edited time', async () => {
  test.setTimeout(120_000);
  await page.goto(`/studio/${projectId}`);
  const saved = (await (
    await page.request.get(`/api/projects/${projectId}/edits`)
  ).json()) as EditListResponse;
  const ranges = playbackRanges(saved.edits);
  expect(ranges.length).toBeGreaterThan(2);
  const video = page.locator('.player video[data-shown]');
  await expect(video).toHaveAttribute('data-captions-painted-ms', /\d+/, { timeout: 30_000 });
  const sourceMs = () => video.evaluate((v: HTMLVideoElement) => Math.round(v.currentTime * 1000));
  /** The seek bar and the captions show the edited time of the paused frame (captions: its frame start). */
  const expectEditedTime = async () => {
    const editedMs = sourceToEdited(ranges, await sourceMs());
    await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuenow',
      String(Math.round(editedMs / 1000)),
    );
    await expect
      .poll(async () => Number(await video.getAttribute('data-captions-painted-ms')))
      .toBeGreaterThan(editedMs - 1000 / 30 - 1);
    expect(Number(await video.getAttribute('data-captions-painted-ms'))).toBeLessThanOrEqual(editedMs);
    return editedMs;
  };

  // Play from the start past the first cut (the pause after "home"), then pause.
  const play = page.getByRole('button', { name: 'Play', exact: true });
  await play.click();
  const afterFirstCut = (ranges[1]?.startMs ?? 0) + 300;
  // Paused from inside the page on the first animation frame past the mark: from the test process,
  // a look and a click are round trips that a loaded machine stretches past the 2.4 s left to the
  // edited end, where the video stops by itself and a late Pause click would find nothing to pause.
  await page.evaluate(
    (mark) =>
      new Promise<void>((resolve) => {
        const look = () => {
          const shown = document.querySelector<HTMLVideoElement>('.player video[data-shown]');
          const pause = document.querySelector<HTMLButtonElement>('.player button[aria-label="Pause"]');
          if (shown && pause && shown.currentTime * 1000 > mark) {
            pause.click();
            resolve();
          } else requestAnimationFrame(look);
        };
        look();
      }),
    afterFirstCut,
  );
  await expect(play).toBeVisible();
  // Captions repaint a paused frame after a seek: seek to where it paused.
  await video.evaluate((v: HTMLVideoElement) => {
    const at = v.currentTime;
    v.currentTime = at;
  });
  const source = await sourceMs();
  const edited = await expectEditedTime();
  // The frame shown is a kept one, and edited time is behind source time by what was cut before it.
  expect(ranges.some((r) => source >= r.startMs && source < r.endMs)).toBe(true);
  expect(source - edited).toBeGreaterThan((ranges[1]?.startMs ?? 0) - (ranges[0]?.endMs ?? 0) - 1000 / 30);

  // Play on to the edited end (across the cut "is"): the player stops there by itself. Watched from
  // inside the page: Play turns to Pause only once playback has started (the first start waits for the
  // audio graph), so Play seen from the test process just after the click was still the old button,
  // and the times read then were the paused ones (CI, stop 32).
  await play.click();
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let started = false;
        const button = (label: string) => document.querySelector(`.player button[aria-label="${label}"]`);
        const look = () => {
          started ||= button('Pause') !== null;
          if (started && button('Play')) resolve();
          else requestAnimationFrame(look);
        };
        look();
      }),
  );
  await expect(play).toBeVisible();
  const end = await expectEditedTime();
  const total = editedDurationMs(ranges);
  expect(total - end).toBeLessThanOrEqual(2 * (1000 / 30));
  await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
    'aria-valuenow',
    String(Math.round(total / 1000)),
  );
});

test('should open a ready video’s Edit tab from the dashboard’s AI Edits tile', async () => {
  await page.goto('/project');
  await page.getByRole('button', { name: 'Edit a video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit a video' });
  await expect(dialog.getByRole('link', { name: /edits\.mp4/ })).toBeVisible();
  await saveScreen(page, 'edits-picker');
  await dialog.getByRole('link', { name: /edits\.mp4/ }).click();
  await expect(page).toHaveURL(new RegExp(`/studio/${projectId}\\?tab=edit$`));
  await expect(page.getByRole('tab', { name: 'Edit' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('group', { name: /Silences/ })).toBeVisible();
});

test('should keep an edit made on an older revision and let its owner choose which version wins', async () => {
  await page.goto(`/studio/${projectId}?tab=edit`);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  // Another tab saves a change meanwhile (the list moves on to a newer revision).
  const other = await suite.context.newPage();
  await other.goto(`/studio/${projectId}?tab=edit`);
  await other
    .getByRole('listbox', { name: 'Transcript' })
    .getByRole('option', { name: 'Baking', exact: true })
    .click();
  await other.keyboard.press('Delete');
  await expect(other.getByText('Saved', { exact: true })).toBeVisible();
  await other.close();

  // This tab, still on the older revision, cuts "at": the save is refused and nothing is lost.
  await transcriptWord('at').click();
  await page.keyboard.press('Delete');
  const conflict = page.getByRole('alert').filter({ hasText: 'changed in another tab or window' });
  await expect(conflict).toBeVisible();
  await expect(page.getByText('Not saved', { exact: true })).toBeVisible();
  await expect(transcriptWord('(cut) at')).toHaveAttribute('data-cut', 'true');
  // Keep mine: this tab's list replaces the other one ("Baking" is back, "at" is cut).
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const saved = (await (
    await page.request.get(`/api/projects/${projectId}/edits`)
  ).json()) as EditListResponse;
  const ranges = playbackRanges(saved.edits);
  const kept = (ms: number) => ranges.some((r) => ms >= r.startMs && ms < r.endMs);
  expect(kept(250)).toBe(true); // "Baking"
  expect(kept(1650)).toBe(false); // "at"
});

test('should place zooms on sentence starts and keep them with the edit list', async () => {
  await page.goto(`/studio/${projectId}?tab=edit`);
  await page.getByRole('button', { name: 'Zoom on sentence starts' }).click();
  await expect(page.getByRole('list', { name: 'Zooms' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const saved = (await (
    await page.request.get(`/api/projects/${projectId}/edits`)
  ).json()) as EditListResponse;
  expect(saved.edits.zooms.length).toBeGreaterThan(0);
  expect(saved.edits.zooms[0]?.scale).toBe(1.12);
});

/**
 * Opens the Edit tab through a proxy that holds the answer to the first save (it reaches the server,
 * as on a slow way back), cuts one word, then another while that save is unanswered, and leaves.
 */
async function cutTwiceAndLeave(
  target: string,
  tab: Page,
  id: string,
  words: [string, string],
  leave: () => Promise<unknown>,
): Promise<void> {
  const slow = await startSlowAnswerProxy(
    target,
    (req) => req.method === 'PUT' && req.url === `/api/projects/${id}/edits`,
  );
  try {
    await tab.goto(`${slow.url}/studio/${id}?tab=edit`);
    const word = (text: string) =>
      tab.getByRole('listbox', { name: 'Transcript' }).getByRole('option', { name: text, exact: true });
    await word(words[0]).click();
    await tab.keyboard.press('Delete');
    await slow.firstHeld;
    await word(words[1]).click();
    await tab.keyboard.press('Delete');
    await leave();
    // The cut made while the first save was unanswered is on the server (the keepalive save landed).
    await expect
      .poll(async () => {
        const saved = (await (
          await page.request.get(`/api/projects/${id}/edits`)
        ).json()) as EditListResponse;
        const ranges = playbackRanges(saved.edits);
        const edited = WORDS.filter(([text]) => words.includes(text));
        return edited.filter(([, startMs, endMs]) =>
          ranges.some((r) => (startMs + endMs) / 2 >= r.startMs && (startMs + endMs) / 2 < r.endMs),
        ).length;
      })
      .toBe(0);
  } finally {
    await slow.close();
  }
}

// Saves go one at a time; a cut queued behind a save still answering used to go with the page.
test('should keep a cut queued behind a save still answering when the page is reloaded or closed', async ({
  server,
}) => {
  test.setTimeout(120_000);
  const id = await createReadyProject(page, await makeVideo(work), 'leaving.mp4', { captions: CAPTIONS });
  await cutTwiceAndLeave(server.baseURL, page, id, ['um', 'best'], () => page.reload());
  const closing = await suite.context.newPage();
  await cutTwiceAndLeave(server.baseURL, closing, id, ['at', 'sourdough'], () => closing.close());
  const saved = (await (await page.request.get(`/api/projects/${id}/edits`)).json()) as EditListResponse;
  expect(saved.edits.revision).toBe(4);
});

// The page going cancels a plain request that has not left the browser yet (a loaded machine, a slow
// way out): the last cut's own save, with nothing queued behind it, was lost with the page.
test('should keep a cut whose save had not reached the server when the page was reloaded', async ({
  server,
}) => {
  test.setTimeout(120_000);
  const id = await createReadyProject(page, await makeVideo(work), 'unsent.mp4', { captions: CAPTIONS });
  const edits = `/api/projects/${id}/edits`;
  const slow = await startSlowSendProxy(
    server.baseURL,
    (req) => req.method === 'PUT' && req.url === edits,
    1500,
  );
  try {
    await page.goto(`${slow.url}/studio/${id}?tab=edit`);
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(edits));
    await transcriptWord('um').click();
    await page.keyboard.press('Delete');
    await sent;
    await page.reload();
    const [, startMs, endMs] = WORDS.find(([text]) => text === 'um') ?? ['', 0, 0];
    await expect
      .poll(async () => {
        const saved = (await (await page.request.get(edits)).json()) as EditListResponse;
        const kept = playbackRanges(saved.edits).some(
          (r) => (startMs + endMs) / 2 >= r.startMs && (startMs + endMs) / 2 < r.endMs,
        );
        return { revision: saved.edits.revision, kept };
      })
      .toEqual({ revision: 1, kept: false });
  } finally {
    await slow.close();
  }
});
