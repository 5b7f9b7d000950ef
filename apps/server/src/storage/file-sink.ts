import type fs from 'node:fs';
import fsp from 'node:fs/promises';

/**
 * A write stream on a file that already exists when this resolves. `fs.createWriteStream(path)` opens
 * its file later, on the thread pool: when the source fails first, `pipeline` rejects while that open
 * is still pending, the caller's clean-up `rm` finds nothing, and the open then creates an empty file
 * that nobody removes (seen as a leftover `incoming/multipart-*` after a cut-off upload under load).
 */
export async function openFileSink(filePath: string): Promise<fs.WriteStream> {
  const handle = await fsp.open(filePath, 'w');
  return handle.createWriteStream();
}
