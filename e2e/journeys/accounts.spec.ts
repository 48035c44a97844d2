// Sign-in and sign-up as the product words them (docs/product/journey.md#credentials,
// docs/product/screens.md#error-notices), the 404 page, and learners
// kept apart: on the same school computer and in the database.
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  answer,
  continueToNext,
  expectProgress,
  newEmail,
  signIn,
  signUp,
  toast,
  userIdOf,
} from '../support/learner.ts';
import { ACHIEVEMENT_COUNT } from '../support/content.ts';

/** Every request the page sends to Supabase Auth from now on. */
function authRequests(page: Page, backendUrl: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${backendUrl}/auth/v1/`)) sent.push(request);
  });
  return sent;
}

test('invalid input shows Dados inválidos and sends no request', async ({ page, backend }) => {
  await page.goto('/auth');
  const sent = authRequests(page, backend.url);
  const cases = [
    {
      tab: 'Entrar',
      button: 'Entrar',
      email: 'ana@',
      password: 'senha-segura',
      message: 'Email inválido',
    },
    {
      tab: 'Cadastrar',
      button: 'Criar conta',
      email: 'ana@escola.com',
      password: '12345',
      message: 'A senha deve ter no mínimo 6 caracteres',
    },
    {
      tab: 'Entrar',
      button: 'Entrar',
      email: `${'a'.repeat(250)}@escola.com`,
      password: 'senha-segura',
      message: 'Email muito longo',
    },
  ];
  for (const { tab, button, email, password, message } of cases) {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha').fill(password);
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(toast(page, 'Dados inválidos').filter({ hasText: message })).toBeVisible();
  }
  // An empty field is stopped by the browser itself (required).
  await page.getByLabel('Email').fill('');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(sent.map((request) => request.url())).toEqual([]);
});

test('a duplicate sign-up and a wrong password show their messages', async ({
  page,
  backend,
  consoleErrors,
}) => {
  // The browser itself logs every 4xx answer.
  consoleErrors.allow(/status of (422|400) .*\/auth\/v1\/(signup|token)/);
  const email = newEmail('duplicada');
  await signUp(page, email);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(toast(page, 'Logout realizado')).toBeVisible();

  const sent = authRequests(page, backend.url);
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill('outra-senha');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(
    toast(page, 'Erro ao criar conta').filter({
      hasText: 'Este email já está cadastrado. Tente fazer login.',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, email, 'senha-errada');
  await expect(
    toast(page, 'Erro ao entrar').filter({ hasText: 'Email ou senha incorretos.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  // One request each: nothing was retried behind the learner's back.
  expect(sent.map((request) => new URL(request.url()).pathname)).toEqual([
    '/auth/v1/signup',
    '/auth/v1/token',
  ]);
});

test('the 404 page, and the training page without a session', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/404.*\/pagina-que-nao-existe/);
  await page.goto('/pagina-que-nao-existe');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  // No session: the training page sends the visitor to sign in.
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Entrar', selected: true })).toBeVisible();
});

test('a second learner on the same computer sees none of the first one’s progress', async ({
  page,
  backend,
}) => {
  await signUp(page, newEmail('primeira'));
  const first = await userIdOf(page);
  await page.getByRole('button', { name: 'Começar Prática' }).click();
  await answer(page, true);
  await continueToNext(page);
  await answer(page, false);
  await continueToNext(page);
  await expectProgress(page, 2);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(toast(page, 'Logout realizado')).toBeVisible();

  await signUp(page, newEmail('segunda'));
  const second = await userIdOf(page);
  await expect(page.getByRole('button', { name: 'Continuar de onde parei' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Começar Prática' }).click();
  await expectProgress(page, 0);
  await expect(page.getByText('0% de acertos')).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Conquistas 0/${ACHIEVEMENT_COUNT}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Revisar', exact: true }).click();
  await expect(page.getByText('Cenários para revisar')).toHaveCount(0);
  await expect(page.getByText('Completo', { exact: true })).toHaveCount(0);

  // Starting practice saved the second learner's position, and nothing else.
  const secondRow = await backend.progressRow(second);
  expect(secondRow?.completed_scenarios).toEqual([]);
  expect(secondRow?.unlocked_achievements).toEqual([]);
  expect((await backend.progressRow(first))?.completed_scenarios).toHaveLength(2);
});

test('a learner deletes their account: nothing stays, the account cannot sign in, the e-mail can start again', async ({
  page,
  backend,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400 .*\/auth\/v1\/token/);
  // Forgetting the session asks the server to end it too; the account is gone, so Supabase Auth
  // answers 403 user_not_found (supabase-js takes it as signed out) and the browser logs it.
  consoleErrors.allow(/status of 403 .*\/auth\/v1\/logout/);
  const email = newEmail('excluir-conta');
  await signUp(page, email);
  await page.getByRole('button', { name: 'Começar Prática' }).click();
  await answer(page, true);
  await continueToNext(page);
  const userId = await userIdOf(page);
  await expect
    .poll(async () => (await backend.progressRow(userId))?.completed_scenarios)
    .toHaveLength(1);

  await page.getByRole('button', { name: 'Início' }).click();
  await page.getByRole('link', { name: 'Minha conta' }).click();
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(page.getByText('Tem certeza? Não dá para desfazer.')).toBeVisible();
  await page.getByRole('button', { name: 'Sim, excluir tudo' }).click();
  await expect(toast(page, 'Conta excluída')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await backend.progressRow(userId)).toBeNull();

  await signIn(page, email);
  await expect(
    toast(page, 'Erro ao entrar').filter({ hasText: 'Email ou senha incorretos.' }),
  ).toBeVisible();

  // The same e-mail is free again: a new account, with nothing of the old one.
  await signUp(page, email);
  await expect(page.getByRole('button', { name: 'Começar Prática' })).toBeVisible();
  expect(await userIdOf(page)).not.toBe(userId);
});
