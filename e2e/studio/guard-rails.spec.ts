// Guard rails for educators and translators (docs/decisions/0046-guard-rails-for-editors.md): a
// published scenario's "Número" is read-only and moving it is an explained action; the Studio
// speaks only Portuguese on a scenario's form and its history; developer tools stay out of sight.
import type { Page } from '@playwright/test';
import {
  englishOnScreen,
  expectComponentAccessible,
  lakeRequest,
  localizedInput,
  openChoice,
  openScenario,
} from './studio-support.ts';
import { expect, studioScreenshot, test } from './studio-fixtures.ts';

/** Opens the menu beside "Publicar" and picks one of its actions. */
async function documentAction(page: Page, label: string) {
  await page.getByTestId('action-menu-button').click();
  await page.getByRole('menuitem', { name: label }).click();
}

test('a published scenario’s Número is read-only; "Mover para outro número" explains the phase, refuses a used or impossible number, and moves it; publishing a move that leaves a gap is refused before anything changes', async ({
  page,
  lake,
}) => {
  // The Studio on a shared 2-core machine: a run at load 13 took longer than the default 180 s.
  test.setTimeout(420_000);
  // Scenario 21 was taken out of the set, so 21 is free.
  await lakeRequest(lake.url, 'actions', {
    actions: [
      {
        actionType: 'sanity.action.document.delete',
        publishedId: 'scenario-21',
        includeDrafts: [],
      },
    ],
  });
  await openScenario(page, 20, 1);
  const number = page.getByTestId('field-number').locator('input');
  await expect(number).toHaveValue('20');
  await expect(number).not.toBeEditable();
  await expect(
    page.getByText('use “Mover para outro número” no menu ao lado de “Publicar”'),
  ).toBeVisible();

  await documentAction(page, 'Mover para outro número');
  const dialog = page
    .getByRole('dialog')
    .filter({ hasText: 'Mover o cenário 20 para outro número' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'De 1 a 100 são os cenários do app, e o número define também a fase',
  );
  await expect(dialog).toContainText('De 101 em diante são os cenários que a escola cria');
  await expect(dialog).toContainText('A mudança fica no rascunho até você publicar.');
  const target = dialog.getByLabel('Novo número (de 1 a 1000, livre)');
  const move = dialog.getByRole('button', { name: 'Mover', exact: true });

  await target.fill('1001');
  await expect(dialog).toContainText(
    'O número do cenário deve ser um número inteiro de 1 a 1000 (de 1 a 100, os cenários do app; de 101 em diante, os que a escola cria).',
  );
  await expect(move).toBeDisabled();
  await target.fill('42');
  await expect(dialog).toContainText(
    'Outro cenário já usa o número 42 (scenario-42). Cada número deve aparecer uma só vez.',
  );
  await expect(move).toBeDisabled();
  await target.fill('21');
  await expect(dialog).toContainText(
    'O cenário 20 passa a ser o cenário 21. Sai da fase 1 e passa para a fase 2.',
  );
  await expectComponentAccessible(page, 'move-scenario');
  await studioScreenshot(page, 'mover-para-outro-numero');
  await move.click();
  await expect(dialog).toBeHidden();

  await expect(number).toHaveValue('21');
  await expect(number).not.toBeEditable();
  await expect(page.getByTestId('field-stage')).toContainText('Fase 2');
  // 20 is now a gap: the rule says so under the field while the move is a draft.
  await expect(page.locator('[data-testid="field-messages"][data-path="number"]')).toContainText(
    'O número 20 está livre',
  );
  await studioScreenshot(page, 'movido');

  // Published, the gap would make the export refuse the content: "Publicar" says so and does
  // nothing (docs/decisions/0059-no-action-the-export-refuses.md). The draft keeps the move.
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  const refusal = page.getByRole('dialog').filter({ hasText: 'Ainda não dá para publicar' });
  await expect(refusal).toContainText('a exportação recusaria o conteúdo');
  await expect(refusal).toContainText('Falta o cenário 20 publicado');
  await expectComponentAccessible(page, 'release-guard');
  await studioScreenshot(page, 'publicar-recusado-antes');
  await refusal.getByRole('button', { name: 'Entendi' }).click();
  await expect(refusal).toBeHidden();
  const still = await lake.published<{ number: number; stage: number }>('scenario-20');
  expect([still.number, still.stage]).toEqual([20, 1]);
  await expect(number).toHaveValue('21');
});

test('the scenario’s form, a choice’s dialog and the history speak Portuguese; no developer tools in the top bar', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await openScenario(page, 12, 1);
  // With the content the only tool, the top bar lists no tools at all.
  await expect(page.getByText('Consultas GROQ')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /vision/i })).toHaveCount(0);

  // An edit, so that the history has something to show.
  await localizedInput(page, 'title', 0).fill('Quando algo me deixa triste');
  await expect(
    page
      .getByText('Salvo', { exact: true })
      .or(page.getByText(/^Editado há /))
      .first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  // The field's own actions, named in Portuguese on hover.
  await page.getByTestId('field-title').hover();
  expect(await englishOnScreen(page)).toEqual([]);
  await studioScreenshot(page, 'formulario-em-portugues');

  const dialog = await openChoice(page, 'Digo: “Não aconteceu nada');
  expect(await englishOnScreen(page)).toEqual([]);
  await studioScreenshot(page, 'escolha-em-portugues');
  await dialog.press('Escape');

  await page.getByRole('button', { name: 'Revisar alterações' }).click();
  await page.getByRole('tab', { name: 'Revisar alterações' }).click();
  await expect(page.getByText('Quando algo me deixa triste').first()).toBeVisible();
  expect(await englishOnScreen(page)).toEqual([]);
  await studioScreenshot(page, 'alteracoes-em-portugues');
  await page.getByRole('tab', { name: 'Histórico' }).click();
  expect(await englishOnScreen(page)).toEqual([]);
  await studioScreenshot(page, 'historico-em-portugues');
});
