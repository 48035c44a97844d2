import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'content-export', 'studio', 'tests', 'supabase/tests', 'app', 'e2e'],
  },
});
