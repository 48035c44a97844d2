import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'app',
      environment: 'jsdom',
      setupFiles: ['src/testing/setup-tests.ts'],
      // A whole phase rendered in jsdom takes seconds when the suite shares two cores: a guard
      // against a hung test, not a speed check (speed is measured by `pnpm bench`).
      testTimeout: 30_000,
      // The msw stand-in listens here (src/testing/supabase-mock.ts); nothing leaves the process.
      env: {
        VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
        VITE_SUPABASE_ANON_KEY: 'test-anon-key',
      },
    },
  }),
);
