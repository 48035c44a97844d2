// A school's own scenario 101, given phase 1 in the Studio (docs/decisions/0055): phase 1 counts
// 21 scenarios on the home and in a lesson, the school's comes after the shipped 20, and phase 2
// waits for it.
import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { setupBackend } from '../../../testing/backend.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { SCHOOL_TITLE } from '../../../testing/school-content.ts';
import { EMAIL, PASSWORD } from '../../../testing/journey-helpers.ts';

vi.mock('../../../content/load-content.ts', async () => {
  const { schoolLoader } = await import('../../../testing/school-content.ts');
  return schoolLoader();
});

const backend = setupBackend();

const at = '2026-11-20T10:00:00.000Z';
const shippedPhase1 = Object.fromEntries(
  Array.from({ length: 20 }, (_, index) => [
    index + 1,
    { first_at: at, first_correct: true, last_at: at, last_correct: true },
  ]),
);

/** A learner who answered the shipped 20 of phase 1, signed in on this device. */
async function signInAfterShippedPhase1(path: string) {
  const id = await backend.addUser(EMAIL, PASSWORD);
  await backend.query(
    `insert into public.user_progress (user_id, scenario_results, current_phase) values ($1, $2, 1)`,
    [id, shippedPhase1],
  );
  const app = renderApp('/auth', backend);
  await app.user.click(await screen.findByLabelText('Email'));
  await app.user.paste(EMAIL);
  await app.user.click(screen.getByLabelText('Senha'));
  await app.user.paste(PASSWORD);
  await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
  await screen.findByRole('heading', { name: 'Treinamento de Habilidades Sociais', level: 1 });
  if (path === '/') return app;
  app.unmount();
  return renderApp(path, backend);
}

test('the home counts 21 scenarios in phase 1', async () => {
  await signInAfterShippedPhase1('/');
  const first = await screen.findByRole('button', { name: /Fase 1: / });
  expect(first).toHaveTextContent('20 de 21 cenários');
});

test("the school's scenario is phase 1's 21st, after the shipped 20", async () => {
  await signInAfterShippedPhase1('/?phase=1&scenario=101');
  expect(
    await screen.findByRole('heading', { name: SCHOOL_TITLE }, { timeout: 5000 }),
  ).toBeVisible();
  expect(screen.getByText('Progresso: 20 de 21 cenários')).toBeVisible();
  // Phase 2 waits for the school's scenario too.
  expect(screen.getByRole('button', { name: 'Fase 2, bloqueada' })).toBeVisible();
});
