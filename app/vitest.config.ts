import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'app',
      environment: 'jsdom',
      setupFiles: ['src/testing/setup-tests.ts'],
      // The msw stand-in listens here (src/testing/supabase-mock.ts); nothing leaves the process.
      env: {
        VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
        VITE_SUPABASE_ANON_KEY: 'test-anon-key',
      },
    },
  }),
);
