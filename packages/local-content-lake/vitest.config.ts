import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'local-content-lake', testTimeout: 20_000 },
});
