// The session on a device without network (docs/decisions/0014): a learner whose access token
// expired while the app was closed goes on practising at once, and once the browser is back
// online supabase-js renews the session and the outbox sends the answers given offline, once.
import { act, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { bundle as english } from '../content/generated/en.ts';
import { sessionStorageKey } from '../lib/supabase-client.ts';
import { takeConsoleErrors } from '../testing/console-errors.ts';
import { setupBackend } from '../testing/backend.ts';
import { answer, reload, scenario, journeyHelpers } from '../testing/journey-helpers.ts';

const backend = setupBackend();
const { startPractice, storedRow } = journeyHelpers(backend);
const storageKey = sessionStorageKey(backend.url);
const englishScenario = (number: number) => english.scenarios.find((s) => s.number === number)!;

type StoredSession = { access_token: string; refresh_token: string; expires_at: number };
const storedSession = () => JSON.parse(localStorage.getItem(storageKey)!) as StoredSession;
const renewals = () =>
  backend.requests.filter((request) => request.search === '?grant_type=refresh_token');
const saves = () =>
  backend.requests.filter(
    (request) => request.method === 'POST' && request.path.endsWith('/user_progress'),
  );

test('offline with an expired access token, the learner practises at once; back online the session is renewed and the answers are sent once', async () => {
  const app = await startPractice();
  await answer(app.user, 1, true);
  await waitFor(async () => expect((await storedRow())?.completed_scenarios).toEqual([1]));

  // The app closes; an hour and more later it opens again on a device with no network.
  const expired = { ...storedSession(), expires_at: Math.floor(Date.now() / 1000) - 60 };
  localStorage.setItem(storageKey, JSON.stringify(expired));
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  backend.requests.length = 0;
  const offline = reload(app, backend);

  // No 'Carregando...' while supabase-js would try to renew the token: the learner's home is
  // there, and 'Continuar de onde parei' opens the next scenario.
  await offline.user.click(await screen.findByRole('button', { name: /^Continuar de onde parei/ }));
  expect(screen.getByRole('heading', { level: 2, name: scenario(2).title })).toBeVisible();
  expect(screen.getByText('Progresso: 1 de 20 cenários')).toBeVisible();
  await answer(offline.user, 2, false);
  await answer(offline.user, 3, true);
  expect(screen.getByText('Progresso: 3 de 20 cenários')).toBeVisible();
  // Kept on this device: the calm chip, never the red save error (docs/decisions/0022).
  expect(
    await screen.findByText('Sem internet · suas respostas ficam guardadas aqui'),
  ).toBeVisible();
  expect(screen.queryByText('Erro ao salvar progresso')).not.toBeInTheDocument();
  // Nothing was even tried without a network: no renewal, no read, no save.
  expect(backend.requests).toEqual([]);
  expect(
    takeConsoleErrors().filter((line) => !/^(Reading|Saving) progress failed/.test(line)),
  ).toEqual([]);

  onLine.mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  await waitFor(async () => expect((await storedRow())?.completed_scenarios).toEqual([1, 2, 3]));
  expect(await storedRow()).toMatchObject({ correct_answers: 2, incorrect_scenarios: [2] });
  // Renewed once, as supabase-js does online, and kept for the next start.
  expect(renewals()).toHaveLength(1);
  expect(storedSession().refresh_token).not.toBe(expired.refresh_token);
  expect(storedSession().expires_at * 1000).toBeGreaterThan(Date.now());
  // The answers given offline went in one save, with the renewed token.
  expect(saves()).toHaveLength(1);
  expect(screen.getByText('Progresso: 3 de 20 cenários')).toBeVisible();
});

test('once the browser has said it went offline, a language switch still shows the scenarios and the training page opens again from the device', async () => {
  const app = await startPractice();
  await answer(app.user, 1, true);
  await waitFor(async () => expect((await storedRow())?.completed_scenarios).toEqual([1]));

  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  try {
    // The English content is on the device (a chunk of the build): it is loaded, not held back
    // until the network returns.
    await app.user.click(screen.getByRole('button', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: englishScenario(2).title }),
    ).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Português' }));

    // The training page drawn again in this page (its progress read anew): the device's copy,
    // not 'Carregando...' until the network is back.
    const again = reload(app, backend);
    await again.user.click(await screen.findByRole('button', { name: /^Continuar de onde parei/ }));
    expect(screen.getByRole('heading', { level: 2, name: scenario(2).title })).toBeVisible();
    expect(screen.getByText('Progresso: 1 de 20 cenários')).toBeVisible();
  } finally {
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
  }
  expect(
    takeConsoleErrors().filter((line) => !/^(Reading|Saving) progress failed/.test(line)),
  ).toEqual([]);
});
