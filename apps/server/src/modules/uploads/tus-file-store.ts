import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';

/** What the uploads service hears from the tus file store. */
export interface TusStoreListener {
  /** Bytes of a PATCH as they arrive: `received` counts from the upload's start; `size` when declared. */
  onBytes(uploadId: string, received: number, size: number | undefined): void;
  /** The upload's files were removed by tus (termination, or expiry in `deleteExpired`). */
  onRemoved(uploadId: string): Promise<void>;
}

/**
 * tus's file store (`DATA_DIR/uploads/tus`: a data file per upload plus a `.json` sidecar) that tells
 * the uploads service about progress and removals; it knows nothing of projects.
 */
export class TusFileStore extends FileStore {
  constructor(
    options: { directory: string; expirationPeriodInMilliseconds: number },
    private readonly listener: TusStoreListener,
  ) {
    super(options);
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const size = (await this.getUpload(id).catch(() => null))?.size;
    let received = offset;
    readable.on('data', (chunk: Buffer) => {
      received += chunk.length;
      this.listener.onBytes(id, received, size);
    });
    return super.write(readable, id, offset);
  }

  override async remove(id: string): Promise<void> {
    await super.remove(id);
    await this.listener.onRemoved(id);
  }
}
