// Issue 15 §3, one calm notice at a time: the product's toasts (docs/product/screens.md#notices)
// keep their words, but never more than one is on screen, it covers neither the header, 'Sair' nor
// the task, it does not follow the learner to another view, it leaves when its problem is gone, and
// keyboard focus never lands in it.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { answer, newEmail, PASSWORD, signIn, signUp, toast, toasts } from '../support/learner.ts';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectUncovered(page: Page, notice: Locator, parts: Locator[]) {
  const box = await notice.boundingBox();
  expect(box, 'the notice is on screen').not.toBeNull();
  for (const part of parts) {
    const covered = await part.boundingBox();
    if (covered) expect(overlaps(box!, covered), `the notice covers ${part}`).toBe(false);
  }
}

test('one notice at a time, clear of the header, "Sair" and the task, and never in the way of Tab', async ({
  page,
}) => {
  await signUp(page, newEmail('um-aviso'));
  await page.getByRole('button', { name: 'Começar Prática' }).click();
  await answer(page, true);
  await page.getByRole('button', { name: 'Continuar' }).click();
  // 'Parabéns!' and 'Primeiros Passos' arrive together: one after the other, never both.
  const parabens = toast(page, 'Parabéns!');
  await expect(parabens).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);
  await expectUncovered(page, parabens, [
    page.locator('.top-bar'),
    page.getByRole('button', { name: 'Sair' }),
    page.locator('.scenario__title'),
    page.locator('.scenario__description'),
    page.locator('.choices'),
  ]);
  const achievement = toast(page, 'Conquista Desbloqueada!').filter({
    hasText: 'Primeiros Passos',
  });
  await expect(achievement).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);

  // Nothing in a notice takes the focus: Tab goes round the page and never enters it.
  await expect(page.locator('.toaster').locator('button, a, [tabindex]')).toHaveCount(0);
  for (let press = 0; press < 25; press += 1) {
    await page.keyboard.press('Tab');
    const inToaster = await page.evaluate(
      () => document.activeElement?.closest('.toaster') !== null,
    );
    expect(inToaster).toBe(false);
  }

  // A notice of the lesson does not follow the learner into the review list.
  await page.getByRole('button', { name: 'Revisar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Modo de Revisão' })).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
});

test('"Erro ao entrar" leaves once the learner signs in', async ({ page, consoleErrors }) => {
  // The browser logs the refused sign-in request itself.
  consoleErrors.allow(/status of 400 \(Bad Request\).*grant_type=password/);
  const email = newEmail('erro-some');
  await signUp(page, email);
  await page.getByRole('button', { name: 'Sair' }).click();
  await signIn(page, email, `${PASSWORD}-errada`);
  await expect(toast(page, 'Erro ao entrar')).toBeVisible();
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(toast(page, 'Login realizado!')).toBeVisible();
  await expect(toast(page, 'Erro ao entrar')).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(1);
});
