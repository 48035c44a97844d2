// Spec §2 training views, §4 transitions, §8 toasts and §9 delays, on the whole app against the
// msw stand-in for Supabase. The review list, achievements, saving and languages have their own
// files (training-route-*.test.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { expect, test, vi } from 'vitest';
import { bundle } from '../../../content/generated/pt-BR.ts';
import { ptBR } from '../../../locales/pt-BR.ts';
import { renderApp, setupSupabaseMock } from '../../../testing/render-app.tsx';
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
  wrongChoice,
} from '../../../testing/training-helpers.ts';

const mock = setupSupabaseMock();
const { signIn, startPractice, storedRow } = trainingHelpers(mock);

// ---- Welcome and phase page -------------------------------------------------------------------

test('the welcome view: the title and highlights with "Carregando..." first, then the buttons', async () => {
  const first = await signIn();
  first.unmount();
  // A slow read of the progress: this handler waits, then falls through to the stand-in.
  mock.server.use(http.get(`${mock.url}/rest/v1/user_progress`, () => delay(200)));
  renderApp('/', mock);
  expect((await screen.findByRole('status')).textContent).toBe('Carregando...');
  expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Começar Prática' })).toBeNull();
  // The page paints its title at once; the buttons wait for the progress (decision 0007).
  expect(
    screen.getByRole('heading', { level: 1, name: 'Treinamento de Habilidades Sociais' }),
  ).toBeTruthy();
  expect(await screen.findByRole('button', { name: 'Começar Prática' })).toBeTruthy();
  expect(screen.queryByText('Carregando...')).toBeNull();
  const highlights = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(highlights).toEqual(['Cenários realistas', 'Feedback positivo', 'No seu ritmo']);
  expect(screen.getByText(ptBR.welcome.realistic)).toBeTruthy();
  expect(screen.getByText(ptBR.welcome.positive)).toBeTruthy();
  expect(screen.getByText(ptBR.welcome.pace)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Começar Prática' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Conquistas' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy();
  // Nothing answered yet: nothing to continue.
  expect(screen.queryByRole('button', { name: 'Continuar de onde parei' })).toBeNull();
});

test('"Começar Prática" opens phase 1: heading, tools, phase buttons, progress and the first card', async () => {
  await startPractice();
  const first = scenario(1);
  expect(screen.getByText(bundle.phases[0]!.description)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Revisar' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Conquistas 0/7' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Fase Anterior' }).hasAttribute('disabled')).toBe(true);
  expect(screen.getByRole('button', { name: 'Próxima Fase' })).toBeTruthy();
  const phases = within(screen.getByRole('navigation', { name: 'Fases' })).getAllByRole('button');
  expect(phases.map((button) => button.getAttribute('aria-label'))).toEqual([
    'Fase 1',
    'Fase 2, bloqueada',
    'Fase 3, bloqueada',
    'Fase 4, bloqueada',
    'Fase 5, bloqueada',
  ]);
  expect(phases[0]!.getAttribute('aria-current')).toBe('step');
  expect(screen.getByText('Progresso: 0 de 20 cenários')).toBeTruthy();
  expect(screen.getByText('0% de acertos')).toBeTruthy();
  const bar = screen.getByRole('progressbar', { name: 'Progresso: 0 de 20 cenários' });
  expect(bar.getAttribute('aria-valuenow')).toBe('0');
  const card = screen.getByRole('article', { name: first.title });
  expect(within(card).getByText(first.description)).toBeTruthy();
  const choices = within(within(card).getByRole('group', { name: 'Escolha uma resposta' }))
    .getAllByRole('button')
    .map((button) => button.querySelector('.choice__text')?.textContent);
  expect(choices).toEqual(first.choices.map((choice) => choice.text));
  expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();
  // The start is saved (phase 1, first scenario), with nothing answered.
  await waitFor(() => expect(storedRow()?.current_phase).toBe(1));
  expect(storedRow()?.completed_scenarios).toEqual([]);
});

// ---- Answering ----------------------------------------------------------------------------------

test('a right pick: "Ótima escolha!", its feedback, locked choices; "Continuar" toasts and moves on after 500 ms', async () => {
  const { user } = await startPractice();
  const first = scenario(1);
  const right = rightChoice(first);
  await user.click(choiceButton(right.text));

  const heading = screen.getByRole('heading', { name: 'Ótima escolha!' });
  expect(heading.closest('section')?.classList.contains('feedback--success')).toBe(true);
  expect(screen.getByText(right.feedback)).toBeTruthy();
  expect(document.activeElement).toBe(heading);
  const choices = within(screen.getByRole('group', { name: 'Escolha uma resposta' }));
  for (const button of choices.getAllByRole('button')) {
    expect(button.hasAttribute('disabled')).toBe(true);
  }
  expect(choiceButton(right.text).getAttribute('aria-pressed')).toBe('true');
  expect(toastsTitled('Parabéns!')).toEqual([]);

  const second = scenario(2);
  await expectDelay(
    user,
    screen.getByRole('button', { name: 'Continuar' }),
    500,
    () => screen.queryByRole('heading', { name: second.title }) !== null,
  );
  await findToast('Parabéns!');
  expect(toastsTitled('Parabéns!')[0]!.type).toBe('success');
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: second.title }));
  expect(screen.getByText('Progresso: 1 de 20 cenários')).toBeTruthy();
  expect(screen.getByText('100% de acertos')).toBeTruthy();
  expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('5');
  expect(screen.getByRole('button', { name: 'Conquistas 1/7' })).toBeTruthy();
  await waitFor(() => expect(storedRow()?.current_scenario).toBe(1));
  expect(storedRow()).toMatchObject({
    completed_scenarios: [1],
    correct_answers: 1,
    current_streak: 1,
    incorrect_scenarios: [],
  });
});

