// The command line of `pnpm backend` / `node src/cli.ts`. A lone `--` is ignored: it is how pnpm
// users pass flags (`pnpm backend -- --memory`), and pnpm hands it on to the script. Anything
// else it does not know is a UsageError that names the argument.
import { parseArgs } from 'node:util';

export const USAGE = `Usage: pnpm backend [-- options]    (or: node packages/local-supabase/src/cli.ts [options])
  --memory          keep nothing (an in-memory database)
  --data-dir DIR    where PGlite keeps its files (default .local-supabase/data)
  --port N          the port to listen on (default 54321, from supabase/config.toml)
  --help            this text
DATABASE_URL=postgres://… uses a PostgreSQL server instead of PGlite; the other settings are
environment variables, described in packages/local-supabase/README.md.`;

export type CliOptions = {
  help: boolean;
  memory: boolean;
  dataDir: string | undefined;
  port: number | undefined;
};

export class UsageError extends Error {
  override name = 'UsageError';
}

const OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  memory: { type: 'boolean' },
  'data-dir': { type: 'string' },
  port: { type: 'string' },
} as const;

/** Reads the arguments after `node cli.ts`; throws UsageError naming a bad one. */
export function parseCliArgs(args: readonly string[]): CliOptions {
  const { tokens } = parseArgs({
    args: args.filter((arg) => arg !== '--'),
    options: OPTIONS,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const options: CliOptions = { help: false, memory: false, dataDir: undefined, port: undefined };
  for (const token of tokens) {
    if (token.kind === 'positional') {
      throw new UsageError(
        `Unexpected argument ${JSON.stringify(token.value)}: this command takes only the options below.`,
      );
    }
    if (token.kind !== 'option') continue;
    const config = (OPTIONS as Record<string, { type: 'boolean' | 'string' }>)[token.name];
    if (!config) throw new UsageError(`Unknown option ${token.rawName}.`);
    if (config.type === 'boolean') {
      if (token.value !== undefined) {
        throw new UsageError(
          `${token.rawName} takes no value (given ${JSON.stringify(token.value)}).`,
        );
      }
      if (token.name === 'help') options.help = true;
      else options.memory = true;
      continue;
    }
    const value = token.value;
    // `--data-dir --port 1`: the next option is not a value (write --data-dir=--port for that).
    if (value === undefined || value === '' || (!token.inlineValue && value.startsWith('-'))) {
      throw new UsageError(
        `${token.rawName} needs a value: ${token.rawName === '--port' ? '--port N' : '--data-dir DIR'}.`,
      );
    }
    if (token.name === 'port') {
      const port = Number(value);
      if (!/^\d+$/.test(value) || port > 65535) {
        throw new UsageError(
          `--port ${JSON.stringify(value)}: a port is a number from 0 to 65535.`,
        );
      }
      options.port = port;
    } else {
      options.dataDir = value;
    }
  }
  if (options.memory && options.dataDir !== undefined) {
    throw new UsageError('--memory and --data-dir together: choose one.');
  }
  return options;
}
