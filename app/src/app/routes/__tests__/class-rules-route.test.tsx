// Issue 41 in the app, against the real backend (supabase/migrations/…_names_that_show_and_school_dates.sql):
// a class name that would show as nothing, or a due date no school uses, is refused on its field
// with the rule and what to do, before anything is sent; a class at its 100 assignments says so;
// and whatever date a row holds, the home of every member still shows.
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { setupBackend } from '../../../testing/backend.ts';
import { EMAIL, reload, journeyHelpers } from '../../../testing/journey-helpers.ts';

const backend = setupBackend();
const { signIn, signInAsEducator } = journeyHelpers(backend);

async function myId(): Promise<string> {
  const [me] = await backend.query<{ id: string }>('select id from auth.users where email = $1', [
    EMAIL,
  ]);
  return me!.id;
}

test('a class name of blank braille cells or of private-use characters is refused with its rule', async () => {
  const home = await signInAsEducator();
  const app = reload(home, backend, {}, '/?view=educator');
  const field = await screen.findByLabelText('Nome da turma');
  for (const [name, rule] of [
    ['\u2800\u2800\u2800', 'Esse nome de turma não aparece na tela. Use letras ou números.'],
    [
      'Turma \ue000',
      'Esse nome de turma tem um símbolo que cada aparelho mostra de um jeito, ou nem mostra. Use letras, números ou emojis.',
    ],
  ]) {
    await app.user.clear(field);
    await app.user.type(field, name!);
    await app.user.click(screen.getByRole('button', { name: 'Criar turma' }));
    expect(await screen.findByText(rule!)).toBeInTheDocument();
  }
  expect(await backend.query('select 1 from public.classes')).toEqual([]);
});

test('a due date in year 20226 is refused on its field; a class at 100 assignments says what to do', async () => {
  const home = await signInAsEducator();
  const [made] = await backend.query<{ id: string }>(
    "insert into public.classes (name, educator_id) values ('5º ano E', $1) returning id",
    [await myId()],
  );
  const app = reload(home, backend, {}, `/?view=educator&class=${made!.id}`);
  // 'Nova tarefa' opens the form above the grid (docs/decisions/0070).
  await app.user.click(await screen.findByRole('button', { name: 'Nova tarefa' }));
  const tasks = screen.getByRole('form', { name: 'Nova tarefa' });
  await app.user.selectOptions(
    within(tasks).getByLabelText('O que a turma vai praticar'),
    'phase:2',
  );
  const due = within(tasks).getByLabelText('Para quando (opcional)');
  // A date field lets a year of 5 or 6 digits through.
  await app.user.type(due, '20226-03-01');
  await app.user.click(within(tasks).getByRole('button', { name: 'Dar a tarefa' }));
  expect(
    await within(tasks).findByText('Escolha uma data entre 2000 e 2099: confira o ano.'),
  ).toBeInTheDocument();
  expect(due).toHaveAttribute('aria-invalid', 'true');
  expect(await backend.query('select 1 from public.class_assignments')).toEqual([]);

  await backend.query(
    `insert into public.class_assignments (class_id, kind, target)
     select $1, 'phase', '1' from generate_series(1, 100)`,
    [made!.id],
  );
  await app.user.clear(due);
  await app.user.click(within(tasks).getByRole('button', { name: 'Dar a tarefa' }));
  expect(
    await within(tasks).findByText(
      'Esta turma já tem 100 tarefas, o máximo. Apague as que a turma já terminou e depois dê a nova.',
    ),
  ).toBeInTheDocument();
  // The refusal is on the form, and nothing chosen is lost.
  expect(within(tasks).getByLabelText('O que a turma vai praticar')).toHaveValue('phase:2');
  expect(screen.getByRole('form', { name: 'Nova tarefa' })).toBe(tasks);
});

test('a row from before the bounds, due on infinity or in year 5874897, still lets the home show', async () => {
  const first = await signIn();
  const educator = await backend.addUser('prof@escola.com', 'segredo1');
  const [made] = await backend.query<{ id: string }>(
    "insert into public.classes (name, educator_id) values ('4º ano A', $1) returning id",
    [educator],
  );
  await backend.query(
    `insert into public.class_members (class_id, user_id, display_name) values ($1, $2, 'Ana')`,
    [made!.id, await myId()],
  );
  // A database the migration has not reached yet (a hosted project, an older copy).
  await backend.query(
    'alter table public.class_assignments drop constraint class_assignments_due_on_school_date',
  );
  await backend.query(
    `insert into public.class_assignments (class_id, kind, target, due_on)
     values ($1, 'phase', '3', 'infinity'), ($1, 'phase', '2', '5874897-12-31')`,
    [made!.id],
  );
  reload(first, backend);
  expect(await screen.findByRole('button', { name: 'Fazer a tarefa' })).toBeInTheDocument();
});
