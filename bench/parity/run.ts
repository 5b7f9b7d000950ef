/**
 * Preview/export parity: renders chosen frames of a project through the export path (ffmpeg + libass)
 * and screenshots the studio preview (jassub in Debian's Chromium) at the same instants, for every
 * theme, for a portrait source and a landscape source in the portrait frame (the preview's blurred fill
 * against the export's); prints the SSIM of the caption region on luma for each frame. Goal: ≥ 0.99.
 * Then zooms (AI Edits): the landscape source with a cut and a zoom punch-in saved as its edit list,
 * edited frames before, inside (easing in, holding, easing out) and after the zoom, whole-frame SSIM
 * (Y) of the preview (CSS transform) against the export (zoompan). Goal: ≥ 0.98.
 *
 * Then auto-reframe: the landscape source reframed to 9:16 (a hold, a pan, a shot cut, a user
 * keyframe) saved in its edit list, frames in the hold, inside the pan and around the cut, whole-frame
 * SSIM (Y) of the preview (the video placed on core's cropWindowAt window) against the export (crop
 * expression at source time, then scale). Goal: ≥ 0.98.
 *
 *   npm run build -w @wordreel/web && npx tsx bench/parity/run.ts [--frames 3,15,41,60] [--themes mercury,pluto]
 *     [--sources portrait,landscape] [--zoom-frames 44,45,48,60,86,90] [--zooms false]
 *     [--reframe false] [--reframe-frames 10,36,52,90] [--reframe-sources landscape,face]
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import {
  applyTheme,
  captionBand,
  type CaptionList,
  DEFAULT_STYLE,
  editedToSource,
  EXPORT_FPS,
  exportFrame,
  HOOK_STYLES,
  playbackRanges,
  type SaveEditListBody,
  type StyleSettings,
  styleToPayload,
  THEME_IDS,
  type ThemeId,
} from '@wordreel/core';
import { startBenchServer } from '../bench-server.ts';
import { insertProject } from '../../apps/server/src/modules/projects/projects.repository.ts';
import { renderProjectFrames } from '../../apps/server/src/modules/render/render-project.ts';
import { projectKeys } from '../../apps/server/src/storage/storage.ts';
import { makeFaceVideo, WALK_AND_CUT } from '../../apps/server/test/reframe/face-video.ts';
import { createTestUser } from '../../apps/server/test/test-app.ts';
import { ssimY } from '../lib.ts';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  openStudioForCapture,
  seekPreview,
  settledScreenshot,
} from './capture.ts';

const EXPORT_WIDTH = exportFrame('portrait').width;
const EXPORT_HEIGHT = exportFrame('portrait').height;

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    frames: { type: 'string', default: '3,15,30,41,60,85,110' },
    themes: { type: 'string', default: THEME_IDS.join(',') },
    sources: { type: 'string', default: 'portrait,landscape' },
    'zoom-frames': { type: 'string', default: '44,45,47,49,51,60,80,85,87,89,90' },
    zooms: { type: 'string', default: 'true' },
    'zoom-sources': { type: 'string', default: 'detail,landscape' },
    emphasis: { type: 'string', default: 'true' },
    'emphasis-frames': { type: 'string', default: '3,15,30,41,60,85' },
    /** Which emphasis cases to run (comma-separated names); all by default. */
    'emphasis-cases': { type: 'string', default: '' },
    hooks: { type: 'string', default: 'true' },
    reframe: { type: 'string', default: 'true' },
    'reframe-frames': { type: 'string', default: '10,36,45,52,60,75,89,90,100,125' },
    /** The reframe check's source: testsrc2 (fine detail) or the tests' walking face photograph. */
    'reframe-sources': { type: 'string', default: 'landscape,face' },
    /**
     * Diagnosis (not the product): where in each frame the preview is seeked (0.5 = its middle, as
     * everywhere here), and CSS added to the studio page (e.g. `.player video{object-fit:fill}`).
     */
    'reframe-seek-at': { type: 'string', default: '0.5' },
    'reframe-css': { type: 'string', default: '' },
    'hook-frames': { type: 'string', default: '0,2,4,6,10,30,59,60' },
  },
});
/**
 * The edit list of the zoom check: 1.0–1.5 s cut, a 1.2x punch-in over source 2.0–3.5 s, which is
 * edited frames 45–89 (eases in over 45–50, holds, eases out over 84–89).
 */
