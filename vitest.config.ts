import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'content-export',
      'content-quality',
      'studio',
      'tests',
      'supabase/tests',
      'app',
      'e2e',
    ],
  },
});
