// Issue 18 on the whole app against the real backend (testing/backend.ts): 'Para revisar hoje'
// on the home (spaced review, practised in a row), 'Desafio da semana' after a phase and on the
// home (marked done, saved, still done after a reload), and 'Minhas habilidades' with a level
// per skill. The clock is the fake one: days pass with vi.setSystemTime.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { bundle } from '../../../content/generated/pt-BR.ts';
import { setupBackend } from '../../../testing/backend.ts';
import {
  advance,
  answer,
  choiceButton,
  dismissToasts,
  reload,
  rightChoice,
  scenario,
  trainingHelpers,
} from '../../../testing/training-helpers.ts';

const backend = setupBackend();
const { startPractice, storedRow } = trainingHelpers(backend);

const DAY = 24 * 60 * 60 * 1000;
const skillOf = (number: number) => bundle.skills.find((s) => s.key === scenario(number).skillKey)!;
const dayText = (date: Date) =>
  new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long' }).format(date);

test('"Para revisar hoje": nothing due on the day of the answers; days later the due ones in a row, their closing card, then the home with the count down', async () => {
  const app = await startPractice();
  await answer(app.user, 1, false);
  await answer(app.user, 2, true);
  await answer(app.user, 3, true);
  await waitFor(async () =>
    expect(Object.keys((await storedRow())?.review_schedule ?? {})).toEqual(['1', '2', '3']),
  );
  const answeredOn = Date.now();
  await dismissToasts(app.user);
  await app.user.click(screen.getByRole('button', { name: 'Início' }));
  // A wrong answer comes back the next day, a right one three days later (decision 0017).
  expect(
    screen.getByText(
      `Nada para revisar hoje. A próxima revisão é em ${dayText(new Date(answeredOn + DAY))}.`,
    ),
  ).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Para revisar hoje' })).not.toBeInTheDocument();

  // Four days later all three are due.
  vi.setSystemTime(answeredOn + 4 * DAY);
  const { user, router } = reload(app, backend);
  const card = within(
    (await screen.findByRole('heading', { level: 2, name: 'Para revisar hoje' })).closest(
      'section',
    )!,
  );
  expect(
    card.getByText('3 cenários que você já praticou voltaram para você lembrar melhor.'),
  ).toBeVisible();
  // Secondary: 'Continuar de onde parei' stays the one primary action.
  const practise = card.getByRole('button', { name: 'Praticar agora' });
  expect(practise).toHaveClass('button--secondary');
  expect(screen.getByRole('button', { name: /^Continuar de onde parei/ })).toHaveClass(
    'button--primary',
  );

  // Most overdue first: 1 (wrong, due the next day), then 2 and 3.
  await user.click(practise);
  expect(router.state.location.search).toBe('?view=due&scenario=1&next=2,3');
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(scenario(1).title);
  expect(screen.getByText('depois deste, mais 2')).toBeVisible();
  for (const number of [1, 2]) {
    await user.click(choiceButton(rightChoice(scenario(number)).text));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await advance(1500);
  }
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(scenario(3).title);
  expect(screen.getByText('o último desta rodada')).toBeVisible();
  // Leaving the row halfway: the home says one is still due.
  await user.click(screen.getByRole('button', { name: 'Voltar ao início' }));
  expect(
    await screen.findByText('1 cenário que você já praticou voltou para você lembrar melhor.'),
  ).toBeVisible();
  // The focus is back where the row began, not lost with the card that left.
  expect(screen.getByRole('heading', { level: 2, name: 'Para revisar hoje' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Praticar agora' }));
  await user.click(choiceButton(rightChoice(scenario(3)).text));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await advance(1500);
  // The set's closing card (docs/decisions/0023): what was remembered, and nothing more today.
  expect(router.state.location.search).toBe('?view=due&done=3');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Você lembrou de 1 de 1' }),
  ).toHaveFocus();
  expect(screen.getByText(/^Por hoje é só! A próxima revisão é em/)).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Voltar ao início' }));
  expect(router.state.location.search).toBe('');
  expect(await screen.findByText(/^Nada para revisar hoje\./)).toHaveFocus();
  // The review list opens at its top: the due row was not practised from it.
  await user.click(screen.getByRole('button', { name: /^Revisar/ }));
  expect(await screen.findByRole('heading', { level: 1 })).toHaveFocus();
  // Practised right, each moved further out than four days from now; saved.
  await waitFor(async () => {
    const schedule = (await storedRow())?.review_schedule as Record<string, { due: string }>;
    for (const number of ['1', '2', '3']) {
      expect(Date.parse(schedule[number]!.due)).toBeGreaterThan(answeredOn + 4 * DAY);
    }
  });
});

test('"Desafio da semana" after phase 1: skills with mistakes first, optional, marked done, saved, still done after a reload', async () => {
  const app = await startPractice();
  for (let number = 1; number <= 20; number += 1) {
    await answer(app.user, number, ![4, 9].includes(number));
  }
  await dismissToasts(app.user);
  const section = within(
    screen.getByRole('heading', { level: 2, name: 'Desafio da semana' }).closest('section')!,
  );
  expect(section.getByText(/Se não quiser fazer, tudo bem\./)).toBeVisible();
  // 9 and 4 had a mistake (9 the later one), then 20, the last practised.
  expect(section.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
    [9, 4, 20].map((number) => `Habilidade: ${skillOf(number).name}`),
  );
  expect(section.getByText(skillOf(9).challenge)).toBeVisible();
  const buttons = section.getAllByRole('button', { name: 'Fiz este desafio!' });
  expect(buttons).toHaveLength(3);
  expect(buttons[0]).toHaveAccessibleDescription(`Habilidade: ${skillOf(9).name}`);

  await app.user.click(buttons[0]!);
  const done = section.getByText(`Feito em ${dayText(new Date())}. Que legal!`);
  expect(done).toHaveFocus();
  expect(section.getAllByRole('button', { name: 'Fiz este desafio!' })).toHaveLength(2);
  await waitFor(async () =>
    expect(Object.keys((await storedRow())?.challenges_done ?? {})).toEqual([skillOf(9).key]),
  );

  const { user } = reload(app, backend, {}, '/?view=complete&phase=1');
  expect(await screen.findByText(`Feito em ${dayText(new Date())}. Que legal!`)).toBeVisible();

  // The home offers one challenge not done yet, from the skill practised last (20's).
  await user.click(screen.getByRole('button', { name: 'Próxima Fase' }));
  await user.click(screen.getByRole('button', { name: 'Início' }));
  const home = () =>
    within(
      screen.getByRole('heading', { level: 2, name: 'Desafio da semana' }).closest('section')!,
    );
  expect(home().getByRole('heading', { level: 3 })).toHaveTextContent(skillOf(20).name);
  expect(home().getByText('Se não quiser fazer, tudo bem.')).toBeVisible();
  await user.click(home().getByRole('button', { name: 'Ver outro desafio' }));
  expect(home().getByRole('heading', { level: 3 })).toHaveTextContent(skillOf(19).name);

  // Marked on the home, it stays there with its date and the focus on those words: no other
  // challenge takes its place under the learner's finger.
  await user.click(home().getByRole('button', { name: 'Fiz este desafio!' }));
  expect(home().getByRole('heading', { level: 3 })).toHaveTextContent(skillOf(19).name);
  expect(home().getByText(`Feito em ${dayText(new Date())}. Que legal!`)).toHaveFocus();
  expect(home().queryByRole('button', { name: 'Fiz este desafio!' })).not.toBeInTheDocument();
  await waitFor(async () =>
    expect(Object.keys((await storedRow())?.challenges_done ?? {}).toSorted()).toEqual(
      [skillOf(9).key, skillOf(19).key].toSorted(),
    ),
  );
  // Then the next one not done, from the top of the list.
  await user.click(home().getByRole('button', { name: 'Ver outro desafio' }));
  expect(home().getByRole('heading', { level: 3 })).toHaveTextContent(skillOf(20).name);
  await user.click(home().getByRole('button', { name: 'Esconder por hoje' }));
  expect(screen.queryByRole('heading', { name: 'Desafio da semana' })).not.toBeInTheDocument();
});

test('"Minhas habilidades": five competences with their BNCC, each practised skill as a plant with words, the others quietly', async () => {
  const app = await startPractice();
  await answer(app.user, 1, false);
  await answer(app.user, 2, true);
  await dismissToasts(app.user);
  await app.user.click(screen.getByRole('button', { name: 'Início' }));
  await app.user.click(screen.getByRole('button', { name: 'Minhas habilidades' }));

  expect(app.router.state.location.search).toBe('?view=skills');
  expect(screen.getByRole('heading', { level: 1, name: 'Minhas habilidades' })).toHaveFocus();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Conhecer a mim',
    'Cuidar do que sinto e faço',
    'Entender os outros',
    'Conviver e fazer amizades',
    'Fazer boas escolhas',
  ]);
  const relationships = within(
    screen.getByRole('heading', { name: 'Conviver e fazer amizades' }).closest('section')!,
  );
  expect(
    relationships.getByText(
      'CASEL: Habilidades de relacionamento · BNCC competência 9, Empatia e cooperação',
    ),
  ).toBeVisible();
  // 1 was wrong: practising; 2 right: known now, so getting stronger.
  expect(relationships.getByText(`${skillOf(1).name}: praticando, 1 de 3`)).toBeInTheDocument();
  expect(relationships.getByText(`${skillOf(2).name}: ficando forte, 2 de 3`)).toBeInTheDocument();
  const others = bundle.skills.filter(
    (skill) =>
      skill.casel === 'relationship-skills' &&
      ![skillOf(1).key, skillOf(2).key].includes(skill.key),
  );
  expect(relationships.getByText(`Mais ${others.length} habilidades para descobrir`)).toBeVisible();

  // 'Voltar ao Treino' goes back to the home.
  await app.user.click(screen.getByRole('button', { name: 'Voltar ao Treino' }));
  expect(app.router.state.location.search).toBe('');
});
