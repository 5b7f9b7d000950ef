import { exportPayloadSchema } from '@wordreel/core';
import { expect, test } from '../fixtures.ts';
import { createReadyProject, makePortraitVideo } from './creator-setup.ts';

// The espeak Hindi fixture's sentence, one word every 400 ms.
const HINDI = 'नमस्ते, आज हम छोटे वीडियो में'.split(' ').map((text, i) => ({
  text: i === 0 ? text : ` ${text}`,
  startMs: i * 400,
  endMs: i * 400 + 350,
  confidence: 0.9,
  timestampMs: i * 400,
}));

test('a Hindi project switches its captions between Devanagari and Hinglish, saved with the style', async ({
  signedInPage,
  workDir,
}) => {
  test.setTimeout(180_000);
  const page = await signedInPage('hinglish');
  const video = await makePortraitVideo(workDir, 'hindi.mp4', 3);
  const projectId = await createReadyProject(page, video, 'Hindi test.mp4', { captions: HINDI, lang: 'hi' });

  await page.goto(`/studio/${projectId}`);
  await page.getByRole('tab', { name: 'Captions' }).click();
  const words = page.getByRole('region', { name: 'Words of this page' });
  const script = page.getByRole('group', { name: 'Caption script' });
  await expect(script.getByRole('radio', { name: /Devanagari/ })).toBeChecked();
  await expect(words.getByRole('button', { name: 'नमस्ते,', exact: true })).toBeVisible();

  await script.getByRole('radio', { name: /Hinglish/ }).check();
  // The page editor shows the pages both renderers draw: now romanised, the same words.
  await expect(words.getByRole('button', { name: 'namaste,', exact: true })).toBeVisible();
  await expect(words.getByRole('button', { name: 'aaj', exact: true })).toBeVisible();
  await expect(words.getByRole('button', { name: 'hum', exact: true })).toBeVisible();
  // The caption words themselves stay as recognised (only the drawing changes).
  await expect(page.locator('.word-chip').first()).toHaveValue('नमस्ते,');

  const savedScript = async () => {
    const project = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as {
      style: unknown;
    };
    const style = exportPayloadSchema.safeParse(project.style);
    return style.success ? (style.data.captionEmphasis?.script ?? 'devanagari') : null;
  };
  await expect.poll(savedScript, { timeout: 15_000 }).toBe('hinglish');

  // Reloaded, the switch and the pages come back as saved; switching back shows Devanagari again.
  await page.reload();
  await page.getByRole('tab', { name: 'Captions' }).click();
  await expect(script.getByRole('radio', { name: /Hinglish/ })).toBeChecked();
  await expect(words.getByRole('button', { name: 'namaste,', exact: true })).toBeVisible();
  await script.getByRole('radio', { name: /Devanagari/ }).check();
  await expect(words.getByRole('button', { name: 'नमस्ते,', exact: true })).toBeVisible();
  await expect.poll(savedScript, { timeout: 15_000 }).toBe('devanagari');
});
