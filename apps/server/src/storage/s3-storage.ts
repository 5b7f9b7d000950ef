import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../config.ts';
import { AppError, STORAGE_UNAVAILABLE } from '../http/app-error.ts';
import { openFileSink } from './file-sink.ts';
import { withScratchDir } from './scratch-dir.ts';
import {
  assertValidKey,
  FileChangedError,
  type ReadOptions,
  type Storage,
  type StoredFile,
} from './storage.ts';

type S3Config = Pick<
  Config,
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

export function createS3Client(config: S3Config): S3Client {
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/** An object's ETag as a StoredFile version: without its quotes. */
function etagVersion(etag: string | undefined): string | undefined {
  return etag?.replace(/[^A-Za-z0-9-]/g, '');
}

const NETWORK_ERRORS = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * The store's own failures (5xx), and requests that got no answer at all, become one AppError (503)
 * with a message the client can act on; a 4xx (a missing key, bad credentials) stays as it is.
 */
function asUnavailable(error: unknown): unknown {
  const e = error as { $metadata?: { httpStatusCode?: number }; code?: string; name?: string };
  const status = e.$metadata?.httpStatusCode;
  const noAnswer =
    status === undefined &&
    (e.$metadata !== undefined || NETWORK_ERRORS.has(e.code ?? '') || e.name === 'TimeoutError');
  if (!noAnswer && !(status !== undefined && status >= 500)) return error;
  return new AppError('STORAGE_UNAVAILABLE', STORAGE_UNAVAILABLE, { cause: error });
}

/**
 * Project files in an S3-compatible bucket, so API servers and workers on different machines share
 * them. An object appears whole when its upload completes, which gives `writeAtomic` its promise;
 * files are produced in a temporary directory (TMPDIR) first, because ffmpeg writes (and seeks in) a file.
 * Large files go up in parts (@aws-sdk/lib-storage).
 */
export class S3Storage implements Storage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  /** Every request to the bucket goes through here, so its failures read the same everywhere. */
  private async send<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw asUnavailable(error);
    }
  }

  private async body(key: string, { range, version }: ReadOptions = {}): Promise<Readable> {
    assertValidKey(key);
    const res = await this.send(() =>
      this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      ),
    );
    const body = res.Body as Readable;
    // The answer's ETag names the object it comes from (every S3-compatible store sends it, which
    // If-Match support is not); another upload since the stat is another object.
    if (version?.version && etagVersion(res.ETag) !== version.version) {
      body.destroy();
      throw new FileChangedError(key);
    }
    return body;
  }

  private async upload(key: string, file: string): Promise<void> {
    // A failed multipart upload is aborted by lib-storage: no part of it becomes the key.
    await this.send(() =>
      new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: key, Body: fs.createReadStream(file) },
      }).done(),
    );
  }

  async localFile(key: string, scratchDir: string): Promise<string> {
    // The key's own name keeps its extension, which ffmpeg and ffprobe look at.
    const file = path.join(scratchDir, key.replaceAll('/', '_'));
    await pipeline(await this.body(key), await openFileSink(file));
    return file;
  }

  async seekableSource(key: string): Promise<string> {
    assertValidKey(key);
    // ffmpeg reads an http(s) input with Range requests, so a seek fetches only what it decodes.
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: 3600,
    });
  }

  async writeAtomic(key: string, produce: (tmpPath: string) => Promise<void>): Promise<void> {
    assertValidKey(key);
    await withScratchDir('s3-write', async (dir) => {
      const tmp = path.join(dir, path.basename(key));
      await produce(tmp);
      await this.upload(key, tmp);
    });
  }

  /** Readiness: the bucket exists and our credentials reach it. */
  async ping(): Promise<void> {
    await this.send(() => this.client.send(new HeadBucketCommand({ Bucket: this.bucket })));
  }

  async writeFile(key: string, data: string | Uint8Array): Promise<void> {
    assertValidKey(key);
    await this.send(() =>
      this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data })),
    );
  }

  async readFile(key: string): Promise<Buffer> {
    return buffer(await this.body(key));
  }

  async moveIn(key: string, sourcePath: string): Promise<void> {
    assertValidKey(key);
    await this.upload(key, sourcePath);
    await fsp.rm(sourcePath, { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async stat(key: string): Promise<StoredFile | null> {
    assertValidKey(key);
    try {
      const head = await this.send(() =>
        this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })),
      );
      return {
        size: head.ContentLength ?? 0,
        mtimeMs: head.LastModified?.getTime() ?? 0,
        ...(head.ETag && { version: etagVersion(head.ETag) }),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  createReadStream(key: string, options?: ReadOptions): Readable {
    // The interface hands out a stream at once; the request behind it starts here and feeds it.
    const out = new PassThrough();
    this.body(key, options)
      .then((body) => pipeline(body, out))
      .catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.send(() => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertValidKey(prefix, { prefix: true });
    let token: string | undefined;
    do {
      const page = await this.send(() =>
        this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
        ),
      );
      const objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      // A page holds at most 1000 keys, which is also DeleteObjects' limit.
      if (objects.length > 0) {
        await this.send(() =>
          this.client.send(
            new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: objects, Quiet: true } }),
          ),
        );
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
