/** A key, or a prefix ending in `/`, deleted for good (tombstoned-storage.ts). */
export interface StorageTombstoneTable {
  key: string;
  /** Epoch ms; tombstones older than TOMBSTONE_KEEP_MS are dropped. */
  createdAt: number;
}

export interface StorageTables {
  storageTombstone: StorageTombstoneTable;
}
