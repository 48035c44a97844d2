// Helpers shared by the journey tests (app/src/app/routes/__tests__/journey*.test.tsx):
// signing in, opening phase 1, answering, the fake clock, the notices on screen, a reload and a
// stubbed browser voice.
import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { bundle } from '../content/generated/pt-BR.ts';
import { notify } from '../lib/notify.ts';
import { renderApp, type RenderAppOptions } from './render-app.tsx';
import type { Backend } from './backend.ts';

/** How many achievements the content has: what 'Conquistas N/…' counts up to. */
export const ACHIEVEMENT_COUNT = bundle.achievements.length;

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

const CHOICE_GROUP = /^(Escolha uma resposta|Choose an answer)$/;
const choiceGroup = () => within(screen.getByRole('group', { name: CHOICE_GROUP }));
const isChoice = (name: string) => /^(Resposta|Answer) \d:/.test(name);
/** The choice buttons of the card on screen, in order (not the read-aloud buttons beside them). */
export const choiceButtons = () => choiceGroup().getAllByRole('button', { name: isChoice });
/** The texts of the choices on screen, in their order. */
export const choiceTexts = () =>
  choiceButtons().map((button) => button.querySelector('.choice__text')?.textContent ?? '');
/** The choice button with `text` (its name may end with the "Funciona melhor" tag). */
export const choiceButton = (text: string) =>
  choiceGroup().getByRole('button', { name: (name) => isChoice(name) && name.includes(text) });

/** Picks the right or a wrong choice of the scenario on screen, presses 'Continuar', waits 500 ms. */
export async function answer(user: User, number: number, correct: boolean) {
  const s = scenario(number);
  expect(screen.getByRole('heading', { level: 2, name: s.title })).toBeVisible();
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
/**
 * Waits for a notice with this title and text, and returns it. Notices wait their turn (one on
 * screen at a time), so with the fake clock the clock moves on until those before it have left.
 */
export async function findToast(title: string, text = '') {
  const find = () => toasts().find((toast) => toast.title === title && toast.text === text);
  for (let waited = 0; vi.isFakeTimers() && !find() && waited < 15_000; waited += 250) {
    await advance(250);
  }
  return waitFor(() => {
    const found = find();
    expect(found, `toast "${title}" / "${text}" in ${JSON.stringify(toasts())}`).toBeTruthy();
    return found!;
  });
}
/**
 * Sends each notice away with Escape as it shows (one at a time) and returns them in the order
 * shown. Escape, not a tap: a tap on a notice would take the focus off what the test checks.
 */
export async function dismissToasts(user: User): Promise<Toast[]> {
  const shown: Toast[] = [];
  for (let on = toasts(); on.length > 0; on = toasts()) {
    expect(on).toHaveLength(1);
    shown.push(...on);
    await user.keyboard('{Escape}');
  }
  return shown;
}

/** The text of the page's level-1 heading (the phase title on the phase page). */
export const phaseHeading = () => screen.getByRole('heading', { level: 1 }).textContent;

/** A card of the review list's "Cenários por fase" (a flagged one is also listed above it). */
export const reviewCard = (number: number) =>
  within(screen.getAllByText(scenario(number).title, { selector: 'h3' }).at(-1)!.closest('li')!);

/**
 * Reloads the page: a new app at `path`, with the session and the device's copy in
 * localStorage. The notices live in module state, which a real reload would start afresh.
 */
export function reload(
  app: { unmount: () => void },
  backend: Backend,
  options: RenderAppOptions = {},
  path = '/',
) {
  act(() => notify.clear());
  app.unmount();
  return renderApp(path, backend, options);
}

/**
 * The browser's speech synthesis, stubbed before the app mounts (the default engine reads it
 * then): `voices` are the device's languages. Undo it with vi.unstubAllGlobals().
 */
export function stubSpeech(voices: string[] = ['pt-BR']) {
  type Utterance = { text: string; lang: string; rate: number; onend?: () => void };
  const spoken: Utterance[] = [];
  let current: Utterance | undefined;
  const end = () => {
    const ending = current;
    current = undefined;
    ending?.onend?.();
  };
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      rate = 1;
      text: string;
      constructor(text: string) {
        this.text = text;
      }
    },
  );
  vi.stubGlobal('speechSynthesis', {
    getVoices: () =>
      voices.map((lang) => ({
        voiceURI: lang,
        name: lang,
        lang,
        localService: true,
        default: false,
      })),
    speak(utterance: Utterance) {
      current = utterance;
      spoken.push(utterance);
    },
    cancel: end,
    addEventListener() {},
    removeEventListener() {},
  });
  return { spoken, current: () => current, finish: () => act(end) };
}

