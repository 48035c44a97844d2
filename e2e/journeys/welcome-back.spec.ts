// Issue 31: a returning learner signs in and 'Login realizado! / Bem-vindo de volta.' stays on
// the home for its time (2.5 s), at a phone's and a laptop's size, also after a wrong password
// and a duplicate sign-up. The learner's progress is on the server, so the home waits for it.
// Served two ways: the production build, and as `npm start` serves the app (Vite's dev server),
// where React's StrictMode mounts the home a second time as it first appears, as a screen that
// goes away during a loading state and comes back would be.
import type { Page } from '@playwright/test';
import { expect, test as base } from '../fixtures.ts';
import { serveDevApp, type AppServer } from '../harness/app-server.ts';
import type { LocalBackend } from '../harness/local-backend.ts';
import { freePort } from '../harness/processes.ts';
import {
  answer,
  continueToNext,
  newEmail,
  noticeStay,
  PASSWORD,
  signUp,
  toast,
  userIdOf,
  watchNotice,
} from '../support/learner.ts';
import { storedScenarios } from '../support/saves.ts';

const test = base.extend<object, { devApp: AppServer }>({
  devApp: [
    async ({ backend }, use) => {
      const server = await serveDevApp(await freePort(), backend);
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1280, height: 800 } },
};

/** A learner who answered one scenario, saved on the server, and pressed 'Sair'. */
async function returningLearner(page: Page, backend: LocalBackend, name: string): Promise<string> {
  const email = newEmail(name);
  await signUp(page, email);
  const userId = await userIdOf(page);
  await page.getByRole('button', { name: 'Começar Prática' }).click();
  const answered = await answer(page, true);
  await continueToNext(page);
  await expect.poll(() => storedScenarios(backend, userId)).toEqual([answered]);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(toast(page, 'Logout realizado')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  // A learner takes a moment before coming back.
  await page.waitForTimeout(3000);
  return email;
}

/** 'Entrar' with the right password on the sign-in form on screen (no page load). */
async function signInAgain(page: Page, email: string): Promise<void> {
  await page.getByRole('tab', { name: 'Entrar' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await watchNotice(page, 'Login realizado!');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Continuar de onde parei' })).toBeVisible();
  const stay = await noticeStay(page, 2000);
  const seen = `ms since 'Entrar': ${JSON.stringify(stay.changes)}`;
  expect(stay.came, `it came (${seen})`).not.toBeNull();
  expect(stay.left ?? Infinity, `it stays 2 s after 'Entrar' (${seen})`).toBeGreaterThanOrEqual(
    2000,
  );
  await expect(
    toast(page, 'Login realizado!').filter({ hasText: 'Bem-vindo de volta.' }),
  ).toBeVisible();
}

for (const served of ['production build', 'npm start'] as const) {
  for (const [size, use] of Object.entries(SIZES)) {
    test.describe(`${served}, at a ${size}'s size`, () => {
      test.use(use);
      if (served === 'npm start') test.use({ baseURL: async ({ devApp }, use) => use(devApp.url) });

      test('a returning learner sees "Login realizado!" on the home for its time', async ({
        page,
        backend,
      }) => {
        const email = await returningLearner(page, backend, `de-volta-${size}`);
        await signInAgain(page, email);
      });

      test('"Login realizado!" stays after a wrong password and a duplicate sign-up', async ({
        page,
        backend,
        consoleErrors,
      }) => {
        // The browser itself logs every refused request.
        consoleErrors.allow(/status of (422|400) .*\/auth\/v1\/(signup|token)/);
        const email = await returningLearner(page, backend, `de-volta-erros-${size}`);
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Senha').fill(`${PASSWORD}-errada`);
        await page.getByRole('button', { name: 'Entrar', exact: true }).click();
        await expect(toast(page, 'Erro ao entrar')).toBeVisible();
        await page.getByRole('tab', { name: 'Cadastrar' }).click();
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Senha').fill('outra-senha');
        await page.getByRole('button', { name: 'Criar conta' }).click();
        await expect(
          toast(page, 'Erro ao criar conta').filter({ hasText: 'Este email já está cadastrado.' }),
        ).toBeVisible();
        await signInAgain(page, email);
      });
    });
  }
}
