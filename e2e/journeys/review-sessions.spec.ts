// Issue 26 §3, sessions with an end (docs/decisions/0023), at 390×844 and 1280×800: due reviews
// come in sets of at most 5, each ending on a closing card that says how many the learner
// remembered and what comes next; the review list shows the mistakes first, then the scenarios by
// phase: the current phase open, the others closed and listing only what was played (no spoilers).
// The answers are seeded as given days ago (support/learner.ts), so they are due today.
import { expect, test } from '../fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { CONTENT, scenarioByNumber, scenariosOfPhase } from '../support/content.ts';
import { answer, giveAnswers, newEmail, signUp, userIdOf } from '../support/learner.ts';
import { screenshot } from '../support/screenshots.ts';
import { SIZES } from '../support/sizes.ts';

for (const size of SIZES) {
  test.describe(`${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test('7 due: a set of 5, its closing card "Você lembrou de 4 de 5", then the last 2, then nothing today', async ({
      page,
      backend,
    }, testInfo) => {
      await signUp(page, newEmail(`rodadas-${size.name}`));
      await giveAnswers(
        page,
        [1, 2, 3, 4, 5, 6, 7].map((scenario) => ({ scenario, correct: scenario !== 4 })),
      );
      await page.reload();
      const due = page.getByRole('region', { name: 'Para revisar hoje' });
      await expect(
        due.getByText('7 cenários que você já praticou voltaram para você lembrar melhor.'),
      ).toBeVisible();
      await expect(due.getByText('Você revisa 5 de cada vez.')).toBeVisible();
      await expectAccessible(page, testInfo, `${size.name}-home-due-in-sets`);
      await screenshot(page, testInfo, `${size.name}-home-due-in-sets`, false);
      await due.getByRole('button', { name: 'Praticar agora' }).click();

      // The set: five scenarios, the third answered wrongly.
      const practised: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        await expect(page.locator('.lesson__mode')).toContainText(
          index < 4 ? `depois deste, mais ${4 - index}` : 'o último desta rodada',
        );
        practised.push(await answer(page, index !== 2));
        await page.getByRole('button', { name: 'Continuar' }).click();
        if (index < 4) {
          await expect(page.locator('.scenario__title')).not.toHaveText(
            scenarioByNumber(practised.at(-1)!).title,
          );
        }
      }
      // Not a sixth scenario: the set's closing card, in place of its last scenario.
      const heading = page.getByRole('heading', { level: 1, name: 'Você lembrou de 4 de 5' });
      await expect(heading).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`view=due&done=${practised.join(',')}$`));
      await expect(
        page.getByText(
          'Os que você não lembrou voltam amanhã, para tentar de novo. Cada revisão ajuda.',
        ),
      ).toBeVisible();
      await expect(page.getByText('Ainda tem 2 cenários para revisar hoje.')).toBeVisible();
      const more = page.getByRole('button', { name: 'Revisar mais 2' });
      await expect(more).toHaveClass(/button--primary/);
      await expect(page.locator('.button--primary')).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Voltar ao início' })).toBeVisible();
      await expectAccessible(page, testInfo, `${size.name}-due-set-end`);
      await screenshot(page, testInfo, `${size.name}-due-set-end`);
      // Every answer of the set is saved; a reload keeps the card and its tally.
      const userId = await userIdOf(page);
      await expect
        .poll(async () => {
          const row = await backend.progressRow(userId);
          const card = (number: number) => row?.review_schedule[number];
          return practised.filter((number) => Date.parse(card(number)?.due ?? '') > Date.now())
            .length;
        })
        .toBe(5);
      await page.reload();
      await expect(heading).toBeVisible();

      // The next set: the two left, both remembered; then nothing more today.
      await more.click();
      await expect(page.locator('.lesson__mode')).toContainText('depois deste, mais 1');
      const second = [await answer(page, true)];
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.locator('.scenario__title')).not.toHaveText(
        scenarioByNumber(second[0]!).title,
      );
      second.push(await answer(page, true));
      await page.getByRole('button', { name: 'Continuar' }).click();
      expect([...practised, ...second].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Você lembrou de 2 de 2' }),
      ).toBeFocused();
      await expect(
        page.getByText('Muito bem! Lembrar depois de alguns dias deixa a habilidade mais forte.'),
      ).toBeVisible();
      await expect(page.getByText(/^Por hoje é só! A próxima revisão é em .+\.$/)).toBeVisible();
      await expect(
        page.getByRole('button', { name: /^Continuar de onde parei Fase 1 · cenário 8 de 20$/ }),
      ).toHaveClass(/button--primary/);
      await expectAccessible(page, testInfo, `${size.name}-due-set-end-last`);
      await screenshot(page, testInfo, `${size.name}-due-set-end-last`);
      // The same card in English.
      await page.getByRole('button', { name: 'English' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'You remembered 2 of 2' }),
      ).toBeVisible();
      await expect(
        page.getByText(/^That is all for today! The next review is on .+\.$/),
      ).toBeVisible();
      await screenshot(page, testInfo, `${size.name}-due-set-end-last-en`);
      await page.getByRole('button', { name: 'Português' }).click();

      // Back home: nothing due today, the focus where the row began.
      await page.getByRole('button', { name: 'Voltar ao início' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByText(/^Nada para revisar hoje\. A próxima revisão é em/),
      ).toBeFocused();
    });

    test('review: mistakes first, then the current phase open and the others closed with their played scenarios only', async ({
      page,
    }, testInfo) => {
      await signUp(page, newEmail(`revisao-por-fase-${size.name}`));
      // Phase 1 played in full with 3 and 8 wrong; in phase 2, 21 right and 22 wrong.
      await giveAnswers(page, [
        ...scenariosOfPhase(1).map(({ number }) => ({
          scenario: number,
          correct: ![3, 8].includes(number),
        })),
        { scenario: 21, correct: true },
        { scenario: 22, correct: false },
      ]);
      await page.reload();
      await page.getByRole('button', { name: /^Revisar/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Modo de Revisão' })).toBeFocused();

      // The mistakes first.
      const todo = page.getByRole('region', { name: 'Cenários para revisar' });
      await expect(
        todo.getByText('Você errou 3 cenário(s). Pratique novamente para melhorar!'),
      ).toBeVisible();
      await expect(todo.getByRole('heading', { level: 3 })).toHaveText(
        [3, 8, 22].map((number) => scenarioByNumber(number).title),
      );
      // Then the scenarios by phase: the current phase (1, all played) open, phase 2 closed.
      const played = page.getByRole('heading', { level: 2, name: 'Cenários por fase' });
      await expect(played).toBeVisible();
      const groups = page.locator('details.review__phase');
      await expect(groups.locator('summary')).toHaveText([
        `Fase 1: ${CONTENT['pt-BR'].phases[0]!.name}20 cenários jogados`,
        `Fase 2: ${CONTENT['pt-BR'].phases[1]!.name}2 cenários jogados`,
      ]);
      await expect(groups.nth(0)).toHaveAttribute('open');
      await expect(groups.nth(1)).not.toHaveAttribute('open');
      // Outside the current phase, never a scenario not played yet: no spoiler, no 'Começar'.
      const body = page.locator('main');
      for (const number of [23, 24, 40, 41]) {
        await expect(body).not.toContainText(scenarioByNumber(number).title);
      }
      await expect(page.getByRole('button', { name: 'Começar', exact: true })).toHaveCount(0);
      await expectAccessible(page, testInfo, `${size.name}-review-grouped`);
      await screenshot(page, testInfo, `${size.name}-review-grouped`);

      // A phase opens from the keyboard: its played scenarios, each to practise again.
      await groups.nth(1).locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(groups.nth(1)).toHaveAttribute('open');
      const cards = groups.nth(1).getByRole('listitem');
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
        [21, 22].map((number) => scenarioByNumber(number).title),
      );
      await expect(cards.getByRole('button', { name: 'Praticar Novamente' })).toHaveCount(2);
      await expect(cards.nth(0).getByText('Completo', { exact: true })).toBeVisible();
      await expect(cards.nth(1).getByText('Revisar', { exact: true })).toBeVisible();
      await expectAccessible(page, testInfo, `${size.name}-review-phase-open`);
      await screenshot(page, testInfo, `${size.name}-review-phase-open`);

      // Practised from there, the list comes back with that phase open and the card focused.
      await cards.nth(1).getByRole('button', { name: 'Praticar Novamente' }).click();
      await expect(page.locator('.scenario__title')).toHaveText(scenarioByNumber(22).title);
      await answer(page, true);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Modo de Revisão' })).toBeVisible();
      // Picking a card selects its scenario in its phase: phase 2 is now the learner's current
      // phase, open; phase 1, finished, closed.
      await expect(groups.nth(1)).toHaveAttribute('open');
      await expect(groups.nth(0)).not.toHaveAttribute('open');
      await expect(
        groups
          .nth(1)
          .getByRole('listitem')
          .nth(1)
          .getByRole('button', { name: 'Praticar Novamente' }),
      ).toBeFocused();
    });
  });
}
