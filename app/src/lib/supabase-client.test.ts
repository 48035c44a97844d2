import { expect, test, vi } from 'vitest';
import {
  OfflineError,
  parseStoredSession,
  sessionStorageKey,
  supabaseLoader,
} from './supabase-client.ts';

const env = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'test-anon-key' };

test('the session key is supabase-js’s default: sb-<first label of the host>-auth-token', () => {
  expect(sessionStorageKey('http://127.0.0.1:54321')).toBe('sb-127-auth-token');
  expect(sessionStorageKey('https://abcdefgh.supabase.co')).toBe('sb-abcdefgh-auth-token');
});

test('hasStoredSession reads the storage without loading the client', () => {
  const loader = supabaseLoader(env);
  expect(loader.hasStoredSession()).toBe(false);
  localStorage.setItem('sb-127-auth-token', '{}');
  expect(loader.hasStoredSession()).toBe(true);
});

test('loaded waits until something asks for the client, then gives that same client', async () => {
  const loader = supabaseLoader(env);
  let announced = false;
  const loaded = loader.loaded.then((client) => {
    announced = true;
    return client;
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(announced).toBe(false);
  const client = await loader();
  expect(await loaded).toBe(client);
  expect(await loader()).toBe(client);
});

test('the client keeps its session under that key', async () => {
  const client = await supabaseLoader(env)();
  // supabase-js exposes its storage key on the auth client.
  expect((client.auth as unknown as { storageKey: string }).storageKey).toBe('sb-127-auth-token');
});

test('the stored session is read as supabase-js wrote it, expired or not; anything else is none', () => {
  const session = {
    access_token: 'old',
    refresh_token: 'refresh',
    expires_at: 1,
    user: { id: 'learner-1', email: 'ana@escola.com' },
  };
  expect(parseStoredSession(JSON.stringify(session))).toEqual(session);
  expect(parseStoredSession(null)).toBeNull();
  expect(parseStoredSession('{not json')).toBeNull();
  expect(parseStoredSession(JSON.stringify({ user: { id: 'learner-1' } }))).toBeNull();
  expect(parseStoredSession('null')).toBeNull();
});

/** A session as supabase-js stores it, its access token expired an hour ago. */
const expiredSession = () => ({
  access_token: 'old',
  refresh_token: 'refresh',
  expires_at: Math.floor(Date.now() / 1000) - 3600,
  user: { id: 'learner-1', email: 'ana@escola.com' },
});
const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

test('offline, the stored session is there at once, expired or not; online there is none to use this way', () => {
  const loader = supabaseLoader(env);
  const session = expiredSession();
  localStorage.setItem('sb-127-auth-token', JSON.stringify(session));
  expect(loader.offlineSession()).toBeNull();
  goOffline();
  expect(loader.offlineSession()).toEqual(session);
  localStorage.removeItem('sb-127-auth-token');
  expect(loader.offlineSession()).toBeNull();
});

test('offline, a request to the backend fails at once without loading the client; online it gets the client', async () => {
  const loader = supabaseLoader(env);
  localStorage.setItem('sb-127-auth-token', JSON.stringify(expiredSession()));
  const offline = goOffline();
  await expect(loader.connected()).rejects.toBeInstanceOf(OfflineError);
  // Loading the client would have started a renewal of the expired token.
  let loaded = false;
  void loader.loaded.then(() => (loaded = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(loaded).toBe(false);

  offline.mockReturnValue(true);
  const client = await loader.connected();
  expect(client).toBe(await loader());
  expect(await loader.loaded).toBe(client);
});
