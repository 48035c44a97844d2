// The app plays offline and updates gently (issue 19, docs/decisions/0014). Each journey serves
// the production build on a port of its own, so it can take the app's server away (no network
// at all) or swap the build it serves, without touching the other journeys' server.
import { chromium, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, serveApp } from '../harness/app-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../harness/chromium.ts';
import { ARTIFACTS } from '../harness/paths.ts';
import { freePort } from '../harness/processes.ts';
import { expect, test } from '../fixtures.ts';
import {
  answer,
  continueToNext,
  expectProgress,
  newEmail,
  PASSWORD,
  signUp,
  signUpAsEducator,
  toast,
  userIdOf,
} from '../support/learner.ts';
import { savesOf, storedScenarios } from '../support/saves.ts';

test.use({ serviceWorkers: 'allow' });

/** Another build of the same app: unminified, so every file and the service worker differ. */
const NEXT_DIST = join(ARTIFACTS, 'e2e', 'app-dist-next');

/** Waits until the service worker has precached the app and is active. */
async function appKeptForOffline(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.active?.state ?? null;
      }),
    )
    .toBe('activated');
}

/** The build the page runs: its entry script's hashed address. */
const entryOf = (page: Page) =>
  page.evaluate(() => document.querySelector('script[type="module"]')?.getAttribute('src'));

/** supabase-js's stored session on this page (its key is sb-<host>-auth-token). */
const storedSessionOf = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name));
    const raw = key ? localStorage.getItem(key) : null;
    return raw ? (JSON.parse(raw) as { refresh_token: string; expires_at: number }) : null;
  });

test('a visit after the access token expired opens at once with no network, and back online the session is renewed and the answers reach the database, each once', async ({
  context,
  page,
  backend,
  consoleErrors,
}) => {
  consoleErrors.allow(
    /Failed to load resource|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED|Failed to fetch|Saving progress failed|Reading progress failed/,
  );
  const app = await serveApp(await freePort());
  try {
    await signUp(page, newEmail('sem-internet'), PASSWORD, `${app.url}/auth`);
    const userId = await userIdOf(page);
    await page.getByRole('button', { name: 'Começar Prática' }).click();
    const first = await answer(page, true);
    await continueToNext(page);
    await expect.poll(() => storedScenarios(backend, userId)).toEqual([first]);
    await appKeptForOffline(page);

    // The tablet loses the network, and the app's server is gone too. The next visit is more
    // than an hour later: the stored access token has expired and cannot be renewed offline.
    await app.stop();
    await backend.stop();
    await context.setOffline(true);
    const before = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name))!;
      const session = JSON.parse(localStorage.getItem(key)!) as {
        refresh_token: string;
        expires_at: number;
      };
      session.expires_at = Math.floor(Date.now() / 1000) - 60;
      localStorage.setItem(key, JSON.stringify(session));
      return session;
    });

    // At once: supabase-js would retry the renewal for about 30 s first (decision 0014).
    await page.reload();
    await expectProgress(page, 1);
    const offline: number[] = [];
    for (const correct of [true, false, true]) {
      offline.push(await answer(page, correct));
      await continueToNext(page);
    }
    await expectProgress(page, 4);
    // Other addresses of the app open too, from the same kept page.
    await page.goto(`${app.url}/?view=achievements`);
    await expect(page.getByRole('heading', { name: 'Conquistas' })).toBeVisible();

    const saves = savesOf(page, backend);
    await backend.start();
    await context.setOffline(false);
    const expected = [first, ...offline].toSorted((a, b) => a - b);
    // The outbox sends when the browser is back online, else on its own schedule.
    await expect
      .poll(() => storedScenarios(backend, userId), { timeout: 45_000 })
      .toEqual(expected);
    // The session was renewed as the network came back, and is kept for the next visit.
    const renewed = await storedSessionOf(page);
    expect(renewed?.refresh_token).not.toBe(before.refresh_token);
    expect((renewed?.expires_at ?? 0) * 1000).toBeGreaterThan(Date.now());
    const row = await backend.progressRow(userId);
    expect(row?.correct_answers).toBe(3);
    expect(row?.incorrect_scenarios).toEqual([offline[1]]);
    expect(Object.keys(row?.scenario_results ?? {})).toHaveLength(4);
    // Sent once: nothing is queued any more, so nothing more goes out.
    await page.waitForTimeout(3000);
    expect(saves.count).toBe(1);
  } finally {
    await context.setOffline(false);
    await backend.start();
    await app.stop();
  }
});

/** Waits until the new version runs in `page`: another entry script than `versionA`, said so. */
async function runsNewVersion(page: Page, versionA: string | null | undefined): Promise<void> {
  // The page reloads onto the new version: a read during that reload counts as still A.
  await expect
    .poll(() => entryOf(page).catch(() => versionA), { timeout: 20_000 })
    .not.toBe(versionA);
  await expect(toast(page, 'O app foi atualizado')).toBeVisible();
}

