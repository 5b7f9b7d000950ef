import fs from 'node:fs/promises';
import { exportPayloadSchema } from '@wordreel/core';
import type { LlmRequest } from '../../apps/server/test/llm/fake-llm-server.ts';
import { expect, test } from '../fixtures.ts';
import { createReadyProject, makePortraitVideo, saveScreen } from './creator-setup.ts';

/** The local model's Spanish: word by word from a small table (the e2e captions' words). */
const SPANISH: Record<string, string> = {
  baking: 'Horneando',
  bread: 'pan',
  at: 'en',
  home: 'casa',
  sourdough: 'masa madre',
  is: 'es',
  best: 'lo mejor',
};

function spanish(request: LlmRequest) {
  const asked = JSON.parse(request.body.messages.at(-1)?.content ?? '{}') as {
    pages: { id: string; text: string }[];
  };
  const pages = asked.pages.map((p) => ({
    id: p.id,
    text: p.text
      .split(/\s+/)
      .map((w) => SPANISH[w.toLowerCase()] ?? w)
      .join(' '),
  }));
  return { content: JSON.stringify({ pages }) };
}

test.use({ llm: { answer: spanish } });

test('translates the captions into Spanish, exports that track and downloads its SRT', async ({
  signedInPage,
  workDir,
}) => {
  test.setTimeout(240_000);
  const page = await signedInPage('translate');
  const video = await makePortraitVideo(workDir, 'bread.mp4', 5);
  const projectId = await createReadyProject(page, video, 'Bread.mp4');

  await page.goto(`/studio/${projectId}`);
  await page.getByRole('tab', { name: 'Captions' }).click();
  const panel = page.getByRole('region', { name: 'Translated captions' });
  await panel.getByLabel('Language').selectOption({ label: 'Spanish' });
  await panel.getByRole('button', { name: 'Translate', exact: true }).click();

  const row = panel.locator('.translation-row[data-track-language="es"]');
  await expect(row.getByText(/^\d+ pages$/)).toBeVisible({ timeout: 30_000 });
  const spanishChoice = row.getByRole('radio', { name: /Spanish/ });
  await spanishChoice.check();
  await expect(spanishChoice).toBeChecked();
  await expect(panel.getByRole('radio', { name: 'Original captions' })).not.toBeChecked();

  // The choice is kept with the style: the export payload names the track.
  const savedTrack = async () => {
    const project = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as {
      style: unknown;
    };
    const style = exportPayloadSchema.safeParse(project.style);
    return style.success ? (style.data.captionTrack ?? null) : null;
  };
  await expect.poll(savedTrack, { timeout: 15_000 }).not.toBeNull();

  await panel.scrollIntoViewIfNeeded();
  await saveScreen(page, 'studio-translated-captions');

  // The track's SRT: the Spanish words at the source pages' times (pages of words within 1.2 s).
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: 'SRT' }).click();
  const file = await (await download).path();
  const srt = await fs.readFile(file, 'utf8');
  expect((await download).suggestedFilename()).toBe('Bread.es.srt');
  expect(srt).toBe(
    [
      '1\n00:00:00,000 --> 00:00:01,300\nHorneando pan en\n',
      '2\n00:00:01,300 --> 00:00:02,800\ncasa masa madre\n',
      '3\n00:00:02,800 --> 00:00:05,600\npan es lo mejor\n',
    ].join('\n'),
  );
  expect(srt).not.toMatch(/Baking|sourdough/);

  // Export with the track chosen: it renders and serves the file.
  const exportButton = page.getByRole('button', { name: /^Export/ });
  const exported = page.waitForEvent('download', { timeout: 180_000 });
  await exportButton.click();
  expect((await exported).suggestedFilename()).toBe('Bread.mp4');
  const status = (await (await page.request.get(`/api/projects/${projectId}/render`)).json()) as {
    state: string;
  };
  expect(status.state).toBe('done');
});
