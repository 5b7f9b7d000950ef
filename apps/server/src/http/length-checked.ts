import { type Readable, Transform } from 'node:stream';

/**
 * A response body whose Content-Length came from a stat made before the file was opened. A file
 * replaced in between (an edit saved, a new export) may come out shorter: the body then fails instead
 * of ending, so the connection is dropped and the client sees a broken answer it can ask again for,
 * rather than waiting for bytes that never come.
 */
export function lengthChecked(body: Readable, length: number): Readable {
  let sent = 0;
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sent += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      done(
        sent === length ? null : new Error(`the file changed while it was sent (${sent} of ${length} bytes)`),
      );
    },
  });
  body.on('error', (err) => checked.destroy(err));
  return body.pipe(checked);
}
