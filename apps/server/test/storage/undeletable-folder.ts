import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Fills `dir` so that a recursive rm of it really fails, and returns how to undo that. A non-root
 * process is stopped by a subfolder it may not write (EACCES); root ignores permissions, so there a
 * file marked immutable (`chattr +i`: its unlink fails with EPERM, which Node's rm reports as ENOTDIR)
 * does it, on a filesystem that has the flag (ext4, xfs, btrfs).
 */
export async function makeUndeletable(dir: string): Promise<() => Promise<void>> {
  const locked = path.join(dir, 'locked');
  await fs.mkdir(locked);
  const file = path.join(locked, 'encoded.mp4');
  await fs.writeFile(file, 'half a video');
  if (process.getuid?.() !== 0) {
    await fs.chmod(locked, 0o500);
    return () => fs.chmod(locked, 0o700);
  }
  const chattr = (flag: string) => spawnSync('chattr', [flag, file], { encoding: 'utf8' });
  const set = chattr('+i');
  if (set.status !== 0) {
    throw new Error(
      `running as root and chattr +i failed, so no folder can be made undeletable: ${set.stderr}`,
    );
  }
  return () => Promise.resolve(void chattr('-i'));
}
