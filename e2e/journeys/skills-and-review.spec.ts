// Issue 18, learning that lasts: answers from days ago come back 'Para revisar hoje' and are
// practised in a row from the home, ending on a closing card; a phase ends with 'Desafio da semana', one marked done stays
// done in the database and after a reload; 'Minhas habilidades' shows the skills practised. A
// skill's steps, from the bundle, follow the feedback of its scenarios and show on 'Minhas
// habilidades' (docs/decisions/0064).
import { expect, test } from '../fixtures.ts';
import { CONTENT, scenarioByNumber, scenariosOfPhase } from '../support/content.ts';
import { answer, giveAnswers, newEmail, signUp, userIdOf } from '../support/learner.ts';

const skillOf = (number: number) =>
  CONTENT['pt-BR'].skills.find((skill) => skill.key === scenarioByNumber(number).skillKey)!;

test('answers from days ago are due today: practised in a row from the home, then nothing is due', async ({
  page,
  backend,
}) => {
  await signUp(page, newEmail('revisar-hoje'));
  // Answered on 20 November (support/learner.ts): all due by now, 2 and 4 (wrong) first.
  await giveAnswers(
    page,
    [1, 2, 3, 4].map((scenario) => ({ scenario, correct: scenario % 2 === 1 })),
  );
  await page.reload();
  const due = page.getByRole('region', { name: 'Para revisar hoje' });
  await expect(
    due.getByText('4 cenários que você já praticou voltaram para você lembrar melhor.'),
  ).toBeVisible();
  await due.getByRole('button', { name: 'Praticar agora' }).click();
  await expect(page.getByText('depois deste, mais 3')).toBeVisible();
  for (const number of [2, 4, 1, 3]) {
    await expect(page.locator('.scenario__title')).toHaveText(scenarioByNumber(number).title);
    await answer(page, true);
    await page.getByRole('button', { name: 'Continuar' }).click();
  }
  // The last one: the set's closing card (decision 0023), then back to the home, where the row
  // began, with nothing left for today.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Você lembrou de 4 de 4' }),
  ).toBeFocused();
  await page.getByRole('button', { name: 'Voltar ao início' }).click();
  await expect(page.getByText(/^Nada para revisar hoje\. A próxima revisão é em/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const userId = await userIdOf(page);
  await expect
    .poll(async () => {
      const schedule = (await backend.progressRow(userId))?.review_schedule ?? {};
      return Object.values(schedule).filter((card) => Date.parse(card.due) > Date.now()).length;
    })
    .toBe(4);
});

test('a finished phase offers the week’s challenge; marked done it is saved and stays done; the skills grow', async ({
  page,
  backend,
}) => {
  await signUp(page, newEmail('desafio-da-semana'));
  const phase = scenariosOfPhase(1);
  // Every scenario of phase 1 but the last answered earlier, 5 of them wrong.
  await giveAnswers(
    page,
    phase.slice(0, -1).map((scenario) => ({
      scenario: scenario.number,
      correct: ![5, 10].includes(scenario.number),
    })),
  );
  await page.reload();
  await page.getByRole('button', { name: /^Continuar de onde parei/ }).click();
  const last = await answer(page, true);
  // The feedback ends with the steps of the scenario's skill, in order, before 'Continuar'.
  const lastSkill = skillOf(last);
  const feedbackSteps = page.getByRole('list', { name: `Passos de ${lastSkill.name}:` });
  await expect(page.getByText(`Passos de ${lastSkill.name}:`)).toBeVisible();
  await expect(feedbackSteps.getByRole('listitem')).toHaveText(lastSkill.steps);
  expect(lastSkill.steps.length).toBeGreaterThanOrEqual(3);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    page.getByRole('heading', { name: 'Parabéns! Você completou a Fase 1!' }),
  ).toBeVisible();

  // One challenge: the week's (docs/decisions/0024), from the skills practised.
  const challenges = page.getByRole('region', { name: 'Desafio da semana' });
  await expect(challenges.getByText(/Se não quiser fazer, tudo bem\./)).toBeVisible();
  const skillHeading = challenges.getByRole('heading', { level: 3 });
  await expect(skillHeading).toHaveCount(1);
  const name = (await skillHeading.textContent())!.replace(/^Habilidade: /, '');
  const practised = phase.map((scenario) => skillOf(scenario.number));
  const skill = practised.find((candidate) => candidate.name === name)!;
  expect(skill).toBeDefined();
  await challenges.getByRole('button', { name: 'Fiz este desafio!' }).click();
  await expect(challenges.getByText(/^✓ Feito em .+\. Que legal!$/)).toBeFocused();
  const userId = await userIdOf(page);
  await expect
    .poll(async () => Object.keys((await backend.progressRow(userId))?.challenges_done ?? {}))
    .toEqual([skill.key]);
  await page.reload();
  await expect(challenges.getByText(/Feito em .+\. Que legal!/)).toHaveCount(1);
  await expect(challenges.getByRole('heading', { level: 3 })).toHaveText(`Habilidade: ${name}`);
  await expect(challenges.getByRole('button', { name: 'Fiz este desafio!' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Próxima Fase' }).click();
  await page.getByRole('button', { name: 'Início' }).click();
  await page.getByRole('button', { name: 'Minhas habilidades' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas habilidades' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(5);
  // Scenario 10 was wrong, then nothing since: practising, with its challenge done.
  await expect(page.getByText(`${skillOf(10).name}: praticando, 1 de 3`)).toBeAttached();
  // Each practised skill shows its steps under what it is about.
  const row = page.getByRole('listitem').filter({ hasText: skillOf(10).description });
  await expect(row.getByRole('list', { name: 'Passos:' }).getByRole('listitem')).toHaveText(
    skillOf(10).steps,
  );
});
