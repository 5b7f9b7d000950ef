/**
 * The studio preview playing an edited timeline in Debian's Chromium: how long the picture stalls at
 * each cut. A 20 s 30 fps portrait clip (a frame counter burnt in) gets 8 cuts; the studio plays it
 * from the start (muted), and every presented frame's wall time and media time are recorded with
 * requestVideoFrameCallback. At each cut, the stall is the wall time between the last frame before the
 * jump and the first frame after it, less one frame (what an uncut video would take). Goal: median
 * ≤ 1 frame. Also: frames shown that lie inside a cut (must be 0).
 *
 *   npm run build -w @wordreel/web && npx tsx bench/edits/preview-stalls.ts [--runs 3]
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { parseArgs, promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { EXPORT_FPS, playbackRanges } from '@wordreel/core';
import { startBenchServer } from '../bench-server.ts';
import { loadAverage } from '../lib.ts';
import { insertProject } from '../../apps/server/src/modules/projects/projects.repository.ts';
import { projectKeys } from '../../apps/server/src/storage/storage.ts';
import { createTestUser } from '../../apps/server/test/test-app.ts';

const run = promisify(execFile);
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const SECONDS = 20;
const FRAME_MS = 1000 / EXPORT_FPS;
/** Kept ranges: 8 cuts of 0.4–1.2 s. */
const KEPT = [
  [0, 2000],
  [2600, 4500],
  [5300, 7000],
  [7400, 9000],
  [10200, 11500],
  [12000, 13800],
  [14500, 16000],
  [16600, 18200],
  [19000, 20000],
].map(([startMs, endMs]) => ({ startMs: startMs ?? 0, endMs: endMs ?? 0 }));

interface Shown {
  now: number;
  mediaTime: number;
  /** Drawn into the cover over a cut rather than presented by the video on screen. */
  cover?: true;
}

const server = await startBenchServer('stalls');
const { work, ctx, baseURL } = server;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--autoplay-policy=no-user-gesture-required',
  ],
});

