import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, readToml } from '../src/config.ts';
import { DEV_ANON_KEY, DEV_JWT_SECRET } from '../src/dev-keys.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { call } from './http.ts';

describe('configuration', () => {
  it('uses the Supabase CLI defaults in development: port 54321 and the well-known keys', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 54321,
      host: '127.0.0.1',
      jwtSecret: DEV_JWT_SECRET,
      anonKey: DEV_ANON_KEY,
      usesDevelopmentKeys: true,
    });
    expect(config.apiUrl).toBe('http://127.0.0.1:54321');
    expect(config.auth).toMatchObject({
      jwtExpiry: 3600,
      minimumPasswordLength: 6,
      enableConfirmations: false,
    });
    const toml = readToml().auth.rate_limit;
    expect(config.auth.rateLimits).toEqual({
      signInSignUps: toml.sign_in_sign_ups,
      tokenRefresh: toml.token_refresh,
      windowSeconds: 300,
    });
  });

  it('ships rate limits for a class of 40 behind one school address (docs/decisions/0013)', () => {
    // 40 learners × (a sign-up and 3 sign-ins) = 160 → 200; 40 × 3 sign-ins + 40 × 2 tabs × 2
    // refreshes = 280 → 400. Supabase's defaults, 30 and 150, lock a class of 35 out.
    expect(readToml().auth.rate_limit).toEqual({ sign_in_sign_ups: 200, token_refresh: 400 });
  });

  it('lets the environment override the rate limits', () => {
    const config = loadConfig({
      AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '30',
      AUTH_RATE_LIMIT_TOKEN_REFRESH: '150',
    });
    expect(config.auth.rateLimits).toEqual({
      signInSignUps: 30,
      tokenRefresh: 150,
      windowSeconds: 300,
    });
    expect(() => loadConfig({ AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '0' })).toThrow(
      /environment › AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS/,
    );
  });

  it('reads TRUST_PROXY as hops or proxy addresses, and refuses "true" saying what to write', () => {
    expect(loadConfig({}).trustProxy).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ kind: 'hops', hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2,10.1.0.0/24' }).trustProxy).toEqual({
      kind: 'addresses',
      addresses: ['10.0.0.2', '10.1.0.0/24'],
    });
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /environment › TRUST_PROXY: say whom to trust/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'escola' })).toThrow(/TRUST_PROXY: "escola" is not/);
  });

  it('refuses to start in production with the development secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: DEV_JWT_SECRET,
        ANON_KEY: 'a',
        SERVICE_ROLE_KEY: 'b',
      }),
    ).toThrow(/the development secret is public/);
  });

  it('takes production keys only from the environment, all three together', () => {
    const secret = 'a-production-secret-of-at-least-32-characters!';
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(
      /ANON_KEY and SERVICE_ROLE_KEY: required/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      ANON_KEY: 'anon',
      SERVICE_ROLE_KEY: 'service',
    });
    expect(config).toMatchObject({
      jwtSecret: secret,
      anonKey: 'anon',
      serviceRoleKey: 'service',
      usesDevelopmentKeys: false,
    });
  });

  it('names each bad setting', () => {
    expect(() =>
      loadConfig({ JWT_SECRET: 'short', PORT: 'eighty', DATABASE_URL: 'mysql://x' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ JWT_SECRET: 'short', PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('environment › JWT_SECRET: must be at least 32 characters');
      expect(message).toContain('environment › PORT:');
      expect(message).toContain(
        'environment › DATABASE_URL: must start with postgres:// or postgresql://',
      );
    }
  });

  it('chooses storage: PostgreSQL from DATABASE_URL, else PGlite in a folder or in memory', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).storage).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h/db',
    });
    expect(loadConfig({ DATA_DIR: 'memory' }).storage).toEqual({
      kind: 'pglite',
      dataDir: undefined,
    });
    expect(loadConfig({}).storage).toMatchObject({
      kind: 'pglite',
      dataDir: expect.stringMatching(/\.local-supabase\/data$/),
    });
  });
});

// The server as `pnpm backend` configures it, nothing overridden but the port and an in-memory
// database: the limits it enforces are config.toml's. Each request is refused before any
// password is hashed (an empty password, a malformed refresh token), so counting is quick.
describe("config.toml's rate limits, as the server enforces them", () => {
  let server: RunningServer | undefined;
  const toml = readToml().auth.rate_limit;
  beforeAll(async () => {
    server = await startServer(
      loadConfig({}, { port: 0, storage: { kind: 'pglite', dataDir: undefined } }),
    );
  });
  afterAll(async () => {
    await server?.close();
  });
  const post = (path: string, body: unknown) =>
    call(server!.url, path, {
      method: 'POST',
      headers: { apikey: server!.config.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const GOTRUE_429 = {
    code: 429,
    error_code: 'over_request_rate_limit',
    msg: 'Request rate limit reached',
  };

  it('lets one address make sign_in_sign_ups sign-ups and sign-ins in 5 minutes; the next is 429', async () => {
    const statuses = new Set<number>();
    for (let request = 0; request < toml.sign_in_sign_ups; request++) {
      statuses.add((await post('/auth/v1/signup', { email: `a${request}@escola.example` })).status);
    }
    expect([...statuses]).toEqual([400]);
    // Sign-ups and password sign-ins share the count.
    const refused = await post('/auth/v1/token?grant_type=password', {
      email: 'a0@escola.example',
      password: 'senha-segura-1',
    });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual(GOTRUE_429);
    expect((await post('/auth/v1/signup', {})).status).toBe(429);
  });

  it('lets one address make token_refresh refreshes in 5 minutes; the next is 429', async () => {
    const statuses = new Set<number>();
    for (let request = 0; request < toml.token_refresh; request++) {
      statuses.add(
        (await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: 'not-a-token' }))
          .status,
      );
    }
    expect([...statuses]).toEqual([400]);
    const refused = await post('/auth/v1/token?grant_type=refresh_token', {
      refresh_token: 'not-a-token',
    });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual(GOTRUE_429);
  });
});
