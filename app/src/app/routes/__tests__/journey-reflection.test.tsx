// Issue 39 item 6 on the whole app against the real backend (testing/backend.ts, docs/decisions/
// 0079): once the week of a 'Desafio da semana' has ended, the home asks 'Como foi?' about it, under
// the primary action. The answer is saved with the account and the card does not come back that
// week; 'Agora não' puts it off for the week; a save that fails keeps what was chosen and typed.
// Weeks pass with vi.setSystemTime on the fake clock.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { bundle } from '../../../content/generated/pt-BR.ts';
import { setupBackend } from '../../../testing/backend.ts';
import { answer, journeyHelpers, reload, scenario } from '../../../testing/journey-helpers.ts';

const backend = setupBackend();
const CHOICE_GROUP = 'Escolha uma resposta';
const { signIn, joinClassGiven } = journeyHelpers(backend);

const DAY = 24 * 60 * 60 * 1000;
// A Tuesday at noon in UTC: Tuesday too in every time zone from UTC−11 to UTC+11.
const TUESDAY = Date.parse('2026-11-17T12:00:00Z');
const SKILL = bundle.skills.find((skill) => skill.key === scenario(1).skillKey)!;

const card = async () =>
  within((await screen.findByRole('heading', { level: 2, name: 'Como foi?' })).closest('section')!);
const stored = () =>
  backend.query<{
    week_start: string;
    tried: boolean;
    feeling: string | null;
    words: string | null;
    share_words: boolean;
  }>(
    `select to_char(week_start, 'YYYY-MM-DD') as week_start, tried, feeling, words, share_words
     from public.challenge_reflections`,
  );

/** A learner who answered scenario 1 last week, on the home of this week's Tuesday. */
async function learnerBackNextWeek({ inClass = false } = {}) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(TUESDAY);
  let app = await signIn();
  await app.user.click(screen.getByRole('button', { name: 'Começar Prática' }));
  await screen.findByRole('group', { name: CHOICE_GROUP }, { timeout: 10_000 });
  await answer(app.user, 1, true);
  await app.user.click(screen.getByRole('button', { name: 'Início' }));
  await screen.findByRole('heading', { level: 2, name: 'Minha semana' });
  // The week of the challenge is not over: nothing asked yet.
  expect(screen.queryByRole('heading', { name: 'Como foi?' })).not.toBeInTheDocument();
  if (inClass) await joinClassGiven('phase', '1');
  vi.setSystemTime(TUESDAY + 7 * DAY);
  app = reload(app, backend);
  return app;
}

test('tried, it felt good, words shown to the teacher: saved, thanked, and not asked again that week', async () => {
  const app = await learnerBackNextWeek({ inClass: true });
  const asked = await card();
  expect(asked.getByText(SKILL.name)).toBeVisible();
  // Under the home's one primary action.
  const primary = screen.getByRole('button', { name: /^Continuar de onde parei/ });
  expect(
    primary.compareDocumentPosition(asked.getByText(SKILL.name)) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();

  await app.user.click(asked.getByRole('button', { name: 'Eu tentei' }));
  expect(await asked.findByText('Que legal que você tentou! Como você se sentiu?')).toHaveFocus();
  await app.user.click(asked.getByRole('radio', { name: 'Foi bom' }));
  await app.user.type(
    asked.getByLabelText('Quer contar como foi? (se quiser)'),
    '  Pedi ajuda na aula. ',
  );
  const share = asked.getByRole('checkbox', { name: 'Mostrar para meu professor(a)' });
  expect(share).not.toBeChecked();
  await app.user.click(share);
  await app.user.click(asked.getByRole('button', { name: 'Pronto' }));
  expect(
    await asked.findByText('Obrigado por contar! Tentar já é um passo importante.'),
  ).toHaveFocus();
  expect(await stored()).toEqual([
    {
      week_start: '2026-11-16',
      tried: true,
      feeling: 'good',
      words: 'Pedi ajuda na aula.',
      share_words: true,
    },
  ]);

  // The same week again: not asked.
  reload(app, backend);
  await screen.findByRole('heading', { level: 2, name: 'Minha semana' });
  await screen.findByRole('heading', { level: 2, name: 'Desafio da semana' });
  expect(screen.queryByRole('heading', { name: 'Como foi?' })).not.toBeInTheDocument();
});

test('not yet, offline: a kind reply, the failure said calmly, saved on the next try; no sharing outside a class', async () => {
  const app = await learnerBackNextWeek();
  const asked = await card();
  backend.server.use(
    http.post(`${backend.url}/rest/v1/challenge_reflections`, () => HttpResponse.error(), {
      once: true,
    }),
  );
  await app.user.click(asked.getByRole('button', { name: 'Ainda não tentei' }));
  expect(
    await asked.findByText('Tudo bem! Tentar depois também vale. Você pode tentar quando quiser.'),
  ).toHaveFocus();
  expect(await asked.findByRole('alert')).toHaveTextContent('Não deu para salvar agora.');
  expect(await stored()).toEqual([]);
  await app.user.click(asked.getByRole('button', { name: 'Tentar de novo' }));
  await waitFor(async () =>
    expect(await stored()).toEqual([
      expect.objectContaining({ week_start: '2026-11-16', tried: false, feeling: null }),
    ]),
  );
  expect(asked.queryByRole('alert')).not.toBeInTheDocument();
});

test('tried, the save fails: the face and the words stay; not in a class, no checkbox', async () => {
  const app = await learnerBackNextWeek();
  const asked = await card();
  await app.user.click(asked.getByRole('button', { name: 'Eu tentei' }));
  expect(asked.queryByRole('checkbox')).not.toBeInTheDocument();
  await app.user.click(asked.getByRole('radio', { name: 'Foi difícil' }));
  await app.user.type(asked.getByLabelText('Quer contar como foi? (se quiser)'), 'Fiquei nervoso');
  backend.server.use(
    http.post(`${backend.url}/rest/v1/challenge_reflections`, () => HttpResponse.error(), {
      once: true,
    }),
  );
  await app.user.click(asked.getByRole('button', { name: 'Pronto' }));
  expect(await asked.findByRole('alert')).toHaveTextContent('Sua resposta continua aqui.');
  expect(asked.getByRole('radio', { name: 'Foi difícil' })).toBeChecked();
  expect(asked.getByLabelText('Quer contar como foi? (se quiser)')).toHaveValue('Fiquei nervoso');
  await app.user.click(asked.getByRole('button', { name: 'Pronto' }));
  await asked.findByText('Obrigado por contar! Tentar já é um passo importante.');
  expect(await stored()).toEqual([
    expect.objectContaining({ feeling: 'hard', words: 'Fiquei nervoso', share_words: false }),
  ]);
});

test('‘Agora não’ puts it off for the week, without an answer', async () => {
  let app = await learnerBackNextWeek();
  const asked = await card();
  await app.user.click(asked.getByRole('button', { name: 'Agora não' }));
  expect(
    await screen.findByText('Tudo bem. Nesta semana não vou perguntar de novo.'),
  ).toHaveFocus();
  app = reload(app, backend);
  await screen.findByRole('heading', { level: 2, name: 'Desafio da semana' });
  expect(screen.queryByRole('heading', { name: 'Como foi?' })).not.toBeInTheDocument();
  expect(await stored()).toEqual([]);
  app.unmount();
});
