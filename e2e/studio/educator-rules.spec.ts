// The Studio explains the content rules in Portuguese before anything is published: one correct
// choice per scenario, numbers without duplicates or gaps; each message under its field, and a
// greyed-out "Publicar" that says why (docs/decisions/0046-guard-rails-for-editors.md).
import {
  expectComponentAccessible,
  lakeRequest,
  openChoice,
  openScenario,
  publish,
} from './studio-support.ts';
import { expect, studioScreenshot, test } from './studio-fixtures.ts';

test('a second correct choice shows the error on the field and blocks publishing until fixed', async ({
  page,
  lake,
}) => {
  await openScenario(page, 12, 1);
  const correctSwitch = (dialog: Awaited<ReturnType<typeof openChoice>>) =>
    dialog.getByRole('checkbox', { name: 'É a escolha correta' });

  let dialog = await openChoice(page, 'Digo: “Não aconteceu nada');
  await correctSwitch(dialog).click();
  await expect(correctSwitch(dialog)).toBeChecked();
  await page.keyboard.press('Escape');

  const choices = page.getByTestId('field-choices');
  await expect(choices.getByText('Correta', { exact: true })).toHaveCount(2);
  const publishButton = page.getByRole('button', { name: 'Publicar', exact: true });
  await expect(publishButton).toBeDisabled({ timeout: 30_000 });
  // The message is written under the field, with no tooltip to find (docs/decisions/0046-…).
  const underChoices = page.locator('[data-testid="field-messages"][data-path="choices"]');
  await expect(underChoices).toHaveText(
    'Erro: Marque exatamente uma escolha como correta (agora há 2).',
  );
  await expectComponentAccessible(page, 'field-messages');
  await underChoices.scrollIntoViewIfNeeded();
  await studioScreenshot(page, 'two-correct-choices');
  // The greyed-out "Publicar" says why, naming the field.
  await publishButton.hover({ force: true });
  await expect(
    page.getByText(
      'Corrija 1 problema antes de publicar: Escolhas — Marque exatamente uma escolha como correta (agora há 2).',
    ),
  ).toBeVisible();
  await studioScreenshot(page, 'publicar-says-why');

  dialog = await openChoice(page, 'Digo: “Não aconteceu nada');
  await correctSwitch(dialog).click();
  await expect(correctSwitch(dialog)).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Marque exatamente uma escolha como correta')).toHaveCount(0);
  await publish(page);
  const scenario = await lake.published<{
    choices: Array<{ isCorrect: boolean }>;
  }>('scenario-12');
  expect(scenario.choices.filter((choice) => choice.isCorrect)).toHaveLength(1);
});

test('a new scenario gets the first free number and its phase; a gap or a duplicate is explained', async ({
  page,
  lake,
}) => {
  // Scenarios 99 and 100 were taken out of the set.
  for (const id of ['scenario-99', 'scenario-100']) {
    await lakeRequest(lake.url, 'actions', {
      actions: [
        { actionType: 'sanity.action.document.delete', publishedId: id, includeDrafts: [] },
      ],
    });
  }
  await page.goto('/');
  await page.getByRole('link', { name: 'Cenários por fase' }).click();
  await page.getByRole('link', { name: /^Fase 5 \(cenários/ }).click();
  // The "+" of the phase's list.
  await page.getByRole('link', { name: 'Cenário', exact: true }).click();

  const number = page.getByTestId('field-number').locator('input');
  await expect(number).toHaveValue('99', { timeout: 30_000 });
  await expect(page.getByTestId('field-stage')).toContainText('Fase 5');
  await studioScreenshot(page, 'new-scenario');

  // Never published, the new scenario's number can still be changed in the form.
  await expect(number).toBeEditable();
  await number.fill('100');
  await expect(page.getByTestId('field-stage')).toContainText('Fase 5');
  const underNumber = page.locator('[data-testid="field-messages"][data-path="number"]');
  await expect(underNumber).toContainText(
    'O número 99 está livre: com 100, a sequência de cenários fica com um buraco',
  );
  await studioScreenshot(page, 'new-scenario-gap');

  await number.fill('42');
  await expect(page.getByTestId('field-stage')).toContainText('Fase 3');
  await expect(underNumber).toContainText(
    'Outro cenário já usa o número 42 (scenario-42). Cada número deve aparecer uma só vez.',
  );
  await expect(page.getByRole('button', { name: 'Publicar', exact: true })).toBeDisabled();
  await studioScreenshot(page, 'new-scenario-duplicate');
});
