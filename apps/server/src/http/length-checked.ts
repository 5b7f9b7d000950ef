import { pipeline, type Readable, Transform } from 'node:stream';

/**
 * A response body whose Content-Length came from a stat made before the file was opened. Stored files
 * are read as the version stat saw (Storage's `version`); this is the guard behind that, for a body
 * that still comes out shorter (a file cut short in place, a store answering short): the body then
 * fails instead of ending, so the connection is dropped and the client sees a broken answer it can
 * ask again for, rather than waiting for bytes that never come.
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
  // pipeline, not pipe: when the client goes (a player's seek drops its range request) the server
  // destroys `checked`, and pipeline then destroys the body too, closing its file or store
  // connection; pipe left the body paused and its file open until garbage collection. A body's error
  // fails `checked` the same way; the callback has nothing left to do.
  return pipeline(body, checked, () => {});
}
