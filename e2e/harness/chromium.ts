// Debian's chromium: Playwright's own browser downloads cannot reach the network here, so every
// browser run (tests, screenshots, Lighthouse) launches the system one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Quiet, reproducible runs: no sandbox (root in CI), no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The emoji font is for people looking at the screenshots: without it the icons are boxes.
const DEBIAN_PACKAGES = ['chromium', 'fonts-noto-color-emoji'];

/**
 * Makes sure the browser exists. On a fresh Debian machine run as root (this project's CI) it
 * installs Debian's packages, so that `npm test` needs nothing but Node.js; anywhere else it
 * stops with the command to run.
 */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const canInstall =
    process.env.CHROMIUM_PATH === undefined &&
    process.getuid?.() === 0 &&
    spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!canInstall) {
    throw new Error(
      `No chromium at ${CHROMIUM_PATH}. Install it (Debian/Ubuntu: sudo apt-get install -y ${DEBIAN_PACKAGES.join(' ')}) or set CHROMIUM_PATH to a Chromium or Chrome binary, then run the tests again.`,
    );
  }
  console.log(
    `[e2e] ${CHROMIUM_PATH} is missing: installing ${DEBIAN_PACKAGES.join(', ')} with apt-get.`,
  );
  for (const args of [
    ['update'],
    ['install', '-y', '--no-install-recommends', ...DEBIAN_PACKAGES],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      throw new Error(
        `apt-get ${args.join(' ')} failed (exit ${result.status}); see its output above.`,
      );
    }
  }
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`apt-get installed chromium, but ${CHROMIUM_PATH} is still missing.`);
}
