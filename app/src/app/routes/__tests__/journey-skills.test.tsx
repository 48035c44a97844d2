// Issue 18 on the whole app against the real backend (testing/backend.ts): 'Para revisar hoje'
// on the home (spaced review, practised in a row), 'Desafio da semana' after a phase and on the
// home (marked done, saved, still done after a reload), and 'Minhas habilidades' with a level
// per skill. The clock is the fake one: days pass with vi.setSystemTime.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { weekEnd, weekStart } from '@ths/training/week-challenge';
import { bundle } from '../../../content/generated/pt-BR.ts';
import { learnerTimeZone } from '../../../lib/time-zone.ts';
import { setupBackend } from '../../../testing/backend.ts';
import {
  advance,
  answer,
  choiceButton,
  dismissToasts,
  reload,
  rightChoice,
  scenario,
  journeyHelpers,
} from '../../../testing/journey-helpers.ts';

const backend = setupBackend();
const { startPractice, storedRow } = journeyHelpers(backend);

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

test('"Desafio da semana": one for the week, the same after phase 1 and on the home, marked done, saved, still there with its date after a reload', async () => {
  const app = await startPractice();
  for (let number = 1; number <= 20; number += 1) {
    await answer(app.user, number, ![4, 9].includes(number));
  }
  await dismissToasts(app.user);
  const section = within(
    screen.getByRole('heading', { level: 2, name: 'Desafio da semana' }).closest('section')!,
  );
  expect(section.getByText(/Se não quiser fazer, tudo bem\./)).toBeVisible();
  // A new learner's week: the skill of the first scenario answered this week (decision 0024).
  expect(section.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    `Habilidade: ${skillOf(1).name}`,
  ]);
  expect(section.getByText(skillOf(1).challenge)).toBeVisible();
  const sunday = weekEnd(weekStart(new Date().toISOString(), learnerTimeZone()));
  const until = `Vale até domingo, ${dayText(new Date(`${sunday}T12:00:00Z`))}.`;
  expect(section.getByText(until)).toBeVisible();
  const button = section.getByRole('button', { name: 'Fiz este desafio!' });
  expect(button).toHaveAccessibleDescription(`Habilidade: ${skillOf(1).name}`);
  // The skill's page for the adults at home (docs/decisions/0078).
  expect(section.getByRole('link', { name: `Para a família: ${skillOf(1).name}` })).toHaveAttribute(
    'href',
    `/familia/${skillOf(1).key}`,
  );

  await app.user.click(button);
  const done = section.getByText(`Feito em ${dayText(new Date())}. Que legal!`);
  expect(done).toHaveFocus();
  await waitFor(async () =>
    expect(Object.keys((await storedRow())?.challenges_done ?? {})).toEqual([skillOf(1).key]),
  );

  const { user } = reload(app, backend, {}, '/?view=complete&phase=1');
  expect(await screen.findByText(`Feito em ${dayText(new Date())}. Que legal!`)).toBeVisible();

  // The home shows the same one, done, with its date, until the week ends.
  await user.click(screen.getByRole('button', { name: 'Próxima Fase' }));
  await answer(user, 21, true);
  await dismissToasts(user);
  await user.click(screen.getByRole('button', { name: 'Início' }));
  const home = () =>
    within(
      screen.getByRole('heading', { level: 2, name: 'Desafio da semana' }).closest('section')!,
    );
  expect(
    home()
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual([`Habilidade: ${skillOf(1).name}`]);
  expect(home().getByText(`Feito em ${dayText(new Date())}. Que legal!`)).toBeVisible();
  expect(home().getByText(until)).toBeVisible();
  expect(home().queryByRole('button', { name: 'Fiz este desafio!' })).not.toBeInTheDocument();
  expect(home().getByText('Se não quiser fazer, tudo bem.')).toBeVisible();
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
  // The view is a chunk of its own (skills-screen.tsx): it comes a moment later, with the focus.
  const heading = await screen.findByRole('heading', { level: 1, name: 'Minhas habilidades' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Conhecer a mim',
    'Cuidar do que sinto e faço',
    'Entender os outros',
    'Conviver e fazer amizades',
    'Fazer boas escolhas',
  ]);
  const group = (name: string) => within(screen.getByRole('heading', { name }).closest('section')!);
  const relationships = group('Conviver e fazer amizades');
  // The frameworks' names are for the adults: not under the group, but in one closed section at
  // the end, per group.
  const frameworks =
    'CASEL: Habilidades de relacionamento · BNCC competência 9, Empatia e cooperação; competência 4, Comunicação; competência 7, Argumentação';
  expect(relationships.queryByText(frameworks)).toBeNull();
  const adults = screen.getByText(
    'Para os adultos: como estas habilidades se ligam à CASEL e à BNCC',
  );
  expect(screen.getByText(frameworks)).not.toBeVisible();
  await app.user.click(adults);
  expect(screen.getByText(frameworks)).toBeVisible();
  expect(screen.getByText(frameworks).previousElementSibling).toHaveTextContent(
    'Conviver e fazer amizades',
  );
  // 1 ("Incluir quem está de fora") was wrong, 2 ("Começar e terminar conversas") right: each
  // skill has 3 to 5 scenarios, so one answer is only the start of it.
  expect(skillOf(1).casel).toBe('social-awareness');
  expect(
    group('Entender os outros').getByText(`${skillOf(1).name}: praticando, 1 de 3`),
  ).toBeInTheDocument();
  expect(relationships.getByText(`${skillOf(2).name}: praticando, 1 de 3`)).toBeInTheDocument();
  expect(relationships.getByText(skillOf(2).description)).toBeVisible();
  // Its steps, from the bundle, as a list in order (docs/decisions/0064).
  const row = within(
    relationships.getByText(`${skillOf(2).name}: praticando, 1 de 3`).closest('li')!,
  );
  const steps = row.getByRole('list', { name: 'Passos:' });
  expect(
    within(steps)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(skillOf(2).steps);
  expect(skillOf(2).steps.length).toBeGreaterThanOrEqual(3);
  const others = bundle.skills.filter(
    (skill) => skill.casel === 'relationship-skills' && skill.key !== skillOf(2).key,
  );
  expect(relationships.getByText(`Mais ${others.length} habilidades para descobrir`)).toBeVisible();

  // 'Voltar ao Treino' goes back to the home.
  await app.user.click(screen.getByRole('button', { name: 'Voltar ao Treino' }));
  expect(app.router.state.location.search).toBe('');
});
