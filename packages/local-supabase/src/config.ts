// The backend's settings: supabase/config.toml (shared with the Supabase CLI) for the API port
// and the auth rules, the environment for secrets and storage. Development gets the CLI's
// well-known keys; production must bring its own.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './client-address.ts';
import { DEV_ANON_KEY, DEV_JWT_SECRET, DEV_SERVICE_ROLE_KEY } from './dev-keys.ts';

export const CONFIG_TOML = resolve(import.meta.dirname, '../../../supabase/config.toml');
export const DEFAULT_DATA_DIR = resolve(import.meta.dirname, '../../../.local-supabase/data');

export type Storage =
  { kind: 'pglite'; dataDir: string | undefined } | { kind: 'postgres'; url: string };

export type AuthSettings = {
  jwtExpiry: number;
  minimumPasswordLength: number;
  enableSignup: boolean;
  enableConfirmations: boolean;
  refreshTokenReuseInterval: number;
  rateLimits: { signInSignUps: number; tokenRefresh: number; windowSeconds: number };
};

export type Config = {
  host: string;
  port: number;
  /** The public URL of this server: the issuer of its tokens. */
  apiUrl: string;
  storage: Storage;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  usesDevelopmentKeys: boolean;
  /**
   * Which proxies' X-Forwarded-For entries are believed for the client address: none, a number
   * of hops, or the proxies' addresses (TRUST_PROXY; src/client-address.ts).
   */
  trustProxy: TrustProxy;
  auth: AuthSettings;
  bodyLimitBytes: number;
};

const TomlSchema = z.object({
  api: z.object({ port: z.number().int().min(1).max(65535) }),
  auth: z.object({
    jwt_expiry: z.number().int().positive(),
    minimum_password_length: z.number().int().min(6),
    enable_signup: z.boolean(),
    refresh_token_reuse_interval: z.number().int().min(0),
    rate_limit: z.object({
      sign_in_sign_ups: z.number().int().positive(),
      token_refresh: z.number().int().positive(),
    }),
    email: z.object({ enable_confirmations: z.boolean() }),
  }),
});

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const positive = z.coerce.number().int().positive();

const EnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  API_EXTERNAL_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ANON_KEY: z.string().min(1).optional(),
  SERVICE_ROLE_KEY: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  AUTH_ENABLE_CONFIRMATIONS: flag.optional(),
  AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: positive.optional(),
  AUTH_RATE_LIMIT_TOKEN_REFRESH: positive.optional(),
  BODY_LIMIT_BYTES: positive.optional(),
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function issuesOf(error: z.ZodError, where: string): string {
  return error.issues
    .map((issue) => `${where} › ${issue.path.join('.')}: ${issue.message}`)
    .join('\n');
}

export function readToml(file = CONFIG_TOML): z.infer<typeof TomlSchema> {
  const parsed = TomlSchema.safeParse(parseToml(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new ConfigError(issuesOf(parsed.error, file));
  return parsed.data;
}

export type ConfigOverrides = Partial<Omit<Config, 'auth'>> & { auth?: Partial<AuthSettings> };

/** Reads the configuration; throws ConfigError naming each bad setting. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: ConfigOverrides = {},
): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(issuesOf(parsed.error, 'environment'));
  const vars = parsed.data;
  const toml = readToml();
  const production = vars.NODE_ENV === 'production';

  const jwtSecret = vars.JWT_SECRET ?? DEV_JWT_SECRET;
  const usesDevelopmentKeys = jwtSecret === DEV_JWT_SECRET;
  if (production && usesDevelopmentKeys) {
    throw new ConfigError(
      'NODE_ENV=production needs JWT_SECRET, ANON_KEY and SERVICE_ROLE_KEY of your own: the development secret is public.',
    );
  }
  if (!usesDevelopmentKeys && (!vars.ANON_KEY || !vars.SERVICE_ROLE_KEY)) {
    throw new ConfigError(
      'environment › ANON_KEY and SERVICE_ROLE_KEY: required with JWT_SECRET (JWTs with role anon and service_role signed with it).',
    );
  }
  const host = overrides.host ?? vars.HOST ?? '127.0.0.1';
  const port = overrides.port ?? vars.PORT ?? toml.api.port;
  const storage: Storage =
    overrides.storage ??
    (vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL }
      : {
          kind: 'pglite',
          dataDir:
            vars.DATA_DIR === 'memory' ? undefined : resolve(vars.DATA_DIR ?? DEFAULT_DATA_DIR),
        });

  return {
    host,
    port,
    apiUrl: overrides.apiUrl ?? vars.API_EXTERNAL_URL ?? `http://${host}:${port}`,
    storage,
    jwtSecret,
    anonKey: vars.ANON_KEY ?? DEV_ANON_KEY,
    serviceRoleKey: vars.SERVICE_ROLE_KEY ?? DEV_SERVICE_ROLE_KEY,
    usesDevelopmentKeys,
    trustProxy: overrides.trustProxy ?? vars.TRUST_PROXY ?? { kind: 'none' },
    bodyLimitBytes: overrides.bodyLimitBytes ?? vars.BODY_LIMIT_BYTES ?? 1024 * 1024,
    auth: {
      jwtExpiry: toml.auth.jwt_expiry,
      minimumPasswordLength: toml.auth.minimum_password_length,
      enableSignup: toml.auth.enable_signup,
      enableConfirmations: vars.AUTH_ENABLE_CONFIRMATIONS ?? toml.auth.email.enable_confirmations,
      refreshTokenReuseInterval: toml.auth.refresh_token_reuse_interval,
      rateLimits: {
        signInSignUps:
          vars.AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS ?? toml.auth.rate_limit.sign_in_sign_ups,
        tokenRefresh: vars.AUTH_RATE_LIMIT_TOKEN_REFRESH ?? toml.auth.rate_limit.token_refresh,
        windowSeconds: 300,
      },
      ...overrides.auth,
    },
  };
}
