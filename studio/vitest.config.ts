import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@ths/studio',
    // Rendering Sanity UI in jsdom takes seconds when the whole suite shares two cores: a
    // guard against a hung test, not a speed check (speed is measured by `pnpm bench`).
    testTimeout: 30_000,
  },
});
