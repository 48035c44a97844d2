import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'local-supabase',
    // Each file starts a server on PGlite (wasm, about 2 s) and on PostgreSQL; bcrypt is slow on purpose.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
