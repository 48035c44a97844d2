// The real CLI (`node src/cli.ts`, what `pnpm backend` runs) under the faults of issue 20: a
// second backend on the same data folder, a lock left by a killed one, folders that are not a
// database, `pnpm backend -- --memory`, unknown options, a port in use. Each failure must be one
// paragraph that names the thing and what to do, with no stack trace and a non-zero exit.
import { createClient } from '@supabase/supabase-js';
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../src/data-folder.ts';
import { DEV_ANON_KEY } from '../src/dev-keys.ts';
import { describeEachEngine, SERVER_URL } from '../testing/engines.ts';
import { freshDatabase } from '../testing/fresh-database.ts';

const CLI = resolve(import.meta.dirname, '../src/cli.ts');
const STACK_LINE = /^\s+at .+/m;
// Starting PGlite and applying the migrations takes seconds, more on a busy machine.
const SLOW = { timeout: 240_000 };

const folders: string[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'local-supabase-cli-'));
  folders.push(folder);
  return folder;
};
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The environment without the settings a developer may have set, plus `extra`. */
function cliEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'PORT', 'HOST', 'API_EXTERNAL_URL', 'NODE_ENV']) {
    delete env[name];
  }
  for (const name of ['JWT_SECRET', 'ANON_KEY', 'SERVICE_ROLE_KEY']) delete env[name];
  return { ...env, AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000', ...extra };
}

type Running = {
  child: ChildProcess;
  url: string;
  port: number;
  output(): string;
  /** SIGTERM; resolves with the exit code. */
  stop(): Promise<number | null>;
};

function spawnCli(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [CLI, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolveExit) =>
    child.once('exit', (code) => {
      children.delete(child);
      resolveExit(code);
    }),
  );
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

/** Starts the CLI and waits until it listens; fails with its output if it exits first. */
async function start(args: string[], env = cliEnv()): Promise<Running> {
  const cli = spawnCli(args, env);
  const output = () => cli.stdout() + cli.stderr();
  const url = await new Promise<string>((resolveUrl, reject) => {
    cli.child.stdout.on('data', () => {
      const match = /listening on (http:\/\/\S+)/.exec(cli.stdout());
      if (match?.[1]) resolveUrl(match[1]);
    });
    void cli.exited.then((code) => reject(new Error(`the CLI exited (${code}): ${output()}`)));
  });
  return {
    child: cli.child,
    url,
    port: Number(new URL(url).port),
    output,
    async stop() {
      cli.child.kill('SIGTERM');
      return cli.exited;
    },
  };
}

/** Runs the CLI until it exits (it must: each case here is a refusal). */
async function run(args: string[], env = cliEnv()) {
  const cli = spawnCli(args, env);
  const code = await cli.exited;
  return { code, stdout: cli.stdout(), stderr: cli.stderr() };
}

