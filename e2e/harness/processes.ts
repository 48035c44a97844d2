// Child processes of a run: each one's output goes to a log file under artifacts/e2e/logs, so a
// failure can be read afterwards without flooding the test report.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
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

/**
 * A TCP port nothing listens on now, so a run never collides with `npm start` or another run.
 *
 * Picked below the kernel's ephemeral range: a port from that range (what `listen(0)` hands out)
 * can be taken between this pick and the server's own listen by any outgoing connection's local
 * end, and a CI run once failed with EADDRINUSE on such a port (the Studio's content lake, whose
 * port is chosen before the Studio starts and used a while later). The ports below the range are
 * only ever taken by an explicit listen.
 */
export async function freePort(): Promise<number> {
  const [low, high] = portsBelowEphemeral();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free TCP port between ${low} and ${high} after 50 tries`);
}

/** 20000 up to the first ephemeral port (Linux's ip_local_port_range; 32768 by default). */
export function portsBelowEphemeral(
  range = readFileIfThere('/proc/sys/net/ipv4/ip_local_port_range'),
): [number, number] {
  const first = Number(range?.trim().split(/\s+/)[0]);
  const ephemeralFrom = Number.isInteger(first) && first > 21000 ? first : 32768;
  return [20000, ephemeralFrom - 1];
}

function readFileIfThere(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

function canListen(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
