import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * Makes the e-mail's pending codes `ms` older in the e2e server's own SQLite database (its DATA_DIR),
 * as if that much time had passed on the server: the resend cooldown is a minute of server time.
 */
export function ageOneTimeCodes(dataDir: string, email: string, ms: number): void {
  const db = new Database(path.join(dataDir, 'wordreel.db'));
  try {
    const { changes } = db
      .prepare('UPDATE "oneTimeCode" SET "sentAt" = "sentAt" - ? WHERE "email" = ?')
      .run(ms, email);
    if (changes === 0) throw new Error(`no pending code for ${email}`);
  } finally {
    db.close();
  }
}
