// Issue 17 in the app, against the real backend: a learner joins a class with its code (and is
// told what to fix when the code or the name is wrong), leaves it; an educator creates a class
// and reads each member's figures.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { expect, test, vi } from 'vitest';
import { setupBackend } from '../../../testing/backend.ts';
import { takeConsoleErrors } from '../../../testing/console-errors.ts';
import { EMAIL, reload, journeyHelpers } from '../../../testing/journey-helpers.ts';

const backend = setupBackend();
const { signIn, signInAsEducator } = journeyHelpers(backend);

/** A class of another educator, made as the database would make it; returns its code. */
async function classOfAnotherEducator(name: string): Promise<{ id: string; code: string }> {
  const educator = await backend.addUser('professora@escola.com', 'segredo1');
  const [created] = await backend.query<{ id: string; join_code: string }>(
    'insert into public.classes (name, educator_id) values ($1, $2) returning id, join_code',
    [name, educator],
  );
  return { id: created!.id, code: created!.join_code };
}

const memberships = () =>
  backend.query<{ display_name: string }>(
    `select m.display_name from public.class_members m join auth.users u on u.id = m.user_id
     where u.email = $1`,
    [EMAIL],
  );

test('joining: each empty field says what to type, a wrong code says to check it, the right one joins', async () => {
  const { code } = await classOfAnotherEducator('5º ano B');
  const app = await signIn();
  await app.user.click(screen.getByRole('link', { name: 'Minha turma' }));
  const join = await screen.findByRole('button', { name: 'Entrar na turma' });
  // What the educator will see is said before anything is sent.
  expect(screen.getByRole('heading', { name: 'O que seu professor vê' })).toBeVisible();

  await app.user.click(join);
  const codeField = screen.getByLabelText('Código da turma');
  expect(codeField).toHaveAccessibleDescription(/Digite o código da turma\./);
  expect(screen.getByLabelText('Seu nome na turma')).toHaveAccessibleDescription(
    /Digite o nome que seu professor vai ver\./,
  );
  await waitFor(() => expect(codeField).toHaveFocus());

  await app.user.type(codeField, 'ZZZZ2222');
  await app.user.type(screen.getByLabelText('Seu nome na turma'), 'Ana');
  await app.user.click(join);
  await waitFor(() =>
    expect(codeField).toHaveAccessibleDescription(/Não achamos uma turma com esse código\./),
  );
  expect(screen.getByLabelText('Seu nome na turma')).toHaveValue('Ana');
  expect(await memberships()).toEqual([]);

  await app.user.clear(codeField);
  await app.user.type(codeField, `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`);
  await app.user.click(join);
  expect(await screen.findByText('5º ano B')).toBeVisible();
  expect(screen.getByText('Seu nome na turma: Ana')).toBeVisible();
  expect(await memberships()).toEqual([{ display_name: 'Ana' }]);
});

