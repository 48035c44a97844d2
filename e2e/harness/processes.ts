// Child processes of a run: each one's output goes to a log file under artifacts/e2e/logs, so a
// failure can be read afterwards without flooding the test report.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ARTIFACTS } from './paths.ts';

export const LOGS = join(ARTIFACTS, 'e2e', 'logs');

export type Service = { name: string; child: ChildProcess; log: string };

export function startService(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Service {
  mkdirSync(LOGS, { recursive: true });
  const log = join(LOGS, `${name}.log`);
  const out = createWriteStream(log, { flags: 'a' });
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  return { name, child, log };
}

/** SIGTERM, then SIGKILL after 5 s; resolves once the process is gone. */
export async function stopService({ child }: Service): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(killer);
}

/**
 * Polls `url` until it answers 2xx; fails early if the process exits. The error points at the
 * service's log, or at the output above for a process that writes to the terminal.
 */
export async function waitUntilServing(
  service: { name: string; child: ChildProcess; log?: string },
  url: string,
  seconds = 120,
): Promise<void> {
  const where = service.log ? `see ${service.log}` : 'see its output above';
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null) {
      throw new Error(`${service.name} exited with code ${service.child.exitCode}; ${where}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`${service.name} did not answer at ${url} within ${seconds} s; ${where}`);
}

/** A TCP port nothing listens on now, so a run never collides with `npm start` or another run. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no TCP port available');
  return address.port;
}
