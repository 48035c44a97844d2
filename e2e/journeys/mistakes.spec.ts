// Issue 15 §5, mistakes that teach: after a wrong pick the learner sees which choice works
// better and why; review starts with the scenarios to practise again, practises them in a row,
// shows that it is review, and brings the learner back to where they were in the list, its phase
// open.
import { expect, test } from '../fixtures.ts';
import { scenarioByNumber, scenarioByTitle } from '../support/content.ts';
import { answer, currentTitle, newEmail, signUp } from '../support/learner.ts';

test('after a wrong pick, the choice that works better is shown, and why', async ({ page }) => {
  await signUp(page, newEmail('melhor-escolha'));
  await page.getByRole('button', { name: 'Começar Prática' }).click();
  const scenario = scenarioByTitle(await currentTitle(page));
  const right = scenario.choices.find((choice) => choice.isCorrect)!;
  await answer(page, false);
  // 'Continuar' comes into view by itself: the feedback brings itself there.
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeInViewport();
  const better = page.getByRole('button', { name: right.text });
  await expect(better).toContainText('Funciona melhor');
  await expect(page.getByText('Uma escolha que funciona melhor:')).toBeVisible();
  await expect(page.locator('.feedback__better-text')).toHaveText(right.text);
  await expect(page.getByText(right.feedback)).toHaveCount(0);
  await page.getByRole('button', { name: 'Ver por que funciona' }).click();
  await expect(page.getByText(right.feedback)).toBeVisible();
});

test('review: the mistakes first, practised in a row as review, then back where the learner was', async ({
  page,
}) => {
  await signUp(page, newEmail('revisar-em-sequencia'));
  await page.getByRole('button', { name: 'Começar Prática' }).click();
  const wrong: number[] = [];
  for (const right of [false, true, false]) {
    const number = await answer(page, right);
    if (!right) wrong.push(number);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.locator('.scenario__title')).not.toHaveText(scenarioByNumber(number).title);
  }
  await page.getByRole('button', { name: 'Revisar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Cenários para revisar' })).toBeVisible();
  const todo = page.getByRole('region', { name: 'Cenários para revisar' });
  await expect(todo.getByRole('listitem')).toHaveCount(2);
  // Below them, the current phase open with only its played scenarios: no scenario not played
  // yet, whose story would be given away (decisions 0023, 0068).
  await expect(page.locator('details summary')).toHaveText([
    'Fase 1: Fundamentos Sociais3 cenários jogados',
  ]);
  await expect(page.locator('details')).toHaveAttribute('open');
  await expect(page.getByRole('button', { name: 'Começar', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Praticar os 2 em sequência' }).click();
  for (const [index, number] of wrong.entries()) {
    await expect(page.locator('.scenario__title')).toHaveText(scenarioByNumber(number).title);
    await expect(page.locator('.lesson__mode')).toContainText('Modo de Revisão');
    await answer(page, true);
    await page.getByRole('button', { name: 'Continuar' }).click();
    if (index === 0) await expect(page).toHaveURL(new RegExp(`scenario=${wrong[1]}`));
  }
  // The set ends on its closing card (decision 0068), then the list.
  await expect(page.getByRole('heading', { level: 1, name: 'Você acertou 2 de 2' })).toBeFocused();
  await expect(page.getByText('Você revisou tudo o que estava marcado!')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar à lista' }).click();
  await expect(page.getByRole('heading', { name: 'Modo de Revisão' })).toBeVisible();
  await expect(page.getByText('Nada para revisar agora.', { exact: false })).toBeVisible();
  // Back where the learner was: the card of the scenario just practised has the focus.
  const lastCard = page
    .getByRole('listitem')
    .filter({ hasText: scenarioByNumber(wrong[1]!).title });
  await expect(lastCard.getByRole('button', { name: 'Praticar Novamente' })).toBeFocused();
  await expect(lastCard.getByText('Completo', { exact: true })).toBeVisible();
});
