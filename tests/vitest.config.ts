import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@ths/tests',
    // Each content test loads the Studio's config and runs its validation: over 5 s on a busy
    // two-core machine.
    testTimeout: 30_000,
  },
});
