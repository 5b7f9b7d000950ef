import fsp from 'node:fs/promises';
import path from 'node:path';
import {
  COVER_JPEG_MAX_BYTES,
  COVER_SHAPES,
  FILL_BOX_PASSES,
  FILL_BOX_RADIUS,
  FILL_SCALE,
  buildCoverDocument,
  type CoverShape,
  type CoverSpec,
} from '@wordreel/core';
import { ffmpegBytes, runFfmpeg } from '../media/ffmpeg.ts';

/**
 * The one renderer of covers: ffmpeg takes the moment from the playable copy, fits it to the shape
 * over a blurred fill of itself (the export's look), and libass draws the text with the export's
 * font files. The studio's live preview, the downloads and the MP4's cover picture all come from here.
 */

export interface CoverSource {
  videoPath: string;
  width: number;
  height: number;
}

function filterPath(p: string): string {
  if (!/^[A-Za-z0-9_./+-]+$/.test(p)) throw new Error(`unsafe path for a filtergraph: ${p}`);
  return p;
}

/**
 * The picture chain: fit inside the shape over a quarter-size blurred cover-crop (as the export),
 * then the text in RGB. libass blends straight into RGB here, so colours come out exact (the BT.601
 * problem of `ass` on YUV video does not arise).
 */
export function coverFilter(shape: CoverShape, assPath: string, fontsDir: string, tail = ''): string {
  const { width: W, height: H } = COVER_SHAPES[shape];
  const qw = W / FILL_SCALE;
  const qh = H / FILL_SCALE;
  return [
    `[0:v]split=2[bgsrc][fgsrc]`,
    `[bgsrc]scale=${qw}:${qh}:force_original_aspect_ratio=increase,crop=${qw}:${qh},boxblur=${FILL_BOX_RADIUS}:${FILL_BOX_PASSES},scale=${W}:${H}[bg]`,
    `[fgsrc]scale=${W}:${H}:force_original_aspect_ratio=decrease:force_divisible_by=2[fg]`,
    `[bg][fg]overlay=(W-w)/2:(H-h)/2,format=rgb24,ass=filename=${filterPath(assPath)}:fontsdir=${filterPath(fontsDir)}${tail}[cover]`,
  ].join(';');
}

function seekArgs(source: CoverSource, timeMs: number): string[] {
  return ['-ss', (timeMs / 1000).toFixed(3), '-i', source.videoPath, '-an', '-frames:v', '1'];
}

async function writeDocument(spec: CoverSpec, shape: CoverShape, workDir: string): Promise<string> {
  const { width, height } = COVER_SHAPES[shape];
  const assPath = path.join(workDir, `cover-${shape}.ass`);
  await fsp.writeFile(assPath, buildCoverDocument(spec, width, height));
  return assPath;
}

/** JPEG qualities tried in turn until the file is under the platforms' 2 MB. */
const JPEG_QUALITIES = [2, 4, 7, 12];

/** Renders one shape as PNG and JPEG (≤ 2 MB) into `workDir`; returns their paths. */
export async function renderCoverFiles(
  source: CoverSource,
  spec: CoverSpec,
  shape: CoverShape,
  fontsDir: string,
  workDir: string,
  signal?: AbortSignal,
): Promise<{ png: string; jpg: string }> {
  const assPath = await writeDocument(spec, shape, workDir);
  const png = path.join(workDir, `cover-${shape}.png`);
  await runFfmpeg(
    [
      ...seekArgs(source, spec.timeMs),
      ...['-filter_complex', coverFilter(shape, assPath, fontsDir), '-map', '[cover]'],
      ...['-update', '1', '-c:v', 'png', png],
    ],
    { signal },
  );
  const jpg = path.join(workDir, `cover-${shape}.jpg`);
  for (const q of JPEG_QUALITIES) {
    // From the PNG, so both files are the same picture; full-range 4:2:0, what JPEG readers expect.
    await runFfmpeg(
      ['-i', png, '-update', '1', '-c:v', 'mjpeg', '-q:v', String(q), '-pix_fmt', 'yuvj420p', jpg],
      {
        signal,
      },
    );
    if ((await fsp.stat(jpg)).size <= COVER_JPEG_MAX_BYTES) break;
  }
  return { png, jpg };
}

/** The live preview: the same picture at half size as a JPEG, straight back to the studio. */
export async function renderCoverPreview(
  source: CoverSource,
  spec: CoverSpec,
  shape: CoverShape,
  fontsDir: string,
  workDir: string,
  signal?: AbortSignal,
): Promise<Buffer> {
  const assPath = await writeDocument(spec, shape, workDir);
  const { width, height } = COVER_SHAPES[shape];
  return ffmpegBytes(
    [
      ...seekArgs(source, spec.timeMs),
      ...[
        '-filter_complex',
        coverFilter(shape, assPath, fontsDir, `,scale=${width / 2}:${height / 2}:flags=area`),
      ],
      ...[
        '-map',
        '[cover]',
        '-c:v',
        'mjpeg',
        '-q:v',
        '3',
        '-pix_fmt',
        'yuvj420p',
        '-f',
        'image2pipe',
        'pipe:1',
      ],
    ],
    { signal, maxBytes: COVER_JPEG_MAX_BYTES },
  );
}

/** A still of the video at `timeMs`, `width` wide, as JPEG (candidate tiles in the Thumbnail panel). */
export function renderStill(
  source: CoverSource,
  timeMs: number,
  width: number,
  signal?: AbortSignal,
): Promise<Buffer> {
  return ffmpegBytes(
    [
      ...seekArgs(source, timeMs),
      ...['-vf', `scale=${width}:-2:flags=area`, '-c:v', 'mjpeg', '-q:v', '4', '-pix_fmt', 'yuvj420p'],
      ...['-f', 'image2pipe', 'pipe:1'],
    ],
    { signal, maxBytes: COVER_JPEG_MAX_BYTES },
  );
}

/** The dashboard's picture of the project: the portrait cover 360 px wide, like the media job's thumb. */
export async function renderCoverThumb(pngPath: string, outPath: string): Promise<void> {
  // The storage's temporary name has no extension: say the format.
  await runFfmpeg([
    ...['-i', pngPath, '-vf', 'scale=360:-2:flags=area', '-update', '1'],
    ...['-c:v', 'mjpeg', '-q:v', '4', '-pix_fmt', 'yuvj420p', '-f', 'image2', outPath],
  ]);
}
