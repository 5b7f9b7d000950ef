import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Media and speech tests run ffmpeg and recognisers on two cores: keep test files from piling up.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'core',
          root: 'packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Build-time tools (the music library's synthesiser), outside the runtime tree.
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A hang guard, not a speed check: a component's first render (jsdom, React, its imports)
          // took about 6 s at load average 25, past vitest's 5 s default.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
