// Issue 40, item 5, against the real backend (docs/decisions/0080): an educator types a co-teacher
// code in 'Suas turmas'; a wrong or expired code is said on the field and what was typed stays;
// the right one opens the class, which 'Suas turmas' then marks 'Você é coeducador(a)'. On the
// class page the co-teacher has no 'Apagar turma', reads 'Educadores da turma' and may leave.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { setupBackend } from '../../../testing/backend.ts';
import { journeyHelpers } from '../../../testing/journey-helpers.ts';

const backend = setupBackend();
const { signInAsEducator } = journeyHelpers(backend);

/** Another educator's class with Bia in it, and two co-teacher codes: one good, one expired. */
async function someoneElsesClass() {
  const owner = await backend.addUser('dona@escola.com', 'segredo1');
  const [made] = await backend.query<{ id: string }>(
    "insert into public.classes (name, educator_id) values ('3º ano A', $1) returning id",
    [owner],
  );
  const bia = await backend.addUser('bia@escola.com', 'segredo1');
  await backend.query(
    "insert into public.class_members (class_id, user_id, display_name) values ($1, $2, 'Bia')",
    [made!.id, bia],
  );
  await backend.query(
    `insert into public.class_educator_invitations (code, class_id, created_by, expires_at)
     values ('CDEF2345', $1, $2, now() + interval '7 days'),
            ('GHJK6789', $1, $2, now() - interval '1 minute')`,
    [made!.id, owner],
  );
  return made!.id;
}

test('a co-teacher code opens the class; wrong codes are said on the field and kept; leaving takes it away', async () => {
  const app = await signInAsEducator();
  await someoneElsesClass();
  await screen.findByRole('heading', { level: 2, name: 'Suas turmas' });
  const form = screen.getByRole('form', { name: 'Entrar numa turma como educador(a)' });
  const field = within(form).getByRole('textbox', { name: 'Código de coeducador(a)' });
  const submit = within(form).getByRole('button', { name: 'Entrar como educador(a)' });

  await app.user.click(submit);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(/Digite o código de coeducador\(a\)\./);

  await app.user.type(field, 'ZZZZ2222');
  await app.user.click(submit);
  await waitFor(() =>
    expect(field).toHaveAccessibleDescription(/Não achamos esse código de coeducador\(a\)/),
  );
  expect(field).toHaveValue('ZZZZ2222');
  await waitFor(() => expect(field).toHaveFocus());

  await app.user.clear(field);
  await app.user.type(field, 'ghjk-6789');
  await app.user.click(submit);
  await waitFor(() => expect(field).toHaveAccessibleDescription(/Esse código venceu/));
  expect(field).toHaveValue('ghjk-6789');

  await app.user.clear(field);
  await app.user.type(field, 'cdef 2345');
  await app.user.click(submit);
  await screen.findByRole('heading', { level: 1, name: '3º ano A' });
  expect(
    await screen.findByText('Agora você cuida da turma 3º ano A junto com quem a criou.'),
  ).toBeVisible();
  const educators = await screen.findByRole('region', { name: 'Educadores da turma' });
  expect(await within(educators).findByText('dona@escola.com')).toBeVisible();
  expect(within(educators).getByText('Criou a turma')).toBeVisible();
  expect(within(educators).queryByRole('button', { name: 'Convidar outro educador' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Apagar turma' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Renomear turma' })).toBeVisible();

  await app.user.click(screen.getByRole('button', { name: 'Todas as turmas' }));
  const list = await screen.findByRole('region', { name: 'Suas turmas' });
  expect(await within(list).findByText('Você é coeducador(a)')).toBeVisible();

  await app.user.click(within(list).getByRole('link', { name: 'Abrir a turma 3º ano A' }));
  const panel = await screen.findByRole('region', { name: 'Educadores da turma' });
  await app.user.click(await within(panel).findByRole('button', { name: 'Sair da turma' }));
  const dialog = screen.getByRole('dialog', { name: 'Sair da turma 3º ano A?' });
  await app.user.click(within(dialog).getByRole('button', { name: 'Sair da turma' }));
  expect(await screen.findByText('Você ainda não tem turmas.', { exact: false })).toBeVisible();
  expect(await backend.query('select 1 from public.class_educators')).toEqual([]);
});
