// The wall's QR code opened signed out (issue 27, docs/decisions/0050): the address is carried
// through sign-in and sign-up, so the learner lands on the join form with the code filled in, not
// on the home; against the real backend (testing/backend.ts).
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { setupBackend } from '../../../testing/backend.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const backend = setupBackend();
const WALL = '?view=class&code=K7MPQ2XA';

async function scanSignedOut() {
  const app = renderApp(`/${WALL}`, backend);
  await screen.findByRole('heading', { name: 'Treinamento de Habilidades Sociais' });
  expect(app.router.state.location.pathname).toBe('/auth');
  return app;
}

test('signed out, the join address leads to sign-in, and after it to the join form with the code', async () => {
  await backend.addUser('ana@escola.com', 'segredo1');
  const { user, router } = await scanSignedOut();
  await user.type(screen.getByLabelText('Email'), 'ana@escola.com');
  await user.type(screen.getByLabelText('Senha'), 'segredo1');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  expect(await screen.findByLabelText('Código da turma')).toHaveValue('K7MPQ2XA');
  expect(router.state.location.pathname).toBe('/');
  expect(router.state.location.search).toBe(WALL);
  // The welcome belongs to the screen it leads to, so it shows there.
  expect(screen.getByText('Login realizado!')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Começar Prática' })).not.toBeInTheDocument();
});

test("sign-up from the join address lands on the join form too, and the confirmation e-mail's link keeps it", async () => {
  const { user, router } = await scanSignedOut();
  await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
  await user.type(screen.getByLabelText('Email'), 'bia@escola.com');
  await user.type(screen.getByLabelText('Senha'), 'segredo1');
  await user.click(screen.getByRole('button', { name: 'Criar conta' }));
  expect(await screen.findByLabelText('Código da turma')).toHaveValue('K7MPQ2XA');
  expect(router.state.location.search).toBe(WALL);
  const signUp = backend.requests.find((request) => request.path === '/auth/v1/signup');
  expect(new URLSearchParams(signUp?.search).get('redirect_to')).toBe(
    `${window.location.origin}/${WALL}`,
  );
});
