// The Lighthouse report: the production build on a fresh local backend, measured in Debian's
// chromium with Lighthouse's defaults (mobile, simulated throttling). A benchmark that prints
// numbers and writes the reports; missing a target is news, not a failure.
//
//   pnpm --filter @ths/e2e lighthouse [-- --runs N]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { buildApp, serveApp, type AppServer } from '../harness/app-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../harness/chromium.ts';
import { LocalBackend } from '../harness/local-backend.ts';
import { ARTIFACTS } from '../harness/paths.ts';
import { freePort } from '../harness/processes.ts';
import { PASSWORD, signUp } from '../support/learner.ts';
import {
  CATEGORIES,
  formatFailingAudits,
  formatLcpElement,
  formatTable,
  formatTargets,
  medianIndex,
  summarize,
  type PageSummary,
  type RunSummary,
} from './lighthouse-summary.ts';

const OUT = join(ARTIFACTS, 'lighthouse');

/**
 * Headless, with no GPU, this chromium held back showing a frame it had already painted for 1–2 s
 * in most runs (a trace: the page idle from 0.45 s, its frame painted at 1.19 s and shown at
 * 2.25 s). Lighthouse reads the order of events from that run, so every script loaded meanwhile
 * counted as needed for the first paint. Drawing each frame as soon as it is ready removes the
 * stall and changes nothing the page does (docs/decisions/0041).
 */
const LIGHTHOUSE_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--headless=new',
  '--run-all-compositor-stages-before-draw',
];

type PageSpec = {
  name: string;
  path: string;
  /** Off for the signed-in page: Lighthouse's reset would delete the learner's session. */
  disableStorageReset: boolean;
  /** Before each run, in the same browser profile Lighthouse will use. */
  prepare?: (port: number) => Promise<void>;
};

type Run = { summary: RunSummary; lhr: Result; html: string; seconds: number };

type Measured = { summary: PageSummary; lhr: Result; htmlPath: string; jsonPaths: string[] };

function runsFromArgs(): number {
  // `pnpm run x -- --runs 3` hands the `--` on; it means nothing here.
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const { values } = parseArgs({ args, options: { runs: { type: 'string', default: '3' } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs takes a whole number from 1 up, not "${values.runs}".`);
  return runs;
}

/** Opens a tab in the browser's default context (the profile Lighthouse uses), then leaves. */
async function withTab(port: number, use: (page: Page) => Promise<void>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The browser has no default context to sign in with.');
    const page = await context.newPage();
    try {
      await use(page);
    } finally {
      await page.close();
    }
  } finally {
    // Over CDP this only disconnects; chrome-launcher owns the browser.
    await browser.close();
  }
}

function signUpLearner(port: number, appUrl: string): Promise<void> {
  return withTab(port, (page) =>
    signUp(page, `lighthouse.${Date.now().toString(36)}@escola.com`, PASSWORD, `${appUrl}/auth`),
  );
}

/**
 * Without its storage reset Lighthouse keeps the HTTP cache too; emptying it makes the run a
 * first visit of the day (cold cache) by a learner who stayed signed in (localStorage kept).
 */
function clearHttpCache(port: number): Promise<void> {
  return withTab(port, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  });
}

async function auditOnce(port: number, url: string, spec: PageSpec): Promise<Run> {
  const started = performance.now();
  const result = await lighthouse(url, {
    port,
    output: ['json', 'html'],
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: spec.disableStorageReset,
  });
  const seconds = (performance.now() - started) / 1000;
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { lhr, report } = result;
  if (lhr.runtimeError)
    throw new Error(
      `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== spec.path) {
    throw new Error(
      `${spec.name}: Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}, so it measured another page. A redirect to /auth means the learner's session was lost.`,
    );
  }
  const html = Array.isArray(report) ? report[1] : undefined;
  if (html === undefined) throw new Error('Lighthouse did not produce the HTML report.');
  return { summary: summarize(lhr), lhr, html, seconds };
}

async function measure(
  port: number,
  appUrl: string,
  spec: PageSpec,
  runs: number,
): Promise<Measured> {
  const done: Run[] = [];
  const jsonPaths: string[] = [];
  for (let index = 1; index <= runs; index += 1) {
    await spec.prepare?.(port);
    const run = await auditOnce(port, `${appUrl}${spec.path}`, spec);
    const jsonPath = join(OUT, `${spec.name}-${index}.json`);
    writeFileSync(jsonPath, JSON.stringify(run.lhr, null, 2));
    jsonPaths.push(jsonPath);
    done.push(run);
    console.log(
      `[lighthouse] ${spec.name} run ${index}/${runs}: performance ${run.summary.scores.performance}, ${run.seconds.toFixed(1)} s`,
    );
    for (const warning of run.lhr.runWarnings) console.log(`[lighthouse]   warning: ${warning}`);
  }
  const median = done[medianIndex(done.map((run) => run.summary))];
  if (!median) throw new Error(`No runs of ${spec.name}.`);
  const htmlPath = join(OUT, `${spec.name}.html`);
  writeFileSync(htmlPath, median.html);
  const summary = { page: spec.name, median: median.summary, runs: done.map((run) => run.summary) };
  return { summary, lhr: median.lhr, htmlPath, jsonPaths };
}

function printReport(measured: Measured[], runs: number): void {
  const version = measured[0]?.lhr.lighthouseVersion ?? '?';
  console.log(
    `\nLighthouse ${version}, mobile, simulated throttling. Median run of ${runs} by performance; [min–max] when runs differ. kB = 1000 bytes transferred.\n`,
  );
  console.log(formatTable(measured.map((page) => page.summary)));
  console.log('\nTargets:');
  for (const page of measured) console.log(formatTargets(page.summary));
  console.log('\nThe largest contentful paint (median run; its parts from the unthrottled trace):');
  for (const page of measured) console.log(formatLcpElement(page.summary.page, page.lhr));
  const failing = measured.flatMap((page) => formatFailingAudits(page.summary.page, page.lhr));
  if (failing.length > 0) console.log(`\nWhat cost points (median run):\n${failing.join('\n')}`);
  console.log('\nReports:');
  for (const page of measured) console.log([page.htmlPath, ...page.jsonPaths].join('\n'));
}

async function report(chrome: LaunchedChrome, app: AppServer, runs: number): Promise<void> {
  // The auth page first: its storage reset would sign out the learner of the training page.
  const auth = await measure(
    chrome.port,
    app.url,
    { name: 'auth', path: '/auth', disableStorageReset: false },
    runs,
  );
  await signUpLearner(chrome.port, app.url);
  const training = await measure(
    chrome.port,
    app.url,
    { name: 'training', path: '/', disableStorageReset: true, prepare: clearHttpCache },
    runs,
  );
  printReport([auth, training], runs);
}

const runs = runsFromArgs();
ensureChromium();
// A run of 3 after a run of 1 would otherwise leave reports of both side by side.
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const started = performance.now();
const backend = new LocalBackend(await freePort());
let app: AppServer | undefined;
let chrome: LaunchedChrome | undefined;
try {
  await backend.start();
  // Its own build folder, so a report never replaces the build the e2e tests are serving.
  const outDir = join(OUT, 'app-dist');
  buildApp({ url: backend.url, anonKey: backend.anonKey }, outDir);
  app = await serveApp(await freePort(), outDir);
  // chrome-launcher's own temporary profile, deleted when it kills the browser.
  chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_CHROMIUM_ARGS });
  await report(chrome, app, runs);
  console.log(`\nTotal ${((performance.now() - started) / 1000).toFixed(0)} s.`);
} finally {
  chrome?.kill();
  await app?.stop();
  await backend.dispose();
}
