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

// docs/decisions/0055: a school adds its own scenarios after the 100, each in the phase of the
// list it was created from.
test('a new scenario created from "Fase 1" takes the next free number, 101, and belongs to phase 1', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Cenários por fase' }).click();
  await page.getByRole('link', { name: 'Fase 1 (cenários 1–20 e os da escola)' }).click();
  // The "+" of the phase's list: its template, "Novo cenário da fase 1".
  await page.getByRole('link', { name: 'Novo cenário da fase 1' }).click();

  const number = page.getByTestId('field-number').locator('input');
  await expect(number).toHaveValue('101', { timeout: 30_000 });
  const stage = page.getByTestId('field-stage').locator('select');
  await expect(stage).toHaveValue('1');
  await expect(page.getByTestId('field-stage')).toContainText(
    'Num cenário da escola (101 em diante), escolha a fase',
  );
  await expect(page.getByTestId('field-number')).toContainText(
    'De 101 em diante são os cenários que a escola cria',
  );
  // Nothing about the number or the phase is refused.
  await expect(page.locator('[data-testid="field-messages"][data-path="number"]')).toHaveCount(0);
  await expect(page.locator('[data-testid="field-messages"][data-path="stage"]')).toHaveCount(0);
  await studioScreenshot(page, 'new-school-scenario');

  // The draft is listed under "Fase 1", after the shipped 20.
  await expect(page.getByRole('link', { name: /^101\. / })).toBeVisible({ timeout: 30_000 });

  // Its phase is the teacher's to change; without one, the rule says what to do.
  await stage.selectOption('3');
  await expect(stage).toHaveValue('3');
  await stage.selectOption('');
  await expect(page.locator('[data-testid="field-messages"][data-path="stage"]')).toContainText(
    'O cenário 101 é um cenário da escola (número acima de 100): escolha a fase dele, de 1 a 5',
  );
});

test('a number free among the 100 is filled first, with its own phase, whichever list; a gap or a duplicate is explained', async ({
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
  await page.getByRole('link', { name: 'Fase 1 (cenários 1–20 e os da escola)' }).click();
  await page.getByRole('link', { name: 'Novo cenário da fase 1' }).click();

  const number = page.getByTestId('field-number').locator('input');
  await expect(number).toHaveValue('99', { timeout: 30_000 });
  await expect(page.getByTestId('field-stage')).toContainText('Fase 5 (pelo número 99)');
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
