// Spec §2 views 5 and 6 (review mode, achievements list) and §4 "Achievements", on the whole app
// against the msw stand-in for Supabase.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { bundle } from '../../../content/generated/pt-BR.ts';
import { setupSupabaseMock } from '../../../testing/render-app.tsx';
import {
  advance,
  answer,
  choiceButton,
  expectDelay,
  findToast,
  phaseHeading,
  rightChoice,
  scenario,
  toastsTitled,
  trainingHelpers,
} from '../../../testing/training-helpers.ts';

const mock = setupSupabaseMock();
const { signIn, startPractice, storedRow } = trainingHelpers(mock);

/** The review list's card of a scenario. */
const reviewCard = (number: number) =>
  screen.getByText(scenario(number).title, { selector: 'h3' }).closest('li')!;
/** The achievements list's card with this title. */
const achievementCard = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('li')!;

// ---- Review mode --------------------------------------------------------------------------------

test('review: a wrong answer is flagged "Revisar"; practised again right, it is "Completo" after 1500 ms', async () => {
  const { user } = await startPractice({ deviceId: 'tablet-da-ana' });
  await answer(user, 1, false);
  await user.click(screen.getByRole('button', { name: 'Revisar' }));

  const heading = screen.getByRole('heading', { level: 1, name: 'Modo de Revisão' });
  expect(document.activeElement).toBe(heading);
  expect(screen.getByText('Escolha cenários para praticar novamente')).toBeTruthy();
  const warning = screen.getByRole('heading', { name: 'Cenários para revisar' }).parentElement!;
  expect(
    within(warning).getByText('Você errou 1 cenário(s). Pratique novamente para melhorar!'),
  ).toBeTruthy();
  // Every scenario is listed, grouped by phase, with its title and description.
  // (Text queries here: role queries over a hundred cards are slow in jsdom.)
  const list = screen.getByRole('region', { name: 'Modo de Revisão' });
  expect(list.querySelectorAll('h3')).toHaveLength(bundle.scenarios.length);
  const groups = [...list.querySelectorAll('section > h2')].map((h2) => h2.textContent);
  expect(groups).toEqual(bundle.phases.map((phase) => `Fase ${phase.number}: ${phase.name}`));
  const flagged = within(reviewCard(1));
  expect(flagged.getByText(scenario(1).description)).toBeTruthy();
  expect(flagged.getByText('Revisar')).toBeTruthy();
  expect(flagged.queryByText('Completo')).toBeNull();
  expect(flagged.getByRole('button', { name: 'Praticar Novamente' })).toBeTruthy();
  const notDone = within(reviewCard(2));
  expect(notDone.getByRole('button', { name: 'Começar' })).toBeTruthy();
  expect(notDone.queryByText('Revisar')).toBeNull();
  expect(notDone.queryByText('Completo')).toBeNull();

  await user.click(flagged.getByRole('button', { name: 'Praticar Novamente' }));
  expect(phaseHeading()).toBe('Fase 1: Fundamentos Sociais');
  const title = screen.getByRole('heading', { level: 2, name: scenario(1).title });
  expect(document.activeElement).toBe(title);
  await waitFor(() => expect(storedRow()?.review_counts).toEqual({ 'tablet-da-ana': 1 }));
  expect(storedRow()?.reviewed_count).toBe(1);

  await user.click(choiceButton(rightChoice(scenario(1)).text));
  await expectDelay(
    user,
    screen.getByRole('button', { name: 'Continuar' }),
    1500,
    () => screen.queryByRole('heading', { name: 'Modo de Revisão' }) !== null,
    // Not the next scenario after 500 ms: review mode goes back to the list.
    () => expect(screen.getByRole('heading', { level: 2, name: scenario(1).title })).toBeTruthy(),
  );
  await findToast('Parabéns!');
  const done = within(reviewCard(1));
  expect(done.getByText('Completo')).toBeTruthy();
  expect(done.queryByText('Revisar')).toBeNull();
  expect(done.getByRole('button', { name: 'Praticar Novamente' })).toBeTruthy();
  expect(screen.queryByText('Cenários para revisar')).toBeNull();
  await waitFor(() => expect(storedRow()?.incorrect_scenarios).toEqual([]));
  expect(storedRow()?.scenario_results['1']).toMatchObject({
    first_correct: false,
    last_correct: true,
  });
  // Right on the second try: completed, not flagged, still not a first-try right answer.
  expect(storedRow()).toMatchObject({ completed_scenarios: [1], correct_answers: 0 });

  await user.click(screen.getByRole('button', { name: 'Voltar ao Treino' }));
  expect(phaseHeading()).toBe('Fase 1: Fundamentos Sociais');
  expect(screen.getByText('Progresso: 1 de 20 cenários')).toBeTruthy();
});

