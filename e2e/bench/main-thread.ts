// The main-thread bench: how long the page keeps a cheap phone's main thread busy, as a ratio to
// a bare React app measured in the same run, so the figures hold on any machine
// (docs/decisions/0041). Beside Lighthouse, whose absolute figures follow the machine.
//
// Three pages, each loaded 5 times (round robin, so a burst of load on the shared machine hits
// them alike) in Debian's chromium with the CPU slowed 4× (DevTools' throttling):
// - baseline: React 19 rendering one heading, built by the app's Vite (e2e/bench/baseline);
// - auth: the sign-in page, signed out;
// - training: the signed-in training page of a returning learner (service worker and content
//   already on the device).
// From a Chromium trace of each load: the sum of the page's main-thread tasks (busy time) and the
// longest of them, until SETTLE_MS after the network went quiet. A benchmark: it prints, it does not
// fail on a missed target.
//
//   pnpm --filter @ths/e2e mainthread [-- --runs N]
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import {
  chromium,
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { buildApp, serveApp, type AppServer } from '../harness/app-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../harness/chromium.ts';
import { LocalBackend } from '../harness/local-backend.ts';
import { ARTIFACTS, ROOT } from '../harness/paths.ts';
import { freePort } from '../harness/processes.ts';
import { PASSWORD } from '../support/learner.ts';
import {
  formatTable,
  formatTargets,
  medians,
  summarizeTrace,
  type PageRuns,
  type TraceEvent,
} from './main-thread-summary.ts';

const OUT = join(ARTIFACTS, 'main-thread');
const CPU_SLOWDOWN = 4;
/** After the network is quiet: the page's idle work (the phase prefetch, offline use) runs in here. */
const SETTLE_MS = 4000;
const CATEGORIES = [
  '__metadata',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
].join(',');

type PageSpec = {
  name: string;
  url: string;
  context: BrowserContext;
  /** The page has drawn its first screen with React and takes input. */
  ready: (page: Page) => Locator;
};

function runsFromArgs(): number {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const { values } = parseArgs({ args, options: { runs: { type: 'string', default: '5' } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs takes a whole number from 1 up, not "${values.runs}".`);
  return runs;
}

/** The baseline, built by the app's own Vite (the same version the app is built with). */
function buildBaseline(outDir: string): void {
  const result = spawnSync(
    join(ROOT, 'app', 'node_modules', '.bin', 'vite'),
    [
      'build',
      '--config',
      join(ROOT, 'e2e', 'bench', 'baseline', 'vite.config.ts'),
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    { cwd: join(ROOT, 'app'), stdio: 'inherit' },
  );
  if (result.status !== 0)
    throw new Error(`The baseline's build failed (exit ${result.status}); see above.`);
}

/**
 * Opens the page on a throttled tab and traces it until the network has been quiet for half a
 * second, then SETTLE_MS more. Nothing of Playwright's runs in the page while it is traced: its
 * locators evaluate a script of their own on the page's main thread (about 350 ms at 4×), so the
 * page is checked for its ready control only after the trace.
 */
async function loadOnce(browser: Browser, spec: PageSpec): Promise<TraceEvent[]> {
  const page = await spec.context.newPage();
  try {
    const cdp = await spec.context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: CATEGORIES.split(',') });
    await page.goto(spec.url, { waitUntil: 'networkidle', timeout: 120_000 });
    await sleep(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as
      { traceEvents: TraceEvent[] } | TraceEvent[];
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(
      spec.ready(page),
      `${spec.name} was not ready by the end of its trace`,
    ).toBeVisible({
      timeout: 10_000,
    });
    return Array.isArray(trace) ? trace : trace.traceEvents;
  } finally {
    await page.close();
  }
}

/**
 * support/learner.ts's sign-up, with room for a machine shared with other runs: the bench's first
 * visit downloads everything, without the service worker yet.
 */
async function signUpPatiently(page: Page, authUrl: string): Promise<void> {
  const timeout = 60_000;
  await page.goto(authUrl);
  await page.getByRole('tab', { name: 'Cadastrar' }).click({ timeout });
  await page
    .getByLabel('Email')
    .fill(`mainthread.${Date.now().toString(36)}@escola.com`, { timeout });
  await page.getByLabel('Senha').fill(PASSWORD, { timeout });
  await page.getByRole('button', { name: 'Criar conta' }).click({ timeout });
  await expect(page.getByRole('button', { name: 'Começar Prática' })).toBeVisible({ timeout });
}

/** React has replaced the inert first-paint frame (docs/decisions/0041): the control takes input. */
const live = (page: Page, control: Locator) =>
  page.locator('#root:not(:has([inert]))').locator(control);

async function main(): Promise<void> {
  const runs = runsFromArgs();
  ensureChromium();
  const started = performance.now();
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const backend = new LocalBackend(await freePort());
  let app: AppServer | undefined;
  let baseline: AppServer | undefined;
  let browser: Browser | undefined;
  try {
    await backend.start();
    // Their own build folders, so the bench never replaces the build the e2e tests serve.
    const appDir = join(OUT, 'app-dist');
    const baselineDir = join(OUT, 'baseline-dist');
    buildApp({ url: backend.url, anonKey: backend.anonKey }, appDir);
    buildBaseline(baselineDir);
    app = await serveApp(await freePort(), appDir);
    baseline = await serveApp(await freePort(), baselineDir);
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      // As the Lighthouse report: each frame drawn as soon as it is ready (docs/decisions/0041).
      args: [...CHROMIUM_ARGS, '--run-all-compositor-stages-before-draw'],
    });
    const signedOut = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const learner = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const baselineContext = await browser.newContext({ viewport: { width: 390, height: 844 } });

    // A returning learner: signed up, the service worker controlling the page and its content
    // kept, then one unmeasured visit.
    const setup = await learner.newPage();
    await signUpPatiently(setup, `${app.url}/auth`);
    // The worker starts once the page is idle and takes the page at its next load.
    await setup.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await setup.reload();
    await setup.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await setup.close();

    const specs: PageSpec[] = [
      {
        name: 'baseline',
        url: `${baseline.url}/`,
        context: baselineContext,
        ready: (page) => page.getByRole('heading', { name: 'Olá' }),
      },
      {
        name: 'auth',
        url: `${app.url}/auth`,
        context: signedOut,
        ready: (page) => live(page, page.getByRole('button', { name: 'Entrar', exact: true })),
      },
      {
        name: 'training',
        url: `${app.url}/`,
        context: learner,
        ready: (page) => live(page, page.getByRole('button', { name: 'Começar Prática' })),
      },
    ];
    // One unmeasured load each: the HTTP cache (and the learner's service worker) warm.
    for (const spec of specs) await loadOnce(browser, spec);

    const measured: PageRuns[] = specs.map((spec) => ({ page: spec.name, runs: [] }));
    for (let index = 1; index <= runs; index += 1) {
      for (const [position, spec] of specs.entries()) {
        const events = await loadOnce(browser, spec);
        // Kept for a look at what ran (chrome://tracing, or DevTools' Performance panel).
        writeFileSync(join(OUT, `${spec.name}-${index}.json`), JSON.stringify(events));
        const run = summarizeTrace(events, spec.url);
        measured[position]?.runs.push(run);
        console.log(
          `[mainthread] ${spec.name} run ${index}/${runs}: busy ${run.busyMs.toFixed(0)} ms, longest task ${run.longestMs.toFixed(0)} ms`,
        );
      }
    }

    const pages = measured.map(medians);
    const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
    console.log(
      `\nMain thread, Chromium ${browser.version()}, CPU slowed ${CPU_SLOWDOWN}×, median of ${runs} (each figure its own median). Until ${SETTLE_MS / 1000} s after the network is quiet. ${cpus().length} cores, load average ${one} ${five} ${fifteen}.\n`,
    );
    console.log(formatTable(pages));
    console.log('\nTargets (docs/decisions/0041):');
    for (const line of formatTargets(pages)) console.log(line);
    console.log(`\nTraces: ${OUT}/<page>-<run>.json`);
    console.log(
      'Keep these figures, dated, in docs/benchmarks/main-thread.md (not in a decision).',
    );
    console.log(`\nTotal ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await browser?.close();
    await baseline?.stop();
    await app?.stop();
    await backend.dispose();
  }
}

await main();