const ZOOM_EDITS: Omit<SaveEditListBody, 'baseRevision'> = {
  kept: [
    { startMs: 0, endMs: 1000 },
    { startMs: 1500, endMs: 5000 },
  ],
  zooms: [{ startMs: 2000, endMs: 3500, scale: 1.2 }],
};
/**
 * The reframe of the reframe check (1280x720 source, 404 px window): still at 0.3 until 1.2 s, a pan
 * to 0.62 by 2.4 s (about 5.3 source px a frame), held, a shot cut to 0.45 at 3 s, then a slow pan a
 * user keyframe ends at 4.5 s (about 0.6 px a frame: sub-pixel window positions).
 */
const REFRAME = {
  layout: 'follow' as const,
  keyframes: [
    { tMs: 0, x: 0.3 },
    { tMs: 1200, x: 0.3 },
    { tMs: 2400, x: 0.62 },
    { tMs: 3000, x: 0.45, cut: true },
    { tMs: 4500, x: 0.52, user: true },
  ],
};
const frames = values.frames.split(',').map(Number);
const themes = values.themes.split(',') as ThemeId[];
/** The source clips: a flat portrait picture, and a detailed 16:9 one the export fits over a blurred fill. */
const SOURCES: Record<string, string> = {
  portrait: `color=c=0x345678:s=1080x1920:r=${EXPORT_FPS}:d=5`,
  landscape: `testsrc2=s=1280x720:r=${EXPORT_FPS}:d=5`,
  /** A detailed picture that fills the portrait frame (the zoom check's; no fill to blur). */
  detail: `testsrc2=s=1080x1920:r=${EXPORT_FPS}:d=5`,
};
const sources = values.sources.split(',').filter((name) => name in SOURCES);

/** Two pages of words; frames 3 and 41 fall inside a page's 5-frame entry animation. */
const CAPTIONS: CaptionList = [
  ['Baking', 0, 500],
  [' bread', 500, 1000],
  [' at', 1000, 1300],
  [' home', 1300, 2000],
  [' sourdough', 2200, 2800],
  [' bread', 2800, 3400],
  [' is', 3400, 3700],
  [' the', 3700, 3900],
  [' best', 3900, 4400],
].map(([text, startMs, endMs]) => ({
  text: String(text),
  startMs: Number(startMs),
  endMs: Number(endMs),
  confidence: 1,
  timestampMs: Number(startMs),
}));

/** SSIM (Y) of a horizontal band of two same-sized images. */
function bandSsim(a: string, b: string, top: number, height: number): Promise<number> {
  return ssimY(
    a,
    b,
    `scale=${EXPORT_WIDTH}:${EXPORT_HEIGHT},format=gray,crop=${EXPORT_WIDTH}:${height}:0:${top}`,
  );
}

const server = await startBenchServer('parity');
const { work, ctx, baseURL } = server;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/**
 * Screenshots the studio preview of a project at the middle of each export frame (the browser then
 * shows exactly that frame), after `sourceSeconds` maps the frame to the source time the <video>
 * plays; the files go to `dir` as browser-{frame}.png.
 */
async function capturePreview(
  page: Page,
  projectId: string,
  frameNumbers: readonly number[],
  dir: string,
  sourceSeconds: (frame: number) => number = (frame) => (frame + 0.5) / EXPORT_FPS,
  css = '',
): Promise<string[]> {
  await openStudioForCapture(page, projectId);
  if (css) await page.addStyleTag({ content: css });
  const shots: string[] = [];
  for (const frame of frameNumbers) {
    await seekPreview(page, sourceSeconds(frame));
    const shot = path.join(dir, `browser-${frame}.png`);
    await fs.writeFile(shot, await settledScreenshot(page));
    shots.push(shot);
  }
  return shots;
}