function client(url: string) {
  return createClient(url, DEV_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

async function signUp(url: string, email: string) {
  const { error } = await client(url).auth.signUp({ email, password: 'senha-segura-1' });
  expect(error).toBeNull();
}

async function signIn(url: string, email: string) {
  const { data, error } = await client(url).auth.signInWithPassword({
    email,
    password: 'senha-segura-1',
  });
  expect(error).toBeNull();
  expect(data.user?.email).toBe(email);
}

/** A refusal: exit code 1, nothing listening, one paragraph on stderr with no stack. */
function expectRefusal(result: Awaited<ReturnType<typeof run>>): string {
  expect(result.code).toBe(1);
  expect(result.stdout).not.toContain('listening');
  expect(result.stderr).not.toMatch(STACK_LINE);
  const text = result.stderr.trim();
  expect(text.split('\n')).toHaveLength(1);
  return text;
}

let realFolder: Promise<string> | undefined;
/** A data folder a first run created (and stopped), to copy and damage. */
function realDataFolder(): Promise<string> {
  realFolder ??= (async () => {
    const dir = join(tempFolder(), 'data');
    const backend = await start(['--data-dir', dir, '--port', '0']);
    expect(await backend.stop()).toBe(0);
    return dir;
  })();
  return realFolder;
}

/**
 * A copy of that folder: a backend's own folder from an earlier run. Only the first run migrates,
 * which is seconds of the suite saved for each case that is not about the first run.
 */
async function copiedDataFolder(): Promise<string> {
  const dir = join(tempFolder(), 'copy');
  cpSync(await realDataFolder(), dir, { recursive: true });
  return dir;
}

describe('one backend per data folder', () => {
  it(
    'refuses a second backend on the same folder; the first keeps working and its data survives a restart',
    SLOW,
    async () => {
      const dir = await copiedDataFolder();
      const first = await start(['--data-dir', dir, '--port', '0']);
      await signUp(first.url, 'primeira@escola.example');

      // The report: a second backend on another port ran, and its sign-ups were lost.
      const second = await run(['--data-dir', dir, '--port', '0']);
      const text = expectRefusal(second);
      expect(text).toContain(`The data folder ${dir} is in use by another backend`);
      expect(text).toContain(`pid ${first.child.pid}`);
      expect(text).toContain(`port ${first.port}`);
      expect(text).toContain('--data-dir');

      await signIn(first.url, 'primeira@escola.example');
      await signUp(first.url, 'segunda@escola.example');
      expect(await first.stop()).toBe(0);
      expect(existsSync(join(dir, LOCK_FILE))).toBe(false);

      const restarted = await start(['--data-dir', dir, '--port', '0']);
      await signIn(restarted.url, 'primeira@escola.example');
      await signIn(restarted.url, 'segunda@escola.example');
      expect(await restarted.stop()).toBe(0);
    },
  );

  it('takes over the lock of a backend that was killed, with a line saying so', SLOW, async () => {
    const dir = await copiedDataFolder();
    const killed = await start(['--data-dir', dir, '--port', '0']);
    await signUp(killed.url, 'sobrevive@escola.example');
    const exited = new Promise((resolveExit) => killed.child.once('exit', resolveExit));
    killed.child.kill('SIGKILL'); // no cleanup: the lock stays
    await exited;
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: killed.child.pid,
    });

    const next = await start(['--data-dir', dir, '--port', '0']);
    expect(next.output()).toContain(
      `local-supabase: took over the lock of ${dir}: its owner (pid ${killed.child.pid}, port ${killed.port}`,
    );
    expect(next.output()).toContain('is no longer running.');
    await signIn(next.url, 'sobrevive@escola.example');
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: next.child.pid,
      port: next.port,
    });
    expect(await next.stop()).toBe(0);
  });
});

describe('a data folder that is not a readable database', () => {
  it('refuses a file in place of the folder (was EEXIST and a stack)', SLOW, async () => {
    const file = join(tempFolder(), 'data');
    writeFileSync(file, 'not a folder');
    const text = expectRefusal(await run(['--data-dir', file, '--port', '0']));
    expect(text).toBe(
      `The data folder ${file} cannot be used: it is a file, not a folder. Choose a folder with --data-dir DIR (or DATA_DIR), or use --memory.`,
    );
    expect(readFileSync(file, 'utf8')).toBe('not a folder');
  });

  it('refuses a folder of other files, and leaves them as they were', SLOW, async () => {
    const dir = tempFolder();
    writeFileSync(join(dir, 'notes.txt'), 'keep me');
    mkdirSync(join(dir, 'photos'));
    const text = expectRefusal(await run(['--data-dir', dir, '--port', '0']));
    expect(text).toContain(`The data folder ${dir} is not a database`);
    expect(text).toContain('notes.txt, photos');
    expect(text).toContain('no PG_VERSION');
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', 'photos']);
  });

  it(
    'says an empty PG_VERSION is not a readable database (was "PGlite failed to initialize properly")',
    SLOW,
    async () => {
      const dir = tempFolder();
      writeFileSync(join(dir, 'PG_VERSION'), '');
      writeFileSync(join(dir, 'junk'), 'x'.repeat(100));
      const text = expectRefusal(await run(['--data-dir', dir, '--port', '0']));
      expect(text).toContain(`The data folder ${dir} is not a readable database`);
      expect(text).toContain('PG_VERSION is empty');
      expect(text).toContain('deletes nothing');
      expect(text).toContain(`rm -r ${dir}`);
      expect(readdirSync(dir).sort()).toEqual(['PG_VERSION', 'junk']);
    },
  );

  it(
    'says a truncated global/pg_control is damaged (was a WebAssembly abort and a stack)',
    SLOW,
    async () => {
      const dir = await copiedDataFolder();
      truncateSync(join(dir, 'global', 'pg_control'), 100);
      const before = readdirSync(dir).sort();
      const text = expectRefusal(await run(['--data-dir', dir, '--port', '0']));
      expect(text).toContain(`The data folder ${dir} is not a readable database: it looks damaged`);
      expect(text).toContain(`mv ${dir} ${dir}.old`);
      // Nothing removed (PGlite may leave its own postmaster.pid behind).
      expect(readdirSync(dir)).toEqual(expect.arrayContaining(before));
      expect(readFileSync(join(dir, 'global', 'pg_control'))).toHaveLength(100);
    },
  );

  it("says a damaged relation file is damaged, with PostgreSQL's words", SLOW, async () => {
    const dir = await copiedDataFolder();
    // pg_namespace of the database `postgres` (oid 5 since PostgreSQL 15): a catalog read at start.
    writeFileSync(join(dir, 'base', '5', '2615'), Buffer.alloc(8192, 0x5a));
    const text = expectRefusal(await run(['--data-dir', dir, '--port', '0']));
    expect(text).toContain(`The data folder ${dir} is not a readable database: it looks damaged`);
    expect(text).toContain('invalid page in block 0');
  });
});

