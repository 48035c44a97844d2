// Issue 40, item 3, against the real backend: an educator lands on 'Suas turmas', not on the
// learner's home, after sign-in and on opening '/'; the practice stays one step away, and a
// learner's landing is the home as before (docs/decisions/0074).
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { setupBackend } from '../../../testing/backend.ts';
import { takeConsoleErrors } from '../../../testing/console-errors.ts';
import { EMAIL, findToast, journeyHelpers, reload } from '../../../testing/journey-helpers.ts';

const backend = setupBackend();
const { signIn, signInAsEducator } = journeyHelpers(backend);

const classesHeading = () => screen.findByRole('heading', { name: 'Suas turmas', level: 2 });

test("signed in, an educator lands on 'Suas turmas' with the welcome, and reaches the practice from there", async () => {
  const app = await signInAsEducator();
  expect(await classesHeading()).toBeVisible();
  expect(app.router.state.location.search).toBe('?view=educator');
  // The learner's home never showed its practice to the educator on the way.
  expect(screen.queryByRole('button', { name: 'Começar Prática' })).toBeNull();
  expect(screen.queryByText(/^Conquistas/)).toBeNull();
  // The sign-in's welcome came along.
  await findToast('Login realizado!', 'Bem-vindo de volta.');
  // The heading has the focus, as on any view's arrival.
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Área do educador', level: 1 })).toHaveFocus(),
  );

  // The practice is one press away, and stays: a move inside the app is not a landing.
  await app.user.click(screen.getByRole('button', { name: 'Praticar os cenários' }));
  expect(await screen.findByRole('button', { name: 'Começar Prática' })).toBeVisible();
  expect(app.router.state.location.search).toBe('');
  await app.user.click(screen.getByRole('link', { name: 'Área do educador' }));
  expect(await classesHeading()).toBeVisible();
  // Back returns to the practice, not through a loop of landings.
  await app.router.navigate(-1);
  expect(await screen.findByRole('button', { name: 'Começar Prática' })).toBeVisible();
});

test("opening '/' with an educator's session lands on the classes; another view's address is kept", async () => {
  const home = await signInAsEducator();
  const [me] = await backend.query<{ id: string }>('select id from auth.users where email = $1', [
    EMAIL,
  ]);
  const [made] = await backend.query<{ id: string }>(
    "insert into public.classes (name, educator_id) values ('5º ano B', $1) returning id",
    [me!.id],
  );
  const bia = await backend.addUser('bia@escola.com', 'segredo1');
  await backend.query(
    "insert into public.class_members (class_id, user_id, display_name) values ($1, $2, 'Bia')",
    [made!.id, bia],
  );
  const app = reload(home, backend, {}, '/');
  expect(await classesHeading()).toBeVisible();
  expect(app.router.state.location.search).toBe('?view=educator');
  // Landed there first, each class still says who is in it (the list reads the content too).
  const card = (await screen.findByRole('link', { name: 'Abrir a turma 5º ano B' })).closest('li')!;
  await waitFor(() => expect(card).toHaveTextContent('1 aluno'));

  // The address of a view is where the educator goes, not the classes.
  const achievements = reload(app, backend, {}, '/?view=achievements');
  expect(await screen.findByRole('heading', { name: 'Conquistas', level: 1 })).toBeVisible();
  expect(achievements.router.state.location.search).toBe('?view=achievements');
});

test('a learner lands on the home as before', async () => {
  const app = await signIn();
  expect(screen.getByRole('button', { name: 'Começar Prática' })).toBeVisible();
  const again = reload(app, backend, {}, '/');
  expect(await screen.findByRole('button', { name: 'Começar Prática' })).toBeVisible();
  expect(again.router.state.location.search).toBe('');
  expect(screen.queryByRole('heading', { name: 'Suas turmas' })).toBeNull();
});

test("an educator whose role cannot be read lands on the practice (it works offline), not on 'Carregando' forever", async () => {
  const home = await signInAsEducator();
  backend.server.use(
    http.get(`${backend.url}/rest/v1/profiles`, () =>
      HttpResponse.json(
        { code: 'PGRST000', message: 'down', details: null, hint: null },
        { status: 503 },
      ),
    ),
  );
  const app = reload(home, backend, {}, '/');
  expect(await screen.findByRole('button', { name: 'Começar Prática' })).toBeVisible();
  expect(app.router.state.location.search).toBe('');
  // The failed read is logged by the browser's fetch, as on any such page.
  takeConsoleErrors();
});
