// 'Minha conta' (issue 20, LGPD): deleting the account asks first and says what goes; then the
// database holds nothing of the learner, this device forgets them, and the account cannot sign
// in again.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { setupBackend } from '../../../testing/backend.ts';
import { EMAIL, journeyHelpers } from '../../../testing/journey-helpers.ts';

const backend = setupBackend();
const { signIn } = journeyHelpers(backend);

const accounts = () =>
  backend.query<{ id: string }>('select id from auth.users where email = $1', [EMAIL]);

async function openAccount() {
  const app = await signIn();
  await app.user.click(screen.getByRole('link', { name: 'Minha conta' }));
  expect(await screen.findByRole('heading', { name: 'Minha conta' })).toBeVisible();
  expect(screen.getByText(`Você entrou como ${EMAIL}`)).toBeVisible();
  return app;
}

test('deleting asks first and says what goes; then nothing of the learner is left', async () => {
  const app = await openAccount();
  const [{ id }] = (await accounts()) as [{ id: string }];
  await backend.query(`insert into public.user_progress (user_id) values ($1)`, [id]);
  localStorage.setItem(`ths:progress:${id}`, '{"row":null,"unsent":false}');

  await app.user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
  expect(screen.getByText(/seu progresso em todas as fases/)).toBeVisible();
  expect(screen.getByText('Tem certeza? Não dá para desfazer.')).toBeVisible();
  // Changing one's mind keeps everything.
  await app.user.click(screen.getByRole('button', { name: 'Não, manter minha conta' }));
  expect(await accounts()).toHaveLength(1);

  await app.user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
  await app.user.click(screen.getByRole('button', { name: 'Sim, excluir tudo' }));
  expect(await screen.findByText('Conta excluída')).toBeVisible();
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/auth'));
  expect(await accounts()).toEqual([]);
  expect(
    await backend.query('select 1 from public.user_progress where user_id = $1', [id]),
  ).toEqual([]);
  expect(localStorage.getItem(`ths:progress:${id}`)).toBeNull();
  expect(Object.keys(localStorage).filter((key) => key.endsWith('-auth-token'))).toEqual([]);
});

test('a deletion the server cannot do says that nothing was erased, and keeps the account', async () => {
  const app = await openAccount();
  backend.server.use(
    http.post(`${backend.url}/rest/v1/rpc/delete_my_account`, () =>
      HttpResponse.json(
        { code: 'PGRST000', message: 'down', details: null, hint: null },
        { status: 503 },
      ),
    ),
  );
  await app.user.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
  await app.user.click(screen.getByRole('button', { name: 'Sim, excluir tudo' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Nada foi apagado.');
  expect(await accounts()).toHaveLength(1);
  expect(app.router.state.location.search).toBe('?view=account');
});

// An adult's check for the educator role (docs/decisions/0071): 'Minha conta' says what an
// educator account is and asks for an educator invitation code; each refusal is said on the field.
test('becoming an educator takes an invitation code; a wrong one is named on the field', async () => {
  const app = await openAccount();
  const section = await screen.findByRole('region', { name: 'Conta de educador(a)' });
  expect(section).toHaveTextContent(
    'Com ela, você cria turmas e vê o progresso dos alunos que entram com o código da turma.',
  );
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  const field = screen.getByLabelText('Código de convite de educador(a)');
  await waitFor(() => expect(field).toBeEnabled());
  expect(field).toHaveAccessibleDescription('São 8 letras e números. Cada código vale uma vez.');
  const use = screen.getByRole('button', { name: 'Usar o código' });

  const refusedWith = async (typed: string, problem: string) => {
    await app.user.clear(field);
    if (typed) await app.user.type(field, typed);
    await app.user.click(use);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(problem)),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
  };
  await refusedWith('', 'Digite o código de convite.');
  await refusedWith('ZZZZ2222', 'Não encontramos esse código.');
  const code = async () =>
    (
      await backend.query<{ code: string }>(
        'select code from private.make_educator_invitation(null)',
      )
    )[0]!.code;
  const used = await code();
  const other = await backend.addUser('outra@escola.com', 'segredo1', {
    role: 'educator',
    invitation: used,
  });
  expect(other).toBeTruthy();
  await refusedWith(used, 'Esse código já foi usado. Peça um novo.');
  const expired = await code();
  await backend.query(
    `update public.educator_invitations set expires_at = now() - interval '1 minute' where code = $1`,
    [expired],
  );
  await refusedWith(expired, 'Esse código venceu');
  const roleOf = async () =>
    (
      await backend.query<{ role: string }>(
        'select p.role from public.profiles p join auth.users u on u.id = p.user_id where u.email = $1',
        [EMAIL],
      )
    )[0]?.role;
  expect(await roleOf()).toBe('learner');

  const good = await code();
  await app.user.clear(field);
  await app.user.type(field, good.toLowerCase());
  await app.user.click(use);
  expect(
    await screen.findByText('Pronto! Agora a Área do educador aparece no início.'),
  ).toBeVisible();
  expect(await roleOf()).toBe('educator');
  expect(screen.getByText(/Esta é uma conta de educador\(a\)/)).toBeVisible();
  await app.user.click(screen.getByRole('button', { name: /Voltar/ }));
  expect(await screen.findByRole('link', { name: 'Área do educador' })).toBeVisible();
});

test('an educator without classes may go back to a learner account, and is told a code is needed to return', async () => {
  const app = await openAccount();
  const [me] = (await accounts()) as [{ id: string }];
  await backend.query(`update public.profiles set role = 'educator' where user_id = $1`, [me.id]);
  // The role is read once per sign-in: this one was read as a learner; a reload reads it again.
  await app.user.click(screen.getByRole('button', { name: /Voltar/ }));
  await app.queryClient.invalidateQueries();
  await app.user.click(await screen.findByRole('link', { name: 'Minha conta' }));
  const back = await screen.findByRole('button', { name: 'Usar como conta de aluno' });
  expect(back).toHaveAccessibleDescription(
    'Se mudar de ideia depois, você vai precisar de um novo código de convite para voltar a ser educador(a).',
  );
  await app.user.click(back);
  expect(await screen.findByText('Pronto! Esta é uma conta de aluno.')).toBeVisible();
  expect(screen.getByLabelText('Código de convite de educador(a)')).toBeVisible();
});
