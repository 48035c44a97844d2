// The app plays offline and updates gently (issue 19, docs/decisions/0014). Each journey serves
// the production build on a port of its own, so it can take the app's server away (no network
// at all) or swap the build it serves, without touching the other journeys' server.
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { buildApp, serveApp } from '../harness/app-server.ts';
import type { LocalBackend } from '../harness/local-backend.ts';
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
  toast,
  userIdOf,
} from '../support/learner.ts';

test.use({ serviceWorkers: 'allow' });

/** Another build of the same app: unminified, so every file and the service worker differ. */
const NEXT_DIST = join(ARTIFACTS, 'e2e', 'app-dist-next');

/** The scenario numbers the database holds as answered for this learner. */
async function storedScenarios(backend: LocalBackend, userId: string): Promise<number[]> {
  const row = await backend.progressRow(userId);
  return (row?.completed_scenarios ?? []).toSorted((a, b) => a - b);
}

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

/** Successful saves (upserts of user_progress) the page sends from now on. */
function savesOf(page: Page, backend: LocalBackend): { count: number } {
  const saves = { count: 0 };
  page.on('response', (response) => {
    const request = response.request();
    if (
      request.method() === 'POST' &&
      request.url().startsWith(`${backend.url}/rest/v1/user_progress`) &&
      response.ok()
    ) {
      saves.count += 1;
    }
  });
  return saves;
}

test('after one visit the app opens with no network, and the answers reach the database once back, each once', async ({
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

    // The tablet loses the network, and the app's server is gone too.
    await app.stop();
    await backend.stop();
    await context.setOffline(true);

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

// FIXME (docs/decisions/0014, "left"): under Playwright the waiting worker never activates.
// The app sends SKIP_WAITING at the next scenario (seen in the page), and even skipWaiting()
// called inside the waiting worker never settles; the rule itself is unit-tested
// (app/src/app/updates/update-moment.test.ts).
test.fixme('a new version waits while a scenario’s feedback is on screen, and is taken at the next scenario without losing an answer', async ({
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
    await expect(page.getByRole('heading', { name: 'Vamos aprender juntos!' })).toBeVisible();
    expect(await entryOf(page)).toBe(versionA);

    // 'Continuar': between this scenario and the next, the new version is taken, and said.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect.poll(() => entryOf(page)).not.toBe(versionA);
    await expect(toast(page, 'O app foi atualizado')).toBeVisible();
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

test('Chromium can install the app: a valid manifest with its icons, nothing else in the way', async ({
  page,
  context,
}) => {
  await page.goto('/auth');
  await appKeptForOffline(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito profiles, where Chromium never offers to install: that
  // is the only thing in the way (a missing icon, manifest field or worker would be listed).
  expect(installabilityErrors?.map((error) => error.errorId)).toEqual(['in-incognito']);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
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
