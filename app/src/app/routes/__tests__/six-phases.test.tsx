// A sixth phase added in the Studio: the app and the engine count the phases of the content they
// are given (docs/decisions/0020), so a 6-phase bundle draws the home, a lesson and an
// educator's class report, with the neutral colours and drawing for a phase the app has none for.
import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { setupBackend } from '../../../testing/backend.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { EMAIL, PASSWORD } from '../../../testing/journey-helpers.ts';

vi.mock('../../../content/load-content.ts', async () => {
  const { sixPhaseLoader } = await import('../../../testing/six-phase-content.ts');
  return sixPhaseLoader();
});

const backend = setupBackend();

const at = '2026-11-20T10:00:00.000Z';
const allRight = Object.fromEntries(
  Array.from({ length: 100 }, (_, index) => [
    index + 1,
    { first_at: at, first_correct: true, last_at: at, last_correct: true },
  ]),
);

/** A learner who has finished phases 1 to 5, in phase 5, signed in on this device. */
async function learnerAtPhaseSix() {
  const id = await backend.addUser(EMAIL, PASSWORD);
  await backend.query(
    `insert into public.user_progress (user_id, scenario_results, current_phase) values ($1, $2, 5)`,
    [id, allRight],
  );
  return id;
}

async function signIn(path: string) {
  const app = renderApp('/auth', backend);
  await app.user.click(await screen.findByLabelText('Email'));
  await app.user.paste(EMAIL);
  await app.user.click(screen.getByLabelText('Senha'));
  await app.user.paste(PASSWORD);
  await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
  await screen.findByRole('heading', { name: 'Treinamento de Habilidades Sociais', level: 1 });
  if (path !== '/') {
    app.unmount();
    return renderApp(path, backend);
  }
  return app;
}

test('the home shows six phases on the path, the sixth open once the fifth is done', async () => {
  await learnerAtPhaseSix();
  await signIn('/');
  const sixth = await screen.findByRole('button', { name: /Fase 6: Fase Seis/ });
  expect(sixth).toHaveTextContent('0 de 20 cenários');
  expect(
    screen.getAllByRole('listitem').filter((item) => item.matches('.path__stop')),
  ).toHaveLength(6);
  // The sixth phase has no drawing or colours of its own: it wears the neutral ones.
  expect(sixth.innerHTML).toContain('var(--phase-default-soft)');
});

test('a lesson numbers six phase buttons', async () => {
  await learnerAtPhaseSix();
  await signIn('/?phase=5&scenario=81');
  // A new page load: the session, the content and the progress are read again.
  const nav = await screen.findByRole('navigation', { name: 'Fases' }, { timeout: 5000 });
  expect(within(nav).getAllByRole('button')).toHaveLength(6);
  expect(within(nav).getByRole('button', { name: /Fase 6/ })).toBeEnabled();
});

test("an educator's class report has a bar for each of the six phases", async () => {
  const id = await learnerAtPhaseSix();
  const [created] = await backend.query<{ id: string }>(
    `insert into public.classes (name, educator_id) values ('6º ano', $1) returning id`,
    [id],
  );
  await backend.query(
    `insert into public.class_members (class_id, user_id, display_name) values ($1, $2, 'Ana')`,
    [created!.id, id],
  );
  // The same account teaches the class, so it is an educator's (docs/decisions/0029).
  await backend.query(`update public.profiles set role = 'educator' where user_id = $1`, [id]);
  await signIn(`/?view=educator&class=${created!.id}`);
  const chart = await screen.findByRole(
    'region',
    { name: 'Acertos na primeira tentativa, por fase' },
    { timeout: 5000 },
  );
  expect(within(chart).getAllByRole('listitem')).toHaveLength(6);
  expect(within(chart).getByText('Fase Seis')).toBeVisible();
});