test('"Continuar" is pressed once: it is disabled during the 500 ms', async () => {
  const { user } = await startPractice();
  await user.click(choiceButton(rightChoice(scenario(1)).text));
  const next = screen.getByRole('button', { name: 'Continuar' });
  await user.click(next);
  expect(next.hasAttribute('disabled')).toBe(true);
  await advance(500);
  expect(screen.getByRole('heading', { name: scenario(2).title })).toBeTruthy();
});

test('a wrong pick: "Vamos aprender juntos!", no "Parabéns!", accuracy drops and the streak is reset', async () => {
  const { user } = await startPractice();
  await answer(user, 1, true);
  await waitFor(() => expect(storedRow()?.current_streak).toBe(1));

  const second = scenario(2);
  const wrong = wrongChoice(second);
  await user.click(choiceButton(wrong.text));
  const heading = screen.getByRole('heading', { name: 'Vamos aprender juntos!' });
  expect(heading.closest('section')?.classList.contains('feedback--warning')).toBe(true);
  expect(screen.getByText(wrong.feedback)).toBeTruthy();
  expect(document.activeElement).toBe(heading);
  expect(screen.queryByRole('heading', { name: 'Ótima escolha!' })).toBeNull();

  const cheersBefore = toastsTitled('Parabéns!').length;
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await advance(500);
  expect(toastsTitled('Parabéns!').length).toBe(cheersBefore);
  expect(screen.getByRole('heading', { name: scenario(3).title })).toBeTruthy();
  expect(screen.getByText('Progresso: 2 de 20 cenários')).toBeTruthy();
  expect(screen.getByText('50% de acertos')).toBeTruthy();
  await waitFor(() => expect(storedRow()?.completed_scenarios).toEqual([1, 2]));
  await waitFor(() => expect(storedRow()?.current_scenario).toBe(2));
  expect(storedRow()).toMatchObject({
    current_streak: 0,
    correct_answers: 1,
    incorrect_scenarios: [2],
  });
});

// ---- A whole phase ------------------------------------------------------------------------------

