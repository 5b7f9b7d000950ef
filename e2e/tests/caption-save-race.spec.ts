import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { CAPTIONS, createReadyProject, makePortraitVideo } from './creator-setup.ts';
import { startLateDeliveryProxy, startSlowSendProxy } from './slow-network-proxy.ts';

// The studio polls the caption file while the user edits. A poll answered from before a save, but
// delivered after it, must not put the old words back (nor make the next edit build on them).
test('a caption poll that overlaps a save does not undo the edit', async ({ signedInPage, workDir }) => {
  test.setTimeout(120_000);
  const page = await signedInPage('race');
  const projectId = await createReadyProject(page, await makePortraitVideo(workDir, 'race.mp4'), 'Save race');
  await page.goto(`/studio/${projectId}`);
  await page.getByRole('tab', { name: 'Captions' }).click();
  await expect(page.getByRole('textbox', { name: 'Caption word bread' })).toHaveCount(2);

  // The first poll after the first save is held: its answer is taken from the server now (the old words) and delivered only
  // after the edit below has been saved.
  let releasePoll = () => {};
  const pollReleased = new Promise<void>((resolve) => (releasePoll = resolve));
  let pollHeld = () => {};
  const pollStarted = new Promise<void>((resolve) => (pollHeld = resolve));
  let delivered = () => {};
  const pollDelivered = new Promise<void>((resolve) => (delivered = resolve));
  let armed = false;
  let held = false;
  await page.route(`**/public/${projectId}.json`, async (route) => {
    if (!armed || held) return route.continue();
    held = true;
    const before = await route.fetch();
    pollHeld();
    await pollReleased;
    await route.fulfill({ response: before });
    delivered();
  });
  // A first edit, saved: the studio's last-seen file version is now older than the server's file, so
  // the next poll gets a full answer (not a 304).
  await page.getByRole('button', { name: 'Find and replace' }).click();
  await page.getByLabel('Find', { exact: true }).fill('Baking');
  await page.getByLabel('Replace with').fill('Making');
  // Armed the moment the save's answer is seen, so no poll can slip between the two.
  const firstSave = page.waitForResponse((r) => (armed = r.url().endsWith('/update-subtitle') && r.ok()));
  await page.getByRole('button', { name: 'Replace all' }).click();
  await firstSave;

  await pollStarted;

  await page.getByLabel('Find', { exact: true }).fill('bread');
  await page.getByLabel('Replace with').fill('loaf');
  const saved = page.waitForResponse((r) => r.url().endsWith('/update-subtitle') && r.ok());
  await page.getByRole('button', { name: 'Replace all' }).click();
  await saved;
  releasePoll();
  await pollDelivered;

  // The old answer has been seen; wait for the next (unheld) poll too. Had the old answer been taken
  // for the server's file, it would have replaced the list and its history: Undo would be gone.
  await page.waitForResponse((r) => r.url().includes(`/public/${projectId}.json`), { timeout: 15_000 });
  await expect(page.getByRole('textbox', { name: 'Caption word loaf' })).toHaveCount(2);
  const words = (await (await page.request.get(`/public/${projectId}.json`)).json()) as { text: string }[];
  expect(words.filter((w) => w.text.trim() === 'loaf')).toHaveLength(2);
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(page.getByRole('textbox', { name: 'Caption word bread' })).toHaveCount(2);
});

/** A new ready project with these captions (the test ones by default), open on the Captions tab. */
async function openCaptionsTab(
  page: Page,
  workDir: string,
  captions = CAPTIONS,
): Promise<{ page: Page; projectId: string }> {
  const projectId = await createReadyProject(
    page,
    await makePortraitVideo(workDir, 'leaving.mp4'),
    'Leaving',
    {
      captions,
    },
  );
  await showCaptionsTab(page, projectId);
  return { page, projectId };
}

