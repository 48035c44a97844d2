// The learner app in a real browser (issue 6): the production build and the local backend,
// both started and stopped by the run (global-setup.ts, fixtures.ts), in Debian's chromium.
//   journeys/  what learners do, checked against the screen and the database
//   views.spec.ts  every view and state at a phone and a laptop size: axe-core, screenshots
import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './harness/chromium.ts';
import { ARTIFACTS } from './harness/paths.ts';

export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1280, height: 800 };

export default defineConfig({
  globalSetup: './global-setup.ts',
  // One worker: two cores run chromium, the backend and the server already, and the backend
  // restarts in some journeys would reach into other workers' tests.
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  outputDir: join(ARTIFACTS, 'e2e', 'test-results'),
  reporter: [['list'], ['html', { outputFolder: join(ARTIFACTS, 'e2e', 'report'), open: 'never' }]],
  use: {
    locale: 'pt-BR',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'journeys', testDir: 'journeys', use: { viewport: LAPTOP } },
    {
      name: 'phone',
      testMatch: 'views.spec.ts',
      use: { viewport: PHONE, isMobile: true, hasTouch: true },
    },
    { name: 'laptop', testMatch: 'views.spec.ts', use: { viewport: LAPTOP } },
    // Educators and translators in the real Studio against the local Content Lake.
    { name: 'studio', testDir: 'studio', use: { viewport: LAPTOP } },
  ],
});
