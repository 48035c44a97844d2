// Issue 26 §1, calm states (docs/decisions/0022), at a phone and a laptop size: the better answer
// keeps its room beside the 'Funciona melhor' tag, the next scenario and the phase-complete view
// open at the top of the page, and answers kept on the device while offline bring a calm chip,
// never the red save error.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { scenariosOfPhase } from '../support/content.ts';
import {
  answer,
  continueToNext,
  giveAnswers,
  newEmail,
  openAddress,
  signUp,
  toast,
} from '../support/learner.ts';
import { screenshot } from '../support/screenshots.ts';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
];

const CHIP = 'Sem internet · suas respostas ficam guardadas aqui';

/** The learner has read down to the end of the feedback before going on. */
const scrollToBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));

/** The element's whole box is inside the window, and the page is at its top. */
async function expectAtTop(page: Page, selector: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const box = await page.locator(selector).boundingBox();
  const height = page.viewportSize()!.height;
  expect(box, `${selector} is laid out`).not.toBeNull();
  expect(box!.y, `${selector} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${selector} ends inside the window`).toBeLessThanOrEqual(height);
}

for (const size of SIZES) {
  test.describe(`at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test('the better answer keeps at least half the width, and each next scenario opens at the top', async ({
      page,
    }, testInfo) => {
      await signUp(page, newEmail(`em-cima-${size.name}`));
      await page.getByRole('button', { name: 'Começar Prática' }).click();
      for (const correct of [false, true, false]) {
        await answer(page, correct);
        if (!correct) {
          const text = await page.locator('.choice--better .choice__text').boundingBox();
          const choices = await page.locator('.choices').boundingBox();
          expect(text!.width, 'the better answer is not squeezed by its tag').toBeGreaterThanOrEqual(
            choices!.width / 2,
          );
          await expect(page.locator('.choice--better .choice__tag')).toHaveText('Funciona melhor');
        }
        await scrollToBottom(page);
        await continueToNext(page);
        await expectAtTop(page, '.scenario__title');
        await expect(page.locator('.scenario__title')).toBeFocused();
      }
      await answer(page, false);
      await screenshot(page, testInfo, `${size.name}-better-answer`, false);
      await expectAccessible(page, testInfo, `${size.name}-better-answer`);
    });

    test('the phase-complete view opens with its heading on screen', async ({ page }, testInfo) => {
      await signUp(page, newEmail(`fase-feita-${size.name}`));
      const phase = scenariosOfPhase(1);
      const last = phase.at(-1)!;
      // 19 of phase 1 answered on another device, the last one left.
      await giveAnswers(
        page,
        phase.slice(0, -1).map((scenario, index) => ({
          scenario: scenario.number,
          correct: index % 4 !== 0,
        })),
      );
      await page.reload();
      await openAddress(page, `/?phase=1&scenario=${last.number}`);
      await expect(page.locator('.scenario__title')).toHaveText(last.title);
      await answer(page, false);
      await scrollToBottom(page);
      await page.getByRole('button', { name: 'Continuar' }).click();
      const heading = page.getByRole('heading', { name: 'Parabéns! Você completou a Fase 1!' });
      await expect(heading).toBeFocused();
      await expectAtTop(page, '#complete-heading');
      await screenshot(page, testInfo, `${size.name}-phase-complete-top`, false);
    });

    test('offline, the answers kept on the device bring a calm chip and no red notice, on every view', async ({
      context,
      page,
      consoleErrors,
    }, testInfo) => {
      consoleErrors.allow(
        /Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch|Saving progress failed/,
      );
      await signUp(page, newEmail(`sem-internet-${size.name}`));
      await page.getByRole('button', { name: 'Começar Prática' }).click();
      await answer(page, true);
      await continueToNext(page);

      await context.setOffline(true);
      try {
        for (const correct of [false, true]) {
          await answer(page, correct);
          await continueToNext(page);
        }
        const chip = page.getByRole('status').filter({ hasText: CHIP });
        await expect(chip).toBeVisible();
        await expect(toast(page, 'Erro ao salvar progresso')).toHaveCount(0);
        await expect(page.locator('[data-toast="error"]')).toHaveCount(0);
        await screenshot(page, testInfo, `${size.name}-offline-chip`, false);
        await expectAccessible(page, testInfo, `${size.name}-offline-chip`);

        // Another view loads: still calm, the chip still says why.
        await openAddress(page, '/?view=achievements');
        await expect(page.getByRole('heading', { name: 'Conquistas' })).toBeVisible();
        await expect(chip).toBeVisible();
        await expect(page.locator('[data-toast="error"]')).toHaveCount(0);
        await expectAccessible(page, testInfo, `${size.name}-offline-chip-achievements`);
      } finally {
        await context.setOffline(false);
      }
      // Back online, the answers go out and the chip leaves.
      await expect(page.getByText(CHIP)).toHaveCount(0, { timeout: 45_000 });
      await expect(page.locator('[data-toast="error"]')).toHaveCount(0);
    });
  });
}