test('a join the server cannot take says to try again, and keeps what was typed', async () => {
  const { code } = await classOfAnotherEducator('5º ano B');
  const app = await signIn();
  backend.server.use(
    http.post(`${backend.url}/rest/v1/rpc/join_class`, () =>
      HttpResponse.json(
        { code: 'PGRST000', message: 'down', details: null, hint: null },
        {
          status: 503,
        },
      ),
    ),
  );
  await app.user.click(screen.getByRole('link', { name: 'Minha turma' }));
  await app.user.type(await screen.findByLabelText('Código da turma'), code);
  await app.user.type(screen.getByLabelText('Seu nome na turma'), 'Ana');
  await app.user.click(screen.getByRole('button', { name: 'Entrar na turma' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Não foi possível entrar na turma agora.',
  );
  expect(screen.getByLabelText('Código da turma')).toHaveValue(code);
});

test('the 6th try within a minute says kindly to wait a minute, and keeps what was typed', async () => {
  const { code } = await classOfAnotherEducator('5º ano B');
  const app = await signIn();
  await app.user.click(screen.getByRole('link', { name: 'Minha turma' }));
  const codeField = await screen.findByLabelText('Código da turma');
  await app.user.type(screen.getByLabelText('Seu nome na turma'), 'Ana');
  for (const guess of ['ZZZZ2222', 'ZZZZ3333', 'ZZZZ4444', 'ZZZZ5555', 'ZZZZ6666']) {
    await app.user.clear(codeField);
    await app.user.type(codeField, guess);
    await app.user.click(screen.getByRole('button', { name: 'Entrar na turma' }));
    await waitFor(() =>
      expect(codeField).toHaveAccessibleDescription(/Não achamos uma turma com esse código\./),
    );
  }
  // The right code, but the account has tried 5 times this minute (docs/decisions/0038).
  await app.user.clear(codeField);
  await app.user.type(codeField, code);
  await app.user.click(screen.getByRole('button', { name: 'Entrar na turma' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Foram muitas tentativas em pouco tempo. Espere um minuto e tente de novo. Se o código não funcionar, confira com seu professor.',
  );
  expect(codeField).toHaveValue(code);
  expect(await memberships()).toEqual([]);
});

test('leaving asks first, says the progress stays, and the membership is gone', async () => {
  const { code } = await classOfAnotherEducator('5º ano B');
  const app = await signIn();
  await app.user.click(screen.getByRole('link', { name: 'Minha turma' }));
  await app.user.type(await screen.findByLabelText('Código da turma'), code);
  await app.user.type(screen.getByLabelText('Seu nome na turma'), 'Ana');
  await app.user.click(screen.getByRole('button', { name: 'Entrar na turma' }));
  await app.user.click(await screen.findByRole('button', { name: 'Sair da turma' }));
  expect(screen.getByText(/Seu progresso continua salvo com você\./)).toBeVisible();
  expect(await memberships()).toHaveLength(1);
  await app.user.click(screen.getByRole('button', { name: 'Sim, sair da turma' }));
  expect(await screen.findByRole('heading', { name: 'Entrar numa turma' })).toBeVisible();
  expect(await memberships()).toEqual([]);
});

test("an educator creates a class, sees its code, and reads each member's figures", async () => {
  const app = await signInAsEducator();
  expect(await screen.findByText(/Você ainda não tem turmas\./)).toBeVisible();
  await app.user.click(screen.getByRole('button', { name: 'Criar turma' }));
  expect(screen.getByLabelText('Nome da turma')).toHaveAccessibleDescription(
    /Digite o nome da turma\./,
  );
  await app.user.type(screen.getByLabelText('Nome da turma'), '  5º   ano B ');
  await app.user.click(screen.getByRole('button', { name: 'Criar turma' }));
  expect(await screen.findByRole('heading', { name: '5º ano B', level: 1 })).toBeVisible();
  const [stored] = await backend.query<{ id: string; join_code: string }>(
    "select id, join_code from public.classes where name = '5º ano B'",
  );
  expect(screen.getByText(stored!.join_code)).toBeVisible();
  expect(app.router.state.location.search).toBe(`?view=educator&class=${stored!.id}`);

  // A learner joins and has answered scenarios 1 (right) and 2 (wrong).
  const learner = await backend.addUser('bia@escola.com', 'segredo1');
  await backend.query(
    `insert into public.class_members (class_id, user_id, display_name) values ($1, $2, 'Bia')`,
    [stored!.id, learner],
  );
  // An hour ago: a learner who practised a week ago is flagged "Sem praticar há 7 dias" beside
  // the name (docs/decisions/0033), which a fixed date reaches as the calendar moves on.
  const at = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  await backend.query(
    `insert into public.user_progress (user_id, scenario_results) values ($1, $2)`,
    [
      learner,
      {
        1: { first_at: at, first_correct: true, last_at: at, last_correct: true },
        2: { first_at: at, first_correct: false, last_at: at, last_correct: false },
      },
    ],
  );
  await app.user.click(screen.getByRole('button', { name: 'Todas as turmas' }));
  await app.user.click(await screen.findByRole('link', { name: 'Abrir a turma 5º ano B' }));
  const row = within(
    (await screen.findByRole('rowheader', { name: 'Bia' })).closest('tr') as HTMLElement,
  );
  expect(row.getByText('2 de 100')).toBeVisible();
  expect(row.getByText('50%')).toBeVisible();
  expect(row.getByText('Fase 1')).toBeVisible();
});

test('on a shared tablet, signing out forgets the classes read: the next account never sees them', async () => {
  const app = await signInAsEducator();
  await app.user.click(await screen.findByRole('button', { name: 'Criar turma' }));
  await app.user.type(screen.getByLabelText('Nome da turma'), '5º ano B');
  await app.user.click(screen.getByRole('button', { name: 'Criar turma' }));
  expect(await screen.findByRole('heading', { name: '5º ano B', level: 1 })).toBeVisible();
  const cachedKeys = () =>
    app.queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey[0]);
  expect(cachedKeys()).toEqual(expect.arrayContaining(['class', 'taught-classes', 'progress']));
  // Each account query names its account, so no other account could be served it from the cache.
  const [me] = await backend.query<{ id: string }>('select id from auth.users where email = $1', [
    EMAIL,
  ]);
  const accountQueries = app.queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => !['content', 'training'].includes(String(query.queryKey[0])));
  for (const query of accountQueries) expect(query.queryKey).toContain(me!.id);

  await app.user.click(screen.getByRole('button', { name: 'Sair' }));
  await screen.findByRole('tab', { name: 'Entrar' });
  // Only what is the same for every learner on the device is kept.
  await waitFor(() =>
    expect(cachedKeys().filter((key) => key !== 'content' && key !== 'training')).toEqual([]),
  );
});

test('"Minha turma" offline says at once to check the internet, and loads with "Tentar de novo" once it is back', async () => {
  const app = await signIn();
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  backend.requests.length = 0;
  try {
    await app.user.click(screen.getByRole('link', { name: 'Minha turma' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar. Confira a internet e tente de novo.',
    );
    // Not tried: with an expired access token, supabase-js would first retry its renewal for 30 s.
    expect(backend.requests).toEqual([]);
  } finally {
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
  }
  await app.user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
  expect(await screen.findByLabelText('Código da turma')).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("a learner's home has no 'Área do educador', and its address says kindly it is for educators, not how to become one", async () => {
  const home = await signIn();
  expect(screen.getByRole('link', { name: 'Minha turma' })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Área do educador' })).not.toBeInTheDocument();
  const app = reload(home, backend, {}, '/?view=educator');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Esta área é para educadores' }),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Criar turma' })).not.toBeInTheDocument();
  // Nothing on the page says how to become an educator (docs/decisions/0071).
  expect(screen.queryByText(/Minha conta|código|convite/i)).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Minha conta/ })).not.toBeInTheDocument();
  await app.user.click(screen.getByRole('link', { name: 'Voltar ao início' }));
  expect(await screen.findByRole('button', { name: 'Começar Prática' })).toBeVisible();
  expect(app.router.state.location.search).toBe('');
});

test('an educator makes an invitation code for a colleague: shown with the day it ends, it works once', async () => {
  const app = await signInAsEducator();
  const invite = await screen.findByRole('region', { name: 'Convidar um(a) educador(a)' });
  await app.user.click(within(invite).getByRole('button', { name: 'Criar código de convite' }));
  const shown = await within(invite).findByText(/Código de convite:/);
  const code = within(shown).getByText(/^[A-Z2-9]{8}$/).textContent!;
  const [made] = await backend.query<{ code: string; expires_at: Date }>(
    'select code, expires_at from public.educator_invitations where created_by is not null',
  );
  expect(made!.code).toBe(code);
  const day = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long' }).format(
    made!.expires_at,
  );
  expect(shown).toHaveTextContent(`Vale até ${day}, uma vez só.`);
});

