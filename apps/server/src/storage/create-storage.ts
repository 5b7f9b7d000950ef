import path from 'node:path';
import type { Config } from '../config.ts';
import { LocalStorage } from './local-storage.ts';
import { createS3Client, S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The configured storage: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/storage. */
export function createStorage(config: Config): Storage {
  if (config.S3_BUCKET) {
    return new S3Storage(createS3Client(config), config.S3_BUCKET);
  }
  return new LocalStorage(path.join(config.DATA_DIR, 'storage'));
}
