// @vitest-environment node
import { expect, test } from 'vitest';
import { readEnv } from './env.ts';

test('the Supabase URL and anon key are read from the environment', () => {
  expect(
    readEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'key' }),
  ).toEqual({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'key' });
});

test('a missing or malformed setting is named with what to put there', () => {
  expect(() => readEnv({ VITE_SUPABASE_URL: 'localhost', VITE_SUPABASE_ANON_KEY: '' })).toThrow(
    /VITE_SUPABASE_URL must be the Supabase project URL[\s\S]*VITE_SUPABASE_ANON_KEY must be/,
  );
  expect(() => readEnv({})).toThrow(/VITE_SUPABASE_URL[\s\S]*VITE_SUPABASE_ANON_KEY/);
});
