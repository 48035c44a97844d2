// Over 250 lines on purpose: one user story per test, all of saving and restoring progress.
// docs/product/journey.md#saving: every answer is saved, a failed save is retried (1 s, 2 s, 5 s…,
// and at once when the browser is back online) and sent after a reload, a reload restores
// everything, a failed read never overwrites saved progress, and two tabs add up.
// docs/product/data.md#calls and docs/product/screens.md#error-notices.
import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { takeConsoleErrors } from '../../../testing/console-errors.ts';
import { setupBackend } from '../../../testing/backend.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  advance,
  answer,
  choiceButton,
  dismissToasts,
  findToast,
  phaseHeading,
  reload,
  reviewCard,
  rightChoice,
  scenario,
  toastsTitled,
  journeyHelpers,
  type User,
  wrongChoice,
  ACHIEVEMENT_COUNT,
} from '../../../testing/journey-helpers.ts';

const backend = setupBackend();
const { startPractice, storedRow } = journeyHelpers(backend);

const saveCount = () =>
  backend.requests.filter(
    (request) => request.method === 'POST' && request.path.endsWith('/user_progress'),
  ).length;
/** The home's primary action of a returning learner; its name goes on with where it leads. */
const RESUME = /^Continuar de onde parei/;
/** The calm chip while answers wait on the device (docs/decisions/0022). */
const WAITING = 'Sem internet · suas respostas ficam guardadas aqui';
/** Takes the console.error lines and checks that each is the expected one. */
function expectLogged(pattern: RegExp): string[] {
  const lines = takeConsoleErrors();
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line).toMatch(pattern);
  return lines;
}

// ---- Failed saves -------------------------------------------------------------------------------

// The second answer, wrong, so no 'Parabéns!' or achievement is on screen first: the error shows
// at once (one notice at a time; behind another it waits, and leaves unseen if a retry worked).
test('a save the server refuses: "Erro ao salvar progresso", logged, the answer stays; the retry 1 s later stores it once', async () => {
  const { user } = await startPractice();
  await answer(user, 1, true);
  await dismissToasts(user);
  await waitFor(async () => expect((await storedRow())?.completed_scenarios).toEqual([1]));
  backend.failSaves(1, 403);
  const savesBefore = saveCount();
  await user.click(choiceButton(wrongChoice(scenario(2)).text));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  const toast = await findToast(
    'Erro ao salvar progresso',
    'Não foi possível salvar seu progresso.',
  );
  expect(toast.type).toBe('error');
  expect(expectLogged(/Saving progress failed/)).toHaveLength(1);

  await advance(500);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(scenario(3).title);
  expect(screen.getByText('Progresso: 2 de 20 cenários')).toBeVisible();
  expect(screen.getByText('50% de acertos')).toBeVisible();
  expect((await storedRow())?.completed_scenarios).toEqual([1]);

  await advance(600);
  await waitFor(async () => expect((await storedRow())?.completed_scenarios).toEqual([1, 2]));
  expect(Object.keys((await storedRow())!.scenario_results)).toEqual(['1', '2']);
  expect(await storedRow()).toMatchObject({
    correct_answers: 1,
    incorrect_scenarios: [2],
    current_scenario: 2,
  });
  // The refused save and one retry with the newest state: the answer is sent once.
  expect(saveCount() - savesBefore).toBe(2);
  // The problem is gone, and so is its notice.
  await waitFor(() => expect(toastsTitled('Erro ao salvar progresso')).toEqual([]));
});

test('a save the backend is too busy to take from this account (429): the answer waits calmly, never the red notice; the retry stores it once', async () => {
  const { user } = await startPractice();
  await answer(user, 1, true);
  await dismissToasts(user);
  await waitFor(async () => expect((await storedRow())?.completed_scenarios).toEqual([1]));
  backend.failSaves(1, 429);
  const savesBefore = saveCount();
  await answer(user, 2, false);
  expect(await screen.findByText(WAITING)).toBeVisible();
  expect(toastsTitled('Erro ao salvar progresso')).toEqual([]);
  expect(expectLogged(/Saving progress failed/)).toHaveLength(1);
  expect((await storedRow())?.completed_scenarios).toEqual([1]);

  await advance(1_100);
  await waitFor(async () => expect((await storedRow())?.completed_scenarios).toEqual([1, 2]));
  expect(saveCount() - savesBefore).toBe(2);
  expect(toastsTitled('Erro ao salvar progresso')).toEqual([]);
  await waitFor(() => expect(screen.queryByText(WAITING)).not.toBeInTheDocument());
});

