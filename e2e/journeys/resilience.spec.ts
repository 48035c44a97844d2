// Progress is never lost: answers given while the backend is down reach the database once it
// is back, each once; two tabs, and two devices, answering different scenarios both persist.
import type { Page } from '@playwright/test';
import type { LocalBackend } from '../harness/local-backend.ts';
import { expect, test } from '../fixtures.ts';
import { scenarioByNumber, scenariosOfPhase } from '../support/content.ts';
import {
  answer,
  continueToNext,
  expectProgress,
  newEmail,
  openAddress,
  signIn,
  signUp,
  toast,
  userIdOf,
} from '../support/learner.ts';
import { savesOf, storedScenarios } from '../support/saves.ts';

/**
 * Opens scenario `number` of phase 1 by its address, as a link inside the app would (the page
 * keeps what it read before), and answers it. Review lists only what was answered (decision
 * 0068): a scenario not played yet is reached by its address, not from the review list.
 */
async function answerByAddress(page: Page, number: number, correct: boolean): Promise<void> {
  const { title } = scenarioByNumber(number);
  await openAddress(page, `/?phase=1&scenario=${number}`);
  await expect(page.locator('.scenario__title')).toHaveText(title);
  await answer(page, correct);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.locator('.scenario__title')).not.toHaveText(title);
}

test('answers given while the backend is stopped are saved once it is back, each once', async ({
  page,
  backend,
  consoleErrors,
}) => {
  consoleErrors.allow(
    /Failed to load resource|ERR_CONNECTION_REFUSED|Failed to fetch|Saving progress failed|Reading progress failed/,
  );
  await signUp(page, newEmail('sem-rede'));
  const userId = await userIdOf(page);
  await page.getByRole('button', { name: 'Começar Prática' }).click();
  const first = await answer(page, true);
  await continueToNext(page);
  await expect.poll(() => storedScenarios(backend, userId)).toEqual([first]);

  await backend.stop();
  const offline: number[] = [];
  for (const correct of [true, false, true]) {
    offline.push(await answer(page, correct));
    await continueToNext(page);
  }
  await expectProgress(page, 4);
  // The answers wait on the device: a calm chip, no red notice (docs/decisions/0022).
  await expect(page.getByText('Sem internet · suas respostas ficam guardadas aqui')).toBeVisible();
  await expect(toast(page, 'Erro ao salvar progresso')).toHaveCount(0);

  // A new visit while the backend is still down: the device's copy keeps everything.
  await page.goto('/');
  await page.getByRole('button', { name: 'Continuar de onde parei' }).click();
  await expectProgress(page, 4);
  expect(await storedScenariosOrDown(backend, userId)).toBeNull();

  const saves = savesOf(page, backend);
  await backend.start();
  const expected = [first, ...offline].toSorted((a, b) => a - b);
  // The outbox retries on its own schedule (1, 2, 5, 10, 30 s).
  await expect.poll(() => storedScenarios(backend, userId), { timeout: 45_000 }).toEqual(expected);
  const row = await backend.progressRow(userId);
  expect(row?.correct_answers).toBe(3);
  expect(row?.incorrect_scenarios).toEqual([offline[1]]);
  expect(Object.keys(row?.scenario_results ?? {})).toHaveLength(4);
  // Sent once: nothing is queued any more, so nothing more goes out.
  await page.waitForTimeout(3000);
  expect(saves.count).toBe(1);

  await page.goto('/');
  await page.getByRole('button', { name: 'Continuar de onde parei' }).click();
  await expectProgress(page, 4);
  await expect(page.getByText('75% de acertos')).toBeVisible();
});

/** null while the backend is down (the point: nothing could be stored). */
async function storedScenariosOrDown(
  backend: LocalBackend,
  userId: string,
): Promise<number[] | null> {
  try {
    return await storedScenarios(backend, userId);
  } catch {
    return null;
  }
}

/**
 * Two pages of one learner, both on the welcome: the first answers the first scenario of
 * phase 1, the second the `practised`-th, opened by its address. Both answers must be stored,
 * and each page, reloaded, shows both.
 */
async function answerDifferentScenarios(
  first: Page,
  second: Page,
  practised: number,
  check: { backend: LocalBackend; userId: string },
): Promise<void> {
  await first.getByRole('button', { name: 'Começar Prática' }).click();
  const one = await answer(first, true);
  await first.getByRole('button', { name: 'Continuar' }).click();
  const other = scenariosOfPhase(1)[practised - 1]!.number;
  await answerByAddress(second, other, false);

  // Each page sent its whole state; the database merged them instead of keeping the last.
  await expect
    .poll(() => storedScenarios(check.backend, check.userId))
    .toEqual([one, other].toSorted((a, b) => a - b));
  for (const page of [first, second]) {
    await page.goto('/');
    await page.getByRole('button', { name: 'Continuar de onde parei' }).click();
    await expectProgress(page, 2);
  }
}

test('two tabs answering different scenarios both persist', async ({ context, page, backend }) => {
  await signUp(page, newEmail('duas-abas'));
  const tab = await context.newPage();
  await tab.goto('/');
  await expect(tab.getByRole('button', { name: 'Começar Prática' })).toBeVisible();
  await answerDifferentScenarios(page, tab, 5, { backend, userId: await userIdOf(page) });
});

test('two devices of one learner answering different scenarios both persist', async ({
  browser,
  page,
  backend,
  consoleErrors,
}) => {
  const email = newEmail('dois-aparelhos');
  await signUp(page, email);
  const otherDevice = await browser.newContext({ locale: 'pt-BR' });
  consoleErrors.watch(otherDevice);
  const phone = await otherDevice.newPage();
  await signIn(phone, email);
  await expect(phone.getByRole('button', { name: 'Começar Prática' })).toBeVisible();
  await answerDifferentScenarios(page, phone, 3, { backend, userId: await userIdOf(page) });
  await otherDevice.close();
});
