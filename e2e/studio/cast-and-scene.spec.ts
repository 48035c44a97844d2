// What an educator sees of scenes in the Studio (issue 42, docs/decisions/0063): a scenario's
// "Cena" draws the scene as the app does, named by its alt text, and a "Personagem" is drawn
// above the parts of their look; all in Portuguese.
import { englishOnScreen, openScenario } from './studio-support.ts';
import { expect, studioScreenshot, test } from './studio-fixtures.ts';

type Localized = { language: string; value: string }[];

test('a scenario’s "Cena" draws its scene above the fields, named by the pt-BR alt text, and lists its people with their feelings', async ({
  page,
  lake,
}) => {
  const scenario = await lake.published<{ scene: { alt: Localized } }>('scenario-12');
  const alt = scenario.scene.alt.find((item) => item.language === 'pt-BR')!.value;
  await openScenario(page, 12, 1);
  const scene = page.getByTestId('field-scene');
  await scene.scrollIntoViewIfNeeded();
  await expect(scene).toContainText('Cena');
  await expect(
    scene.getByTestId('scene-drawing').getByRole('img', { name: alt, exact: true }),
  ).toBeVisible();
  // Sanity's select holds the option's index; what the educator reads is its title.
  await expect(
    scene.getByTestId('field-scene.setting').locator('select option:checked'),
  ).toHaveText('Casa');
  // Scenario 12's one person, the worried father, by his feeling's pt-BR name.
  await expect(scene.getByTestId('field-scene.people')).toContainText('Preocupação');
  await expect(scene.getByRole('button', { name: 'Escrever um rascunho' })).toBeEnabled();
  expect(await englishOnScreen(page)).toEqual([]);
  await scene.getByTestId('scene-drawing').scrollIntoViewIfNeeded();
  await studioScreenshot(page, 'cena-do-cenario');
});

test('a "Personagem" is drawn above the parts of their look, in Portuguese', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Personagens' }).click();
  await page.getByRole('link', { name: /Hiro/ }).click();
  await expect(page.getByTestId('field-name').locator('input')).toHaveValue('Hiro', {
    timeout: 120_000,
  });
  await expect(page.getByTestId('field-role')).toContainText('Quem é');
  const look = page.getByTestId('field-look');
  await expect(look.getByTestId('look-drawing').locator('svg').first()).toBeVisible();
  await expect(look.getByRole('radio', { name: 'Criança', exact: true })).toBeChecked();
  await expect(look.getByRole('radio', { name: 'Tom 2', exact: true })).toBeChecked();
  expect(await englishOnScreen(page)).toEqual([]);
  await look.getByTestId('look-drawing').scrollIntoViewIfNeeded();
  await studioScreenshot(page, 'personagem');
});
