// What every browser test gets: the served app as baseURL, the local backend of this worker
// (fresh database, can be stopped and started), and a console watch: an error the page logs
// fails the test unless the test said it expects it (as the app's own tests do).
import { test as base, expect, type BrowserContext, type ConsoleMessage } from '@playwright/test';
import { LocalBackend } from './harness/local-backend.ts';

type ConsoleWatch = {
  /** Errors matching `pattern` are expected in this test (a stopped backend, the 404 log). */
  allow: (pattern: RegExp) => void;
  /** Watches a context the test opened itself (a second learner, a second device). */
  watch: (context: BrowserContext) => void;
};

export const test = base.extend<{ consoleErrors: ConsoleWatch }, { backend: LocalBackend }>({
  backend: [
    async ({}, use) => {
      const port = Number(process.env.E2E_BACKEND_PORT);
      if (!port)
        throw new Error(
          'E2E_BACKEND_PORT is not set: run the tests with `playwright test` (global-setup.ts).',
        );
      const backend = new LocalBackend(port);
      await backend.start();
      await use(backend);
      await backend.dispose();
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({}, use) => {
    const url = process.env.E2E_APP_URL;
    if (!url)
      throw new Error(
        'E2E_APP_URL is not set: run the tests with `playwright test` (global-setup.ts).',
      );
    await use(url);
  },
  consoleErrors: [
    async ({ context }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      const record = (message: ConsoleMessage) => {
        if (message.type() === 'error')
          errors.push(`${message.text()} (${message.location().url})`);
      };
      const watch = (watched: BrowserContext) => {
        watched.on('console', record);
        watched.on('weberror', (error) => errors.push(`uncaught: ${error.error().message}`));
      };
      watch(context);
      await use({ allow: (pattern) => allowed.push(pattern), watch });
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors the test did not expect').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
