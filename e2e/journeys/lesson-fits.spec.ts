// The task first (docs/decisions/0008, 0062): on a 390×844 phone, the scenario's title, its
// description, its scene and all three choices are on screen without scrolling, for at least 98 of
// the 100 scenarios, in pt-BR and in English. The figure is printed and kept in
// artifacts/e2e/lesson-fit.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS } from '../harness/paths.ts';
import { expect, test } from '../fixtures.ts';
import { CONTENT } from '../support/content.ts';
import { giveAnswers, newEmail, openAddress, signUp } from '../support/learner.ts';

const PHONE = { width: 390, height: 844 };
const MINIMUM_FITTING = 98;

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test('on a phone the task and its scene fit above the fold for at least 98 of the 100 scenarios, in both languages', async ({
  page,
}) => {
  await signUp(page, newEmail('cabe-na-tela'));
  // Every phase open: the learner has answered all 100 (on another device).
  await giveAnswers(
    page,
    CONTENT['pt-BR'].scenarios.map((scenario) => ({ scenario: scenario.number, correct: true })),
  );
  await page.reload();
  const report: Record<string, { fitting: number; total: number; overflowing: number[] }> = {};

  for (const locale of ['pt-BR', 'en'] as const) {
    if (locale === 'en') await page.getByRole('button', { name: 'English' }).click();
    const overflowing: number[] = [];
    for (const scenario of CONTENT[locale].scenarios) {
      // Right after the reload the app may still be settling its first address: ask again.
      await expect(async () => {
        await openAddress(page, `/?phase=${scenario.stage}&scenario=${scenario.number}`);
        await expect(page.locator('.scenario__title')).toHaveText(scenario.title, {
          timeout: 3000,
        });
      }).toPass({ timeout: 30_000 });
      // The drawing, not the place held for it while its chunk loads.
      await expect(page.getByRole('img', { name: scenario.scene.alt })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      const bottom = await page.evaluate(() => {
        const parts = [
          document.querySelector('.scenario__title'),
          document.querySelector('.scenario__description'),
          document.querySelector('.scenario .scene'),
          ...Array.from(document.querySelectorAll('.choices .choice')),
        ];
        return Math.max(...parts.map((part) => part!.getBoundingClientRect().bottom));
      });
      if (bottom > PHONE.height) overflowing.push(scenario.number);
    }
    const total = CONTENT[locale].scenarios.length;
    report[locale] = { fitting: total - overflowing.length, total, overflowing };
  }

  mkdirSync(join(ARTIFACTS, 'e2e'), { recursive: true });
  writeFileSync(join(ARTIFACTS, 'e2e', 'lesson-fit.json'), `${JSON.stringify(report, null, 2)}\n`);
  for (const [locale, { fitting, total, overflowing }] of Object.entries(report)) {
    console.log(
      `Task above the fold at 390×844, ${locale}: ${fitting} of ${total} scenarios` +
        (overflowing.length > 0 ? ` (not: ${overflowing.join(', ')})` : ''),
    );
  }
  expect(report['pt-BR']!.fitting).toBeGreaterThanOrEqual(MINIMUM_FITTING);
  expect(report.en!.fitting).toBeGreaterThanOrEqual(MINIMUM_FITTING);
});