test('an educator with 20 unused codes is told the limit', async () => {
  const app = await signInAsEducator();
  const [me] = await backend.query<{ id: string }>('select id from auth.users where email = $1', [
    EMAIL,
  ]);
  for (let i = 0; i < 20; i += 1) {
    await backend.query('select private.make_educator_invitation($1)', [me!.id]);
  }
  const invite = await screen.findByRole('region', { name: 'Convidar um(a) educador(a)' });
  await app.user.click(within(invite).getByRole('button', { name: 'Criar código de convite' }));
  expect(
    await within(invite).findByText(/Você já tem 20 códigos de convite sem uso, o máximo/),
  ).toBeVisible();
});

test("one learner's unreadable progress leaves the class report loading: that row says so, the others show their figures", async () => {
  const app = await signInAsEducator();
  const [me] = await backend.query<{ id: string }>('select id from auth.users where email = $1', [
    EMAIL,
  ]);
  const [made] = await backend.query<{ id: string }>(
    "insert into public.classes (name, educator_id) values ('5º ano C', $1) returning id",
    [me!.id],
  );
  // An hour ago: a learner who practised a week ago is flagged "Sem praticar há 7 dias" beside
  // the name (docs/decisions/0033), which a fixed date reaches as the calendar moves on.
  const at = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  const answered = { 1: { first_at: at, first_correct: true, last_at: at, last_correct: true } };
  const bia = await backend.addUser('bia@escola.com', 'segredo1');
  const caio = await backend.addUser('caio@escola.com', 'segredo1');
  for (const [learner, name] of [
    [bia, 'Bia'],
    [caio, 'Caio'],
  ] as const) {
    await backend.query(
      `insert into public.class_members (class_id, user_id, display_name) values ($1, $2, $3)`,
      [made!.id, learner, name],
    );
  }
  await backend.query(
    `insert into public.user_progress (user_id, scenario_results) values ($1, $2)`,
    [bia, answered],
  );
  // What the database stored before issue 30's migration: an "infinity" the app cannot read.
  await backend.query('alter table public.user_progress disable trigger user');
  await backend.query(
    `insert into public.user_progress (user_id, scenario_results, client_updated_at)
     values ($1, $2, 'infinity')`,
    [caio, answered],
  );
  await backend.query('alter table public.user_progress enable trigger user');

  // The classes were read on landing, before this one: read again.
  const again = reload(app, backend, {}, '/?view=educator');
  await again.user.click(await screen.findByRole('link', { name: 'Abrir a turma 5º ano C' }));
  const biaRow = within(
    (await screen.findByRole('rowheader', { name: 'Bia' })).closest('tr') as HTMLElement,
  );
  expect(biaRow.getByText('1 de 100')).toBeVisible();
  expect(biaRow.getByText('100%')).toBeVisible();
  const caioRow = within(screen.getByRole('rowheader', { name: 'Caio' }).closest('tr')!);
  expect(caioRow.getByText(/Não conseguimos ler os dados deste aluno agora\./)).toBeVisible();
  expect(
    screen.getByText(
      'Não conseguimos ler os dados de 1 aluno. Os números da turma contam os outros alunos.',
    ),
  ).toBeVisible();
  // Logged at each read (the class list reads the class for its figures, the class page again),
  // and nothing else.
  const logged = takeConsoleErrors();
  expect(logged.length).toBeGreaterThan(0);
  for (const line of logged) {
    expect(line).toContain('user_progress.client_updated_at must be an ISO timestamp');
  }
});

