/**
 * Upload and media benchmark.
 *  1. A 1 GiB tus upload (a real 10 s clip padded with zeros: the size limit is checked before the
 *     probe, and ffprobe reads the clip and ignores the tail) to a server in its own process, sent in
 *     one streamed PATCH: prints throughput and the server's peak RSS (VmHWM).
 *  2. The media job on a 60 s 1080x1920 30 fps clip: H.264/AAC (remux) and HEVC (transcode).
 *
 *   npx tsx bench/upload/run.ts [--size-mib 1024] [--skip-media]
 * Goals: server peak RSS flat (well under 300 MiB) whatever the upload size; remux in seconds.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { mib } from '../lib.ts';
import { timeMediaJob } from './media-timing.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    'size-mib': { type: 'string', default: '1024' },
    'skip-media': { type: 'boolean', default: false },
  },
});
const sizeBytes = Number(values['size-mib']) * 1024 * 1024;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wordreel-bench-upload-'));

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

/** VmHWM (peak resident set) of a process, from /proc. */
function peakRss(pid: number): number {
  const kb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) * 1024;
}

async function startServer(): Promise<{ url: string; cookie: string; pid: number; stop(): void }> {
  const dataDir = path.join(work, 'data');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'server.ts'), dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      const first = out.split('\n').find((l) => l.startsWith('{'));
      if (first) resolve(first);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  const { url, cookie } = JSON.parse(line) as { url: string; cookie: string };
  return { url, cookie, pid: child.pid ?? 0, stop: () => child.kill('SIGTERM') };
}

function request(
  url: string,
  options: http.RequestOptions,
  body?: fs.ReadStream,
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, options, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    if (body) body.pipe(req);
    else req.end();
  });
}

async function benchUpload(): Promise<void> {
  const clip = path.join(work, 'clip.mp4');
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1080x1920:rate=30:duration=10',
    '-f',
    'lavfi',
    '-i',
    'sine=duration=10',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-movflags',
    '+faststart',
    clip,
  ]);
  const big = path.join(work, 'big.mp4');
  fs.copyFileSync(clip, big);
  fs.truncateSync(big, sizeBytes); // sparse zero padding after the clip

  const server = await startServer();
  const baseline = peakRss(server.pid);
  const tus = { 'Tus-Resumable': '1.0.0', cookie: server.cookie };
  const meta = `filename ${Buffer.from('big.mp4').toString('base64')},videoConfig ${Buffer.from(
    JSON.stringify({ name: 'big.mp4', lang: 'en', orientation: 'portrait' }),
  ).toString('base64')}`;
  const created = await request(`${server.url}/files/`, {
    method: 'POST',
    headers: { ...tus, 'Upload-Length': String(sizeBytes), 'Upload-Metadata': meta },
  });
  if (created.status !== 201) throw new Error(`create failed: ${created.status}`);
  const location = new URL(String(created.headers.location), `${server.url}/files/`).toString();
  const started = process.hrtime.bigint();
  const done = await request(
    location,
    {
      method: 'PATCH',
      headers: {
        ...tus,
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(sizeBytes),
      },
    },
    fs.createReadStream(big, { highWaterMark: 1024 * 1024 }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const peak = peakRss(server.pid);
  server.stop();
  console.log(
    `tus upload of ${mib(sizeBytes)} in one PATCH: ${seconds.toFixed(1)} s, ${mib(sizeBytes / seconds)}/s`,
  );
  console.log(
    `  final PATCH status ${done.status}, project ${String(done.headers['upload-project-id'] ?? '(none)')}`,
  );
  console.log(`  server peak RSS ${mib(peak)} (after boot ${mib(baseline)})`);
}

try {
  await benchUpload();
  if (!values['skip-media']) await timeMediaJob(work);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
