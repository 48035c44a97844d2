// A publish reaches learners' open apps (issue 38, docs/decisions/0056). In production, an app
// left open looks for a new build every few minutes (here a build made with a 2-second interval:
// the default stays 5 minutes, update-checks.test.ts) and offers 'Conteúdo novo' between
// scenarios, never between a pick and 'Continuar'; its button shows the new text at the same
// place, with no reinstall. With `npm start`, the same notice follows the content files written
// again by a publish (docs/decisions/0036).
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { buildApp, serveApp, serveDevApp } from '../harness/app-server.ts';
import { ARTIFACTS } from '../harness/paths.ts';
import { freePort } from '../harness/processes.ts';
import { publishDescription, restoreContent } from '../harness/written-content.ts';
import { expect, test } from '../fixtures.ts';
import { LAPTOP, PHONE } from '../playwright.config.ts';
import { expectAccessible } from '../support/axe.ts';
import {
  answer,
  continueToNext,
  expectProgress,
  newEmail,
  PASSWORD,
  signUp,
  toast,
  userIdOf,
} from '../support/learner.ts';
import { storedScenarios } from '../support/saves.ts';
import { screenshot } from '../support/screenshots.ts';

test.use({ serviceWorkers: 'allow' });

const BUILD_A = join(ARTIFACTS, 'e2e', 'app-dist-content-a');
const BUILD_B = join(ARTIFACTS, 'e2e', 'app-dist-content-b');
const CHECK_SOON = { VITE_UPDATE_CHECK_SECONDS: '2' };
const NEW_DESCRIPTION =
  'Na hora do recreio, um colega novo está sozinho perto do portão e olha para o seu grupo.';

/** The notice, by its region and its heading. */
const offer = (page: Page) =>
  page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Conteúdo novo' }) });

const entryOf = (page: Page) =>
  page.evaluate(() => document.querySelector('script[type="module"]')?.getAttribute('src'));

const waitingWorker = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.waiting?.state ?? null;
  });

test('an app left open finds the new build by itself and offers ‘Conteúdo novo’ after ‘Continuar’; its button shows the new text at the same place', async ({
  page,
  backend,
}, testInfo) => {
  test.setTimeout(420_000);
  const supabase = { url: backend.url, anonKey: backend.anonKey };
  // Build A: the snapshot's content. Build B: the same app after a publish that rewrote
  // scenario 3's description (the content files as the release receiver leaves them).
  let before: string;
  try {
    buildApp(supabase, BUILD_A, [], { env: CHECK_SOON });
    before = await publishDescription(1, 3, NEW_DESCRIPTION);
    buildApp(supabase, BUILD_B, [], { env: CHECK_SOON, exportContent: false });
  } finally {
    restoreContent();
  }
  // Counts the app's own checks for a new build (Chromium also checks after a navigation).
  await page.addInitScript(() => {
    const update = ServiceWorkerRegistration.prototype.update;
    ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
      document.documentElement.dataset.updateChecks = String(
        Number(document.documentElement.dataset.updateChecks ?? '0') + 1,
      );
      return update.call(this);
    };
  });
  const checks = () =>
    page.evaluate(() => Number(document.documentElement.dataset.updateChecks ?? '0'));
  const port = await freePort();
  let server = await serveApp(port, BUILD_A);
  try {
    await signUp(page, newEmail('conteudo-novo'), PASSWORD, `${server.url}/auth`);
    const userId = await userIdOf(page);
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state),
      )
      .toBe('activated');
    // A second visit, which the service worker of build A serves: the app as it stays open.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    const versionA = await entryOf(page);
    await page.getByRole('button', { name: 'Começar Prática' }).click();

    // The learner has picked an answer to scenario 1. The open app keeps asking for a new build
    // on its own (twice here, so Chromium's own check after the page's load is over too).
    const first = await answer(page, true);
    const asked = await checks();
    await expect.poll(checks, { timeout: 30_000 }).toBeGreaterThan(asked + 1);
    // The publish is deployed; nobody asks the app to look, and it finds build B.
    await server.stop();
    server = await serveApp(port, BUILD_B);
    await expect.poll(() => waitingWorker(page), { timeout: 30_000 }).toBe('installed');
    // Between the pick and 'Continuar': no notice, no reload, the feedback still there.
    await expect(page.getByRole('heading', { name: 'Ótima escolha!' })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
    expect(await entryOf(page)).toBe(versionA);

    // 'Continuar': scenario 2 arrives, with the notice above it, nothing picked yet.
    await continueToNext(page);
    expect(new URL(page.url()).searchParams.get('scenario')).toBe('2');
    await expect(offer(page)).toBeVisible();
    await expect(offer(page)).toContainText(
      'Chegaram cenários novos ou correções. Você continua de onde parou.',
    );
    await expectAccessible(page, testInfo, 'conteudo-novo');
    await page.setViewportSize(PHONE);
    await screenshot(page, testInfo, 'conteudo-novo-phone', false);
    await page.setViewportSize(LAPTOP);
    await screenshot(page, testInfo, 'conteudo-novo-laptop', false);

    // The learner answers instead: the notice leaves with the pick, and comes back with
    // scenario 3 after 'Continuar'.
    const second = await answer(page, false);
    await expect(offer(page)).toHaveCount(0);
    await continueToNext(page);
    const place = page.url();
    expect(new URL(place).searchParams.get('scenario')).toBe('3');
    await expect(offer(page)).toBeVisible();
    await expect(page.getByText(before)).toBeVisible();

    // 'Atualizar': build B, at the same address, with the new text; progress kept.
    await offer(page).getByRole('button', { name: 'Atualizar' }).click();
    await expect
      .poll(() => entryOf(page).catch(() => versionA), { timeout: 20_000 })
      .not.toBe(versionA);
    await expect(page.getByText(NEW_DESCRIPTION)).toBeVisible();
    expect(page.url()).toBe(place);
    await expectProgress(page, 2);
    await expect(toast(page, 'O app foi atualizado')).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
    await expect.poll(() => storedScenarios(backend, userId)).toEqual([first, second]);
  } finally {
    await server.stop();
  }
});

test('with `npm start`, a publish that writes the content again offers ‘Conteúdo novo’ in the open app, and its button shows the new text', async ({
  browser,
  backend,
}) => {
  test.setTimeout(300_000);
  const app = await serveDevApp(await freePort(), {
    url: backend.url,
    anonKey: backend.anonKey,
  });
  const context = await browser.newContext({ baseURL: app.url });
  try {
    const page = await context.newPage();
    await signUp(page, newEmail('conteudo-local'), PASSWORD, `${app.url}/auth`);
    // The learner's home is open (a calm screen) when the educator's publish is written.
    await expect(page.getByRole('button', { name: 'Começar Prática' })).toBeVisible();
    const before = await publishDescription(1, 1, NEW_DESCRIPTION);
    await expect(offer(page)).toBeVisible({ timeout: 30_000 });
    await offer(page).getByRole('button', { name: 'Atualizar' }).click();
    await page.getByRole('button', { name: 'Começar Prática' }).click();
    await expect(page.getByText(NEW_DESCRIPTION)).toBeVisible();
    await expect(page.getByText(before)).toHaveCount(0);
  } finally {
    await context.close();
    await app.stop();
    restoreContent();
  }
});
