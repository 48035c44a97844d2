// The fresh-machine check (issue 6): clones the repository into an empty folder and runs
// README.md's two commands exactly as written, with the machine's own Node.js and nothing of
// this checkout's tools on PATH. The test command must pass (and is timed against the 30-minute
// limit); the run command must serve a page a browser loads. Not part of the test command (it
// runs it); run it before a release or after changing the setup:
//
//   pnpm fresh-machine
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../harness/chromium.ts';
import { ARTIFACTS, ROOT } from '../harness/paths.ts';
import { waitUntilServing } from '../harness/processes.ts';
import { readmeCommands } from './readme-commands.ts';

const TEST_LIMIT_MINUTES = 30;
const APP_URL = 'http://localhost:5173';
const BACKEND_PORT = 54321;
const OUT = join(ARTIFACTS, 'fresh-machine');

/** The environment of a machine that has only Node.js: no .tools, no pnpm, no npm_* settings. */
function freshEnvironment(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_|PNPM_|INIT_CWD$|E2E_)/.test(key)),
  );
  env.PATH = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((folder) => !folder.includes('/.tools/') && !folder.includes('node_modules'))
    .join(delimiter);
  return env;
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

function clone(): string {
  const status = spawnSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' });
  if (status.stdout.trim()) {
    console.log(
      '[fresh] Note: this checkout has uncommitted changes; the clone has only what is committed.',
    );
  }
  const folder = join(mkdtempSync(join(tmpdir(), 'ths-fresh-')), 'repo');
  const cloned = spawnSync('git', ['clone', '--quiet', ROOT, folder], { stdio: 'inherit' });
  if (cloned.status !== 0) throw new Error(`git clone ${ROOT} failed.`);
  return folder;
}

function runTestCommand(folder: string, command: string): { ok: boolean; minutes: number } {
  console.log(`[fresh] ${folder}$ ${command}`);
  const started = performance.now();
  const result = spawnSync(command, {
    cwd: folder,
    env: freshEnvironment(),
    shell: true,
    stdio: 'inherit',
  });
  const minutes = (performance.now() - started) / 60_000;
  return { ok: result.status === 0, minutes };
}

/** Starts the run command, waits for the app, loads it in chromium; always stops the command. */
async function checkRunCommand(folder: string, command: string): Promise<string> {
  console.log(`[fresh] ${folder}$ ${command}`);
  // Its own process group, so stopping it stops the backend and the dev server it started.
  const child = spawn(command, {
    cwd: folder,
    env: freshEnvironment(),
    shell: true,
    stdio: 'inherit',
    detached: true,
  });
  try {
    await waitUntilServing({ name: `"${command}"`, child }, APP_URL, 10 * 60);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage({ locale: 'pt-BR' });
      await page.goto(APP_URL);
      // No session: the training page sends the visitor to sign in.
      await page.waitForURL(`${APP_URL}/auth`);
      const heading = page.getByRole('heading', { name: 'Treinamento de Habilidades Sociais' });
      await heading.waitFor();
      mkdirSync(OUT, { recursive: true });
      const screenshot = join(OUT, 'run-command.png');
      await page.screenshot({ path: screenshot });
      return screenshot;
    } finally {
      await browser.close();
    }
  } finally {
    if (child.pid !== undefined && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
}

const { run, test } = readmeCommands(readFileSync(join(ROOT, 'README.md'), 'utf8'));
ensureChromium();
for (const [port, what] of [
  [5173, 'the app'],
  [BACKEND_PORT, 'the local backend'],
] as const) {
  if (await portInUse(port)) {
    throw new Error(
      `Port ${port} is taken (${what} of \`${run}\` needs it): stop whatever runs there (another \`${run}\`?) and try again.`,
    );
  }
}
const folder = clone();
try {
  const tests = runTestCommand(folder, test);
  const screenshot = await checkRunCommand(folder, run);
  const withinLimit = tests.minutes < TEST_LIMIT_MINUTES;
  process.exitCode = tests.ok && withinLimit ? 0 : 1;
  console.log(
    `\n[fresh] Fresh clone of ${ROOT} in ${folder}, machine Node.js ${spawnSync('node', ['--version'], { env: freshEnvironment(), encoding: 'utf8' }).stdout.trim()}`,
  );
  console.log(
    `[fresh] \`${test}\`: ${tests.ok ? 'passed' : 'FAILED'} in ${tests.minutes.toFixed(1)} min (limit ${TEST_LIMIT_MINUTES} min: ${withinLimit ? 'within' : 'OVER'})`,
  );
  console.log(
    `[fresh] \`${run}\`: served ${APP_URL}; chromium loaded the sign-in page (${screenshot})`,
  );
} finally {
  rmSync(join(folder, '..'), { recursive: true, force: true });
}
