import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e-helpers',
    // The pure helpers of the harness; the browser specs (*.spec.ts) are Playwright's.
    include: ['**/*.test.ts'],
  },
});
