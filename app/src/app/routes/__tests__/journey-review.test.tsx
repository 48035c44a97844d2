// Over 250 lines on purpose: one user story per test, all of review mode and achievements.
// docs/product/screens.md#review and #achievements (review mode, achievements list) and
// docs/product/journey.md#achievements, on the whole app against the real backend
// (testing/backend.ts). Since the redesign (issue 15 §5) the review list starts with the mistakes
// and one action to practise them in a row; since issue 26 (docs/decisions/0023) it then lists the
// played scenarios only, grouped by phase, each phase closed until opened; practising is visibly
// review mode.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { bundle } from '../../../content/generated/pt-BR.ts';
import { setupBackend } from '../../../testing/backend.ts';
import {
  advance,
  answer,
  choiceButton,
  expectDelay,
  findToast,
  phaseHeading,
  reload,
  reviewCard,
  rightChoice,
  scenario,
  toastsTitled,
  journeyHelpers,
  type User,
  ACHIEVEMENT_COUNT,
} from '../../../testing/journey-helpers.ts';

const backend = setupBackend();
const { signIn, startPractice, storedRow } = journeyHelpers(backend);

/** The achievements list's card with this title. */
function achievementCard(title: string) {
  const li = screen.getByRole('heading', { level: 2, name: title }).closest('li')!;
  return Object.assign(within(li), { li });
}
// Text queries on the review list: role queries over a hundred cards are slow in jsdom.
const reviewHeading = () => screen.queryByText('Modo de Revisão', { selector: 'h1' });
/** The review list renders a hundred cards: its user stories get more time than the default. */
const LIST_TIMEOUT = 15_000;
/** Opens a phase of the review's played scenarios, unless it is open already. */
async function openReviewPhase(user: User, name: string) {
  const summary = screen.getByText(name, { selector: 'summary *' }).closest('summary')!;
  if (!summary.closest('details')!.open) await user.click(summary);
}
/** Picks the right choice of the scenario on screen and presses 'Continuar'. */
async function answerRight(user: User, number: number) {
  await user.click(choiceButton(rightChoice(scenario(number)).text));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}

// ---- Review mode --------------------------------------------------------------------------------

