// Issue 39 item 5, a week that shows (docs/decisions/0076): the learner sets a weekly goal of days
// in 'Minha semana', practises, sees the row fill (days not practised just empty, never red), meets
// the goal and sees its celebration once that week; the goal follows the learner to a second
// device. The browser's clock is held on a Thursday in São Paulo, so the week has days before
// today. At 390×844 and 1280×800, axe on each state, screenshots in artifacts/screenshots/.
import type { Page } from '@playwright/test';
import { recordAnswer } from '@ths/training/answer';
import { emptyProgress } from '@ths/training/progress';
import { expect, test } from '../fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { answer, continueToNext, newEmail, signIn, signUp, userIdOf } from '../support/learner.ts';
import { screenshot } from '../support/screenshots.ts';
import { SIZES } from '../support/sizes.ts';

// Thursday 2026-11-26, 15:00 in São Paulo; that week began on Monday 2026-11-23.
const THURSDAY = new Date('2026-11-26T15:00:00-03:00');
const MONDAY_ANSWER = '2026-11-23T14:00:00.000Z';

/** Scenario 1 answered on Monday, on another device: kept on this one, to be sent. */
async function practisedOnMonday(page: Page): Promise<void> {
  const userId = await userIdOf(page);
  const progress = recordAnswer(emptyProgress(), { scenario: 1, correct: true, at: MONDAY_ANSWER });
  await page.evaluate(
    ([key, stored]) => localStorage.setItem(key!, stored!),
    [`ths:progress:${userId}`, JSON.stringify({ progress, unsent: true })],
  );
}

/** The row's days, Monday to Sunday: whether each is filled. */
async function filledDays(page: Page): Promise<boolean[]> {
  return page
    .locator('.week-goal__day')
    .evaluateAll((days) => days.map((day) => day.classList.contains('week-goal__day--done')));
}

for (const size of SIZES) {
  test.describe(`${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({
      viewport: size.viewport,
      isMobile: size.isMobile,
      hasTouch: size.hasTouch,
      timezoneId: 'America/Sao_Paulo',
    });

    test('set the goal, practise, see the row fill, meet the goal and its celebration once; the goal on a second device', async ({
      page,
      browser,
      consoleErrors,
    }, testInfo) => {
      await page.clock.setFixedTime(THURSDAY);
      const email = newEmail(`meta-semana-${size.name}`);
      await signUp(page, email);
      await practisedOnMonday(page);
      await page.reload();

      const week = page.getByRole('region', { name: 'Minha semana' });
      await expect(week.getByText('1 de 3 dias nesta semana')).toBeVisible();
      expect(await filledDays(page)).toEqual([true, false, false, false, false, false, false]);
      // Calm: the primary action stays above the fold, the row under it; no red, no loss words.
      const primary = page.getByRole('button', { name: /^Continuar de onde parei/ });
      const box = (await primary.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(size.viewport.height);
      expect((await week.boundingBox())!.y).toBeGreaterThan(box.y);
      await expect(week).not.toContainText(/perdeu|perdido|falhou/i);
      const emptyDot = await page
        .locator('.week-goal__day:not(.week-goal__day--done) .week-goal__dot')
        .first()
        .evaluate((dot) => getComputedStyle(dot).backgroundColor);
      expect(emptyDot).not.toMatch(/rgb\((1[5-9]\d|2\d\d), ([0-9]|[1-6]\d), ([0-9]|[1-6]\d)\)/);
      await screenshot(page, testInfo, `weekly-goal-home-${size.name}`, false);
      await expectAccessible(page, testInfo, `weekly-goal-home-${size.name}`);

      // The goal is chosen in one place: 'Mudar meta', then 2 days.
      await week.getByRole('button', { name: 'Mudar meta' }).click();
      const choices = week.getByRole('group', {
        name: 'Quantos dias por semana você quer praticar?',
      });
      await expect(choices.getByRole('button', { name: '3 dias' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await screenshot(page, testInfo, `weekly-goal-choose-${size.name}`, false);
      await expectAccessible(page, testInfo, `weekly-goal-choose-${size.name}`);
      await choices.getByRole('button', { name: '2 dias' }).click();
      await expect(choices).toHaveCount(0);
      await expect(week.getByRole('button', { name: 'Mudar meta' })).toBeFocused();
      await expect(week.getByText('1 de 2 dias nesta semana')).toBeVisible();

      // Practise today: the row fills Thursday and the goal is met.
      await primary.click();
      await answer(page, true);
      await continueToNext(page);
      await page.getByRole('button', { name: 'Início' }).click();
      const celebration = page.getByRole('dialog', { name: 'Você cumpriu sua meta da semana!' });
      await expect(celebration).toBeVisible();
      await expect(celebration).toContainText('Você praticou em 2 dias nesta semana.');
      const goOn = celebration.getByRole('button', { name: 'Continuar' });
      await expect(goOn).toBeFocused();
      await screenshot(page, testInfo, `weekly-goal-celebration-${size.name}`, false);
      await expectAccessible(page, testInfo, `weekly-goal-celebration-${size.name}`);
      await goOn.click();
      await expect(celebration).toHaveCount(0);
      await expect(week.getByText('2 de 2 dias nesta semana')).toBeVisible();
      await expect(week.getByText('Meta da semana feita!')).toBeVisible();
      expect(await filledDays(page)).toEqual([true, false, false, true, false, false, false]);
      await screenshot(page, testInfo, `weekly-goal-met-${size.name}`, false);
      await expectAccessible(page, testInfo, `weekly-goal-met-${size.name}`);

      // Once a week: not again after another answer, nor after a reload.
      await primary.click();
      await answer(page, true);
      await continueToNext(page);
      await page.getByRole('button', { name: 'Início' }).click();
      await expect(week.getByText('2 de 2 dias nesta semana')).toBeVisible();
      await expect(celebration).toHaveCount(0);
      await page.reload();
      await expect(week.getByText('2 de 2 dias nesta semana')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // A second device: the goal and the days follow the learner.
      const other = await browser.newContext({
        viewport: size.viewport,
        isMobile: size.isMobile,
        hasTouch: size.hasTouch,
        timezoneId: 'America/Sao_Paulo',
        locale: 'pt-BR',
      });
      consoleErrors.watch(other);
      const second = await other.newPage();
      await second.clock.setFixedTime(THURSDAY);
      await signIn(second, email);
      const secondWeek = second.getByRole('region', { name: 'Minha semana' });
      await expect(secondWeek.getByText(/^2 de 2 dias nesta semana/)).toBeVisible();
      await other.close();
    });
  });
}
