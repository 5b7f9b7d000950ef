import { expect, test } from '../fixtures.ts';
import { createReadyProject, makePortraitVideo, PHONE } from './creator-setup.ts';

const srt = (text: string) => ({
  name: 'talk.srt',
  mimeType: 'application/x-subrip',
  buffer: Buffer.from(text),
});

// The browser, not jsdom: Chromium drops focus to the page when the focused control is disabled or
// removed, which is how "Use script" and the import used to leave a keyboard user at the top.
test('should keep keyboard focus with the captions through a failed import, a script and an import', async ({
  signedInPage,
  workDir,
}) => {
  test.setTimeout(150_000);
  const page = await signedInPage('captionsfocus', PHONE);
  const video = await makePortraitVideo(workDir, 'focus.mp4');
  // No words (a tone has no speech): the notice offers the script and the import up front.
  const projectId = await createReadyProject(page, video, 'Focus after a fix', { captions: [] });
  await page.goto(`/studio/${projectId}?tab=captions`);
  const notice = page.getByRole('region', { name: 'Caption source' });
  await expect(notice).toBeVisible({ timeout: 20_000 });

  // A file that is no subtitle file: the error, and focus back on the import control.
  const importControl = notice.getByLabel('Import SRT or VTT');
  await importControl.focus();
  await importControl.setInputFiles(srt('not subtitles at all'));
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(importControl).toBeFocused();

  // The script: the notice gives way to its disclosure, and focus goes to the new captions.
  await notice.getByRole('textbox').fill('Fresh bread every morning from our kitchen.');
  await notice.getByRole('button', { name: 'Use script' }).focus();
  await page.keyboard.press('Enter');
  const captions = page.getByRole('list', { name: 'Captions' });
  await expect(captions).toBeFocused({ timeout: 60_000 });
  await expect(notice).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /^Caption word/ }).first()).toBeFocused();

  // An import from the disclosure: focus goes to the captions again.
  await page.getByText('Import captions or paste a script').click();
  const again = page.getByLabel('Import SRT or VTT');
  await again.focus();
  await again.setInputFiles(srt('1\n00:00:00,500 --> 00:00:02,000\nHello there\n'));
  await expect(page.getByRole('textbox', { name: 'Caption word Hello' })).toBeVisible();
  await expect(captions).toBeFocused();
});
