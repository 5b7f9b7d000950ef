/**
 * Generates the seven background tracks of the music library into apps/server/assets/music/ (or the
 * directory given as the first argument). They are synthesised by the project (CC0), so no audio is
 * downloaded. Existing files are kept unless --force is given. Run: npx tsx scripts/make-music.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MUSIC_TRACKS } from '../packages/core/src/style/themes.ts';
import { makeTrack } from './music/music-synth.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const force = args.includes('--force');
const dir = path.resolve(
  args.find((a) => !a.startsWith('--')) ?? path.join(root, 'apps/server/assets/music'),
);
fs.mkdirSync(dir, { recursive: true });
for (const track of MUSIC_TRACKS) {
  const out = path.join(dir, `${track}.mp3`);
  if (!force && fs.existsSync(out)) continue;
  await makeTrack(track, out);
  console.log(`made ${out}`);
}