/** The exported frame and the screenshot of frame i, or an error naming the frame that is missing. */
function pair(
  exported: readonly string[],
  shots: readonly string[],
  i: number,
  frame: number,
): [string, string] {
  const e = exported[i];
  const b = shots[i];
  if (!e || !b) throw new Error(`frame ${frame} was not rendered`);
  return [e, b];
}

/** The reframe tests' video: a real face photograph walking across photographs, a hard cut at 3 s. */
let faceWalk: Promise<string> | undefined;
function walkingFaceVideo(): Promise<string> {
  faceWalk ??= (async () => {
    const file = path.join(work, 'face-walk.mp4');
    await makeFaceVideo({ ...WALK_AND_CUT, preset: 'veryfast', crf: 23 }, file);
    return file;
  })();
  return faceWalk;
}

const wholeFrame = `scale=${EXPORT_WIDTH}:${EXPORT_HEIGHT},format=gray`;

try {
  const user = await createTestUser(ctx);
  const makeProject = async (source: string, captions: unknown = CAPTIONS): Promise<string> => {
    const projectId = randomBytes(16).toString('hex');
    // The probed facts the media job would store: the edits API needs the length.
    const videoConfig = {
      name: `parity-${source}.mp4`,
      lang: 'en' as const,
      orientation: 'portrait' as const,
      duration: 5,
      videoCodec: 'h264',
      fps: EXPORT_FPS,
      ...(source === 'landscape' || source === 'face-walk' ? { width: 1280, height: 720 } : {}),
    };
    await insertProject(ctx.db, {
      id: projectId,
      userId: user.id,
      name: videoConfig.name,
      videoConfig,
      status: 'ready',
    });
    const faceVideo = source === 'face-walk' ? await walkingFaceVideo() : null;
    await ctx.storage.writeAtomic(
      projectKeys.video(projectId),
      (tmp) => faceVideo ? fs.copyFile(faceVideo, tmp) :
      run('ffmpeg', [
        '-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', SOURCES[source] ?? '',
        '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-f', 'mp4', tmp,
      ]).then(() => undefined), // prettier-ignore
    );
    await ctx.storage.writeFile(projectKeys.captions(projectId), JSON.stringify(captions));
    return projectId;
  };

  // The preview box is 405x720 CSS px; this scale makes its screenshot 1080x1920 like the export.
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    deviceScaleFactor: EXPORT_HEIGHT / 720,
  });
  await context.addCookies(
    user.cookie.split('; ').map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return { name, value, url: baseURL };
    }),
  );
  const page = await context.newPage();

  console.log(`frames ${frames.join(', ')} of a ${EXPORT_WIDTH}x${EXPORT_HEIGHT} ${EXPORT_FPS} fps clip`);
  let worst = 1;
  let worstWhole = 1;
  for (const source of sources) {
    const projectId = await makeProject(source);
    console.log(`${source} source in the portrait frame: caption-band SSIM (Y), goal ≥ 0.99; whole frame`);
    console.log(
      'theme     band min  per frame                                            whole min  per frame',
    );
    for (const theme of themes) {
      const style = applyTheme(DEFAULT_STYLE, theme);
      const payload = styleToPayload(style, projectId, { orientation: 'portrait' });
      const dir = path.join(work, source, theme);
      await fs.mkdir(dir, { recursive: true });
      const exported = await renderProjectFrames(ctx, projectId, payload, frames, dir);
      const saved = await page.request.put(`/api/projects/${projectId}`, { data: payload });
      if (!saved.ok()) throw new Error(`saving the style failed: ${await saved.text()}`);
      const shots = await capturePreview(page, projectId, frames, dir);
      const centre = Math.round((style.yPos / 100) * EXPORT_HEIGHT);
      const band = Math.round(EXPORT_HEIGHT * 0.2);
      const scores: number[] = [];
      const whole: number[] = [];
      for (const [i, frame] of frames.entries()) {
        const [e, b] = pair(exported, shots, i, frame);
        scores.push(await bandSsim(e, b, Math.max(0, centre - band / 2), band));
        whole.push(await ssimY(e, b, wholeFrame));
      }
      const min = Math.min(...scores);
      worst = Math.min(worst, min);
      worstWhole = Math.min(worstWhole, ...whole);
      const list = (xs: number[]) => xs.map((s) => s.toFixed(4)).join(' ');
      console.log(
        `${theme.padEnd(9)} ${min.toFixed(4)}    ${list(scores)}    ${Math.min(...whole).toFixed(4)}     ${list(whole)}`,
      );
    }
  }
  console.log(`worst band ${worst.toFixed(4)} (goal ≥ 0.99), worst whole frame ${worstWhole.toFixed(4)}`);
  console.log(`images kept in ${work}`);

  if (values.emphasis !== 'false') {
    // Caption emphasis: emoji, highlighted words (with pop), one word at a time, a dragged position.
    // The band is core's captionBand for the case (it covers the emoji above the text).
    // The Hinglish page: the espeak Hindi fixture's words (a Hindi project shown romanised).
    const spoken = (sentence: string) =>
      sentence.split(' ').map((text, i) => ({
        text: i === 0 ? text : ` ${text}`,
        startMs: i * 450,
        endMs: i * 450 + 400,
        confidence: 1,
        timestampMs: i * 450,
      }));
    const hindi = spoken('नमस्ते, आज हम छोटे वीडियो में शब्द दर शब्द');
    // Script fonts: the same sentence in Arabic and Hebrew (right to left, the spoken word coloured).
    const arabic = spoken('مرحبا بكم، اليوم نصنع فيديو قصيرا كلمة بكلمة');
    const hebrew = spoken('שלום, היום נעשה סרטון קצר מילה אחר מילה');
    const variants: {
      name: string;
      emphasis: Partial<StyleSettings['emphasis']>;
      position?: { xPos: number; yPos: number };
      captions?: typeof hindi;
    }[] = [
      { name: 'emoji', emphasis: { emojiAuto: true } },
      { name: 'emoji-after', emphasis: { emojiAuto: true, emojiPlacement: 'after' as const } },
      { name: 'highlight', emphasis: { highlightAuto: true, highlightPop: 1.2 } },
      { name: 'one-word', emphasis: { oneWord: true } },
      { name: 'word-box', emphasis: { activeWordBox: true } },
      { name: 'dragged', emphasis: {}, position: { xPos: 30, yPos: 38 } },
      { name: 'hinglish', emphasis: { script: 'hinglish' as const }, captions: hindi },
      { name: 'devanagari', emphasis: {}, captions: hindi },
      { name: 'arabic', emphasis: {}, captions: arabic },
      { name: 'hebrew', emphasis: {}, captions: hebrew },
    ];
    const cases: { name: string; style: StyleSettings; captions?: typeof hindi }[] = variants.map((c) => {
      const base = applyTheme(DEFAULT_STYLE, 'mercury');
      return {
        name: c.name,
        style: { ...base, ...c.position, emphasis: { ...base.emphasis, ...c.emphasis } },
        ...(c.captions && { captions: c.captions }),
      };
    });
    const emphasisFrames = values['emphasis-frames'].split(',').map(Number);
    const sharedProject = await makeProject('portrait');
    console.log('emphasis (mercury, portrait source), caption-band SSIM (Y)');
    console.log('case          min SSIM  per frame');
    const only = values['emphasis-cases'].split(',').filter(Boolean);
    for (const { name, style, captions } of cases.filter((c) => only.length === 0 || only.includes(c.name))) {
      const projectId = captions ? await makeProject('portrait', captions) : sharedProject;
      const payload = styleToPayload(style, projectId, { orientation: 'portrait' });
      const dir = path.join(work, `emphasis-${name}`);
      await fs.mkdir(dir, { recursive: true });
      const exported = await renderProjectFrames(ctx, projectId, payload, emphasisFrames, dir);
      const saved = await page.request.put(`/api/projects/${projectId}`, { data: payload });
      if (!saved.ok()) throw new Error(`saving the style failed: ${await saved.text()}`);
      const band = captionBand({ captions: captions ?? CAPTIONS, style, ...exportFrame('portrait') });
      if (!band) throw new Error('no caption band');
      const shots = await capturePreview(page, projectId, emphasisFrames, dir);
      // The whole studio as a person sees it, with the case's second word spoken, to look at.
      const studio = await context.newPage();
      await studio.goto(`/studio/${projectId}`);
      await studio
        .locator('.player canvas.player-captions:not(.player-emoji)')
        .waitFor({ state: 'attached' });
      await studio.waitForTimeout(1500);
      await seekPreview(studio, 0.5);
      await studio.waitForTimeout(800);
      await studio.screenshot({ path: path.join(dir, 'studio.png'), scale: 'css' });
      await studio.close();
      const scores: number[] = [];
      for (const [i, frame] of emphasisFrames.entries()) {
        const [e, b] = pair(exported, shots, i, frame);
        scores.push(await bandSsim(e, b, band.top, band.height));
      }
      const min = Math.min(...scores);
      worst = Math.min(worst, min);
      console.log(`${name.padEnd(13)} ${min.toFixed(4)}    ${scores.map((s) => s.toFixed(4)).join(' ')}`);
    }
    console.log(`worst with emphasis ${worst.toFixed(4)} (goal ≥ 0.99)`);
  }

  if (values.hooks !== 'false') {
    // Hook titles: each style for 2 s at 20 % height over the portrait source; frames inside the pop
    // and typewriter animations, the last hook frame (59) and the first without it (60).
    const hookFrames = values['hook-frames'].split(',').map(Number);
    const projectId = await makeProject('portrait');
    const style = applyTheme(DEFAULT_STYLE, 'mercury');
    const payload = styleToPayload(style, projectId, { orientation: 'portrait' });
    await page.request.put(`/api/projects/${projectId}`, { data: payload });
    console.log('hook titles (mercury, portrait source), hook-band SSIM (Y)');
    console.log('style         min SSIM  per frame');
    for (const hookStyle of HOOK_STYLES) {
      const hook = {
        text: 'Stop scrolling: this really works',
        style: hookStyle,
        yPos: 20,
        durationMs: 2000,
      };
      const saved = await page.request.put(`/api/projects/${projectId}/hook`, { data: { hook } });
      if (!saved.ok()) throw new Error(`saving the hook failed: ${await saved.text()}`);
      const dir = path.join(work, `hook-${hookStyle}`);
      await fs.mkdir(dir, { recursive: true });
      const exported = await renderProjectFrames(ctx, projectId, payload, hookFrames, dir);
      const shots = await capturePreview(page, projectId, hookFrames, dir);
      // Two lines of 7 % em around 20 % of the height, with the outline and the pop's 110 %.
      const top = Math.round(EXPORT_HEIGHT * 0.2 - 200);
      const scores: number[] = [];
      for (const [i, frame] of hookFrames.entries()) {
        const [e, b] = pair(exported, shots, i, frame);
        scores.push(await bandSsim(e, b, top, 400));
      }
      const min = Math.min(...scores);
      worst = Math.min(worst, min);
      console.log(
        `${hookStyle.padEnd(13)} ${min.toFixed(4)}    ${scores.map((s) => s.toFixed(4)).join(' ')}`,
      );
    }
    await page.request.put(`/api/projects/${projectId}/hook`, { data: { hook: null } });
    console.log(`worst with hooks ${worst.toFixed(4)} (goal ≥ 0.99)`);
  }

  if (values.reframe !== 'false') {
    const reframeFrames = values['reframe-frames'].split(',').map(Number);
    for (const source of values['reframe-sources'].split(',')) {
      const projectId = source === 'face' ? await makeProject('face-walk') : await makeProject(source);
      const saved = await page.request.put(`/api/projects/${projectId}/edits`, {
        data: { baseRevision: 0, kept: [{ startMs: 0, endMs: 5000 }], zooms: [], reframe: REFRAME },
      });
      if (!saved.ok()) throw new Error(`saving the reframe failed: ${await saved.text()}`);
      const style = applyTheme(DEFAULT_STYLE, 'mercury');
      const payload = styleToPayload(style, projectId, { orientation: 'portrait' });
      await page.request.put(`/api/projects/${projectId}`, { data: payload });
      const dir = path.join(work, `reframe-${source}`);
      await fs.mkdir(dir, { recursive: true });
      const exported = await renderProjectFrames(ctx, projectId, payload, reframeFrames, dir);
      const seekAt = Number(values['reframe-seek-at']);
      const shots = await capturePreview(
        page,
        projectId,
        reframeFrames,
        dir,
        (frame) => (frame + seekAt) / EXPORT_FPS,
        values['reframe-css'],
      );
      const scores: number[] = [];
      for (const [i, frame] of reframeFrames.entries()) {
        const [e, b] = pair(exported, shots, i, frame);
        scores.push(await ssimY(e, b, wholeFrame));
      }
      console.log(
        `auto-reframe 9:16 (hold, pan 36-72, cut at 90, slow pan), ${source} source, whole-frame SSIM (Y)`,
      );
      console.log(reframeFrames.map((f, i) => `${f}: ${(scores[i] ?? 0).toFixed(4)}`).join('  '));
      console.log(`reframe worst ${Math.min(...scores).toFixed(4)} (goal ≥ 0.98)`);
    }
  }

  if (values.zooms !== 'false') {
    // Zoom punch-ins: the same frames of the edited video, preview against export, whole frame.
    const zoomFrames = values['zoom-frames'].split(',').map(Number);
    const ranges = playbackRanges(ZOOM_EDITS);
    // The middle of edited frame n, as a source time (the <video> plays the source).
    const sourceSeconds = (frame: number) =>
      editedToSource(ranges, ((frame + 0.5) * 1000) / EXPORT_FPS) / 1000;
    for (const source of values['zoom-sources'].split(',').filter((name) => name in SOURCES)) {
      const projectId = await makeProject(source);
      const saved = await page.request.put(`/api/projects/${projectId}/edits`, {
        data: { baseRevision: 0, ...ZOOM_EDITS },
      });
      if (!saved.ok()) throw new Error(`saving the edit list failed: ${await saved.text()}`);
      const style = applyTheme(DEFAULT_STYLE, 'mercury');
      const payload = styleToPayload(style, projectId, { orientation: 'portrait' });
      await page.request.put(`/api/projects/${projectId}`, { data: payload });
      const dir = path.join(work, `zoom-${source}`);
      await fs.mkdir(dir, { recursive: true });
      const exported = await renderProjectFrames(ctx, projectId, payload, zoomFrames, dir);
      const shots = await capturePreview(page, projectId, zoomFrames, dir, sourceSeconds);
      const scores: number[] = [];
      for (const [i, frame] of zoomFrames.entries()) {
        const [e, b] = pair(exported, shots, i, frame);
        scores.push(await ssimY(e, b, wholeFrame));
      }
      console.log(`zoom punch-in (1.2x, edited frames 45-89), ${source} source, whole-frame SSIM (Y)`);
      console.log(zoomFrames.map((f, i) => `${f}: ${(scores[i] ?? 0).toFixed(4)}`).join('  '));
      console.log(`zoom worst ${Math.min(...scores).toFixed(4)} (goal ≥ 0.98)`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
