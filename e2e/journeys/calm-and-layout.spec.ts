// Issue 26, items 1-2 (docs/decisions/0022): calm states and layout at the moments that matter,
// on a 390×844 phone and a 1280×800 laptop. The better answer is never squeezed by its tag, a new
// view and the next scenario open at the top, answers kept on the device offline get a calm chip
// and no red notice, and a new phase is "not started" rather than a zero grade.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import {
  answer,
  continueToNext,
  giveAnswers,
  newEmail,
  signUp,
  toast,
} from '../support/learner.ts';
import { screenshot } from '../support/screenshots.ts';
import { SIZES } from '../support/sizes.ts';

/** The element's box lies wholly inside the viewport. */
async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });
}

/** The page as far down as it goes: where a learner who read the feedback to its end is. */
async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
  );
}

for (const size of SIZES) {
  test.describe(`at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test(`${size.name}: the better answer keeps at least half the width, and the next scenario opens at the top`, async ({
      page,
    }, testInfo) => {
      await signUp(page, newEmail(`calmo-${size.name}`));
      await page.getByRole('button', { name: 'Começar Prática' }).click();
      for (let step = 0; step < 3; step += 1) {
        await answer(page, false);
        const widths = await page.evaluate(() => ({
          text: document.querySelector('.choice--better .choice__text')!.getBoundingClientRect()
            .width,
          choices: document.querySelector('.choices')!.getBoundingClientRect().width,
        }));
        expect(widths.text, JSON.stringify(widths)).toBeGreaterThanOrEqual(widths.choices / 2);
        if (step === 0) {
          await screenshot(page, testInfo, `${size.name}-calm-better-answer`, false);
          await expectAccessible(page, testInfo, `${size.name}-calm-better-answer`);
        }
        await scrollToEnd(page);
        await continueToNext(page);
        // The page goes to the top and the title takes the focus in an effect after the new card
        // is drawn. In the clean-clone CI run at 1280×800 the title had the focus while the page
        // was still at the old scroll position, and at the top a moment later (the screenshot on
        // failure): so the position is awaited, as the focus is.
        await expect(page.locator('.scenario__title')).toBeFocused();
        await expect.poll(() => inViewport(page, '.scenario__title')).toBe(true);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      }
    });

    test(`${size.name}: the phase-complete heading is on screen, a new phase has not started, and a fix shows as corrected`, async ({
      page,
    }, testInfo) => {
      await signUp(page, newEmail(`fase-${size.name}`));
      // 19 of phase 1 answered on this device, 4 of them wrong at first.
      await giveAnswers(
        page,
        Array.from({ length: 19 }, (_, index) => ({ scenario: index + 1, correct: index >= 4 })),
      );
      await page.reload();
      await page.getByRole('button', { name: 'Continuar de onde parei' }).click();
      await answer(page, false);
      await scrollToEnd(page);
      await page.getByRole('button', { name: 'Continuar' }).click();
      const heading = page.getByRole('heading', { name: 'Parabéns! Você completou a Fase 1!' });
      await expect(heading).toBeFocused();
      expect(await inViewport(page, '#complete-heading')).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByText('75% de acertos')).toBeVisible();
      await expect(page.getByText('15 de 20 de primeira', { exact: true })).toBeVisible();
      await screenshot(page, testInfo, `${size.name}-calm-phase-complete`, false);

      await page.getByRole('button', { name: 'Próxima Fase' }).click();
      await expect(page.getByRole('heading', { name: /^Fase 2:/ })).toBeVisible();
      await expect(page.getByText('Ainda sem respostas nesta fase')).toBeVisible();
      // The specification's string stays, in regular grey: no answers yet, not a zero grade.
      const zero = page.getByText('0% de acertos', { exact: true });
      await expect(zero).toBeVisible();
      expect(await zero.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('400');
      await screenshot(page, testInfo, `${size.name}-calm-new-phase`, false);
      await expectAccessible(page, testInfo, `${size.name}-calm-new-phase`);
    });

    test(`${size.name}: offline, the answers wait under a calm chip and no red notice`, async ({
      context,
      page,
      consoleErrors,
    }, testInfo) => {
      consoleErrors.allow(
        /Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch|Saving progress failed/,
      );
      await signUp(page, newEmail(`offline-${size.name}`));
      await page.getByRole('button', { name: 'Começar Prática' }).click();
      await answer(page, true);
      await continueToNext(page);
      const chip = page.getByText('Sem internet · suas respostas ficam guardadas aqui');
      await expect(chip).toHaveCount(0);

      await context.setOffline(true);
      // 'Continuar' records the answer and saves it.
      await answer(page, false);
      await continueToNext(page);
      await expect(chip).toBeVisible();
      await answer(page, true);
      await continueToNext(page);
      await expect(chip).toBeVisible();
      // The save failed and was retried (1 s, then 2 s): still calm.
      await page.waitForTimeout(3_500);
      await expect(toast(page, 'Erro ao salvar progresso')).toHaveCount(0);
      await expect(page.locator('[data-toast]').filter({ hasText: /Erro|salvar/ })).toHaveCount(0);
      await screenshot(page, testInfo, `${size.name}-calm-offline-chip`, false);
      await expectAccessible(page, testInfo, `${size.name}-calm-offline-chip`);

      await context.setOffline(false);
      await expect(chip).toHaveCount(0, { timeout: 15_000 });
      await expect(toast(page, 'Erro ao salvar progresso')).toHaveCount(0);
    });
  });
}