/** Spec §4 and §9: the achievements phase 1 unlocks, at the answer that meets each rule. */
function expectedUnlocks(wrong: readonly number[]): Map<number, string[]> {
  const byCount: Record<number, string> = {
    1: 'Primeiros Passos',
    3: 'Começando Bem',
    5: 'Na Metade do Caminho',
    10: 'Campeão Social',
  };
  const unlocks = new Map<number, string[]>();
  let streak = 0;
  let dedicated = false;
  for (let number = 1; number <= 20; number += 1) {
    const byThisCount = byCount[number];
    const titles = byThisCount ? [byThisCount] : [];
    streak = wrong.includes(number) ? 0 : streak + 1;
    if (streak >= 3 && !dedicated) {
      dedicated = true;
      titles.push('Aprendiz Dedicado');
    }
    unlocks.set(number, titles);
  }
  return unlocks;
}

test.each([
  { wrong: [1, 6, 12, 17], percent: 80, message: ptBR.complete.excellent },
  { wrong: [1, 2, 3, 4, 5], percent: 75, message: ptBR.complete.keepPractising },
])(
  'phase 1 answered with $wrong wrong: achievements on the way, then "$percent% de acertos"',
  async ({ wrong, percent, message }) => {
    const { user } = await startPractice();
    const unlocks = expectedUnlocks(wrong);
    const announced = new Set<string>();
    for (let number = 1; number <= 20; number += 1) {
      await answer(user, number, !wrong.includes(number));
      const shown = toastsTitled('Conquista Desbloqueada!').map((toast) => toast.text);
      for (const title of unlocks.get(number)!) {
        expect(shown, `after scenario ${number}`).toContain(title);
        announced.add(title);
      }
      // Each once, at its moment: none early, none twice.
      for (const title of shown) expect(announced, `after scenario ${number}`).toContain(title);
      expect(new Set(shown).size).toBe(shown.length);
    }
    expect([...announced].sort()).toEqual(
      [
        'Aprendiz Dedicado',
        'Campeão Social',
        'Começando Bem',
        'Na Metade do Caminho',
        'Primeiros Passos',
      ].sort(),
    );

    const heading = screen.getByRole('heading', { name: 'Parabéns! Você completou a Fase 1!' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Fundamentos Sociais')).toBeTruthy();
    expect(screen.getByText(`${percent}% de acertos`)).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revisar Cenários' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver Conquistas' })).toBeTruthy();
    await waitFor(() => expect(storedRow()?.completed_scenarios).toHaveLength(20));
    expect(storedRow()).toMatchObject({
      correct_answers: 20 - wrong.length,
      incorrect_scenarios: wrong,
    });

    await user.click(screen.getByRole('button', { name: 'Próxima Fase' }));
    expect(phaseHeading()).toBe(`Fase 2: ${bundle.phases[1]!.name}`);
    expect(screen.getByRole('heading', { name: scenario(21).title })).toBeTruthy();
    expect(screen.getByText('Progresso: 0 de 20 cenários')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fase 2' }).getAttribute('aria-current')).toBe(
      'step',
    );
    expect(screen.getByRole('button', { name: 'Fase Anterior' }).hasAttribute('disabled')).toBe(
      false,
    );
    await waitFor(() => expect(storedRow()?.current_phase).toBe(2));
  },
);

// ---- Phases that cannot be opened yet -----------------------------------------------------------

test('a locked phase: "Fase bloqueada" names the phase to complete, and phase 1 stays', async () => {
  const { user } = await startPractice();
  await waitFor(() => expect(storedRow()).toBeTruthy());
  const saves = mock.requests.filter((request) => request.method === 'POST').length;
  await user.click(screen.getByRole('button', { name: 'Fase 3, bloqueada' }));
  const toast = await findToast('Fase bloqueada', 'Complete a Fase 2 para desbloquear esta fase.');
  expect(toast.type).toBe('error');
  await user.click(screen.getByRole('button', { name: 'Fase 2, bloqueada' }));
  await findToast('Fase bloqueada', 'Complete a Fase 1 para desbloquear esta fase.');
  expect(phaseHeading()).toBe('Fase 1: Fundamentos Sociais');
  expect(screen.getByRole('heading', { level: 2, name: scenario(1).title })).toBeTruthy();
  // A refused move changes nothing, so nothing is saved.
  expect(mock.requests.filter((request) => request.method === 'POST').length).toBe(saves);
});

