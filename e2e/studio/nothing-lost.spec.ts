// Two tabs on one scenario, each editing a different field: both edits are kept, each tab sees
// the other's, and the published snapshot has both.
import { localizedInput, openScenario, publish } from './studio-support.ts';
import { expect, studioScreenshot, test, type StoredDocument } from './studio-fixtures.ts';

type Localized = Array<{ language: string; value: string }>;
const ptBR = (values: unknown) =>
  (values as Localized).find((item) => item.language === 'pt-BR')?.value;

// Two texts of the scenario; its skill is a reference to a skill document (decision 0043).
const TITLE = 'O amigo que se mudou';
const DESCRIPTION =
  'Seu melhor amigo, o Heitor, se mudou ontem. No jantar, você quase não fala. Seu pai pergunta: “Aconteceu alguma coisa?” O que você faz?';

test('two tabs editing different fields of scenario 12 both keep their edits', async ({
  page,
  context,
  lake,
}) => {
  const other = await context.newPage();
  await openScenario(page, 12, 1);
  await openScenario(other, 12, 1);

  const titleHere = localizedInput(page, 'title', 0);
  const descriptionThere = localizedInput(other, 'description', 0);
  // Typed at the same time: neither tab waits for the other's save.
  await Promise.all([titleHere.fill(TITLE), descriptionThere.fill(DESCRIPTION)]);

  // Each tab shows the other's edit, and keeps its own.
  await expect(localizedInput(page, 'description', 0)).toHaveValue(DESCRIPTION, {
    timeout: 30_000,
  });
  await expect(localizedInput(other, 'title', 0)).toHaveValue(TITLE, { timeout: 30_000 });
  await expect(titleHere).toHaveValue(TITLE);
  await expect(descriptionThere).toHaveValue(DESCRIPTION);
  await studioScreenshot(other, 'two-tabs-second-tab');

  await publish(page);
  const scenario = (await lake.snapshot()).find(
    (doc) => doc._id === 'scenario-12',
  ) as StoredDocument & { title: Localized; description: Localized };
  expect(ptBR(scenario.title)).toBe(TITLE);
  expect(ptBR(scenario.description)).toBe(DESCRIPTION);
});
