// A notice that belongs to a screen is read on that screen (lib/toast-queue.ts, timeRuns): while
// 'Carregando...' stands where the home will be, 'Conta criada com sucesso!' does not run out.
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, test, vi } from 'vitest';
import { DURATIONS } from '../lib/toast-queue.ts';
import { notify } from '../lib/notify.ts';
import { testI18n } from '../testing/test-i18n.ts';
import { LoadingView } from './loading-view.tsx';
import { Toaster } from './toaster.tsx';

afterEach(() => {
  act(() => notify.clear());
});

function page(loading: boolean) {
  return (
    <I18nextProvider i18n={testI18n()}>
      {loading && <LoadingView />}
      <Toaster />
    </I18nextProvider>
  );
}

function later(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

test("a welcome waits for its screen: not on the sign-in page, not while 'Carregando...'", () => {
  vi.useFakeTimers();
  act(() => notify.enterScope(null));
  const view = render(page(false));
  act(() => {
    notify.success('Conta criada com sucesso!', 'Você será redirecionado em instantes.', {
      scope: 'home',
    });
  });
  // Shown at once on the sign-in page, its time not yet running.
  later(DURATIONS.success * 4);
  expect(screen.getByText('Conta criada com sucesso!')).toBeVisible();

  // The address is the home's, but the home is still loading on a slow phone.
  act(() => notify.enterScope('home'));
  view.rerender(page(true));
  later(DURATIONS.success * 4);
  expect(screen.getByText('Conta criada com sucesso!')).toBeVisible();

  // The home is drawn: now it stays its usual time, and goes.
  view.rerender(page(false));
  later(DURATIONS.success - 100);
  expect(screen.getByText('Conta criada com sucesso!')).toBeVisible();
  later(200);
  expect(screen.queryByText('Conta criada com sucesso!')).toBeNull();
});

test('a notice of no screen (an error) runs out even while loading', () => {
  vi.useFakeTimers();
  act(() => notify.enterScope('home'));
  render(page(true));
  act(() => {
    notify.error('Erro ao carregar', 'Verifique sua conexão.');
  });
  later(DURATIONS.error + 100);
  expect(screen.queryByText('Erro ao carregar')).toBeNull();
});
