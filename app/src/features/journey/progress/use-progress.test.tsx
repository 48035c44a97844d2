// The progress handle's markChallengeDone (issue 18): a challenge marked done is kept on the
// device and saved through the outbox as an answer is, retried after a failed save, and marking
// it again changes nothing. Rendered with the providers it needs, on the real backend.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { ServicesProvider } from '../../../lib/services.tsx';
import { supabaseLoader } from '../../../lib/supabase-client.ts';
import { setupBackend } from '../../../testing/backend.ts';
import { takeConsoleErrors } from '../../../testing/console-errors.ts';
import { EMAIL, PASSWORD } from '../../../testing/journey-helpers.ts';
import { loadLocalProgress } from '../../../session/load-local-progress.ts';
import { useProgress, type ProgressHandle } from './use-progress.ts';

const backend = setupBackend();
const NOW = '2026-11-21T10:00:00.000Z';

async function renderProgress() {
  const userId = await backend.addUser(EMAIL, PASSWORD);
  const services = {
    supabase: supabaseLoader({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey }),
    deviceId: 'test-device',
    random: () => 0.999,
    now: () => NOW,
  };
  const client = await services.supabase();
  const { error } = await client.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
  if (error) throw error;
  const handle: { current: ProgressHandle } = { current: { status: 'loading' } };
  function Probe() {
    handle.current = useProgress(userId, { onSaveFailed: () => {}, onSaveRecovered: () => {} });
    return <p>{handle.current.status}</p>;
  }
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ServicesProvider services={services}>
        <Probe />
      </ServicesProvider>
    </QueryClientProvider>,
  );
  await screen.findByText('ready');
  const ready = () => {
    if (handle.current.status !== 'ready') throw new Error('progress is not ready');
    return handle.current;
  };
  return { userId, ready };
}

test('a challenge marked done is kept on the device and saved; a failed save is retried', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const { userId, ready } = await renderProgress();
  backend.failSaves(1);
  act(() => ready().markChallengeDone('asking-for-help'));
  expect(ready().progress.challengesDone).toEqual({ 'asking-for-help': NOW });
  expect(loadLocalProgress(userId)).toMatchObject({
    progress: { challengesDone: { 'asking-for-help': NOW } },
  });
  await waitFor(() => expect(takeConsoleErrors().join('\n')).toMatch(/Saving progress failed/));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1_000);
  });
  await waitFor(async () =>
    expect((await backend.progressOf(EMAIL))?.challenges_done).toEqual({
      'asking-for-help': NOW,
    }),
  );
  expect(loadLocalProgress(userId)?.unsent).toBe(false);
  vi.useRealTimers();
});

test('marking a challenge again sends nothing, and a key that is no skill key is refused', async () => {
  const { ready } = await renderProgress();
  act(() => ready().markChallengeDone('greetings'));
  await waitFor(async () =>
    expect((await backend.progressOf(EMAIL))?.challenges_done).toEqual({ greetings: NOW }),
  );
  const saves = () => backend.requests.filter((request) => request.method === 'POST').length;
  const before = saves();
  act(() => ready().markChallengeDone('greetings'));
  expect(() => ready().markChallengeDone('Greetings!')).toThrow(/skill key/);
  expect(saves()).toBe(before);
});
