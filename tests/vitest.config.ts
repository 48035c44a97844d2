import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@ths/tests',
    // Each content test loads the Studio's config, runs its validation over the whole snapshot
    // and often the export CLI: about 10 s alone, and up to a minute on a two-core machine other
    // runs share.
    testTimeout: 120_000,
  },
});
