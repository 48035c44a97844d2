// Over 250 lines on purpose: one user story per test, all of the sign-in screen's.
// docs/product/screens.md#sign-in-screen, docs/product/journey.md#credentials and
// docs/product/screens.md#error-notices, against the real backend (testing/backend.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { setupBackend } from '../../../testing/backend.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { findToast } from '../../../testing/journey-helpers.ts';

const backend = setupBackend();

async function openAuth() {
  const app = renderApp('/auth', backend);
  await screen.findByRole('heading', { name: 'Treinamento de Habilidades Sociais' });
  return app;
}

test('the sign-in card: title, subtitle, tabs with sign-in first, required fields', async () => {
  await openAuth();
  expect(screen.getByText('Entre ou crie sua conta para começar')).toBeVisible();
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Entrar', 'Cadastrar']);
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  const email = screen.getByLabelText('Email');
  expect(email).toHaveAttribute('placeholder', 'seu@email.com');
  expect(email).toBeRequired();
  expect(screen.getByLabelText('Senha')).toBeRequired();
  expect(screen.queryByText('Mínimo de 6 caracteres')).not.toBeInTheDocument();
});

test('without a stored session the form shows before the Supabase client, which loads once the form is used', async () => {
  const { user, services } = await openAuth();
  let loaded = false;
  void services.supabase.loaded.then(() => (loaded = true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(loaded).toBe(false);
  await user.click(screen.getByLabelText('Email'));
  await waitFor(() => expect(loaded).toBe(true));
});

test('the tabs follow the WAI-ARIA pattern and share the e-mail and password', async () => {
  const { user } = await openAuth();
  await user.type(screen.getByLabelText('Email'), 'ana@escola.com');
  await user.type(screen.getByLabelText('Senha'), 'segredo1');
  await user.click(screen.getByRole('tab', { name: 'Entrar' }));
  await user.keyboard('{ArrowRight}');
  const signUp = screen.getByRole('tab', { name: 'Cadastrar' });
  expect(signUp).toHaveAttribute('aria-selected', 'true');
  const panel = screen.getByRole('tabpanel');
  expect(signUp).toHaveAttribute('aria-controls', panel.id);
  expect(within(panel).getByText('Mínimo de 6 caracteres')).toBeVisible();
  expect(within(panel).getByLabelText('Email')).toHaveValue('ana@escola.com');
  expect(within(panel).getByLabelText('Senha')).toHaveValue('segredo1');
});

test('the tabs: one in the tab order, arrows wrap around, Home and End select the ends', async () => {
  const { user } = await openAuth();
  const signIn = screen.getByRole('tab', { name: 'Entrar' });
  const signUp = screen.getByRole('tab', { name: 'Cadastrar' });
  expect(signIn).toHaveAttribute('tabindex', '0');
  expect(signUp).toHaveAttribute('tabindex', '-1');
  expect(screen.getByRole('tablist', { name: 'Entrar ou cadastrar' })).toBeVisible();
  await user.click(signIn);
  await user.keyboard('{ArrowLeft}');
  expect(signUp).toHaveFocus();
  expect(signUp).toHaveAttribute('aria-selected', 'true');
  expect(signUp).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tabpanel', { name: 'Cadastrar' })).toBeVisible();
  await user.keyboard('{Home}');
  expect(signIn).toHaveFocus();
  expect(signIn).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Entrar' })).toBeVisible();
  await user.keyboard('{End}');
  expect(signUp).toHaveFocus();
  expect(signIn).toHaveAttribute('aria-selected', 'false');
});

test.each([
  ['nao-e-email', '123456', 'Email inválido'],
  [`${'a'.repeat(250)}@x.com`, '123456', 'Email muito longo'],
  ['ana@escola.com', '12345', 'A senha deve ter no mínimo 6 caracteres'],
  ['ana@escola.com', 'x'.repeat(101), 'Senha muito longa'],
  ['nao-e-email', '1', 'Email inválido'],
])(
  'sign-in with %s / %s: "Dados inválidos", "%s", and no request',
  async (email, password, message) => {
    const { user } = await openAuth();
    const before = backend.requests.length;
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Senha'), password);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Dados inválidos')).toBeVisible();
    // In the notice and under the field it concerns (docs/decisions/0068).
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(backend.requests.length).toBe(before);
  },
);

