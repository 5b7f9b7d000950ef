import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's Chromium; Playwright's own browser download does not work on our machines. Its headless
 * shell (package chromium-headless-shell, what Playwright itself runs for headless tests) when the
 * machine has it: the full browser in headless mode also runs its window's own interface, and took 55 %
 * more CPU for the same tests (docs/decisions/082).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * Tests that judge what a viewer sees or hears in real time (edits-seamless: no frame of a cut on
 * screen; preview-audio: no click at a cut): on two cores the other worker's browser, server and
 * ffmpeg took the CPU from them. Chromium presented a few frames a second, so a kept range could pass
 * unseen, and 5 s of preview sound took 6.4 s with a step of 66 % of the tone in it. They run after
 * every other test, one at a time, as the server's event-loop tests do (`--no-deps` runs one without
 * the rest).
 */
const ALONE = ['**/edits-seamless.spec.ts', '**/preview-audio.spec.ts'];

export default defineConfig({
  testDir: './tests',
  // The app server's bundle (`npm start` runs the same), built afresh from the sources under test.
  globalSetup: './build-server.global.ts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // A trace records every action's page (about a quarter of the suite's CPU); `--trace
    // retain-on-failure` on the command line keeps one for a test being looked into.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'shared', testIgnore: ALONE },
    { name: 'alone', testMatch: ALONE, dependencies: ['shared'], workers: 1 },
  ],
});
