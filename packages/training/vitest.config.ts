import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@ths/training',
    // The review cards are computed with ts-fsrs, which the engine takes registered (scheduler.ts).
    setupFiles: ['src/test-setup.ts'],
  },
});
