// The class's work on the learner's home, against the real backend (docs/decisions/0030, 0053):
// 'Fazer a tarefa' opens what the class was given even in a phase the learner has not reached,
// and only that: the phases in between stay locked.
import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { bundle } from '../../../content/generated/pt-BR.ts';
import { setupBackend } from '../../../testing/backend.ts';
import {
  answer,
  EMAIL,
  findToast,
  reload,
  toastsTitled,
  journeyHelpers,
} from '../../../testing/journey-helpers.ts';

const backend = setupBackend();
const { signIn, joinClassGiven } = journeyHelpers(backend);

test('a new learner opens phase 3, which the class was given, from the home; phase 2 stays locked', async () => {
  const first = await signIn();
  await joinClassGiven('phase', '3');
  const app = reload(first, backend);
  await app.user.click(await screen.findByRole('button', { name: 'Fazer a tarefa' }));

  const opening = bundle.scenarios
    .filter((s) => s.stage === 3)
    .sort((a, b) => a.number - b.number)[0]!;
  expect(await screen.findByRole('heading', { level: 2, name: opening.title })).toBeVisible();
  expect(app.router.state.location.search).toContain('phase=3');
  expect(toastsTitled('Fase bloqueada')).toEqual([]);

  // The phase between is not given: its button still explains and stays where it is.
  await app.user.click(screen.getByRole('button', { name: /^Fase 2/ }));
  await findToast('Fase bloqueada', 'Complete a Fase 1 para desbloquear esta fase.');
  expect(app.router.state.location.search).toContain('phase=3');
});

test('a reload at the address of a given scenario in a locked phase opens it, not phase 1', async () => {
  const first = await signIn();
  await joinClassGiven('phase', '3');
  const opening = bundle.scenarios
    .filter((s) => s.stage === 3)
    .sort((a, b) => a.number - b.number)[0]!;
  // The class's work is read after the first paint: the address waits for it (decision 0053).
  const app = reload(first, backend, {}, `/?phase=3&scenario=${opening.number}`);

  expect(await screen.findByRole('heading', { level: 2, name: opening.title })).toBeVisible();
  expect(app.router.state.location.search).toContain('phase=3');
  expect(toastsTitled('Fase bloqueada')).toEqual([]);
});

test("a given phase finished before phase 1: its end says phase 1 opens the next, and so does 'Próxima Fase'", async () => {
  const first = await signIn();
  await joinClassGiven('phase', '3');
  const phase3 = bundle.scenarios.filter((s) => s.stage === 3).sort((a, b) => a.number - b.number);
  const last = phase3.at(-1)!;
  // Every scenario of phase 3 answered but its last, which is on screen.
  const at = '2026-11-20T10:00:00.000Z';
  const results = Object.fromEntries(
    phase3
      .slice(0, -1)
      .map((s) => [
        s.number,
        { first_at: at, first_correct: true, last_at: at, last_correct: true },
      ]),
  );
  const [me] = await backend.query<{ id: string }>('select id from auth.users where email = $1', [
    EMAIL,
  ]);
  await backend.query(
    `insert into public.user_progress (user_id, scenario_results, current_phase, current_scenario)
     values ($1, $2, 3, $3)`,
    [me!.id, results, phase3.length - 1],
  );
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const app = reload(first, backend, {}, `/?phase=3&scenario=${last.number}`);
  await screen.findByRole('heading', { level: 2, name: last.title });
  await answer(app.user, last.number, true);

  const fourth = bundle.phases.find((phase) => phase.number === 4)!;
  expect(await screen.findByTestId('complete-next')).toHaveTextContent(
    `A seguir: Fase 4, ${fourth.name}. Ela abre quando você completar a Fase 1.`,
  );
  await app.user.click(screen.getByRole('button', { name: 'Próxima Fase' }));
  await findToast('Fase bloqueada', 'Complete a Fase 1 para desbloquear esta fase.');
  expect(toastsTitled('Complete a fase atual')).toEqual([]);

  // Back on the home (a reload), the path says the same of phase 4: phase 1 opens it, not the
  // finished phase 3.
  reload(app, backend, {}, '/');
  const stops = within(await screen.findByRole('list', { name: 'Fases' })).getAllByRole('listitem');
  expect(stops[2]).toHaveTextContent('Concluída');
  expect(stops[3]).toHaveTextContent('Fechada · complete a Fase 1 para abrir');
  expect(stops[4]).toHaveTextContent('Fechada · complete a Fase 4 para abrir');
});
