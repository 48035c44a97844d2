// Issue 26 §6, moments: a right answer and a finished phase are celebrated once. The mascot
// cheers with a short burst of sparkles (docs/decisions/0026-moments.md); the specification's
// 'Parabéns!' comes once, as the toast after 'Continuar', never in the feedback panel. Under
// prefers-reduced-motion nothing moves: no burst, no hop. At a phone's and a laptop's size.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { CONTENT, scenariosOfPhase } from '../support/content.ts';
import { answer, giveAnswers, newEmail, openAddress, signUp, toast } from '../support/learner.ts';
import { screenshot } from '../support/screenshots.ts';

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1280, height: 800 } },
};

const burst = (page: Page) => page.locator('[data-celebration]');
const panelMascot = (page: Page) => page.locator('.feedback .mascot--cheer');

/** The animations running on the panel's mascot and anything inside the panel's head. */
function animationsOnMascot(page: Page): Promise<number> {
  return page.evaluate(() => {
    const mascot = document.querySelector('.feedback .mascot');
    return mascot ? mascot.getAnimations({ subtree: true }).length : -1;
  });
}

for (const [size, use] of Object.entries(SIZES)) {
  test.describe(`at a ${size}'s size`, () => {
    test.use(use);

    test('a right answer: the mascot cheers with a burst, and "Parabéns!" comes once, after Continuar', async ({
      page,
    }, testInfo) => {
      await signUp(page, newEmail(`momento-${size}`));
      await page.getByRole('button', { name: 'Começar Prática' }).click();
      await answer(page, true);
      await expect(panelMascot(page)).toBeVisible();
      await expect(burst(page)).toBeAttached();
      // The burst is decoration: hidden from screen readers, and the focus stays on the panel.
      await expect(burst(page)).toHaveAttribute('aria-hidden', 'true');
      await expect(page.getByRole('heading', { name: 'Ótima escolha!' })).toBeFocused();
      await expect(page.getByText(/Parabéns/)).toHaveCount(0);
      // The burst in flight, for people to look at (screenshot() waits for it to end).
      await page
        .locator('.feedback__head')
        .screenshot({ path: testInfo.outputPath(`burst-${size}.png`), animations: 'allow' });
      await screenshot(page, testInfo, `moment-right-answer-${size}`, false);
      // It ends by itself within 1.5 s.
      await expect(burst(page)).toHaveCount(0, { timeout: 1600 });
      await expectAccessible(page, testInfo, `moment-right-answer-${size}`);

      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(toast(page, 'Parabéns!')).toBeVisible();
      await expect(page.getByText(/Parabéns/)).toHaveCount(1);
    });

    test('any key skips the burst, and it does not take the focus', async ({ page }) => {
      await signUp(page, newEmail(`momento-tecla-${size}`));
      await page.getByRole('button', { name: 'Começar Prática' }).click();
      await answer(page, true);
      await expect(burst(page)).toBeAttached();
      await page.keyboard.press('Tab');
      // At once, well before the 1.5 s after which it would end by itself.
      await expect(burst(page)).toHaveCount(0, { timeout: 300 });
      // Tab went on as usual: from the panel's heading to the panel's next control.
      await expect(page.locator('.feedback :focus')).toHaveCount(1);
    });

    test('under reduced motion a right answer has no burst and nothing moves', async ({
      page,
    }, testInfo) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signUp(page, newEmail(`momento-calmo-${size}`));
      await page.getByRole('button', { name: 'Começar Prática' }).click();
      await answer(page, true);
      await expect(panelMascot(page)).toBeVisible();
      // Give a burst the time it would need to arrive.
      await page.waitForTimeout(500);
      await expect(burst(page)).toHaveCount(0);
      expect(await animationsOnMascot(page)).toBe(0);
      await expectAccessible(page, testInfo, `moment-reduced-motion-${size}`);
    });

    test('a finished phase: the mascot cheers and the screen says what comes next', async ({
      page,
    }, testInfo) => {
      await signUp(page, newEmail(`fase-feita-${size}`));
      const phase1 = scenariosOfPhase(1);
      const last = phase1.at(-1)!;
      await giveAnswers(
        page,
        phase1.slice(0, -1).map((scenario) => ({ scenario: scenario.number, correct: true })),
      );
      await page.reload();
      await expect(page.getByRole('button', { name: /Continuar/ }).first()).toBeVisible();
      await openAddress(page, `/?phase=1&scenario=${last.number}`);
      await expect(page.locator('.scenario__title')).toHaveText(last.title);
      await answer(page, true);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(
        page.getByRole('heading', { name: 'Parabéns! Você completou a Fase 1!' }),
      ).toBeVisible();
      await expect(page.locator('.complete .mascot--cheer')).toBeVisible();
      await expect(burst(page).first()).toBeAttached();
      const next = CONTENT['pt-BR'].phases.find((phase) => phase.number === 2)!;
      await expect(page.getByTestId('complete-next')).toHaveText(
        `A seguir: Fase 2, ${next.name}. Ela já está aberta para você.`,
      );
      await screenshot(page, testInfo, `moment-phase-complete-${size}`, false);
      await expectAccessible(page, testInfo, `moment-phase-complete-${size}`);
    });
  });
}