test('a learner the educator removed is told to talk to the teacher; a hidden sign in the name is named', async () => {
  const { id, code } = await classOfAnotherEducator('5º ano B');
  const app = await signIn();
  const [me] = await backend.query<{ id: string }>('select id from auth.users where email = $1', [
    EMAIL,
  ]);
  await backend.query(
    'insert into private.class_removals (class_id, user_id, join_code) values ($1, $2, $3)',
    [id, me!.id, code],
  );
  await app.user.click(screen.getByRole('link', { name: 'Minha turma' }));
  const codeField = await screen.findByLabelText('Código da turma');
  await app.user.type(codeField, code);
  await app.user.type(screen.getByLabelText('Seu nome na turma'), 'Ana');
  await app.user.click(screen.getByRole('button', { name: 'Entrar na turma' }));
  await waitFor(() =>
    expect(codeField).toHaveAccessibleDescription(
      /Você não pode entrar nesta turma com esse código\. Se quiser voltar, fale com seu professor\./,
    ),
  );
  const nameField = screen.getByLabelText('Seu nome na turma');
  await app.user.clear(nameField);
  await app.user.type(nameField, 'Ana\u202eaiB');
  await app.user.click(screen.getByRole('button', { name: 'Entrar na turma' }));
  await waitFor(() =>
    expect(nameField).toHaveAccessibleDescription(/Esse nome tem um sinal escondido/),
  );
  expect(await memberships()).toEqual([]);
});