test('invalid sign-up input makes no request either', async () => {
  const { user } = await openAuth();
  const before = backend.requests.length;
  await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
  await user.type(screen.getByLabelText('Email'), 'ana@escola.com');
  await user.type(screen.getByLabelText('Senha'), '123');
  await user.click(screen.getByRole('button', { name: 'Criar conta' }));
  expect(await screen.findAllByText('A senha deve ter no mínimo 6 caracteres')).toHaveLength(2);
  expect(backend.requests.length).toBe(before);
});

test('sign-up creates the account, toasts, sends the redirect and opens training', async () => {
  const { user, router } = await openAuth();
  await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
  await user.type(screen.getByLabelText('Email'), ' Ana@Escola.com ');
  await user.type(screen.getByLabelText('Senha'), 'segredo1');
  await user.click(screen.getByRole('button', { name: 'Criar conta' }));
  expect(await screen.findByText('Conta criada com sucesso!')).toBeVisible();
  expect(screen.getByText('Você será redirecionado em instantes.')).toBeVisible();
  expect(await screen.findByRole('button', { name: 'Começar Prática' })).toBeVisible();
  expect(router.state.location.pathname).toBe('/');
  const signUp = backend.requests.find((request) => request.path === '/auth/v1/signup');
  expect(new URLSearchParams(signUp?.search).get('redirect_to')).toBe(`${window.location.origin}/`);
  expect(await backend.query('select email from auth.users')).toEqual([
    { email: 'ana@escola.com' },
  ]);
  // Sign-up always makes a learner's account, whose home has no educator's area (docs/decisions/0071).
  expect(await backend.query('select role from public.profiles')).toEqual([{ role: 'learner' }]);
  expect(screen.queryByRole('link', { name: 'Área do educador' })).not.toBeInTheDocument();
});

test('sign-up offers no educator choice: a child cannot become an educator with a tick', async () => {
  const { user } = await openAuth();
  await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByText(/educador/i)).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), 'professora@escola.com');
  await user.type(screen.getByLabelText('Senha'), 'segredo1');
  await user.click(screen.getByRole('button', { name: 'Criar conta' }));
  await screen.findByRole('button', { name: 'Começar Prática' });
  const signUp = backend.requests.find((request) => request.path === '/auth/v1/signup');
  expect(signUp).toBeDefined();
  expect(
    await backend.query(
      "select raw_user_meta_data ->> 'role' as role, raw_user_meta_data ->> 'invitation' as invitation from auth.users",
    ),
  ).toEqual([{ role: null, invitation: null }]);
  expect(await backend.query('select role from public.profiles')).toEqual([{ role: 'learner' }]);
});

test('while signing up the fields and buttons are disabled and the label says so', async () => {
  const { user } = await openAuth();
  await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
  await user.type(screen.getByLabelText('Email'), 'ana@escola.com');
  await user.type(screen.getByLabelText('Senha'), 'segredo1');
  // A slow network: this handler waits, then falls through to the backend.
  backend.server.use(http.post(`${backend.url}/auth/v1/signup`, () => delay(300)));
  await user.click(screen.getByRole('button', { name: 'Criar conta' }));
  const busy = await screen.findByRole('button', { name: 'Criando conta...' });
  expect(busy).toBeDisabled();
  expect(screen.getByLabelText('Email')).toBeDisabled();
  expect(screen.getByLabelText('Senha')).toBeDisabled();
  await screen.findByRole('button', { name: 'Começar Prática' });
});

