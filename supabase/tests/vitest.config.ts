import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'database',
    setupFiles: ['./register-fsrs.ts'],
    // Each file opens PGlite (wasm, about 2 s) and a fresh PostgreSQL database, and migrates both.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