test('a new version deployed between two visits is offered on the next start, taken, said, and no answer is lost', async ({
  context,
  page,
  backend,
}) => {
  buildApp({ url: backend.url, anonKey: backend.anonKey }, NEXT_DIST, ['--minify', 'false']);
  const port = await freePort();
  let server = await serveApp(port);
  try {
    await signUp(page, newEmail('entre-visitas'), PASSWORD, `${server.url}/auth`);
    const userId = await userIdOf(page);
    await page.getByRole('button', { name: 'Começar Prática' }).click();
    const first = await answer(page, true);
    await continueToNext(page);
    await expect.poll(() => storedScenarios(backend, userId)).toEqual([first]);
    await appKeptForOffline(page);
    const versionA = await entryOf(page);
    const where = page.url();
    await page.close();

    // The school deploys a new version while the app is closed; the learner opens it again
    // (its home, a calm screen: 'Conteúdo novo' shows at once, decision 0056), takes it, then
    // goes on where they left off.
    await server.stop();
    server = await serveApp(port, NEXT_DIST);
    const next = await context.newPage();
    await next.goto(`${server.url}/`);
    await next.getByRole('button', { name: 'Atualizar' }).click();
    await runsNewVersion(next, versionA);
    const versionB = await entryOf(next);
    await next.goto(where);
    await expectProgress(next, 1);
    expect(await entryOf(next)).toBe(versionB);
    const second = await answer(next, false);
    await continueToNext(next);
    await expect
      .poll(() => storedScenarios(backend, userId))
      .toEqual([first, second].toSorted((a, b) => a - b));
  } finally {
    await server.stop();
  }
});

// Chromium, to swap workers under an open page, stops the old worker and then activates the new
// one; a request of the page reaching the old worker in those ~30 ms restarts it and postpones
// the swap until that worker is idle, which with Playwright attached is never (decision 0014).
// So nothing the page asks for at the next scenario may go through the worker: Supabase bypasses
// it (public/sw-network-routes.js) and the tab's icon is inside index.html (vite.config.ts).
test('a new version waits while a scenario’s feedback is on screen, is offered at the next scenario and taken without losing an answer', async ({
  page,
  backend,
}) => {
  buildApp({ url: backend.url, anonKey: backend.anonKey }, NEXT_DIST, ['--minify', 'false']);
  const port = await freePort();
  let server = await serveApp(port);
  try {
    await signUp(page, newEmail('versao-nova'), PASSWORD, `${server.url}/auth`);
    const userId = await userIdOf(page);
    await page.getByRole('button', { name: 'Começar Prática' }).click();
    const first = await answer(page, true);
    await continueToNext(page);
    await appKeptForOffline(page);
    // A second visit, which the service worker of version A serves.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    const versionA = await entryOf(page);

    // The learner has picked an answer and reads its feedback when the school deploys a new
    // version; the page looks for one (as it does every hour) and finds it.
    const second = await answer(page, false);
    await server.stop();
    server = await serveApp(port, NEXT_DIST);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.waiting?.state ?? null;
        }),
      )
      .toBe('installed');
    // Nothing reloads under the feedback: still version A, the feedback still there.
    await page.waitForTimeout(1000);
    await expect(page.getByRole('heading', { name: 'Vamos aprender juntos!' })).toBeVisible();
    expect(await entryOf(page)).toBe(versionA);

    // 'Continuar': the next scenario offers it ('Conteúdo novo', decision 0056); taken, and said.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Conteúdo novo' })).toBeVisible();
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await runsNewVersion(page, versionA);
    await expectProgress(page, 2);
    await expect
      .poll(() => storedScenarios(backend, userId))
      .toEqual([first, second].toSorted((a, b) => a - b));

    // The new version goes on where the learner was.
    const third = await answer(page, true);
    await continueToNext(page);
    await expect
      .poll(() => storedScenarios(backend, userId))
      .toEqual([first, second, third].toSorted((a, b) => a - b));
  } finally {
    await server.stop();
  }
});

test('Chromium can install the app: a valid manifest with its icons, nothing in the way', async ({
  page,
  baseURL,
}) => {
  // Playwright's own contexts are incognito profiles, where Chromium never offers to install; a
  // profile on disk is what a learner's browser has, so the check runs in one.
  const profile = await mkdtemp(join(tmpdir(), 'ths-install-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
  });
  try {
    const installed = await browser.newPage();
    await installed.goto('/auth');
    await appKeptForOffline(installed);
    const cdp = await browser.newCDPSession(installed);
    // A missing icon, manifest field or worker would each be listed here.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
  const response = await page.request.get('/manifest.webmanifest');
  const parsed = (await response.json()) as {
    name: string;
    lang: string;
    icons: { sizes: string; purpose: string }[];
  };
  expect(parsed.name).toBe('Treinamento de Habilidades Sociais');
  expect(parsed.lang).toBe('pt-BR');
  expect(parsed.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
});

test('a reload on a screen with style sheets of its own is not announced as a new version', async ({
  page,
  backend,
}) => {
  await page.addInitScript(() => {
    // A busy device: the update code, which waits for an idle moment, starts only once the screen
    // has loaded, with its style sheet on the page.
    window.requestIdleCallback = (callback) =>
      window.setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), 3000);
    // Marks the moment the update code has compared builds (it stores the build right after).
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'ths:app-build') document.documentElement.dataset.buildChecked = 'yes';
      setItem.call(this, key, value);
    };
  });
  const buildChecked = () =>
    expect(page.locator('html')).toHaveAttribute('data-build-checked', 'yes');
  const storedBuild = () => page.evaluate(() => localStorage.getItem('ths:app-build'));

  // An educator: only an educator's home leads to the educator's screens (docs/decisions/0029).
  await signUpAsEducator(page, backend, newEmail('recarregar'));
  await buildChecked();
  const before = await storedBuild();
  // The educator's screens bring a style sheet of their own, added to the page when they load.
  await page.getByRole('link', { name: 'Área do educador' }).click();
  await expect(page.getByRole('heading', { name: 'Área do educador' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Área do educador' })).toBeVisible();
  await buildChecked();
  expect(await storedBuild()).toBe(before);
  await expect(page.getByText('O app foi atualizado')).toHaveCount(0);
});