describe('the command line', () => {
  it(
    'accepts `--` before the options, as `pnpm backend -- --memory` passes them',
    SLOW,
    async () => {
      const backend = await start(['--', '--memory', '--port', '0']);
      expect(backend.output()).toContain('storage:   PGlite in memory');
      expect(await backend.stop()).toBe(0);
    },
  );

  it(
    'prints an educator invitation code with the development keys: the same until it is used',
    SLOW,
    async () => {
      // A folder whose first run printed a code nobody used yet.
      const folder = await copiedDataFolder();
      const codeOf = (output: string) =>
        /educator invitation code .*: ([A-Z2-9]{8}), until \d{4}-\d{2}-\d{2}/.exec(output)?.[1];
      const first = await start(['--data-dir', folder, '--port', '0']);
      const code = codeOf(first.output());
      expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
      const educator = client(first.url);
      const { error } = await educator.auth.signUp({
        email: 'primeira-educadora@escola.example',
        password: 'senha-segura-1',
      });
      expect(error).toBeNull();
      expect(
        await educator.rpc('set_my_role', { role: 'educator', invitation: code }),
      ).toMatchObject({ data: 'educator', error: null });
      expect(await first.stop()).toBe(0);
      const second = await start(['--data-dir', folder, '--port', '0']);
      expect(codeOf(second.output())).toMatch(/^[A-Z2-9]{8}$/);
      expect(codeOf(second.output())).not.toBe(code);
      expect(await second.stop()).toBe(0);
      const third = await start(['--data-dir', folder, '--port', '0']);
      expect(codeOf(third.output())).toBe(codeOf(second.output()));
      expect(await third.stop()).toBe(0);
    },
  );

  it('names an unknown option or argument and prints the usage (exit code 2)', SLOW, async () => {
    for (const [args, named] of [
      [['--bogus'], 'Unknown option --bogus.'],
      [['--memory', 'extra'], 'Unexpected argument "extra"'],
    ] as const) {
      const result = await run([...args]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(named);
      expect(result.stderr).toContain('Usage: pnpm backend [-- options]');
      expect(result.stderr).not.toMatch(STACK_LINE);
    }
  });

  it(
    'names the port in use and how to choose another (was EADDRINUSE and a stack)',
    SLOW,
    async () => {
      const holder = createServer();
      await new Promise<void>((resolveListen) => holder.listen(0, '127.0.0.1', resolveListen));
      const { port } = holder.address() as { port: number };
      try {
        const text = expectRefusal(await run(['--memory', '--port', String(port)]));
        expect(text).toBe(
          `Port ${port} on 127.0.0.1 is in use (another backend? \`lsof -i :${port}\` shows what holds it). Stop that, or choose another port with --port N (or PORT=N).`,
        );
      } finally {
        holder.close();
      }
    },
  );
});

describeEachEngine('storage that takes no folder lock', (engine) => {
  it('runs two backends side by side', SLOW, async () => {
    let env = cliEnv();
    const args = ['--port', '0'];
    let drop: (() => Promise<void>) | undefined;
    if (engine === 'PostgreSQL') {
      const database = await freshDatabase(SERVER_URL, 'ths_test');
      drop = database.drop;
      env = cliEnv({ DATABASE_URL: database.url });
    } else {
      args.push('--memory');
    }
    try {
      const first = await start(args, env);
      const second = await start(args, env);
      await signUp(first.url, 'lado@escola.example');
      // One PostgreSQL database is shared, as on Supabase; two in-memory ones are separate.
      const { error } = await client(second.url).auth.signInWithPassword({
        email: 'lado@escola.example',
        password: 'senha-segura-1',
      });
      if (engine === 'PostgreSQL') expect(error).toBeNull();
      else expect(error?.message).toBe('Invalid login credentials');
      expect(await first.stop()).toBe(0);
      expect(await second.stop()).toBe(0);
    } finally {
      await drop?.();
    }
  });
});
