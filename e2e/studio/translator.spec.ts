// A translator's side: what is missing in English, filled in and published, and the scenario as
// a learner sees it in each language.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  expectComponentAccessible,
  lakeRequest,
  liveFrom,
  localizedInput,
  openChoice,
  openScenario,
  publish,
  runContentExport,
} from './studio-support.ts';
import { expect, studioScreenshot, test, type StoredDocument } from './studio-fixtures.ts';

type Localized = Array<{ _key: string; language: string; value: string }>;
type Scenario = StoredDocument & {
  title: Localized;
  scene: { alt: Localized };
  choices: Array<{ _key: string; text: Localized; feedback: Localized; isCorrect: boolean }>;
  translationSources: Array<{ field: string; language: string; source: string }>;
};
const valueIn = (values: Localized, language: string) =>
  values.find((item) => item.language === language)?.value ?? '';

test('a translator fills in a missing English title from "Falta traduzir" and the export is back to 100 %', async ({
  page,
  lake,
}) => {
  const scenario = (await lake.snapshot()).find((doc) => doc._id === 'scenario-30') as Scenario;
  const englishTitle = valueIn(scenario.title, 'en');
  const englishKey = scenario.title.find((item) => item.language === 'en')?._key;
  await lakeRequest(lake.url, 'mutate', {
    mutations: [{ patch: { id: 'scenario-30', unset: [`title[_key=="${englishKey}"]`] } }],
  });
  const out = await mkdtemp(join(tmpdir(), 'ths-e2e-export-'));
  try {
    const before = await runContentExport(liveFrom(lake.url), out);
    // One text short of all of them, whatever the content's size (achievements and skills are
    // content too). The floor only says the whole content was counted: 100 scenarios of eight
    // texts each (title, situation, three choices and their feedback), before skills.
    const total = Number(/Tradução en: \d+ de (\d+) textos/.exec(before)?.[1]);
    expect(total).toBeGreaterThan(800);
    expect(before).toContain(`Tradução en: ${total - 1} de ${total} textos`);

    await page.goto('/');
    await page.getByRole('link', { name: 'Falta traduzir: English' }).click();
    const missing = page.getByTestId('pane').filter({ hasText: 'Falta traduzir: English' }).last();
    await expect(missing.getByRole('link')).toHaveCount(1);
    await missing.getByRole('link', { name: /^30\. / }).click();
    await expect(page.getByTestId('field-title')).toBeVisible({ timeout: 60_000 });
    await studioScreenshot(page, 'falta-traduzir');

    await page.getByTestId('field-title').getByRole('button', { name: /EN/ }).click();
    const english = localizedInput(page, 'title', 1);
    await english.fill(englishTitle);
    await publish(page);
    await expect(missing.getByRole('link')).toHaveCount(0, { timeout: 30_000 });
    await studioScreenshot(page, 'falta-traduzir-done');

    const after = await runContentExport(liveFrom(lake.url), out);
    expect(after).toContain(`Tradução en: ${total} de ${total} textos (100%)`);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});

test('"Como o aluno vê" draws the scenario and its scene as the app does, in pt-BR and in English, with every choice’s feedback, on a phone and a laptop', async ({
  page,
  lake,
}) => {
  const scenario = (await lake.snapshot()).find((doc) => doc._id === 'scenario-12') as Scenario;
  await openScenario(page, 12, 1);
  await page.getByRole('tab', { name: 'Como o aluno vê' }).click();
  // The app's own drawing, in a frame of the app's own styles (docs/decisions/0052).
  const frame = page.frameLocator('iframe[title="Como o aluno vê"]');
  for (const [language, button, words] of [
    ['pt-BR', 'Português (Brasil)', { continue: 'Continuar', better: 'Funciona melhor' }],
    ['en', 'English', { continue: 'Continue', better: 'Works better' }],
  ] as const) {
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(
      frame.getByRole('heading', { name: valueIn(scenario.title, language) }),
    ).toBeVisible();
    // The scene too, named by its alt text in this language (docs/decisions/0063).
    const drawing = frame.getByRole('img', {
      name: valueIn(scenario.scene.alt, language),
      exact: true,
    });
    await expect(drawing).toBeVisible();
    if (language === 'pt-BR') {
      await drawing.scrollIntoViewIfNeeded();
      await studioScreenshot(page, 'como-o-aluno-ve-cena');
    }
    for (const [index, choice] of scenario.choices.entries()) {
      await frame.getByRole('button', { name: valueIn(choice.text, language) }).click();
      await expect(frame.getByText(valueIn(choice.feedback, language))).toBeVisible();
      // After a wrong pick the app tags the choice that works better, in this language's words.
      await expect(frame.getByText(words.better, { exact: true })).toHaveCount(
        choice.isCorrect ? 0 : 1,
      );
      if (index === 1) await studioScreenshot(page, `como-o-aluno-ve-${language}`);
      await frame.getByRole('button', { name: words.continue }).click();
    }
  }
  // A laptop's page is shown whole, scaled down to the pane.
  await page.getByRole('button', { name: 'Computador (1280 px)' }).click();
  await expect(page.locator('iframe[title="Como o aluno vê"]')).toHaveCSS('width', '1280px');
  await frame.getByRole('button', { name: valueIn(scenario.choices[0]!.text, 'en') }).click();
  await studioScreenshot(page, 'como-o-aluno-ve-computador');
  await expectComponentAccessible(page, 'learner-preview');
});

test('"Como o aluno vê" shows a skill’s weekly challenge in pt-BR and in English', async ({
  page,
  lake,
}) => {
  const documents = await lake.snapshot();
  const skill = documents.find((doc) => doc._id === 'skill-pedir-ajuda') as
    (StoredDocument & { name: Localized; challenge: Localized }) | undefined;
  expect(skill).toBeDefined();
  // Its English name is the skill document's own (docs/decisions/0043).
  const englishName = valueIn(skill!.name, 'en');
  expect(englishName).not.toBe('');
  await page.goto('/');
  await page.getByRole('link', { name: 'Habilidades' }).click();
  await page.getByRole('link', { name: /^Pedir ajuda/ }).click();
  await page.getByRole('tab', { name: 'Como o aluno vê' }).click();
  await expect(page.getByRole('heading', { name: 'Desafio da semana' })).toBeVisible();
  await expect(page.getByText(valueIn(skill!.challenge, 'pt-BR'), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByText(valueIn(skill!.challenge, 'en'), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Challenge of the week' })).toBeVisible();
  await expect(page.getByText(`Skill: ${englishName}`, { exact: true })).toBeVisible();
  await studioScreenshot(page, 'skill-como-o-aluno-ve-en');
});

test('the pt-BR of a translated text changes: "Tradução desatualizada" lists it, the preview marks it, the export counts it out, and the translator updates it side by side', async ({
  page,
  lake,
}) => {
  const CHOICE_KEY = '9090af2991bf';
  const before = (await lake.snapshot()).find((doc) => doc._id === 'scenario-12') as Scenario;
  const index = before.choices.findIndex((choice) => choice._key === CHOICE_KEY);
  const choice = before.choices[index]!;
  const newPortuguese = `${valueIn(choice.feedback, 'pt-BR')} Você pode tentar de novo amanhã.`;
  const newEnglish = `${valueIn(choice.feedback, 'en')} You can try again tomorrow.`;
  const out = await mkdtemp(join(tmpdir(), 'ths-e2e-export-'));
  try {
    await test.step('an educator adds a sentence to the pt-BR feedback and publishes', async () => {
      await openScenario(page, 12, 1);
      const dialog = await openChoice(page, 'Digo: “Não aconteceu nada');
      await localizedInput(dialog, `choices[_key=="${CHOICE_KEY}"].feedback`, 0).fill(
        newPortuguese,
      );
      await page.keyboard.press('Escape');
      await publish(page);
      const published = await lake.published<Scenario>('scenario-12');
      // The English was not touched, so its record still names the old pt-BR text.
      expect(published.translationSources).toEqual(before.translationSources);
    });

    let total = 0;
    await test.step('the export names it and English drops below 100 %', async () => {
      const report = await runContentExport(liveFrom(lake.url), out);
      total = Number(/Tradução en: \d+ de (\d+) textos/.exec(report)?.[1]);
      expect(total).toBeGreaterThan(800);
      expect(report).toContain(`Tradução en: ${total - 1} de ${total} textos (99%).`);
      expect(report).toContain(`  scenario-12: choices[${index}].feedback`);
    });

    await test.step('"Como o aluno vê" in English marks the out-of-date feedback', async () => {
      await page.getByRole('tab', { name: 'Como o aluno vê' }).click();
      await page.getByRole('button', { name: 'English', exact: true }).click();
      await expect(page.getByText(/Há traduções desatualizadas/)).toBeVisible();
      const frame = page.frameLocator('iframe[title="Como o aluno vê"]');
      await frame.getByRole('button', { name: valueIn(choice.text, 'en') }).click();
      await expect(frame.getByText(valueIn(choice.feedback, 'en'))).toBeVisible();
      // Which text is out of date is listed beside the drawing, by the field's name.
      const marked = page.getByRole('listitem').filter({ hasText: 'Tradução desatualizada' });
      await expect(marked).toHaveCount(1);
      await expect(marked).toContainText(`Escolha ${index + 1} · Retorno`);
      await studioScreenshot(page, 'como-o-aluno-ve-desatualizada');
    });

    const outdatedList = page
      .getByTestId('pane')
      .filter({ hasText: 'Tradução desatualizada: English' })
      .last();
    await test.step('"Tradução desatualizada: English" lists scenario 12 and which text', async () => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Tradução desatualizada: English' }).click();
      const item = outdatedList.getByRole('link', { name: /^12\. / });
      await expect(item).toHaveCount(1, { timeout: 30_000 });
      await expect(item).toContainText(`Escolha ${index + 1} · Retorno`);
      await studioScreenshot(page, 'traducao-desatualizada');
      await expectComponentAccessible(page, 'outdated-translations');
      await item.click();
    });

    await test.step('side by side: the out-of-date text first; the translator updates it and publishes', async () => {
      const view = page.getByTestId('translation-side-by-side');
      await expect(view).toBeVisible({ timeout: 60_000 });
      const first = view.getByRole('listitem').first();
      await expect(first).toContainText(`Escolha ${index + 1} · Retorno`);
      await expect(first).toContainText('Tradução desatualizada');
      await expect(first).toContainText(newPortuguese);
      await studioScreenshot(page, 'traducao-lado-a-lado');
      await expectComponentAccessible(page, 'translation-side-by-side');
      const english = first.getByRole('textbox', { name: /em English$/ });
      await expect(english).toHaveValue(valueIn(choice.feedback, 'en'));
      await english.fill(newEnglish);
      await expect(first).toContainText('Em dia');
      const snapshotBefore = (await readFile(lake.snapshotFile, 'utf8')).split('\n');
      await publish(page);
      await studioScreenshot(page, 'traducao-lado-a-lado-publicada');
      const snapshotAfter = (await readFile(lake.snapshotFile, 'utf8')).split('\n');
      const changed = snapshotAfter.flatMap((line, at) =>
        line === snapshotBefore[at] ? [] : [(JSON.parse(line) as StoredDocument)._id],
      );
      expect(changed).toEqual(['scenario-12']);
    });

    await test.step('the list is empty and the export is back to 100 %', async () => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Tradução desatualizada: English' }).click();
      await expect(outdatedList.getByText(/Nenhuma tradução desatualizada/)).toBeVisible({
        timeout: 30_000,
      });
      const report = await runContentExport(liveFrom(lake.url), out);
      expect(report).toContain(`Tradução en: ${total} de ${total} textos (100%)`);
      expect(report).not.toContain('desatualizada');
      const published = await lake.published<Scenario>('scenario-12');
      expect(valueIn(published.choices[index]!.feedback, 'en')).toBe(newEnglish);
    });
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});
