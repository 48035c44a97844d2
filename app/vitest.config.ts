import { defineConfig, mergeConfig } from 'vitest/config';
import { DEV_ANON_KEY } from '@ths/local-supabase/dev-keys';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'app',
      environment: 'jsdom',
      setupFiles: ['src/testing/setup-tests.ts'],
      // Two files at a time (vitest's default is one fewer than the cores, so one on the two-core
      // machines this runs on): each route-test file waits on its own backend half the time.
      // Forks, not threads: with two threads, saves failed row-level security (a session of one
      // file reaching another file's backend, not investigated further); forks keep files apart.
      pool: 'forks',
      maxWorkers: 2,
      // A whole phase rendered in jsdom, each save through the real merge trigger, takes seconds
      // when the suite shares two cores: a guard against a hung test, not a speed check (speed is
      // measured by `pnpm bench`).
      testTimeout: 30_000,
      // Each route-test file starts the real backend on PGlite (testing/backend.ts); on a fresh
      // clone the first ones also build its migrated snapshot, beside other files doing the same.
      hookTimeout: 60_000,
      // The local backend's address and development key: src/testing/backend.ts serves it in the
      // test process, through msw, so nothing leaves the process.
      env: {
        VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
        VITE_SUPABASE_ANON_KEY: DEV_ANON_KEY,
      },
    },
  }),
);