test('saves failing offline are kept and all sent when the browser is back online', async () => {
  const { user } = await startPractice();
  await waitFor(async () => expect(await storedRow()).toBeTruthy());
  backend.failSaves('always', 'network');
  await answer(user, 1, true);
  await answer(user, 2, false);
  await answer(user, 3, true);
  expect(screen.getByText('Progresso: 3 de 20 cenários')).toBeVisible();
  expect(screen.getByText('67% de acertos')).toBeVisible();
  // The answers wait on this device: a calm chip, never the red notice (docs/decisions/0022).
  expect(await screen.findByText(WAITING)).toBeVisible();
  // Past the retries after 1 s, 2 s and 5 s: the next one would be 10 s away.
  await advance(8_000);
  expect(toastsTitled('Erro ao salvar progresso')).toEqual([]);
  expect(screen.getByText(WAITING)).toBeVisible();
  expect(expectLogged(/Saving progress failed/).length).toBeGreaterThanOrEqual(4);
  expect((await storedRow())?.completed_scenarios).toEqual([]);

  backend.failSaves(0);
  const savesBefore = saveCount();
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  await waitFor(async () => expect((await storedRow())?.completed_scenarios).toEqual([1, 2, 3]));
  expect(await storedRow()).toMatchObject({ correct_answers: 2, incorrect_scenarios: [2] });
  expect(saveCount() - savesBefore).toBe(1);
  expect(toastsTitled('Erro ao salvar progresso')).toEqual([]);
  await waitFor(() => expect(screen.queryByText(WAITING)).not.toBeInTheDocument());
});

test('every answer saves its spaced-review card, scheduled from when it was answered', async () => {
  const { user } = await startPractice();
  await answer(user, 1, true);
  await answer(user, 2, false);
  await waitFor(async () =>
    expect(Object.keys((await storedRow())?.review_schedule ?? {})).toEqual(['1', '2']),
  );
  const row = (await storedRow())!;
  // Right: due in 3 days; wrong: due the next day (packages/training/src/schedule.ts).
  expect(row.review_schedule['1']).toMatchObject({ scheduled_days: 3, reps: 1, lapses: 0 });
  expect(row.review_schedule['2']).toMatchObject({ scheduled_days: 1, reps: 1 });
  for (const number of ['1', '2']) {
    const answeredAt = Date.parse(row.scenario_results[number]!.last_at);
    expect(Date.parse(row.review_schedule[number]!.last_review)).toBe(answeredAt);
  }
});

test('answers whose saves failed are sent when the page is loaded again', async () => {
  const app = await startPractice();
  await waitFor(async () => expect(await storedRow()).toBeTruthy());
  backend.failSaves('always');
  await answer(app.user, 1, true);
  await answer(app.user, 2, false);
  // The database away (503): the answers wait, calmly.
  expect(await screen.findByText(WAITING)).toBeVisible();
  expect(toastsTitled('Erro ao salvar progresso')).toEqual([]);
  expectLogged(/Saving progress failed/);

  backend.failSaves(0);
  const { user } = reload(app, backend);
  expect(await screen.findByRole('button', { name: RESUME })).toBeVisible();
  await waitFor(async () => expect((await storedRow())?.completed_scenarios).toEqual([1, 2]));
  expect(await storedRow()).toMatchObject({ correct_answers: 1, incorrect_scenarios: [2] });
  await user.click(screen.getByRole('button', { name: RESUME }));
  expect(screen.getByText('Progresso: 2 de 20 cenários')).toBeVisible();
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(scenario(3).title);
});

// ---- Reload ---------------------------------------------------------------------------------

