import fs from 'node:fs/promises';
import type { CaptionItem, CreatedWebhookEndpoint } from '@wordreel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../projects/project-helpers.ts';
import { makeClip, payloadFor } from '../render/render-fixtures.ts';
import { createTestApp, createTestUser, type TestApp } from '../test-app.ts';
import { startReceiver, waitUntil } from './webhook-receiver.ts';

/**
 * The whole flow by API key over real HTTP (no browser, no session after the key is made): tus upload →
 * `project.ready` and `captions.ready` webhooks → captions edited → SRT → export → `render.done`
 * webhook → download, every webhook verified with the library's own verifier, and the credits each
 * step costs read back through the API.
 */
describe('API-only walk', () => {
  let t: TestApp;
  let base: string;
  let key: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    t = await createTestApp({
      db: 'sqlite',
      env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_DELAY_MS: '50', RENDER_X264_PRESET: 'superfast' },
    });
    await t.ctx.jobs.start();
    base = await listen(t);
    receiver = await startReceiver();
    // The one step a person does on the website: make the key.
    const user = await createTestUser(t.ctx);
    const minted = await fetch(`${base}/api/users/api-key`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'sec-fetch-site': 'same-origin' },
    });
    key = ((await minted.json()) as { key: string }).key;
  }, 120_000);
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${key}`, ...(init.headers as Record<string, string>) },
    });
  const json = (body: unknown) => ({ 'content-type': 'application/json', body: JSON.stringify(body) });
  const event = (type: string, projectId: string) =>
    receiver.received.find((m) => {
      const body = JSON.parse(m.body) as { type: string; data: { projectId: string } };
      return body.type === type && body.data.projectId === projectId;
    });

  it('should take a video from upload to downloaded export with only an API key, webhooks included', async () => {
    const hookRes = await call('/api/webhooks', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        url: receiver.url,
        events: ['project.ready', 'captions.ready', 'render.done', 'render.failed'],
      }),
    });
    expect(hookRes.status).toBe(201);
    const endpoint = (await hookRes.json()) as CreatedWebhookEndpoint;
    const balance = async () =>
      ((await (await call('/api/users/credits')).json()) as { credits: number }).credits;
    const startCredits = await balance();

    // tus 1.0: create, then send every byte in one PATCH.
    const bytes = await fs.readFile(await makeClip({ audio: 'tone', seconds: 2 }));
    const videoConfig = JSON.stringify({ name: 'walk.mp4', lang: 'en', orientation: 'portrait' });
    const meta = [
      `filename ${Buffer.from('walk.mp4').toString('base64')}`,
      `videoConfig ${Buffer.from(videoConfig).toString('base64')}`,
    ];
    const created = await call('/files', {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(bytes.length),
        'upload-metadata': meta.join(','),
      },
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location')!, base);
    const patched = await call(location.pathname, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: bytes,
    });
    expect(patched.status).toBe(204);
    const projectId = patched.headers.get('upload-project-id')!;
    expect(projectId).toMatch(/^[0-9a-f]{32}$/);
    // Captions of a 2 s video: one started minute, one credit.
    expect(await balance()).toBe(startCredits - 1);

    const ready = await waitUntil(
      () => Promise.resolve(event('project.ready', projectId)),
      'project.ready',
      60_000,
    );
    const captionsReady = await waitUntil(
      () => Promise.resolve(event('captions.ready', projectId)),
      'captions.ready',
      90_000,
    );
    for (const message of [ready, captionsReady]) {
      expect(receiver.verify(endpoint.secret, message)).toMatchObject({ data: { projectId } });
    }
    const project = (await (await call(`/api/projects/${projectId}`)).json()) as { status: string };
    expect(project.status).toBe('ready');

    // Captions: replace them, then read them back as SRT.
    const captions: CaptionItem[] = [
      { text: 'Hello', startMs: 0, endMs: 600, confidence: 1, timestampMs: 0 },
      { text: ' API', startMs: 600, endMs: 1200, confidence: 1, timestampMs: 600 },
    ];
    const edited = await call('/update-subtitle', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: projectId, subtitleData: captions }),
    });
    expect(edited.status).toBe(200);
    const srt = await (await call(`/api/projects/${projectId}/captions.srt`)).text();
    expect(srt).toContain('Hello API');

    // Export with the spec's colour names, idempotently.
    const exportBody = json({ ...payloadFor(projectId), fontColor: 'white' });
    const started = await call('/render', {
      method: 'POST',
      headers: { 'content-type': exportBody['content-type'], 'idempotency-key': 'walk-export-1' },
      body: exportBody.body,
    });
    expect(started.status).toBe(202);
    const replay = await call('/render', {
      method: 'POST',
      headers: { 'content-type': exportBody['content-type'], 'idempotency-key': 'walk-export-1' },
      body: exportBody.body,
    });
    expect(replay.status).toBe(202);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // The export's minute is charged once, however often the start is retried.
    expect(await balance()).toBe(startCredits - 2);

    const done = await waitUntil(
      () => Promise.resolve(event('render.done', projectId)),
      'render.done',
      120_000,
    );
    const doneEvent = receiver.verify(endpoint.secret, done) as {
      type: string;
      data: { projectId: string; state: string; downloadUrl: string };
    };
    expect(doneEvent).toMatchObject({ type: 'render.done', data: { projectId, state: 'done' } });
    expect(doneEvent.data.downloadUrl.endsWith(`/download/${projectId}.mp4`)).toBe(true);
    const download = await call(`/download/${projectId}.mp4`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    const file = new Uint8Array(await download.arrayBuffer());
    expect(Buffer.from(file.subarray(4, 8)).toString('latin1')).toBe('ftyp');

    // The delivery log says the same, for the key's owner.
    const log = (await (await call(`/api/webhooks/${endpoint.id}/deliveries`)).json()) as {
      deliveries: { eventType: string; status: string }[];
    };
    expect(
      log.deliveries
        .filter((d) => d.status === 'succeeded')
        .map((d) => d.eventType)
        .sort(),
    ).toEqual(expect.arrayContaining(['captions.ready', 'project.ready', 'render.done']));
  }, 300_000);
});
