import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { downloadModel } from '../../src/modules/speech/model-download.service.ts';
import { runProcess, type ProcessError } from '../../src/process/run-process.ts';
import { listInstalledModels } from '../../src/modules/speech/whisper-models.ts';
import { fixtureDir } from '../fixture-dir.ts';

const body = Buffer.from('a small stand-in for a ggml model file\n'.repeat(2000));
const sha256 = createHash('sha256').update(body).digest('hex');

describe('the models command', () => {
  let server: http.Server;
  let baseUrl: string;
  let dir: string;
  const requests: string[] = [];
  const ranges: string[] = [];
  let dropping: http.ServerResponse | null = null;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push(req.url ?? '');
      if (req.url === '/models/ggml-tiny.en.bin') {
        res.writeHead(200, { 'content-length': body.length });
        res.end(body);
      } else if (req.url === '/models/ggml-base.bin') {
        ranges.push(req.headers.range ?? '');
        const from = Number(/^bytes=(\d+)-$/.exec(req.headers.range ?? '')?.[1] ?? 0);
        if (from === 0) {
          res.writeHead(200, { 'content-length': body.length });
          // The first try is cut off after 1000 bytes: the test drops the connection once the
          // client has them.
          res.write(body.subarray(0, 1000));
          dropping = res;
        } else {
          res.writeHead(206, {
            'content-length': body.length - from,
            'content-range': `bytes ${from}-${body.length - 1}/${body.length}`,
          });
          res.end(body.subarray(from));
        }
      } else if (req.url === '/models/ggml-small.bin') {
        // A server that ignores Range and always sends the whole file.
        res.writeHead(200, { 'content-length': body.length });
        res.end(body);
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/models`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  // Each test has a models folder of its own and a server that has seen no request yet.
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-models-'));
    requests.length = 0;
    ranges.length = 0;
    dropping = null;
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  /** A model in `dir` as a finished download leaves it. */
  const installed = (variant: string) => fs.writeFile(path.join(dir, `ggml-${variant}.bin`), body);

  it('should download a model, check its sha256 and rename it into place', async () => {
    const progress: [number, number | null][] = [];
    const result = await downloadModel('tiny.en', {
      baseUrl,
      modelsDir: dir,
      sha256,
      onProgress: (received, total) => progress.push([received, total]),
    });
    expect(result).toEqual({ file: path.join(dir, 'ggml-tiny.en.bin'), downloaded: true, resumedFrom: 0 });
    expect(progress.at(-1)).toEqual([body.length, body.length]);
    expect(await fs.readFile(result.file)).toEqual(body);
    expect(await fs.readdir(dir)).toEqual(['ggml-tiny.en.bin']);
    expect((await listInstalledModels(dir)).map((m) => m.name)).toEqual(['tiny.en']);
  });

  it('should keep a model already installed with the right checksum', async () => {
    await installed('tiny.en');
    const before = requests.length;
    const result = await downloadModel('tiny.en', { baseUrl, modelsDir: dir, sha256 });
    expect(result.downloaded).toBe(false);
    expect(requests.length).toBe(before);
  });

  it('should discard a download whose checksum does not match', async () => {
    const other = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-models-'));
    await expect(
      downloadModel('tiny.en', { baseUrl, modelsDir: other, sha256: '0'.repeat(64) }),
    ).rejects.toThrow(/does not match its checksum/);
    expect(await fs.readdir(other)).toEqual([]);
    await fs.rm(other, { recursive: true, force: true });
  });

  it('should keep only a hidden part when the connection drops, and resume it with a Range request', async () => {
    await installed('tiny.en');
    const first = downloadModel('base', {
      baseUrl,
      modelsDir: dir,
      sha256,
      onProgress: (received) => {
        if (received >= 1000) dropping?.destroy();
      },
    });
    await expect(first).rejects.toThrow(/interrupted after 1000 bytes.*again to resume/);
    // No model file appears, and the models list does not see the part.
    expect((await fs.readdir(dir)).filter((f) => !f.startsWith('.'))).toEqual(['ggml-tiny.en.bin']);
    expect((await listInstalledModels(dir)).map((m) => m.variant)).toEqual(['tiny.en']);
    expect((await fs.stat(path.join(dir, '.partial', 'ggml-base.bin.part'))).size).toBe(1000);

    const progress: number[] = [];
    const result = await downloadModel('base', {
      baseUrl,
      modelsDir: dir,
      sha256,
      onProgress: (received) => progress.push(received),
    });
    expect(ranges).toEqual(['', 'bytes=1000-']);
    expect(result).toMatchObject({ downloaded: true, resumedFrom: 1000 });
    expect(progress[0]).toBeGreaterThan(1000);
    expect(await fs.readFile(result.file)).toEqual(body);
    expect((await fs.readdir(dir)).sort()).toEqual(['ggml-base.bin', 'ggml-tiny.en.bin']);
  });

  it('should start over when the server ignores the Range request', async () => {
    const other = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-models-'));
    await fs.mkdir(path.join(other, '.partial'));
    await fs.writeFile(path.join(other, '.partial', 'ggml-small.bin.part'), body.subarray(0, 500));
    const result = await downloadModel('small', { baseUrl, modelsDir: other, sha256 });
    expect(result).toMatchObject({ downloaded: true, resumedFrom: 0 });
    expect(await fs.readFile(result.file)).toEqual(body);
    expect(await fs.readdir(other)).toEqual(['ggml-small.bin']);
    await fs.rm(other, { recursive: true, force: true });
  });

  it('should throw away a resumed part that does not match the checksum', async () => {
    const other = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-models-'));
    await fs.mkdir(path.join(other, '.partial'));
    await fs.writeFile(path.join(other, '.partial', 'ggml-base.bin.part'), Buffer.alloc(1000, 7));
    await expect(downloadModel('base', { baseUrl, modelsDir: other, sha256 })).rejects.toThrow(
      /does not match its checksum/,
    );
    expect(await fs.readdir(other)).toEqual([]);
    await fs.rm(other, { recursive: true, force: true });
  });

  async function runCli(args: string[], env: Record<string, string>) {
    const cli = path.join(repoRoot, 'apps/server/src/cli/models.ts');
    const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
    try {
      const out = await runProcess('env', [
        ...Object.entries(env).map(([k, v]) => `${k}=${v}`),
        tsx,
        cli,
        ...args,
      ]);
      return { code: 0, stdout: out.stdout, stderr: out.stderr };
    } catch (err) {
      const e = err as ProcessError;
      return { code: e.exitCode, stdout: '', stderr: e.stderr };
    }
  }

  it('should say in one line that the network is unreachable and exit with 1', async () => {
    const result = await runCli(['tiny'], {
      MODELS_DIR: dir,
      WHISPER_MODELS_URL: 'http://127.0.0.1:9/models',
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(
      /^Could not reach 127\.0\.0\.1:9 to download tiny .*Check the network connection/,
    );
  });

  it('should refuse a file that is not the official model (sha256 check) and exit with 1', async () => {
    const result = await runCli(['tiny.en'], {
      MODELS_DIR: await fs.mkdtemp(path.join(fixtureDir(), 'models-')),
      WHISPER_MODELS_URL: baseUrl,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/does not match its checksum/);
  });

  it('should install the setup models with progress when the host answers', async () => {
    const target = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-models-'));
    // The test server's files are not the official ones: the checksum refuses them, and setup goes on.
    const result = await runCli(['--setup'], {
      MODELS_DIR: target,
      WHISPER_MODELS_URL: baseUrl,
      WHISPER_SETUP_MODELS: 'tiny.en',
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/tiny\.en: 100% of 0 MB/);
    expect(result.stdout).toMatch(
      /does not match its checksum.*Setup goes on; install later with: npm run models -w @wordreel\/server -- tiny\.en/,
    );
    expect(await fs.readdir(target)).toEqual([]);
    await fs.rm(target, { recursive: true, force: true });
  });

  it('should say in one line how to install later when setup runs offline, and succeed', async () => {
    const result = await runCli(['--setup'], {
      MODELS_DIR: dir,
      WHISPER_MODELS_URL: 'http://127.0.0.1:9/models',
    });
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
    expect(result.stdout).toMatch(
      /^Whisper models not installed: 127\.0\.0\.1:9 cannot be reached .*Captions use the basic recogniser until you run: npm run models -w @wordreel\/server -- base\.en base$/m,
    );
  });

  it('should skip the setup models when WHISPER_SETUP_MODELS is empty', async () => {
    const result = await runCli(['--setup'], { MODELS_DIR: dir, WHISPER_SETUP_MODELS: '' });
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toMatch(/no Whisper model installed by setup/);
  });

  it('should reject an unknown model name', async () => {
    const result = await runCli(['huge'], { MODELS_DIR: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Unknown model huge/);
  });
});