test('review: a scenario of a locked phase is refused with "Fase bloqueada" and counts no review', async () => {
  const { user } = await startPractice();
  await user.click(screen.getByRole('button', { name: 'Revisar' }));
  await user.click(within(reviewCard(21)).getByRole('button', { name: 'Começar' }));
  await findToast('Fase bloqueada', 'Complete a Fase 1 para desbloquear esta fase.');
  expect(screen.getByRole('heading', { level: 1, name: 'Modo de Revisão' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Voltar ao Treino' }));
  await user.click(screen.getByRole('button', { name: 'Conquistas 0/7' }));
  expect(within(achievementCard('Mestre da Prática')).queryByText(/Progresso/)).toBeNull();
});

test('"Mestre da Prática" unlocks at the third scenario picked from the review list', async () => {
  const { user } = await startPractice({ deviceId: 'tablet-da-ana' });
  await answer(user, 1, false);
  await answer(user, 2, false);
  const unlockToasts = () =>
    toastsTitled('Conquista Desbloqueada!').filter((toast) => toast.text === 'Mestre da Prática');

  await user.click(screen.getByRole('button', { name: 'Revisar' }));
  for (const number of [1, 2]) {
    await user.click(
      within(reviewCard(number)).getByRole('button', { name: 'Praticar Novamente' }),
    );
    expect(unlockToasts()).toEqual([]);
    await user.click(choiceButton(rightChoice(scenario(number)).text));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await advance(1500);
    expect(screen.getByRole('heading', { level: 1, name: 'Modo de Revisão' })).toBeTruthy();
  }
  expect(unlockToasts()).toEqual([]);
  await user.click(within(reviewCard(3)).getByRole('button', { name: 'Começar' }));
  await findToast('Conquista Desbloqueada!', 'Mestre da Prática');
  expect(screen.getByRole('heading', { level: 2, name: scenario(3).title })).toBeTruthy();
  await waitFor(() => expect(storedRow()?.unlocked_achievements).toContain('practice_master'));
  expect(storedRow()).toMatchObject({
    reviewed_count: 3,
    review_counts: { 'tablet-da-ana': 3 },
  });
});

// ---- Achievements list --------------------------------------------------------------------------

test('the achievements list: "N de 7 desbloqueadas", "Conquistado", progress of locked ones, back', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const { user } = await signIn();
  await user.click(screen.getByRole('button', { name: 'Conquistas' }));
  expect(document.activeElement).toBe(
    screen.getByRole('heading', { level: 1, name: 'Conquistas' }),
  );
  expect(screen.getByText('0 de 7 desbloqueadas')).toBeTruthy();
  for (const achievement of bundle.achievements) {
    const card = achievementCard(achievement.title);
    expect(within(card).getByText(achievement.description)).toBeTruthy();
    expect(within(card).getByText(achievement.icon)).toBeTruthy();
    expect(card.classList.contains('achievement--locked')).toBe(true);
    expect(within(card).queryByText('Conquistado')).toBeNull();
    expect(within(card).queryByText(/Progresso/)).toBeNull();
  }
  await user.click(screen.getByRole('button', { name: 'Voltar ao Treino' }));
  expect(screen.getByRole('heading', { name: 'Treinamento de Habilidades Sociais' })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Começar Prática' }));
  await answer(user, 1, true);
  await answer(user, 2, true);
  await user.click(screen.getByRole('button', { name: 'Conquistas 1/7' }));
  expect(screen.getByText('1 de 7 desbloqueadas')).toBeTruthy();
  const unlocked = achievementCard('Primeiros Passos');
  expect(within(unlocked).getByText('Conquistado')).toBeTruthy();
  expect(unlocked.classList.contains('achievement--locked')).toBe(false);
  expect(within(unlocked).queryByText(/Progresso/)).toBeNull();
  const progress = {
    'Começando Bem': 'Progresso: 2/3',
    'Na Metade do Caminho': 'Progresso: 2/5',
    'Campeão Social': 'Progresso: 2/10',
    'Aprendiz Dedicado': 'Progresso: 2/3',
    Perfeccionista: `Progresso: 2/${bundle.scenarios.length}`,
  };
  for (const [title, text] of Object.entries(progress)) {
    const card = achievementCard(title);
    expect(within(card).getByText(text)).toBeTruthy();
    expect(within(card).queryByText('Conquistado')).toBeNull();
    expect(card.classList.contains('achievement--locked')).toBe(true);
  }
  const untouched = achievementCard('Mestre da Prática');
  expect(within(untouched).queryByText(/Progresso/)).toBeNull();
  expect(untouched.classList.contains('achievement--locked')).toBe(true);

  await user.click(screen.getByRole('button', { name: 'Voltar ao Treino' }));
  expect(phaseHeading()).toBe('Fase 1: Fundamentos Sociais');
  expect(screen.getByRole('heading', { level: 2, name: scenario(3).title })).toBeTruthy();
});

// ---- Leaving during the delay -------------------------------------------------------------------

// The delayed 'next scenario' after 'Continuar' must not pull the learner back from a screen
// they opened during the wait; the position still moves on.
test('opening the achievements during the 500 ms keeps the learner there', async () => {
  const { user } = await startPractice();
  await user.click(choiceButton(rightChoice(scenario(1)).text));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await user.click(screen.getByRole('button', { name: 'Conquistas 1/7' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Conquistas' })).toBeTruthy();
  await advance(500);
  expect(screen.getByRole('heading', { level: 1, name: 'Conquistas' })).toBeTruthy();
});

// The same in review mode, where the wait (1500 ms) is long enough to press a button.
test('opening the achievements during the 1500 ms of review mode keeps the learner there', async () => {
  const { user } = await startPractice();
  await answer(user, 1, false);
  await user.click(screen.getByRole('button', { name: 'Revisar' }));
  await user.click(within(reviewCard(1)).getByRole('button', { name: 'Praticar Novamente' }));
  await user.click(choiceButton(rightChoice(scenario(1)).text));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await advance(700);
  await user.click(screen.getByRole('button', { name: /^Conquistas/ }));
  await advance(1500);
  expect(screen.getByRole('heading', { level: 1, name: 'Conquistas' })).toBeTruthy();
});
