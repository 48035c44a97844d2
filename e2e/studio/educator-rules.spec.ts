// The Studio explains the content rules in Portuguese before anything is published: one correct
// choice per scenario, numbers without duplicates or gaps.
import { lakeRequest, openChoice, openScenario, publish } from './studio-support.ts';
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
  await choices.getByTestId('input-validation-icon-error').first().hover();
  await expect(
    page.getByText('Marque exatamente uma escolha como correta (agora há 2).').first(),
  ).toBeVisible();
  await studioScreenshot(page, 'two-correct-choices');

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

  await number.fill('100');
  await expect(page.getByTestId('field-stage')).toContainText('Fase 5');
  await page.getByTestId('field-number').getByTestId('input-validation-icon-warning').hover();
  await expect(
    page
      .getByText('O número 99 está livre: com 100, a sequência de cenários fica com um buraco')
      .first(),
  ).toBeVisible();
  await studioScreenshot(page, 'new-scenario-gap');

  await number.fill('42');
  await expect(page.getByTestId('field-stage')).toContainText('Fase 3');
  await page.getByTestId('field-number').getByTestId('input-validation-icon-error').hover();
  await expect(
    page
      .getByText(
        'Outro cenário já usa o número 42 (scenario-42). Cada número deve aparecer uma só vez.',
      )
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publicar', exact: true })).toBeDisabled();
  await studioScreenshot(page, 'new-scenario-duplicate');
});
