#!/usr/bin/env node
// Runs a root package.json script with the project's own runtime, on a machine that has only
// Node.js and npm. It must therefore run on old Node versions and use nothing but Node's own
// modules, npm and tar.
//
//   node scripts/bootstrap.mjs <script> [args...]
//
// 1. Node: the project needs Node >= 22.12 (package.json engines). An older machine Node gets
//    Node 24 LTS from the npm registry (the node-<platform>-<arch> package holds the binary).
// 2. pnpm: the exact version of package.json "packageManager", fetched from the npm registry and
//    checked against the sha512 written there. Corepack is not used: it is absent from Node 25+
//    and its signature check fails against registries without signatures.
// 3. `pnpm install --frozen-lockfile`, then `pnpm run <script> [args...]`, with both tools first
//    on PATH so that every nested script uses them.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_VERSION = '24.21.0';
const MINIMUM_NODE = [22, 12];

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const tools = join(root, '.tools');

function fail(message) {
  console.error(`\n[bootstrap] ${message}`);
  process.exit(1);
}

function log(message) {
  console.log(`[bootstrap] ${message}`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) fail(`could not run ${command}: ${result.error.message}`);
  return result.status ?? 1;
}

function isRecentEnough(version) {
  const [major, minor] = version.split('.').map(Number);
  return major > MINIMUM_NODE[0] || (major === MINIMUM_NODE[0] && minor >= MINIMUM_NODE[1]);
}

// Downloads one npm package tarball and unpacks it into `target` (its files end up under
// `target/package/`). Writing into a temporary folder first and renaming it means an
// interrupted download never leaves a half-unpacked tool behind.
function fetchPackage(spec, target, expectedSha512Hex) {
  mkdirSync(tools, { recursive: true });
  const temp = mkdtempSync(join(tools, '.download-'));
  try {
    const packed = spawnSync('npm', ['pack', spec, '--silent', '--pack-destination', temp], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (packed.status !== 0) {
      fail(
        `npm could not download ${spec} from the npm registry (exit ${packed.status}). Check the network or npm's registry setting.`,
      );
    }
    const tarball = join(temp, packed.stdout.trim().split('\n').pop());
    if (expectedSha512Hex) {
      const actual = createHash('sha512').update(readFileSync(tarball)).digest('hex');
      if (actual !== expectedSha512Hex) {
        fail(
          `${spec} does not match the sha512 pinned in package.json "packageManager".\n  expected ${expectedSha512Hex}\n  received ${actual}`,
        );
      }
    }
    const unpacked = join(temp, 'unpacked');
    mkdirSync(unpacked);
    if (run('tar', ['-xzf', tarball, '-C', unpacked]) !== 0) fail(`could not unpack ${tarball}`);
    rmSync(target, { recursive: true, force: true });
    renameSync(unpacked, target);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

function ensureNode() {
  if (isRecentEnough(process.versions.node)) return process.execPath;
  const platform = { linux: 'linux', darwin: 'darwin' }[process.platform];
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
  if (!platform || !arch) {
    fail(
      `Node.js ${process.versions.node} is too old and no Node.js package exists for ${process.platform}-${process.arch}. Install Node.js ${MINIMUM_NODE.join('.')} or newer and run the command again.`,
    );
  }
  const home = join(tools, `node-${NODE_VERSION}`);
  const binary = join(home, 'package', 'bin', 'node');
  if (!existsSync(binary)) {
    log(
      `Node.js ${process.versions.node} is older than ${MINIMUM_NODE.join('.')}: fetching Node.js ${NODE_VERSION} from the npm registry.`,
    );
    fetchPackage(`node-${platform}-${arch}@${NODE_VERSION}`, home);
    chmodSync(binary, 0o755);
  }
  return binary;
}

function ensurePnpm() {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+)\+sha512\.([0-9a-f]{128})$/.exec(
    manifest.packageManager ?? '',
  );
  if (!match) fail('package.json "packageManager" must read pnpm@<version>+sha512.<hex>.');
  const [, version, sha512] = match;
  const home = join(tools, `pnpm-${version}`);
  const entry = join(home, 'package', 'bin', 'pnpm.cjs');
  if (!existsSync(entry)) {
    log(`fetching pnpm ${version} from the npm registry.`);
    fetchPackage(`pnpm@${version}`, home, sha512);
  }
  return entry;
}

// A folder with `node` and `pnpm` that goes first on PATH.
function writeShims(nodeBinary, pnpmEntry) {
  const bin = join(tools, 'bin');
  mkdirSync(bin, { recursive: true });
  const nodeLink = join(bin, 'node');
  rmSync(nodeLink, { force: true });
  symlinkSync(nodeBinary, nodeLink);
  const pnpmShim = join(bin, 'pnpm');
  writeFileSync(pnpmShim, `#!/bin/sh\nexec "${nodeBinary}" "${pnpmEntry}" "$@"\n`);
  chmodSync(pnpmShim, 0o755);
  return bin;
}

// npm exports its own settings as npm_* variables to the scripts it runs; pnpm would read them
// as its own configuration, so they are dropped.
function cleanEnvironment(bin) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)),
  );
  env.PATH = `${bin}:${process.env.PATH ?? ''}`;
  return env;
}

const [script, ...args] = process.argv.slice(2);
if (!script) fail('usage: node scripts/bootstrap.mjs <package.json script> [args...]');

const bin = writeShims(ensureNode(), ensurePnpm());
const env = cleanEnvironment(bin);
const pnpm = join(bin, 'pnpm');

if (run(pnpm, ['install', '--frozen-lockfile'], { cwd: root, env }) !== 0) {
  fail('pnpm install failed: see the messages above.');
}
process.exit(run(pnpm, ['run', script, ...args], { cwd: root, env }));
