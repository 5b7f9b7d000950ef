import path from 'node:path';
import type { Config } from '../config.ts';
import { LocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

/**
 * The configured storage: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/storage. The
 * AWS SDK is loaded only for a bucket (a quarter of a CPU-second of every start otherwise).
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.S3_BUCKET) {
    const { createS3Client, S3Storage } = await import('./s3-storage.ts');
    return new S3Storage(createS3Client(config), config.S3_BUCKET);
  }
  return new LocalStorage(path.join(config.DATA_DIR, 'storage'));
}