test(
  'review: the mistake comes first, flagged "Revisar"; practised again right, it is "Completo" and the list is back after 1500 ms',
  async () => {
    const { user } = await startPractice({ deviceId: 'tablet-da-ana' });
    await answer(user, 1, false);
    await user.click(screen.getByRole('button', { name: 'Revisar' }));

    expect(reviewHeading()).toHaveFocus();
    expect(screen.getByText('Escolha cenários para praticar novamente')).toBeVisible();
    const todo = within(screen.getByText('Cenários para revisar').closest('section')!);
    expect(
      todo.getByText('Você errou 1 cenário(s). Pratique novamente para melhorar!'),
    ).toBeVisible();
    // One mistake: its own words, never 'Praticar os 1 em sequência' (issue 39).
    expect(todo.getByRole('button', { name: 'Praticar este de novo' })).toBeVisible();
    expect(todo.getByRole('heading', { level: 3 })).toHaveTextContent(scenario(1).title);
    // Then the scenarios by phase: only what was played, title and description (the flagged one
    // is listed in both places); never one not played yet (docs/decisions/0068).
    const list = reviewHeading()!.closest('section')!;
    const byPhase = screen.getByText('Cenários por fase', { selector: 'h2' });
    expect(todo.getByRole('heading', { level: 2 }).compareDocumentPosition(byPhase)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(list.querySelectorAll('h3')).toHaveLength(2);
    const groups = [...list.querySelectorAll('details > summary')];
    expect(groups.map((summary) => summary.textContent)).toEqual([
      'Fase 1: Fundamentos Sociais1 cenário jogado',
    ]);
    expect(groups[0]!.closest('details')).toHaveAttribute('open');
    const flagged = reviewCard(1);
    expect(flagged.getByText(scenario(1).description)).toBeVisible();
    expect(flagged.getByText('Revisar')).toBeVisible();
    expect(flagged.queryByText('Completo')).not.toBeInTheDocument();
    // Never a scenario not played, of this phase or a later one: its story would be given away
    // before its lesson.
    expect(screen.queryByText(scenario(2).title)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Começar' })).not.toBeInTheDocument();
    expect(screen.queryByText(scenario(21).title)).not.toBeInTheDocument();

    await user.click(flagged.getByRole('button', { name: 'Praticar Novamente' }));
    expect(phaseHeading()).toBe('Fase 1: Fundamentos Sociais');
    // Visibly review, not normal play.
    expect(screen.getByText('Modo de Revisão')).toBeVisible();
    expect(screen.getByText('Praticando de novo')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(scenario(1).title);
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    await waitFor(async () =>
      expect((await storedRow())?.review_counts).toEqual({ 'tablet-da-ana': 1 }),
    );
    expect((await storedRow())?.reviewed_count).toBe(1);

    await user.click(choiceButton(rightChoice(scenario(1)).text));
    await expectDelay(
      user,
      screen.getByRole('button', { name: 'Continuar' }),
      1500,
      () => reviewHeading() !== null,
      // Not the next scenario after 500 ms: review mode goes back to the list.
      () => expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(scenario(1).title),
    );
    await findToast('Parabéns!');
    // Back where the learner was: on the card just practised.
    const done = reviewCard(1);
    expect(done.getByRole('button', { name: 'Praticar Novamente' })).toHaveFocus();
    expect(done.getByText('Completo')).toBeVisible();
    expect(done.queryByText('Revisar')).not.toBeInTheDocument();
    expect(screen.queryByText('Cenários para revisar')).not.toBeInTheDocument();
    await waitFor(async () => expect((await storedRow())?.incorrect_scenarios).toEqual([]));
    expect((await storedRow())?.scenario_results['1']).toMatchObject({
      first_correct: false,
      last_correct: true,
    });
    // Right on the second try: completed, not flagged, still not a first-try right answer.
    expect(await storedRow()).toMatchObject({ completed_scenarios: [1], correct_answers: 0 });

    await user.click(screen.getByRole('button', { name: 'Voltar ao Treino' }));
    expect(phaseHeading()).toBe('Fase 1: Fundamentos Sociais');
    expect(screen.getByText('Progresso: 1 de 20 cenários')).toBeVisible();
  },
  LIST_TIMEOUT,
);

test(
  '"Praticar os 3 em sequência" practises the flagged scenarios in a set, then its closing card',
  async () => {
    const { user, router } = await startPractice();
    for (const number of [1, 2, 3]) await answer(user, number, false);
    await user.click(screen.getByRole('button', { name: 'Revisar' }));
    await user.click(screen.getByRole('button', { name: 'Praticar os 3 em sequência' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(scenario(1).title);
    expect(screen.getByText('Praticando de novo · depois deste, mais 2')).toBeVisible();

    await user.click(choiceButton(rightChoice(scenario(1)).text));
    // The next one opens after the 1500 ms of review mode, in place of the list.
    await expectDelay(
      user,
      screen.getByRole('button', { name: 'Continuar' }),
      1500,
      () => screen.queryByRole('heading', { level: 2, name: scenario(2).title }) !== null,
    );
    expect(reviewHeading()).not.toBeInTheDocument();
    expect(screen.getByText('Praticando de novo · depois deste, mais 1')).toBeVisible();
    expect(router.state.location.search).toBe('?view=review&scenario=2&next=3&set=1&done=1');
    await answerRight(user, 2);
    await advance(1500);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(scenario(3).title);
    expect(screen.getByText('Praticando de novo')).toBeVisible();
    await answerRight(user, 3);
    await advance(1500);
    // The set's closing card (docs/decisions/0068): how it went, and what comes next.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Você acertou 3 de 3' }),
    ).toHaveFocus();
    expect(router.state.location.search).toBe('?view=review&done=1,2,3');
    expect(screen.getByText('Você revisou tudo o que estava marcado!')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Voltar à lista' }));
    expect(reviewHeading()).toBeVisible();
    expect(screen.queryByText('Cenários para revisar')).not.toBeInTheDocument();
    await waitFor(async () => expect((await storedRow())?.incorrect_scenarios).toEqual([]));
    expect((await storedRow())?.reviewed_count).toBe(3);
  },
  LIST_TIMEOUT,
);

// Changed on purpose (issue 39, docs/decisions/0068): no scenario not played yet is listed, not
// even in the current phase (its story would be given away); a new learner's list is empty.
test('review: a new learner finds nothing listed, no scenario to start', async () => {
  const { user } = await startPractice();
  await user.click(screen.getByRole('button', { name: 'Revisar' }));
  expect(await screen.findByText('Modo de Revisão', { selector: 'h1' })).toHaveFocus();
  expect(document.querySelectorAll('details')).toHaveLength(0);
  expect(screen.queryByRole('button', { name: 'Começar' })).not.toBeInTheDocument();
  expect(screen.queryByText(scenario(2).title)).not.toBeInTheDocument();
  expect(screen.queryByText(scenario(21).title)).not.toBeInTheDocument();
});

test('review: the address of a locked phase’s scenario explains kindly, keeps the list and counts no review', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const { router } = reload(await signIn(), backend, {}, '/?view=review&scenario=21');
  const notice = await findToast('Fase bloqueada', 'Complete a Fase 1 para desbloquear esta fase.');
  expect(notice.type).toBe('info');
  expect(await screen.findByRole('heading', { level: 1, name: 'Modo de Revisão' })).toBeVisible();
  expect(router.state.location.search).toBe('?view=review');
  expect((await storedRow())?.reviewed_count ?? 0).toBe(0);
});

test(
  '"Mestre da Prática" unlocks at the third scenario picked from the review list',
  async () => {
    const { user } = await startPractice({ deviceId: 'tablet-da-ana' });
    await answer(user, 1, false);
    await answer(user, 2, false);
    await answer(user, 3, true);
    const unlockToasts = () =>
      toastsTitled('Conquista Desbloqueada!').filter((toast) => toast.text === 'Mestre da Prática');

    await user.click(screen.getByRole('button', { name: 'Revisar' }));
    for (const number of [1, 2]) {
      await openReviewPhase(user, 'Fase 1: Fundamentos Sociais');
      await user.click(reviewCard(number).getByRole('button', { name: 'Praticar Novamente' }));
      expect(unlockToasts()).toEqual([]);
      await answerRight(user, number);
      await advance(1500);
      expect(reviewHeading()).toBeVisible();
    }
    expect(unlockToasts()).toEqual([]);
    await openReviewPhase(user, 'Fase 1: Fundamentos Sociais');
    await user.click(reviewCard(3).getByRole('button', { name: 'Praticar Novamente' }));
    await findToast('Conquista Desbloqueada!', 'Mestre da Prática');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(scenario(3).title);
    await waitFor(async () =>
      expect((await storedRow())?.unlocked_achievements).toContain('practice_master'),
    );
    expect(await storedRow()).toMatchObject({
      reviewed_count: 3,
      review_counts: { 'tablet-da-ana': 3 },
    });
  },
  LIST_TIMEOUT,
);

// ---- Achievements list --------------------------------------------------------------------------

test('the achievements list: "N de M desbloqueadas", "Conquistado", progress of locked ones, back', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const { user } = await signIn();
  await user.click(screen.getByRole('button', { name: /^Conquistas/ }));
  expect(screen.getByRole('heading', { level: 1, name: 'Conquistas' })).toHaveFocus();
  expect(screen.getByText(`0 de ${ACHIEVEMENT_COUNT} desbloqueadas`)).toBeVisible();
  for (const achievement of bundle.achievements) {
    const card = achievementCard(achievement.title);
    expect(card.getByText(achievement.description)).toBeVisible();
    expect(card.getByText(achievement.icon)).toBeInTheDocument();
    expect(card.li).toHaveClass('achievement--locked');
    expect(card.queryByText('Conquistado')).not.toBeInTheDocument();
    expect(card.queryByText(/Progresso/)).not.toBeInTheDocument();
  }
  await user.click(screen.getByRole('button', { name: 'Voltar ao Treino' }));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Treinamento de Habilidades Sociais',
  );

  await user.click(screen.getByRole('button', { name: 'Começar Prática' }));
  await answer(user, 1, true);
  await answer(user, 2, true);
  await user.click(screen.getByRole('button', { name: `Conquistas 1/${ACHIEVEMENT_COUNT}` }));
  expect(screen.getByText(`1 de ${ACHIEVEMENT_COUNT} desbloqueadas`)).toBeVisible();
  const unlocked = achievementCard('Primeiros Passos');
  expect(unlocked.getByText('Conquistado')).toBeVisible();
  expect(unlocked.li).not.toHaveClass('achievement--locked');
  expect(unlocked.queryByText(/Progresso/)).not.toBeInTheDocument();
  const progress = {
    'Começando Bem': 'Progresso: 2/3',
    'Na Metade do Caminho': 'Progresso: 2/5',
    'Campeão Social': 'Progresso: 2/10',
    'Aprendiz Dedicado': 'Progresso: 2/3',
    Perfeccionista: `Progresso: 2/${bundle.scenarios.length}`,
    // Issue 26 (decision 0025): the phase's own scenarios, and the days practised (one today).
    'Fase 1 Completa': 'Progresso: 2/20',
    'Três Dias de Treino': 'Progresso: 1/3',
    'Dez Dias de Treino': 'Progresso: 1/10',
  };
  for (const [title, text] of Object.entries(progress)) {
    const card = achievementCard(title);
    expect(card.getByText(text)).toBeVisible();
    expect(card.queryByText('Conquistado')).not.toBeInTheDocument();
    expect(card.li).toHaveClass('achievement--locked');
  }
  const untouched = achievementCard('Mestre da Prática');
  expect(untouched.queryByText(/Progresso/)).not.toBeInTheDocument();
  expect(untouched.li).toHaveClass('achievement--locked');

  await user.click(screen.getByRole('button', { name: 'Voltar ao Treino' }));
  expect(phaseHeading()).toBe('Fase 1: Fundamentos Sociais');
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(scenario(3).title);
});

test('after a first-try mistake "Perfeccionista" shows no counter but a kind word; the total counts the new achievements', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const { user } = await startPractice();
  await answer(user, 1, false);
  await answer(user, 2, true);
  await user.click(screen.getByRole('button', { name: /^Conquistas/ }));
  expect(screen.getByText(`1 de ${bundle.achievements.length} desbloqueadas`)).toBeVisible();
  expect(bundle.achievements.length).toBeGreaterThan(7);
  const perfectionist = achievementCard('Perfeccionista');
  expect(perfectionist.queryByText(/Progresso/)).not.toBeInTheDocument();
  expect(
    perfectionist.getByText(
      'Essa não dá mais para ganhar, e tudo bem: errar faz parte de aprender.',
    ),
  ).toBeVisible();
  // The others still count: one scenario done of five.
  expect(achievementCard('Na Metade do Caminho').getByText('Progresso: 2/5')).toBeVisible();
  for (const phase of [1, 2, 3, 4, 5]) {
    expect(achievementCard(`Fase ${phase} Completa`).li).toHaveClass('achievement--locked');
  }
});

// ---- Leaving during the delay -------------------------------------------------------------------

// The delayed 'next scenario' after 'Continuar' must not pull the learner back from a screen
// they opened during the wait; the position still moves on.
test('opening the achievements during the 500 ms keeps the learner there', async () => {
  const { user } = await startPractice();
  await user.click(choiceButton(rightChoice(scenario(1)).text));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await user.click(screen.getByRole('button', { name: `Conquistas 1/${ACHIEVEMENT_COUNT}` }));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Conquistas');
  await advance(500);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Conquistas');
});

// The same in review mode, where the wait (1500 ms) is long enough to press a button.
test(
  'opening the achievements during the 1500 ms of review mode keeps the learner there',
  async () => {
    const { user } = await startPractice();
    await answer(user, 1, false);
    await user.click(screen.getByRole('button', { name: 'Revisar' }));
    await openReviewPhase(user, 'Fase 1: Fundamentos Sociais');
    await user.click(reviewCard(1).getByRole('button', { name: 'Praticar Novamente' }));
    await answerRight(user, 1);
    await advance(700);
    await user.click(screen.getByRole('button', { name: /^Conquistas/ }));
    await advance(1500);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Conquistas');
  },
  LIST_TIMEOUT,
);