/** The studio of `projectId` on its Captions tab, reached through `origin` (a proxy; the app's own by default). */
async function showCaptionsTab(page: Page, projectId: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/studio/${projectId}`);
  await page.getByRole('tab', { name: 'Captions' }).click();
}

/** 900 words after the 8 of CAPTIONS: about 90 kB of JSON, over the browser's 64 KiB keepalive budget. */
function longFiller(): typeof CAPTIONS {
  return Array.from({ length: 900 }, (_, i) => ({
    text: ` more${i}`,
    startMs: 4400 + i * 10,
    endMs: 4410 + i * 10,
    confidence: 0.9,
    timestampMs: 4400 + i * 10,
  }));
}

/** The words of the project's caption file as the server has it now. */
async function serverWords(page: Page, projectId: string): Promise<string[]> {
  const words = (await (await page.request.get(`/public/${projectId}.json`)).json()) as { text: string }[];
  return words.map((w) => w.text.trim());
}

// A reload or a closed tab blurs nothing, so a word still being typed was lost with the page.
test('a caption word typed and not yet left is kept when the page is reloaded at once', async ({
  signedInPage,
  workDir,
}) => {
  test.setTimeout(120_000);
  const { page, projectId } = await openCaptionsTab(await signedInPage('typed'), workDir);
  await page.getByRole('textbox', { name: 'Caption word home' }).fill('house');
  await page.reload();
  await expect.poll(() => serverWords(page, projectId)).toContain('house');
  await page.getByRole('tab', { name: 'Captions' }).click();
  await expect(page.getByRole('textbox', { name: 'Caption word house' })).toBeVisible();
});

// The caption list of a long video is too big for a request that outlives the page (keepalive), and
// on a slow way out the browser cancels it with the page: the words that changed go instead (061).
test('a word typed into the captions of a long video is kept when the page is reloaded at once', async ({
  signedInPage,
  server,
  workDir,
}) => {
  test.setTimeout(120_000);
  const { page, projectId } = await openCaptionsTab(await signedInPage('long'), workDir, [
    ...CAPTIONS,
    ...longFiller(),
  ]);
  const slow = await startSlowSendProxy(
    server.baseURL,
    (req) => req.method === 'POST' && /\/(update-subtitle|captions\/splice)$/.test(req.url ?? ''),
    1500,
  );
  try {
    await showCaptionsTab(page, projectId, slow.url);
    await page.getByRole('textbox', { name: 'Caption word home' }).fill('house');
    await page.reload();
    await expect.poll(() => serverWords(page, projectId)).toContain('house');
  } finally {
    await slow.close();
  }
  const words = await serverWords(page, projectId);
  expect(words).toHaveLength(908);
  expect(words.slice(0, 8)).toEqual(['Baking', 'bread', 'at', 'house', 'sourdough', 'bread', 'is', 'best']);
  expect(words.at(-1)).toBe('more899');
});

// The page's last edit goes as it leaves (the words that changed), and the save still on the wire
// can reach the server after it: the late save must not undo the last edit (decision 061).
test('a caption save that reaches the server after the one sent as the page went does not undo it', async ({
  signedInPage,
  server,
  workDir,
}) => {
  test.setTimeout(120_000);
  const { page, projectId } = await openCaptionsTab(await signedInPage('late'), workDir, [
    ...CAPTIONS,
    ...longFiller(),
  ]);
  const late = await startLateDeliveryProxy(
    server.baseURL,
    (req) => req.method === 'POST' && (req.url ?? '').endsWith('/update-subtitle'),
  );
  try {
    await showCaptionsTab(page, projectId, late.url);
    const first = page.getByRole('textbox', { name: 'Caption word home' });
    await first.fill('house');
    await first.press('Enter');
    // The whole list with "house" is on the wire; the page goes with "finest" typed meanwhile.
    await late.held;
    await page.getByRole('textbox', { name: 'Caption word best' }).fill('finest');
    await page.reload();
    await expect.poll(() => serverWords(page, projectId)).toContain('finest');
    // Now the first save arrives.
    expect(await late.deliverHeld()).toBe(200);
  } finally {
    await late.close();
  }
  const words = await serverWords(page, projectId);
  expect(words).toHaveLength(908);
  expect(words.slice(0, 8)).toEqual(['Baking', 'bread', 'at', 'house', 'sourdough', 'bread', 'is', 'finest']);
});

// Saves go one at a time; the page going must not wait for the one in flight, or the edits queued
// behind it are lost with the page.
test('caption edits queued behind a save still answering are sent as the page goes', async ({
  signedInPage,
  workDir,
}) => {
  test.setTimeout(120_000);
  const { page, projectId } = await openCaptionsTab(await signedInPage('queued'), workDir);

  // The first save is held unanswered (a slow server); the page goes before it answers.
  let held: Route | undefined;
  let holding = () => {};
  const firstHeld = new Promise<void>((resolve) => (holding = resolve));
  await page.route('**/update-subtitle', async (route) => {
    if (held) return route.continue();
    held = route;
    holding();
  });
  const first = page.getByRole('textbox', { name: 'Caption word home' });
  await first.fill('house');
  await first.press('Enter');
  await firstHeld;
  await page.unroute('**/update-subtitle');
  // Committed with Enter (queued behind the held save), then one typed and left as the page goes.
  const second = page.getByRole('textbox', { name: 'Caption word best' });
  await second.fill('finest');
  await second.press('Enter');
  await page.getByRole('textbox', { name: 'Caption word sourdough' }).fill('rye');
  await page.reload();
  // The held request went with the old page (as the browser cancels it when nothing answered).
  await held?.abort().catch(() => undefined);

  await expect
    .poll(() => serverWords(page, projectId))
    .toEqual(['Baking', 'bread', 'at', 'house', 'rye', 'bread', 'is', 'finest']);
});

// The page going cancels a plain request that has not left the browser yet (a loaded machine, a slow
// way out): the last edit's own save, with nothing queued behind it, was lost with the page.
test('a caption edit whose save had not reached the server is sent again as the page goes', async ({
  signedInPage,
  server,
  workDir,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage('unsent');
  const projectId = await createReadyProject(page, await makePortraitVideo(workDir, 'unsent.mp4'), 'Unsent');
  const slow = await startSlowSendProxy(server.baseURL, (req) => req.url === '/update-subtitle', 1500);
  try {
    await showCaptionsTab(page, projectId, slow.url);
    const word = page.getByRole('textbox', { name: 'Caption word home' });
    await word.fill('house');
    const sent = page.waitForRequest('**/update-subtitle');
    await word.press('Enter');
    await sent;
    await page.reload();
    await expect
      .poll(() => serverWords(page, projectId))
      .toEqual(['Baking', 'bread', 'at', 'house', 'sourdough', 'bread', 'is', 'best']);
  } finally {
    await slow.close();
  }
});
