import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { downloadModel, ModelDownloadError } from '../../src/modules/speech/model-download.service.ts';
import { runProcess, type ProcessError } from '../../src/modules/speech/run-process.ts';
import { listInstalledModels } from '../../src/modules/speech/whisper-models.ts';

const body = Buffer.from('a small stand-in for a ggml model file\n'.repeat(2000));
const sha256 = createHash('sha256').update(body).digest('hex');

describe('the models command', () => {
  let server: http.Server;
  let baseUrl: string;
  let dir: string;
  const requests: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push(req.url ?? '');
      if (req.url === '/models/ggml-tiny.en.bin') {
        res.writeHead(200, { 'content-length': body.length });
        res.end(body);
      } else if (req.url === '/models/ggml-base.bin') {
        // Cut off half way: the connection drops mid-download.
        res.writeHead(200, { 'content-length': body.length });
        res.write(body.subarray(0, 1000), () => res.destroy());
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/models`;
  });
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-models-'));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('should download a model, check its sha256 and rename it into place', async () => {
    const result = await downloadModel('tiny.en', { baseUrl, modelsDir: dir, sha256 });
    expect(result).toEqual({ file: path.join(dir, 'ggml-tiny.en.bin'), downloaded: true });
    expect(await fs.readFile(result.file)).toEqual(body);
    expect(await fs.readdir(dir)).toEqual(['ggml-tiny.en.bin']);
    expect((await listInstalledModels(dir)).map((m) => m.name)).toEqual(['tiny.en']);
  });

  it('should keep a model already installed with the right checksum', async () => {
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

  it('should leave nothing behind when the connection drops mid-download', async () => {
    await expect(downloadModel('base', { baseUrl, modelsDir: dir, sha256 })).rejects.toThrow(
      ModelDownloadError,
    );
    expect(await fs.readdir(dir)).toEqual(['ggml-tiny.en.bin']);
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
      MODELS_DIR: await fs.mkdtemp(path.join(os.tmpdir(), 'wordreel-models-')),
      WHISPER_MODELS_URL: baseUrl,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/does not match its checksum/);
  });

  it('should reject an unknown model name', async () => {
    const result = await runCli(['huge'], { MODELS_DIR: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Unknown model huge/);
  });
});
