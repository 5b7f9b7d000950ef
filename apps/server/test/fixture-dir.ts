import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let dir: string | undefined;

/**
 * A folder of this test process's own for media made once and reused by its test files (clips, a music
 * library). Vitest ends its workers with a signal, so no exit hook removes it; it is named as the
 * server's scratch folders are (`wordreel-{name}-p{pid}-XXXXXX`, src/storage/scratch-dir.ts), and the
 * next server start on the machine (a fault test's, an e2e worker's, `npm start`) removes it once its
 * process is gone. The machine's /tmp outlives the runs, and CI runs on it too.
 */
export function fixtureDir(): string {
  dir ??= mkdtempSync(path.join(os.tmpdir(), `wordreel-fixtures-p${process.pid}-`));
  return dir;
}
