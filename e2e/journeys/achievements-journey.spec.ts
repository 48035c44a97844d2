// Issue 26 §5, motivation across the journey (docs/decisions/0025): the achievements list counts
// the achievements authored as content (the seven of the specification and one per phase, days
// practised and mistakes corrected); a finished phase is one; 'Perfeccionista' after a first-try
// mistake shows a kind word, never a counter. At 390×844 and 1280×800; axe on the list.
import { expect, test } from '../fixtures.ts';
import { CONTENT } from '../support/content.ts';
import { expectAccessible } from '../support/axe.ts';
import { giveAnswers, newEmail, signUp } from '../support/learner.ts';

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1280, height: 800 } },
} as const;
const TOTAL = CONTENT['pt-BR'].achievements.length;

for (const [size, use] of Object.entries(SIZES)) {
  test.describe(`at ${use.viewport.width}×${use.viewport.height}`, () => {
    test.use(use);

    test(`phase 1 finished with a mistake: 'Fase 1 Completa' earned, 'Perfeccionista' said kindly (${size})`, async ({
      page,
    }, testInfo) => {
      // The seven of the specification and those added as content (docs/decisions/0025).
      expect(TOTAL).toBeGreaterThan(7);
      await signUp(page, newEmail(`conquistas-${size}`));
      // All of phase 1 answered on another device, scenario 4 wrong the first time.
      await giveAnswers(
        page,
        Array.from({ length: 20 }, (_, index) => ({
          scenario: index + 1,
          correct: index + 1 !== 4,
        })),
      );
      await page.reload();
      // The achievements are checked after the next change: the first answer of phase 2.
      await page.getByRole('button', { name: /^Continuar de onde parei/ }).click();
      await page
        .getByRole('group', { name: 'Escolha uma resposta' })
        .getByRole('button')
        .first()
        .click();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByRole('button', { name: new RegExp(`^Conquistas \\d+/${TOTAL}$`) }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Conquistas' })).toBeVisible();
      await expect(page.getByText(new RegExp(`^\\d+ de ${TOTAL} desbloqueadas$`))).toBeVisible();

      const card = (title: string) =>
        page.getByRole('listitem').filter({
          has: page.getByRole('heading', { level: 2, name: title }),
        });
      await expect(card('Fase 1 Completa').getByText('Conquistado')).toBeVisible();
      await expect(card('Fase 2 Completa')).toHaveClass(/achievement--locked/);
      await expect(card('Fase 2 Completa').getByText('Progresso: 1/20')).toBeVisible();
      const perfectionist = card('Perfeccionista');
      await expect(perfectionist.getByText(/Progresso/)).toHaveCount(0);
      await expect(
        perfectionist.getByText(
          'Essa não dá mais para ganhar, e tudo bem: errar faz parte de aprender.',
        ),
      ).toBeVisible();
      await perfectionist.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: testInfo.outputPath(`achievements-${size}.png`),
        fullPage: true,
      });
      await expectAccessible(page, testInfo, `achievements-impossible-${size}`);
    });
  });
}