test("another educator's class address says it is not yours, and nothing about the internet", async () => {
  const other = await classOfAnotherEducator('6º ano A');
  const app = await signInAsEducator();
  let reads = 0;
  backend.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/rest/v1/classes')) reads += 1;
  });
  reload(app, backend, {}, `/?view=educator&class=${other.id}`);
  expect(await screen.findByText('Esta turma não existe ou não é sua.')).toBeVisible();
  expect(screen.queryByText(/Confira a internet/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Tentar de novo' })).toBeNull();
  expect(screen.queryByText('6º ano A')).toBeNull();
  // Asked once: a refusal is not retried.
  expect(reads).toBe(1);
  backend.server.events.removeAllListeners();
});

test("'Suas turmas' comes first and says each class's learners and who has not practised for a week", async () => {
  const app = await signInAsEducator();
  await app.user.type(await screen.findByLabelText('Nome da turma'), '5º ano B');
  await app.user.click(screen.getByRole('button', { name: 'Criar turma' }));
  expect(await screen.findByRole('heading', { name: '5º ano B', level: 1 })).toBeVisible();
  const [created] = await backend.query<{ id: string }>(
    "select id from public.classes where name = '5º ano B'",
  );
  // Two learners: Bia practised an hour ago; Caio joined ten days ago and never practised.
  const bia = await backend.addUser('bia@escola.com', 'segredo1');
  const caio = await backend.addUser('caio@escola.com', 'segredo1');
  await backend.query(
    `insert into public.class_members (class_id, user_id, display_name, joined_at)
     values ($1, $2, 'Bia', now()), ($1, $3, 'Caio', now() - interval '10 days')`,
    [created!.id, bia, caio],
  );
  const at = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  await backend.query(
    `insert into public.user_progress (user_id, scenario_results) values ($1, $2)`,
    [bia, { 1: { first_at: at, first_correct: true, last_at: at, last_correct: true } }],
  );
  await app.user.click(screen.getByRole('button', { name: 'Todas as turmas' }));
  const card = (await screen.findByRole('link', { name: 'Abrir a turma 5º ano B' })).closest(
    'li',
  ) as HTMLElement;
  await waitFor(() => expect(card).toHaveTextContent('2 alunos'));
  expect(card).toHaveTextContent('1 sem praticar há 7 dias');
  expect(card).not.toHaveTextContent('precisa de ajuda');
  // The list before the form that makes a new class.
  const list = screen.getByRole('heading', { name: 'Suas turmas' });
  const form = screen.getByRole('button', { name: 'Criar turma' });
  expect(list.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