test('"Próxima Fase" before the phase is complete: "Complete a fase atual", and the phase stays', async () => {
  const { user } = await startPractice();
  await answer(user, 1, true);
  await user.click(screen.getByRole('button', { name: 'Próxima Fase' }));
  const toast = await findToast(
    'Complete a fase atual',
    'Complete todos os cenários da fase atual antes de avançar.',
  );
  expect(toast.type).toBe('error');
  expect(phaseHeading()).toBe('Fase 1: Fundamentos Sociais');
  expect(screen.getByRole('heading', { level: 2, name: scenario(2).title })).toBeTruthy();
  expect(screen.getByText('Progresso: 1 de 20 cenários')).toBeTruthy();
});

// ---- Shuffled choices and the keyboard ----------------------------------------------------------

test('choices are shuffled and numbered 1 to 3; the right one stays right wherever it lands', async () => {
  const { user } = await startPractice({ random: () => 0 });
  const first = scenario(1);
  const group = screen.getByRole('group', { name: 'Escolha uma resposta' });
  const buttons = within(group).getAllByRole('button');
  const texts = buttons.map((button) => button.querySelector('.choice__text')?.textContent);
  const bundleOrder = first.choices.map((choice) => choice.text);
  expect(texts).not.toEqual(bundleOrder);
  expect([...texts].sort()).toEqual([...bundleOrder].sort());
  buttons.forEach((button, index) => {
    expect(button.textContent).toBe(`${index + 1}Resposta ${index + 1}:${texts[index]}`);
    expect(within(button).getByText(`Resposta ${index + 1}:`).className).toBe('visually-hidden');
  });
  const right = rightChoice(first);
  const place = texts.indexOf(right.text) + 1;
  await user.click(
    screen.getByRole('button', { name: new RegExp(`^Resposta ${place}:\\s*${right.text}$`) }),
  );
  expect(screen.getByRole('heading', { name: 'Ótima escolha!' })).toBeTruthy();
});

test('keyboard only: start, pick, continue; focus follows to the feedback and the next title', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const { user } = await signIn();
  const tabTo = async (target: HTMLElement) => {
    for (let presses = 0; presses < 10 && document.activeElement !== target; presses += 1) {
      await user.tab();
    }
    expect(document.activeElement).toBe(target);
  };
  await tabTo(screen.getByRole('button', { name: 'Começar Prática' }));
  await user.keyboard('{Enter}');
  const first = scenario(1);
  const title = await screen.findByRole('heading', { name: first.title });
  expect(document.activeElement).toBe(title);

  await user.tab();
  const firstChoice = within(
    screen.getByRole('group', { name: 'Escolha uma resposta' }),
  ).getAllByRole('button')[0]!;
  expect(document.activeElement).toBe(firstChoice);
  await tabTo(choiceButton(rightChoice(first).text));
  await user.keyboard('{Enter}');
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Ótima escolha!' }));

  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continuar' }));
  await user.keyboard('{Enter}');
  await advance(500);
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: scenario(2).title }));
});

// ---- Leaving ------------------------------------------------------------------------------------

test('"Sair": "Logout realizado" / "Até a próxima!" and the sign-in screen', async () => {
  const { user, router } = await startPractice();
  await user.click(screen.getByRole('button', { name: 'Sair' }));
  await findToast('Logout realizado', 'Até a próxima!');
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  expect(await screen.findByRole('tab', { name: 'Entrar' })).toBeTruthy();
});
