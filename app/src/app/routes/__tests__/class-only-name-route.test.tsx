// Issue 40, item 5, against the real backend (docs/decisions/0075): on a learner's page the class's
// educator gives them a name for this class alone ('Nome na turma'), which every page of the class
// shows instead of the learner's own, and which clears 'Mesmo nome de outro aluno'; a name the
// rules refuse says which rule on the field and keeps what was typed; 'Usar o nome do aluno' goes
// back to the learner's own.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { setupBackend } from '../../../testing/backend.ts';
import { EMAIL, reload, journeyHelpers } from '../../../testing/journey-helpers.ts';

const backend = setupBackend();
const { signInAsEducator } = journeyHelpers(backend);

/** A class with two learners who typed 'Ana', and 'Bia'. */
async function classWithTwoAnas(): Promise<{ classId: string; secondAna: string }> {
  const [me] = await backend.query<{ id: string }>('select id from auth.users where email = $1', [
    EMAIL,
  ]);
  const [made] = await backend.query<{ id: string }>(
    "insert into public.classes (name, educator_id) values ('5º ano C', $1) returning id",
    [me!.id],
  );
  const ids: string[] = [];
  for (const [email, name, joined] of [
    ['ana1@escola.com', 'Ana', '2026-09-03T12:00:00Z'],
    ['ana2@escola.com', 'ana', '2026-10-15T12:00:00Z'],
    ['bia@escola.com', 'Bia', '2026-11-02T12:00:00Z'],
  ] as const) {
    const id = await backend.addUser(email, 'segredo1');
    ids.push(id);
    await backend.query(
      `insert into public.class_members (class_id, user_id, display_name, joined_at)
       values ($1, $2, $3, $4)`,
      [made!.id, id, name, joined],
    );
  }
  return { classId: made!.id, secondAna: ids[1]! };
}

test('the educator names a learner in the class, the flag goes, a refused name stays typed, and clearing it goes back', async () => {
  const home = await signInAsEducator();
  const { classId, secondAna } = await classWithTwoAnas();
  const app = reload(home, backend, {}, `/?view=educator&class=${classId}&learner=${secondAna}`);
  await screen.findByRole('heading', { level: 1, name: 'ana' });
  expect(
    screen.getByText(
      'Outro aluno da turma tem o mesmo nome. Dê a um deles um nome na turma para saber quem é quem.',
    ),
  ).toBeVisible();
  const field = screen.getByRole('textbox', { name: 'Nome mostrado nas páginas da turma' });
  expect(field).toHaveAccessibleDescription(/O aluno continua vendo o nome que escolheu: ana\./);
  expect(screen.queryByRole('button', { name: 'Usar o nome do aluno' })).toBeNull();

  // A name the rules refuse: the rule on the field, what was typed kept, nothing stored.
  const tooLong = 'Ana '.repeat(11);
  await app.user.type(field, tooLong);
  await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(/Use no máximo 40 letras no nome\./);
  await waitFor(() => expect(field).toHaveFocus());
  expect(field).toHaveValue(tooLong);
  expect(await backend.query('select 1 from public.class_member_names')).toEqual([]);

  await app.user.clear(field);
  await app.user.type(field, '  Ana Beatriz ');
  await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Agora Ana Beatriz aparece assim nesta turma')).toBeVisible();
  await screen.findByRole('heading', { level: 1, name: 'Ana Beatriz' });
  expect(field).not.toHaveAttribute('aria-invalid');
  expect(field).toHaveValue('Ana Beatriz');
  expect(screen.queryByText(/Outro aluno da turma tem o mesmo nome/)).toBeNull();
  // The learner's own name is untouched; the class-only name is its own row.
  expect(
    await backend.query<{ display_name: string }>(
      'select display_name from public.class_members where user_id = $1',
      [secondAna],
    ),
  ).toEqual([{ display_name: 'ana' }]);

  // The class's table and cards show it, and neither Ana is flagged now.
  await app.user.click(screen.getByRole('button', { name: 'Voltar à turma' }));
  const table = within(await screen.findByRole('table'));
  await table.findByRole('rowheader', { name: /^Ana Beatriz/ });
  expect(table.queryByText('Mesmo nome de outro aluno')).toBeNull();
  const cards = within(screen.getByRole('list', { name: 'Alunos' }));
  expect(cards.getByText('Ana Beatriz')).toBeVisible();
  expect(cards.queryByText('Mesmo nome de outro aluno')).toBeNull();

  // Back to the learner's own name: the flag returns.
  await app.user.click(table.getByRole('link', { name: 'Ana Beatriz' }));
  await screen.findByRole('heading', { level: 1, name: 'Ana Beatriz' });
  await app.user.click(screen.getByRole('button', { name: 'Usar o nome do aluno' }));
  expect(await screen.findByText('Voltou ao nome que o aluno escolheu: ana')).toBeVisible();
  await screen.findByRole('heading', { level: 1, name: 'ana' });
  const emptied = screen.getByRole('textbox', { name: 'Nome mostrado nas páginas da turma' });
  expect(emptied).toHaveValue('');
  await waitFor(() => expect(emptied).toHaveFocus());
  expect(screen.getByText(/Outro aluno da turma tem o mesmo nome/)).toBeVisible();
  expect(await backend.query('select 1 from public.class_member_names')).toEqual([]);
});
