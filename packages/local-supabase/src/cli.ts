#!/usr/bin/env node
// Starts the local Supabase: `pnpm backend` (or `node packages/local-supabase/src/cli.ts`).
//   --memory          keep nothing (an in-memory database)
//   --data-dir DIR    where PGlite keeps its files (default .local-supabase/data)
//   --port N          default 54321 (supabase/config.toml)
// DATABASE_URL uses a PostgreSQL server instead of PGlite. See the package README for the rest.
// A data folder serves one backend at a time (its lock, local-supabase.pid, is released on exit).
// What cannot start is said in one paragraph (describe-error.ts), not a stack trace.
import { parseCliArgs, USAGE, UsageError } from './cli-args.ts';
import { loadConfig } from './config.ts';
import { describeStartupError } from './describe-error.ts';
import { developmentInvitation } from './dev-invitation.ts';
import { startServer, type RunningServer } from './server.ts';

let server: RunningServer | undefined;
let stopping = false;

// Installed before anything opens, so that Ctrl-C while starting also releases the data
// folder (process.exit runs the lock's exit hook). A second signal does not wait for the close.
async function stop() {
  if (stopping) process.exit(1);
  stopping = true;
  await server?.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

async function main() {
  const options = parseCliArgs(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const env = { ...process.env };
  if (options.memory) env.DATA_DIR = 'memory';
  if (options.dataDir !== undefined) env.DATA_DIR = options.dataDir;
  if (options.port !== undefined) env.PORT = String(options.port);
  const config = loadConfig(env);
  server = await startServer(config);
  const { auth } = server.config;
  // With the development keys, a code for the first educator on this machine (docs/supabase.md).
  const invitation = config.usesDevelopmentKeys ? await developmentInvitation(server.db) : null;
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
            `  educator invitation code (one use; 'Minha conta' → "Código de convite de educador(a)"): ${invitation!.code}, until ${invitation!.expiresAt.toISOString().slice(0, 10)}`,
          ]
        : ['  keys: from the environment']),
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.error(describeStartupError(error) ?? error);
  process.exit(1);
});
