// What a learner does, in the words of the screen: roles and accessible names, the way a
// screen-reader user would find them.
import { expect, type Locator, type Page } from '@playwright/test';
import { recordAnswer } from '@ths/training/answer';
import { fsrsScheduler } from '@ths/training/fsrs';
import { emptyProgress } from '@ths/training/progress';
import { registerScheduler } from '@ths/training/scheduler';
import { scenarioByTitle } from './content.ts';

// The seeded answers get their review cards as the app computes them (ts-fsrs).
registerScheduler(fsrsScheduler);

export const PASSWORD = 'senha-segura';

let count = 0;
/** An address no other test in this run uses. */
export function newEmail(name: string): string {
  count += 1;
  return `${name}.${Date.now().toString(36)}.${count}@escola.com`;
}

/** Signs a new learner up; `authUrl` is absolute where the page has no baseURL (over CDP). */
export async function signUp(
  page: Page,
  email: string,
  password = PASSWORD,
  authUrl = '/auth',
): Promise<void> {
  await page.goto(authUrl);
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('button', { name: 'Começar Prática' })).toBeVisible();
}

/**
 * Signs up as an educator: a learner's sign-up, then in 'Minha conta' the educator invitation code
 * a school's administrator made with the service role (docs/decisions/0071).
 */
export async function signUpAsEducator(
  page: Page,
  backend: { educatorInvitation(): Promise<string> },
  email: string,
): Promise<void> {
  await signUp(page, email);
  const code = await backend.educatorInvitation();
  await page.getByRole('link', { name: 'Minha conta' }).click();
  await page.getByLabel('Código de convite de educador(a)').fill(code);
  await page.getByRole('button', { name: 'Usar o código' }).click();
  await expect(page.getByText('Pronto! Agora a Área do educador aparece no início.')).toBeVisible();
  await page.getByRole('button', { name: /Voltar/ }).click();
  await expect(page.getByRole('link', { name: 'Área do educador' })).toBeVisible();
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** The title of the scenario on screen. */
export async function currentTitle(page: Page): Promise<string> {
  return (await page.locator('.scenario__title').textContent()) ?? '';
}

/**
 * Picks the right or a wrong answer of the scenario on screen, by its text in the content, and
 * waits for the feedback. Returns the scenario's number.
 */
export async function answer(page: Page, correct: boolean): Promise<number> {
  const scenario = scenarioByTitle(await currentTitle(page));
  const choice = scenario.choices.find((candidate) => candidate.isCorrect === correct);
  if (!choice)
    throw new Error(`Scenario ${scenario.number} has no ${correct ? 'right' : 'wrong'} answer.`);
  const choices = page.getByRole('group', { name: 'Escolha uma resposta' });
  await choices.getByRole('button', { name: choice.text }).click();
  await expect(
    page.getByRole('heading', { name: correct ? 'Ótima escolha!' : 'Vamos aprender juntos!' }),
  ).toBeVisible();
  return scenario.number;
}

/** Continue, then wait until the next scenario's title is on screen. */
export async function continueToNext(page: Page): Promise<void> {
  const before = await currentTitle(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.locator('.scenario__title')).not.toHaveText(before);
}

/** The signed-in learner's id, as supabase-js keeps the session in localStorage. */
export async function userIdOf(page: Page): Promise<string> {
  const id = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name));
    const session = key
      ? (JSON.parse(localStorage.getItem(key) ?? 'null') as { user?: { id?: string } } | null)
      : null;
    return session?.user?.id ?? null;
  });
  if (!id) throw new Error('No signed-in learner in this page.');
  return id;
}

/**
 * Waits until every animation or transition that ends has ended, so axe and screenshots see the
 * final colours (a loading spinner turns forever and is left alone).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** The notice on screen (the app shows one at a time) holding `text`. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-toast]').filter({ hasText: text });
}

/** Every notice on screen: never more than one. */
export function toasts(page: Page): Locator {
  return page.locator('[data-toast]');
}

/** The progress line of the phase page, for example 'Progresso: 3 de 20 cenários'. */
export async function expectProgress(page: Page, completed: number, total = 20): Promise<void> {
  await expect(page.getByText(`Progresso: ${completed} de ${total} cenários`)).toBeVisible();
}

/**
 * Gives the signed-in learner these answers, as a device would after answering offline: its
 * copy in localStorage, not yet sent. The next load merges it and saves it (decision 0004).
 */
export async function giveAnswers(
  page: Page,
  answers: { scenario: number; correct: boolean }[],
): Promise<void> {
  const userId = await userIdOf(page);
  const start = Date.parse('2026-11-20T10:00:00.000Z');
  const progress = answers.reduce(
    (state, answer, index) =>
      recordAnswer(state, { ...answer, at: new Date(start + index * 60_000).toISOString() }),
    emptyProgress(),
  );
  const value = JSON.stringify({ progress, unsent: true });
  await page.evaluate(
    ([key, stored]) => localStorage.setItem(key!, stored!),
    [`ths:progress:${userId}`, value],
  );
}

/** Moves the app to `address` as a link inside it would (no page load). */
export async function openAddress(page: Page, address: string): Promise<void> {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

type NoticeChanges = { at: number; shown: boolean }[];
/** What watchNotice keeps in the page. */
type Watched = { noticeWatch: { start: number; changes: NoticeChanges } };

/**
 * Starts watching the notice holding `text`, from now on: each moment it comes on screen or
 * leaves, in milliseconds since this call. The page must stay loaded (moves inside the app only).
 */
export async function watchNotice(page: Page, text: string): Promise<void> {
  await page.evaluate((wanted) => {
    const start = performance.now();
    const shown = () =>
      Array.from(document.querySelectorAll('[data-toast]')).some((notice) =>
        notice.textContent?.includes(wanted),
      );
    let last = shown();
    const changes: NoticeChanges = [{ at: 0, shown: last }];
    new MutationObserver(() => {
      if (shown() === last) return;
      last = !last;
      changes.push({ at: Math.round(performance.now() - start), shown: last });
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
    (window as unknown as Watched).noticeWatch = { start, changes };
  }, text);
}

/**
 * Waits until `ms` have passed since watchNotice, then says how long the notice stayed on screen
 * from the first time it came: `came` and `left` in ms since the watch began (left null: still
 * there), and every change seen, for the failure message.
 */
export async function noticeStay(
  page: Page,
  ms: number,
): Promise<{ came: number | null; left: number | null; changes: NoticeChanges }> {
  await page.waitForFunction(
    (wait) => performance.now() - (window as unknown as Watched).noticeWatch.start >= wait,
    ms,
  );
  const changes = await page.evaluate(() => (window as unknown as Watched).noticeWatch.changes);
  const came = changes.find((change) => change.shown)?.at ?? null;
  const left =
    came === null
      ? null
      : (changes.find((change) => !change.shown && change.at > came)?.at ?? null);
  return { came, left, changes };
}
