// `npm start`: the local Supabase and the app together, with nothing to configure.
//
// 1. Starts the local backend (packages/local-supabase: PGlite in .local-supabase/data, the
//    Supabase CLI's development keys) unless VITE_SUPABASE_URL points somewhere else.
// 2. Waits until it answers, then starts the app's dev server with VITE_SUPABASE_URL and
//    VITE_SUPABASE_ANON_KEY set to it.
// 3. Stops both when either stops, on Ctrl-C or on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEV_ANON_KEY, DEV_URL } from '@ths/local-supabase/dev-keys';

const root = resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  // Each child leads its own process group, so stopping it reaches what it started too: pnpm
  // does not pass a SIGTERM on to the dev server it runs.
  const child = spawn(command, args, { stdio: 'inherit', env, cwd: root, detached: true });
  children.push(child);
  child.on('exit', (code) => stop(code ?? 0));
  return child;
}

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.pid === undefined || child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // The group is already gone.
    }
  }
  process.exitCode = code;
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// A closed terminal: the children lead their own groups, so they would not get its SIGHUP.
process.on('SIGHUP', () => stop(0));

async function waitFor(url: string, seconds: number): Promise<void> {
  for (let attempt = 0; attempt < seconds * 4; attempt++) {
    if (stopping) return;
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`The local Supabase did not answer at ${url} within ${seconds} s.`);
}

const external = process.env.VITE_SUPABASE_URL;
const url = external ?? DEV_URL;
if (!external) {
  // The backend itself, not through pnpm (which does not pass SIGTERM on): stopping this script
  // stops it, and so releases its data folder (.local-supabase/data/local-supabase.pid).
  run(process.execPath, [resolve(root, 'packages/local-supabase/src/cli.ts')]);
  await waitFor(url, 120);
}
if (!stopping) {
  run('pnpm', ['--filter', '@ths/app', 'dev'], {
    ...process.env,
    VITE_SUPABASE_URL: url,
    VITE_SUPABASE_ANON_KEY: process.env.VITE_SUPABASE_ANON_KEY ?? DEV_ANON_KEY,
  });
}
