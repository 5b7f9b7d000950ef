import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// By relative path: the config is bundled with its relative imports, while @wordreel/core (TypeScript
// source) would be loaded by Node as it is.
import { SERVER_PATH_PREFIXES } from '../../packages/core/src/server-paths.ts';

/** In development the API runs on PORT (default 3000); Vite proxies every server-owned path to it. */
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      SERVER_PATH_PREFIXES.map((p) => [p, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  build: { outDir: 'dist', sourcemap: true, manifest: true },
  // jassub (studio captions) finds its worker and wasm next to itself; pre-bundling would move it.
  optimizeDeps: { exclude: ['jassub'], include: ['jassub > throughput'] },
});
