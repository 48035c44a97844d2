// Issue 42, the scene and the other person's reaction (docs/decisions/0062): at a phone and a
// laptop size, a scenario shows its scene as one image named by its alt text (above the task on a
// laptop, beside the situation's first lines on a phone), in pt-BR and in English, with the names of its people; a
// wrong pick shows how the scene's first person looks after it, beside the feedback. The expected
// words come from the built content, so the test follows the scenes as educators change them.
import type { Scenario } from '@ths/content-model/bundle-schema';
import { reactionWords, SCENE_WORDS } from '@ths/learner-ui/scene/scene-words';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { PHONE, LAPTOP } from '../playwright.config.ts';
import { scenarioByNumber } from '../support/content.ts';
import { newEmail, openAddress, signUp } from '../support/learner.ts';

/** Scenario 1 opens the journey; the test reads its scene from the content. */
const FIRST = 1;

function sceneOf(scenario: Scenario) {
  if (!scenario.scene) throw new Error(`Scenario ${scenario.number} has no scene in the content.`);
  return scenario.scene;
}

/** The scene's image and the names under its faces, as the content says them. */
async function expectScene(page: Page, scenario: Scenario): Promise<void> {
  const scene = sceneOf(scenario);
  const image = page.getByRole('img', { name: scene.alt, exact: true });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('data-setting', scene.setting);
  const named = scene.people.flatMap((person) => (person.name === undefined ? [] : [person.name]));
  // The alt names the people the scene names (the rule of the scenes design), and so do the
  // labels under the faces, which screen readers skip since the alt says them.
  for (const name of named) expect(scene.alt).toContain(name);
  await expect(image.locator('.scene__name')).toHaveText(named);
}

for (const [size, device] of [
  ['phone', { viewport: PHONE, isMobile: true, hasTouch: true }],
  ['laptop', { viewport: LAPTOP }],
] as const) {
  test.describe(`at a ${size} size`, () => {
    test.use(device);

    test('a scenario shows its scene, named by its alt text, in pt-BR and in English; a wrong pick shows the reaction', async ({
      page,
    }) => {
      await signUp(page, newEmail(`cena-${size}`));
      await openAddress(page, `/?phase=1&scenario=${FIRST}`);
      const portuguese = scenarioByNumber(FIRST, 'pt-BR');
      await expect(page.locator('.scenario__title')).toHaveText(portuguese.title);
      await expectScene(page, portuguese);
      // On a laptop the scene is a band above the task; on a phone a picture of its people
      // beside the situation, under the title, so the task still fits the first screen
      // (docs/decisions/0062).
      const sceneBox = (await page.locator('.scenario .scene').boundingBox())!;
      const titleBox = (await page.locator('.scenario__title').boundingBox())!;
      const description = (await page.locator('.scenario__description').boundingBox())!;
      if (size === 'laptop') {
        expect(sceneBox.y + sceneBox.height).toBeLessThanOrEqual(titleBox.y);
        expect(sceneBox.width).toBeGreaterThan(description.width * 0.9);
      } else {
        expect(sceneBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
        expect(sceneBox.y).toBeLessThan(description.y + description.height);
        expect(sceneBox.width).toBeLessThan(description.width / 2);
        expect(sceneBox.x).toBeGreaterThan(description.x + description.width / 2);
      }

      await expectAccessible(page, test.info(), `scene-${size}`);

      const wrong = portuguese.choices.find((choice) => !choice.isCorrect)!;
      await page
        .getByRole('group', { name: 'Escolha uma resposta' })
        .getByRole('button', { name: wrong.text })
        .click();
      await expect(page.getByRole('heading', { name: 'Vamos aprender juntos!' })).toBeVisible();
      const person = sceneOf(portuguese).people[0]!;
      const face = page.locator('.feedback').getByRole('img', {
        name: reactionWords(SCENE_WORDS['pt-BR'], wrong.reaction!, person.name),
        exact: true,
      });
      await expect(face).toBeVisible();
      await expect(face).toHaveAttribute('data-feeling', wrong.reaction!);
      await expectAccessible(page, test.info(), `scene-reaction-${size}`);

      // In English, the same scenario, its scene and the reaction in English words.
      await page.getByRole('button', { name: 'English' }).click();
      const english = scenarioByNumber(FIRST, 'en');
      await expect(page.locator('.scenario__title')).toHaveText(english.title);
      await expectScene(page, english);
      const englishWrong = english.choices.find((choice) => choice.key === wrong.key)!;
      await expect(
        page.locator('.feedback').getByRole('img', {
          name: reactionWords(SCENE_WORDS.en, englishWrong.reaction!, person.name),
          exact: true,
        }),
      ).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`scene-${size}.png`), fullPage: true });
    });
  });
}

test.describe('with reduced motion', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });

  test('the reaction appears without moving', async ({ page }) => {
    await signUp(page, newEmail('cena-calma'));
    await openAddress(page, `/?phase=1&scenario=${FIRST}`);
    const scenario = scenarioByNumber(FIRST, 'pt-BR');
    await expectScene(page, scenario);
    const wrong = scenario.choices.find((choice) => !choice.isCorrect)!;
    await page.getByRole('button', { name: wrong.text }).click();
    const face = page.locator('.feedback .person');
    await expect(face).toBeVisible();
    expect(await face.evaluate((element) => element.getAnimations().length)).toBe(0);
  });
});
