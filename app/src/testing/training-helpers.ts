// Helpers shared by the training-route tests (app/src/app/routes/__tests__/training-route*.test.tsx):
// signing in, opening phase 1, answering, the fake clock and the toasts on screen.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { expect, vi } from 'vitest';
import { bundle } from '../content/generated/pt-BR.ts';
import { renderApp, type RenderAppOptions } from './render-app.tsx';
import type { SupabaseMock } from './supabase-mock.ts';

/** The learner's email the helpers sign in with by default. */
export const EMAIL = 'ana@escola.com';
/** The learner's password the helpers sign in with. */
export const PASSWORD = 'segredo1';

/** A scenario of the pt-BR bundle. */
export type Scenario = (typeof bundle.scenarios)[number];
/** The user-event instance renderApp gives. */
export type User = ReturnType<typeof renderApp>['user'];
/** A notice on screen: its kind is 'success', 'error', 'info' or 'achievement'. */
export type Toast = { title: string; text: string; type: string | null };

/** The pt-BR scenario with this number. */
export const scenario = (number: number) => bundle.scenarios.find((s) => s.number === number)!;
/** The correct choice of a scenario. */
export const rightChoice = (s: Scenario) => s.choices.find((choice) => choice.isCorrect)!;
/** The first wrong choice of a scenario. */
export const wrongChoice = (s: Scenario) => s.choices.find((choice) => !choice.isCorrect)!;

/** Advances the fake clock by `ms` inside act(), running the timers and promises due. */
export const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** The choice button (in "Escolha uma resposta") whose name ends with `text`. */
export const choiceButton = (text: string) =>
  within(screen.getByRole('group', { name: 'Escolha uma resposta' })).getByRole('button', {
    name: (name) => name.endsWith(text),
  });

/** Picks the right or a wrong choice of the scenario on screen, presses 'Continuar', waits 500 ms. */
export async function answer(user: User, number: number, correct: boolean) {
  const s = scenario(number);
  expect(screen.getByRole('heading', { level: 2, name: s.title })).toBeTruthy();
  await user.click(choiceButton((correct ? rightChoice(s) : wrongChoice(s)).text));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await advance(500);
}

/**
 * Presses `button` and checks that `arrived()` is false until `delay` ms after the press and
 * true at `delay` ms. The fake clock moves with real time only between awaits, so reading it
 * before and after the press brackets the moment the app started its timer.
 */
export async function expectDelay(
  user: User,
  button: HTMLElement,
  delay: number,
  arrived: () => boolean,
  meanwhile = () => {},
) {
  const before = Date.now();
  await user.click(button);
  const after = Date.now();
  expect(after - before).toBeLessThan(delay);
  act(() => {
    vi.advanceTimersByTime(before + delay - 1 - Date.now());
  });
  expect(arrived()).toBe(false);
  meanwhile();
  act(() => {
    vi.advanceTimersByTime(after + delay - Date.now());
  });
  expect(arrived()).toBe(true);
}

/** The notice on screen (components/toaster.tsx shows one at a time), as a list. */
export const toasts = (): Toast[] =>
  [...document.querySelectorAll('[data-toast]')].map((card) => ({
    title: card.querySelector('.toast__title')?.textContent ?? '',
    text: card.querySelector('.toast__text')?.textContent ?? '',
    type: card.getAttribute('data-toast'),
  }));
/** The toasts on screen with this title. */
export const toastsTitled = (title: string) => toasts().filter((toast) => toast.title === title);
/** Waits for a toast with this title and text, and returns it. */
export const findToast = (title: string, text = '') =>
  waitFor(() => {
    const found = toasts().find((toast) => toast.title === title && toast.text === text);
    expect(found, `toast "${title}" / "${text}" in ${JSON.stringify(toasts())}`).toBeTruthy();
    return found!;
  });

/** The text of the page's level-1 heading (the phase title on the phase page). */
export const phaseHeading = () => screen.getByRole('heading', { level: 1 }).textContent;

/** The helpers that need the test file's Supabase stand-in, bound to `mock`. */
export function trainingHelpers(mock: SupabaseMock & { server: SetupServer }) {
  /** Signs a learner in through /auth and waits for the welcome view. */
  async function signIn(options: RenderAppOptions = {}, email = EMAIL) {
    mock.addUser(email, PASSWORD);
    const app = renderApp('/auth', mock, options);
    await app.user.click(await screen.findByLabelText('Email'));
    await app.user.paste(email);
    await app.user.click(screen.getByLabelText('Senha'));
    await app.user.paste(PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('button', { name: 'Começar Prática' });
    return app;
  }

  /** Signs in and opens phase 1 with 'Começar Prática'; fake timers from here on. */
  async function startPractice(options: RenderAppOptions = {}) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = await signIn(options);
    await app.user.click(screen.getByRole('button', { name: 'Começar Prática' }));
    await screen.findByRole('heading', { name: 'Fase 1: Fundamentos Sociais' });
    return app;
  }

  /** The stored progress row of the default learner (EMAIL). */
  const storedRow = () => mock.progressOf(EMAIL);

  return { signIn, startPractice, storedRow };
}
