// Issue 15 §2, places you can go back to: every view has its own address under '/', so Back and
// Forward move between views, a reload keeps the view, the phase and the scenario, and an
// address of a locked phase explains itself and opens the nearest open phase.
import { expect, test } from '../fixtures.ts';
import { ACHIEVEMENT_COUNT, scenarioByNumber } from '../support/content.ts';
import { answer, expectProgress, newEmail, signUp, toast } from '../support/learner.ts';

test('Back, Forward and reload move between the views as a learner expects', async ({ page }) => {
  await signUp(page, newEmail('lugares'));
  await page.getByRole('button', { name: 'Começar Prática' }).click();
  await expect(page).toHaveURL(/\/\?phase=1&scenario=1$/);
  await answer(page, true);
  await page.getByRole('button', { name: 'Continuar' }).click();
  // The next scenario replaces the answered one in the history: Back never shows it again.
  await expect(page).toHaveURL(/\/\?phase=1&scenario=2$/);
  await page.getByRole('button', { name: 'Revisar', exact: true }).click();
  await expect(page).toHaveURL(/\/\?view=review$/);
  await expect(page.getByRole('heading', { name: 'Modo de Revisão' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { name: scenarioByNumber(2).title })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: /^Continuar de onde parei/ })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: scenarioByNumber(2).title })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: scenarioByNumber(2).title })).toBeVisible();
  await expectProgress(page, 1);

  await page.getByRole('button', { name: `Conquistas 1/${ACHIEVEMENT_COUNT}` }).click();
  await expect(page).toHaveURL(/\/\?view=achievements$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Conquistas', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar ao Treino' }).click();
  await expect(page.getByRole('heading', { name: scenarioByNumber(2).title })).toBeVisible();
});

test('an address of a locked phase explains and opens the nearest open phase', async ({ page }) => {
  await signUp(page, newEmail('fase-fechada'));
  await page.goto('/?phase=3&scenario=45');
  await expect(
    toast(page, 'Fase bloqueada').filter({
      hasText: 'Complete a Fase 2 para desbloquear esta fase.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fase 1: Fundamentos Sociais' })).toBeVisible();
  await expect(page).toHaveURL(/\/\?phase=1&scenario=1$/);
});