test('a reload restores answers, flags, reviews and achievements, without announcing them again', async () => {
  const device = { deviceId: 'tablet-da-ana' };
  const app = await startPractice(device);
  await answer(app.user, 1, false);
  for (const number of [2, 3, 4]) await answer(app.user, number, true);
  expect(screen.getByText('Progresso: 4 de 20 cenários')).toBeVisible();
  expect(screen.getByText('75% de acertos')).toBeVisible();
  await app.user.click(screen.getByRole('button', { name: 'Revisar' }));
  await app.user.click(reviewCard(2).getByRole('button', { name: 'Praticar Novamente' }));
  await waitFor(async () => expect((await storedRow())?.reviewed_count).toBe(1));
  expect(await storedRow()).toMatchObject({
    completed_scenarios: [1, 2, 3, 4],
    incorrect_scenarios: [1],
    current_streak: 3,
    unlocked_achievements: ['dedicated_learner', 'first_steps', 'getting_started'],
  });

  const checkRestored = async (user: User) => {
    const resume = await screen.findByRole('button', { name: RESUME });
    expect(toastsTitled('Conquista Desbloqueada!')).toEqual([]);
    await user.click(resume);
    expect(phaseHeading()).toBe('Fase 1: Fundamentos Sociais');
    expect(screen.getByText('Progresso: 4 de 20 cenários')).toBeVisible();
    expect(screen.getByText('75% de acertos')).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(scenario(5).title);
    expect(screen.getByRole('button', { name: `Conquistas 3/${ACHIEVEMENT_COUNT}` })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Revisar' }));
    expect(reviewCard(1).getByText('Revisar')).toBeVisible();
    expect(reviewCard(2).getByText('Completo')).toBeVisible();
    expect(
      screen.getByText('Você errou 1 cenário(s). Pratique novamente para melhorar!'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Voltar ao Treino' }));
    await user.click(screen.getByRole('button', { name: `Conquistas 3/${ACHIEVEMENT_COUNT}` }));
    expect(screen.getByText(`3 de ${ACHIEVEMENT_COUNT} desbloqueadas`)).toBeVisible();
    const practiceMaster = screen
      .getByRole('heading', { level: 2, name: 'Mestre da Prática' })
      .closest('li')!;
    expect(practiceMaster).toHaveTextContent('Progresso: 1/3'); // 1 review
    expect(toastsTitled('Conquista Desbloqueada!')).toEqual([]);
  };

  // The same device: its copy and the database agree.
  const again = reload(app, backend, device);
  await checkRestored(again.user);
  // Another device (no copy here): everything comes from the database.
  await waitFor(async () => expect((await storedRow())?.client_updated_at).toBeTruthy());
  localStorage.removeItem(`ths:progress:${(await storedRow())!.user_id}`);
  const elsewhere = reload(again, backend, { deviceId: 'celular-da-ana' });
  await checkRestored(elsewhere.user);
});

// ---- Failed read ----------------------------------------------------------------------------

/** A first visit that saves answers 1 (wrong), 2 and 3; returns the app to reload. */
async function seedThreeAnswers() {
  const app = await startPractice();
  await answer(app.user, 1, false);
  await answer(app.user, 2, true);
  await answer(app.user, 3, true);
  await waitFor(async () => expect((await storedRow())?.current_scenario).toBe(3));
  expect((await storedRow())?.completed_scenarios).toEqual([1, 2, 3]);
  return app;
}

test('a failed read on a new device: logged, defaults shown, and the saved answers are kept', async () => {
  const app = await seedThreeAnswers();
  localStorage.removeItem(`ths:progress:${(await storedRow())!.user_id}`);
  backend.failReads(1);
  const { user } = reload(app, backend);
  await screen.findByRole('button', { name: 'Começar Prática' });
  expectLogged(/Reading progress failed/);
  expect(screen.queryByRole('button', { name: RESUME })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Começar Prática' }));
  // The first save after the failed read, made from the defaults, leaves the answers be.
  await waitFor(async () => expect((await storedRow())?.current_scenario).toBe(0));
  expect(await storedRow()).toMatchObject({
    completed_scenarios: [1, 2, 3],
    incorrect_scenarios: [1],
  });

  await answer(user, 1, true);
  await waitFor(async () =>
    expect((await storedRow())?.scenario_results['1']?.last_correct).toBe(true),
  );
  expect(await storedRow()).toMatchObject({
    completed_scenarios: [1, 2, 3],
    correct_answers: 2,
    incorrect_scenarios: [],
  });
  expect((await storedRow())?.scenario_results['1']?.first_correct).toBe(false);
  // The choice picked first is the earlier device's, by its key (docs/decisions/0049): this
  // device's right pick, later, does not replace it.
  expect((await storedRow())?.scenario_results['1']?.first_choice).toBe(
    wrongChoice(scenario(1)).key,
  );
  expect(wrongChoice(scenario(1)).key).toMatch(/^[0-9a-f]{12}$/);
  // The save's answer brings the earlier answers back on screen.
  expect(await screen.findByText('Progresso: 3 de 20 cenários')).toBeVisible();
});

test('a failed read on the same device: logged, and its own copy is shown', async () => {
  const app = await seedThreeAnswers();
  backend.failReads(1);
  const { user } = reload(app, backend);
  const resume = await screen.findByRole('button', { name: RESUME });
  expectLogged(/Reading progress failed/);
  await user.click(resume);
  expect(screen.getByText('Progresso: 3 de 20 cenários')).toBeVisible();
  expect(screen.getByText('67% de acertos')).toBeVisible();
  await answer(user, 4, true);
  await waitFor(async () => expect((await storedRow())?.completed_scenarios).toEqual([1, 2, 3, 4]));
  expect(await storedRow()).toMatchObject({ correct_answers: 3, incorrect_scenarios: [1] });
});

// ---- Two tabs -------------------------------------------------------------------------------

test('two tabs of the same learner: both answers are stored, neither overwrites the other', async () => {
  const tabA = await startPractice();
  // Tab B opens on scenario 2 by its address, before tab A answers anything.
  const tabB = renderApp('/?phase=1&scenario=2', backend);
  const a = within(tabA.container);
  const b = within(tabB.container);
  expect(await b.findByRole('heading', { level: 2 })).toHaveTextContent(scenario(2).title);

  // Tab A answers scenario 1.
  await tabA.user.click(
    a.getByRole('button', { name: (name) => name.endsWith(rightChoice(scenario(1)).text) }),
  );
  await tabA.user.click(a.getByRole('button', { name: 'Continuar' }));
  await advance(500);
  await waitFor(async () => expect((await storedRow())?.completed_scenarios).toEqual([1]));

  // Tab B, opened before, answers scenario 2 wrongly.
  await tabB.user.click(
    b.getByRole('button', { name: (name) => name.endsWith(wrongChoice(scenario(2)).text) }),
  );
  await tabB.user.click(b.getByRole('button', { name: 'Continuar' }));
  await advance(500);
  await waitFor(async () => expect((await storedRow())?.completed_scenarios).toEqual([1, 2]));
  expect(await storedRow()).toMatchObject({ correct_answers: 1, incorrect_scenarios: [2] });

  // Tab B's screen now has tab A's answer too (the save answered the merged row).
  expect(await b.findByText('Progresso: 2 de 20 cenários')).toBeVisible();
  // Tab A learns of tab B's answer when B writes the device's copy (a storage event).
  const key = `ths:progress:${(await storedRow())!.user_id}`;
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key }));
  });
  expect(a.getByText('Progresso: 2 de 20 cenários')).toBeVisible();
  // And A's next answer keeps B's.
  await tabA.user.click(
    a.getByRole('button', { name: (name) => name.endsWith(rightChoice(scenario(2)).text) }),
  );
  await tabA.user.click(a.getByRole('button', { name: 'Continuar' }));
  await advance(500);
  await waitFor(async () => expect((await storedRow())?.incorrect_scenarios).toEqual([]));
  expect((await storedRow())?.completed_scenarios).toEqual([1, 2]);
});
