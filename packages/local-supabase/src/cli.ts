#!/usr/bin/env node
// Starts the local Supabase: `pnpm backend` (or `node packages/local-supabase/src/cli.ts`).
//   --memory          keep nothing (an in-memory database)
//   --data-dir DIR    where PGlite keeps its files (default .local-supabase/data)
//   --port N          default 54321 (supabase/config.toml)
// DATABASE_URL uses a PostgreSQL server instead of PGlite. See the package README for the rest.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { startServer } from './server.ts';

async function main() {
  const { values } = parseArgs({
    options: {
      memory: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      port: { type: 'string' },
    },
  });
  const env = { ...process.env };
  if (values.memory) env.DATA_DIR = 'memory';
  if (values['data-dir']) env.DATA_DIR = values['data-dir'];
  if (values.port) env.PORT = values.port;
  const config = loadConfig(env);
  const server = await startServer(config);
  const { auth } = server.config;
  console.log(
    [
      `Local Supabase listening on ${server.url}`,
      `  storage:   ${server.db.description}`,
      `  migrations applied now: ${server.migrationsApplied.length ? server.migrationsApplied.join(', ') : 'none (up to date)'}`,
      `  sign-up:   ${auth.enableConfirmations ? 'e-mail confirmation required' : 'no e-mail confirmation'}; ${auth.rateLimits.signInSignUps} sign-ins/sign-ups and ${auth.rateLimits.tokenRefresh} refreshes per ${auth.rateLimits.windowSeconds / 60} min per address`,
      ...(config.usesDevelopmentKeys
        ? [
            '  development keys (public, never use them in production):',
            `    JWT secret:       ${config.jwtSecret}`,
            `    anon key:         ${config.anonKey}`,
            `    service_role key: ${config.serviceRoleKey}`,
          ]
        : ['  keys: from the environment']),
    ].join('\n'),
  );
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration: ${error.message}` : error);
  process.exit(1);
});