/** The helpers that need the test file's backend, bound to it. */
export function journeyHelpers(backend: Backend) {
  /** Signs a learner in through /auth and waits for the home of a new learner. */
  async function signIn(options: RenderAppOptions = {}, email = EMAIL) {
    await backend.addUser(email, PASSWORD);
    return signInAs(options, email);
  }

  /**
   * Signs in an educator (docs/decisions/0029): an account made with an educator invitation code
   * the school's administrator made (docs/decisions/0071), which sign-up's metadata carries.
   */
  async function signInAsEducator(options: RenderAppOptions = {}, email = EMAIL) {
    const [made] = await backend.query<{ code: string }>(
      'select code from private.make_educator_invitation(null)',
    );
    await backend.addUser(email, PASSWORD, { role: 'educator', invitation: made!.code });
    // An educator lands on their classes (docs/decisions/0074).
    return signInAs(options, email, () =>
      screen.findByRole('heading', { name: 'Área do educador', level: 1 }),
    );
  }

  async function signInAs(
    options: RenderAppOptions,
    email: string,
    landed: () => Promise<HTMLElement> = () =>
      screen.findByRole('button', { name: 'Começar Prática' }),
  ) {
    const app = renderApp('/auth', backend, options);
    await app.user.click(await screen.findByLabelText('Email'));
    await app.user.paste(email);
    await app.user.click(screen.getByLabelText('Senha'));
    await app.user.paste(PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
    await landed();
    return app;
  }

  /** Signs in and opens phase 1 with 'Começar Prática'; fake timers from here on. */
  async function startPractice(options: RenderAppOptions = {}) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = await signIn(options);
    await app.user.click(screen.getByRole('button', { name: 'Começar Prática' }));
    await screen.findByRole('heading', { name: 'Fase 1: Fundamentos Sociais' });
    // The phase's heading can come before its first scenario (the phase's content is a chunk of
    // its own, still "Carregando..." on a busy machine): the practice has started once the
    // choices are on screen.
    await screen.findByRole('group', { name: CHOICE_GROUP }, { timeout: 10_000 });
    return app;
  }

  /** The stored progress row of the default learner (EMAIL). */
  const storedRow = () => backend.progressOf(EMAIL);

  /**
   * The default learner (EMAIL, signed up already) joins an educator's class '4º ano A', which was
   * given a phase or a skill (`target`), due on `dueOn` (a day, 'YYYY-MM-DD') or undated.
   */
  async function joinClassGiven(kind: 'phase' | 'skill', target: string, dueOn?: string) {
    const educator = await backend.addUser('prof@escola.com', 'segredo1');
    await backend.query(`update public.profiles set role = 'educator' where user_id = $1`, [
      educator,
    ]);
    const [made] = await backend.query<{ id: string }>(
      "insert into public.classes (name, educator_id) values ('4º ano A', $1) returning id",
      [educator],
    );
    const [me] = await backend.query<{ id: string }>('select id from auth.users where email = $1', [
      EMAIL,
    ]);
    await backend.query(
      `insert into public.class_members (class_id, user_id, display_name) values ($1, $2, 'Ana')`,
      [made!.id, me!.id],
    );
    await backend.query(
      `insert into public.class_assignments (class_id, kind, target, due_on)
       values ($1, $2, $3, $4)`,
      [made!.id, kind, target, dueOn ?? null],
    );
  }

  return { signIn, signInAsEducator, startPractice, storedRow, joinClassGiven };
}
