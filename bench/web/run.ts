/**
 * Each route's first-load JavaScript from the web app's production build: the entry chunk, the route's
 * page chunk and every chunk they import statically (what the browser fetches before the page shows),
 * raw and gzip (level 9), read from Vite's manifest. Also says which first loads carry the heavy
 * libraries (jassub, tus-js-client), which should load on demand only. Run after
 * `npm run build -w @wordreel/web`: `npx tsx bench/web/run.ts`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = join(import.meta.dirname, '../../apps/web/dist');
const LANDING_GOAL_GZIP = 120 * 1024;
const HEAVY = ['jassub', 'tus-js-client'];

/** Route → the page module the router loads for it (apps/web/src/router.tsx). */
const ROUTES: Record<string, string> = {
  '/': 'src/pages/landing/landing-page.tsx',
  '/pricing': 'src/pages/pricing/pricing-page.tsx',
  '/about-us': 'src/pages/about/about-page.tsx',
  '/contact-us': 'src/pages/contact/contact-page.tsx',
  '/signup': 'src/pages/auth/signup-page.tsx',
  '/login': 'src/pages/auth/login-page.tsx',
  '/otp/:type': 'src/pages/auth/otp-page.tsx',
  '/terms-of-service': 'src/pages/legal/terms-page.tsx',
  '/project': 'src/pages/project/project-page.tsx',
  '/profile': 'src/pages/profile/profile-page.tsx',
  '/api-config': 'src/pages/api-config/api-config-page.tsx',
  '/studio/:id': 'src/features/studio/studio-page.tsx',
  '(upload modal, on demand)': 'src/components/upload/upload-modal.tsx',
};

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const manifestPath = join(DIST, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`npm run build -w @wordreel/web\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('the manifest names no entry chunk');

/** The chunk files `key` needs before it runs: itself and its static imports, transitively. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest (was it renamed?)`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

/** The npm packages a chunk was built from, by its source map. */
function packagesOf(file: string): Set<string> {
  const mapPath = join(DIST, `${file}.map`);
  if (!existsSync(mapPath)) return new Set();
  const { sources } = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] };
  return new Set(
    sources.map((s) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(s)?.[1]).filter((p) => p !== undefined),
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const rows = Object.entries(ROUTES).map(([route, key]) => {
  const files = [...staticClosure(key, staticClosure(entryKey))];
  let raw = 0;
  let gzip = 0;
  const heavy = new Set<string>();
  for (const file of files) {
    const bytes = readFileSync(join(DIST, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    for (const pkg of packagesOf(file)) if (HEAVY.includes(pkg)) heavy.add(pkg);
  }
  return { route, chunks: files.length, raw, gzip, heavy: [...heavy].join(', ') || '-' };
});

console.log('First-load JavaScript per route (entry + page chunk + their static imports)\n');
console.log(
  `${'route'.padEnd(28)}${'chunks'.padStart(7)}${'raw'.padStart(11)}${'gzip'.padStart(11)}  heavy libraries`,
);
for (const row of rows) {
  console.log(
    `${row.route.padEnd(28)}${String(row.chunks).padStart(7)}${kb(row.raw).padStart(11)}${kb(row.gzip).padStart(11)}  ${row.heavy}`,
  );
}
const landing = rows[0];
if (landing) {
  const ok = landing.gzip <= LANDING_GOAL_GZIP;
  console.log(
    `\nLanding page: ${kb(landing.gzip)} gzip, goal <= ${kb(LANDING_GOAL_GZIP)}: ${ok ? 'met' : 'MISSED'}`,
  );
}
