import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { DEV_ANON_KEY, DEV_JWT_SECRET } from '../src/dev-keys.ts';

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
    expect(config.auth.rateLimits).toEqual({
      signInSignUps: 30,
      tokenRefresh: 150,
      windowSeconds: 300,
    });
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
