import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

// Read once per data directory: auth holds its secret from boot, and the mails signed with it (the
// unsubscribe links) must use the same one without a file read each.
const secretsByFile = new Map<string, string>();

/** AUTH_SECRET when configured; otherwise one generated on first boot and kept in DATA_DIR. */
export function resolveAuthSecret(config: Pick<Config, 'AUTH_SECRET' | 'DATA_DIR'>): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.join(config.DATA_DIR, 'auth-secret');
  const known = secretsByFile.get(file);
  if (known) return known;
  let secret: string;
  try {
    secret = fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    secret = randomBytes(32).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  }
  secretsByFile.set(file, secret);
  return secret;
}
