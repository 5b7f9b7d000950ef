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
          // Pure functions: one module graph per worker (importing afresh for each file was 5 of 6.6 s).
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['test/**/*.alone.test.ts'],
          environment: 'node',
          // Fault and config tests start the server's bundle, as `npm start` does.
          globalSetup: ['test/build-server.global.ts'],
          // Files share one module graph per worker (docs/decisions/063): each builds its own app and
          // context, and importing the server afresh for every file cost about 400 s of the run.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Tests that time the event loop (health checks answered within 100 ms while a large import
        // or alignment runs): on two cores the other test files' ffmpeg, recognisers and servers
        // took the CPU from them, so they run after every other project, one file at a time.
        test: {
          name: 'server-alone',
          root: 'apps/server',
          include: ['test/**/*.alone.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
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
          setupFiles: ['src/test-support/jsdom-setup.ts'],
          // Files share one jsdom per worker: setting up a fresh one for each file cost about 0.8 s a
          // file, 50 of the project's 60 s. The setup file clears what a test leaves in the page.
          isolate: false,
          unstubGlobals: true,
          // A hang guard, not a speed check: a component's first render (jsdom, React, its imports)
          // took about 6 s at load average 25, past vitest's 5 s default.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