test('signing up an e-mail already registered says so', async () => {
  await backend.addUser('ana@escola.com', 'segredo1');
  const { user } = await openAuth();
  await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
  await user.type(screen.getByLabelText('Email'), 'ana@escola.com');
  await user.type(screen.getByLabelText('Senha'), 'outra-senha');
  await user.click(screen.getByRole('button', { name: 'Criar conta' }));
  expect(await screen.findByText('Erro ao criar conta')).toBeVisible();
  expect(screen.getAllByText('Este email já está cadastrado. Tente fazer login.')).toHaveLength(2);
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('another sign-up error shows the backend’s message', async () => {
  const { user } = await openAuth();
  await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
  // GoTrue's answer when a project's e-mail sending limit is reached.
  backend.server.use(
    http.post(`${backend.url}/auth/v1/signup`, () =>
      HttpResponse.json(
        { code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' },
        { status: 429, headers: { 'x-supabase-api-version': '2024-01-01' } },
      ),
    ),
  );
  await user.type(screen.getByLabelText('Email'), 'ana@escola.com');
  await user.type(screen.getByLabelText('Senha'), 'segredo1');
  await user.click(screen.getByRole('button', { name: 'Criar conta' }));
  expect(await screen.findByText('Erro ao criar conta')).toBeVisible();
  expect(screen.getByText('email rate limit exceeded')).toBeVisible();
});

test('a backend that wants the e-mail confirmed: the learner is told and stays on /auth', async () => {
  backend.requireEmailConfirmation(true);
  const { user, router } = await openAuth();
  await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
  await user.type(screen.getByLabelText('Email'), 'ana@escola.com');
  await user.type(screen.getByLabelText('Senha'), 'segredo1');
  await user.click(screen.getByRole('button', { name: 'Criar conta' }));
  expect(await screen.findByText('Confirme seu email')).toBeVisible();
  expect(router.state.location.pathname).toBe('/auth');
  expect(screen.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
});

test('sign-in with the right password toasts and opens training', async () => {
  await backend.addUser('ana@escola.com', 'segredo1');
  const { user, router } = await openAuth();
  await user.type(screen.getByLabelText('Email'), 'ana@escola.com');
  await user.type(screen.getByLabelText('Senha'), 'segredo1');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  expect(await screen.findByText('Login realizado!')).toBeVisible();
  expect(screen.getByText('Bem-vindo de volta.')).toBeVisible();
  await screen.findByRole('button', { name: 'Começar Prática' });
  expect(router.state.location.pathname).toBe('/');
});

test('a wrong password shows "Email ou senha incorretos."', async () => {
  await backend.addUser('ana@escola.com', 'segredo1');
  const { user } = await openAuth();
  await user.type(screen.getByLabelText('Email'), 'ana@escola.com');
  await user.type(screen.getByLabelText('Senha'), 'errada123');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  expect(await screen.findByText('Erro ao entrar')).toBeVisible();
  expect(screen.getAllByText('Email ou senha incorretos.')).toHaveLength(2);
  expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
});

test('a sign-in refused for another reason shows the backend’s message', async () => {
  // 'Erro ao entrar' waits for 'Confirme seu email' to leave (one notice at a time).
  vi.useFakeTimers({ shouldAdvanceTime: true });
  backend.requireEmailConfirmation(true);
  const { user } = await openAuth();
  await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
  await user.type(screen.getByLabelText('Email'), 'ana@escola.com');
  await user.type(screen.getByLabelText('Senha'), 'segredo1');
  await user.click(screen.getByRole('button', { name: 'Criar conta' }));
  await screen.findByText('Confirme seu email');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  await findToast('Erro ao entrar', 'Email not confirmed');
});

test('a sign-in or sign-up that cannot reach the server says so in Portuguese, not the browser’s "Failed to fetch"', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // The tablet has no network: the connection drops before any answer.
  backend.server.use(
    http.post(`${backend.url}/auth/v1/token`, () => HttpResponse.error()),
    http.post(`${backend.url}/auth/v1/signup`, () => HttpResponse.error()),
  );
  const { user } = await openAuth();
  await user.type(screen.getByLabelText('Email'), 'ana@escola.com');
  await user.type(screen.getByLabelText('Senha'), 'segredo1');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  await findToast(
    'Erro ao entrar',
    'Não foi possível falar com o servidor. Confira a internet e tente de novo.',
  );
  expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
  await user.click(screen.getByRole('button', { name: 'Criar conta' }));
  await findToast(
    'Erro ao criar conta',
    'Não foi possível falar com o servidor. Confira a internet e tente de novo.',
  );
  // Nothing typed is lost: the learner tries again once the network is back.
  expect(screen.getByLabelText('Email')).toHaveValue('ana@escola.com');
  expect(screen.getByLabelText('Senha')).toHaveValue('segredo1');
});

test('opening /auth with a session goes to training; / without one goes to /auth', async () => {
  const signedOut = renderApp('/', backend);
  await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/auth'));
  signedOut.unmount();

  await backend.addUser('ana@escola.com', 'segredo1');
  const first = await openAuth();
  await first.user.type(screen.getByLabelText('Email'), 'ana@escola.com');
  await first.user.type(screen.getByLabelText('Senha'), 'segredo1');
  await first.user.click(screen.getByRole('button', { name: 'Entrar' }));
  await screen.findByRole('button', { name: 'Começar Prática' });
  first.unmount();

  const again = renderApp('/auth', backend);
  await screen.findByRole('button', { name: 'Começar Prática' });
  expect(again.router.state.location.pathname).toBe('/');
});