try {
  const user = await createTestUser(ctx);
  const projectId = randomBytes(16).toString('hex');
  await insertProject(ctx.db, {
    id: projectId,
    userId: user.id,
    name: 'stalls.mp4',
    videoConfig: {
      name: 'stalls.mp4',
      lang: 'en',
      orientation: 'portrait',
      duration: SECONDS,
      videoCodec: 'h264',
      fps: EXPORT_FPS,
    },
    status: 'ready',
  });
  // The studio's playable copy as the media job makes it (H.264, +faststart; keyframes every 2 s).
  await ctx.storage.writeAtomic(projectKeys.video(projectId), (tmp) =>
    run('ffmpeg', [
      ...[
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        `testsrc2=s=720x1280:r=${EXPORT_FPS}:d=${SECONDS}`,
      ],
      ...['-f', 'lavfi', '-i', `sine=frequency=220:duration=${SECONDS}`, '-shortest'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-g', '60', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      ...['-movflags', '+faststart', '-f', 'mp4', tmp],
    ]).then(() => undefined),
  );
  await ctx.storage.writeFile(projectKeys.captions(projectId), '[]');
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await context.addCookies(
    user.cookie.split('; ').map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return { name, value, url: baseURL };
    }),
  );
  const page = await context.newPage();
  const saved = await page.request.put(`/api/projects/${projectId}/edits`, {
    data: { baseRevision: 0, kept: KEPT, zooms: [] },
  });
  if (!saved.ok()) throw new Error(`saving the edit list failed: ${await saved.text()}`);
  const ranges = playbackRanges({ kept: KEPT });

  const rangeOf = (ms: number) => ranges.findIndex((r) => ms >= r.startMs - 1 && ms < r.endMs);
  /** Stalls where playback crossed a cut, and at other jumps (frames the compositor dropped under load). */
  const stalls: number[] = [];
  const drops: number[] = [];
  /** Kept frames skipped at a cut: the first frame after it lies this many frames past the range start. */
  const skipped: number[] = [];
  let shownInCuts = 0;
  for (let i = 0; i < Number(values.runs); i++) {
    await page.goto(`/studio/${projectId}`);
    await page.locator('.player video[data-shown]').waitFor({ state: 'attached' });
    // In-page code as text: tsx would wrap named functions in a helper the page does not have.
    // What the viewer sees: a video's frame when it is the one on screen (data-shown) and the cover over
    // a cut (video-pair.ts) is down, and each kept frame drawn into the cover while it is up (the page's
    // drawImage is wrapped to see them, timed like a frame callback: the frame's time, not the call's).
    // The pair's frame callbacks run before these (registered first), so the cover's state read here is
    // the one for this frame.
    const shown = await page.evaluate<Shown[]>(`new Promise((resolve) => {
      const player = document.querySelector('.player');
      const videos = [...document.querySelectorAll('.player video')];
      const cover = document.querySelector('.player .player-cover');
      const active = () => document.querySelector('.player video[data-shown]');
      const frames = [];
      const drawImage = CanvasRenderingContext2D.prototype.drawImage;
      CanvasRenderingContext2D.prototype.drawImage = function (image, ...rest) {
        if (this.canvas === cover && image instanceof VideoFrame)
          frames.push({ now: document.timeline.currentTime, mediaTime: image.timestamp / 1e6, cover: true });
        return drawImage.call(this, image, ...rest);
      };
      let done = false;
      const finish = () => { if (!done) { done = true; resolve(frames); } };
      for (const video of videos) {
        const onFrame = (now, meta) => {
          if (done) return;
          if (video.hasAttribute('data-shown') && cover.hidden) frames.push({ now, mediaTime: meta.mediaTime });
          video.requestVideoFrameCallback(onFrame);
        };
        video.requestVideoFrameCallback(onFrame);
      }
      function start() {
        active().muted = true;
        document.querySelector('.player-controls button[aria-label="Play"]').click();
        const poll = setInterval(() => {
          if (frames.length > 10 && player.dataset.playing === 'false') { clearInterval(poll); finish(); }
        }, 100);
      }
      setTimeout(finish, ${SECONDS * 1000 + 15000});
      const video = active();
      if (video.readyState >= 3) start();
      else video.addEventListener('canplaythrough', start, { once: true });
    })`);
    let cutsCrossed = 0;
    // A frame drawn into the cover again (the outgoing video's last kept frame at a swap) stays on
    // screen from its first drawing.
    const seen = shown.filter((f, k) => k === 0 || f.mediaTime !== shown[k - 1]?.mediaTime);
    for (const [k, f] of seen.entries()) {
      const ms = f.mediaTime * 1000;
      if (rangeOf(ms) < 0) {
        shownInCuts++;
        console.log(`  frame from inside a cut: ${ms.toFixed(1)} ms`);
      }
      const prev = seen[k - 1];
      // A jump: media time moves on by more than two frames between two presented frames.
      if (!prev || (f.mediaTime - prev.mediaTime) * 1000 <= 2 * FRAME_MS) continue;
      const stall = (f.now - prev.now - FRAME_MS) / FRAME_MS;
      const to = rangeOf(ms);
      if (to > rangeOf(prev.mediaTime * 1000)) {
        cutsCrossed++;
        stalls.push(stall);
        const start = ranges[to]?.startMs ?? ms;
        skipped.push(Math.round((ms - start) / FRAME_MS));
      } else drops.push(stall);
    }
    const how = await page.getByTestId('export-frame').getAttribute('data-cut-crossings');
    console.log(
      `run ${i + 1}: ${shown.length} frames shown (${shown.filter((f) => f.cover).length} from the cover), ${cutsCrossed} cuts crossed (${how ?? 'none counted'})`,
    );
  }
  const figures = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
    return `median ${at(0.5).toFixed(2)}, p90 ${at(0.9).toFixed(2)}, max ${(sorted.at(-1) ?? NaN).toFixed(2)}`;
  };
  console.log(
    `cuts ${ranges.length - 1} a run; stalls at cuts (frames beyond one): ${figures(stalls)}; all ${stalls.map((s) => s.toFixed(1)).join(' ')}`,
  );
  console.log(`kept frames skipped after a cut: ${skipped.join(' ')}`);
  console.log(
    `other jumps (frames dropped while playing a range): ${drops.length}${drops.length ? `, ${figures(drops)}` : ''}`,
  );
  console.log(`frames shown from inside a cut: ${shownInCuts} (goal 0); stall goal: median ≤ 1 frame`);
  console.log(`load average: ${loadAverage()}`);
} finally {
  await browser.close();
  await server.close();
  await fs.rm(work, { recursive: true, force: true });
}
