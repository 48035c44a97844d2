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
