// The export's rules for scenes and the cast (docs/decisions/0063), each named by the scenario
// (its number in the message) and the field, as the Studio names them.
import { expect, test } from 'vitest';
import {
  castPerson,
  character,
  dataset,
  draft,
  look,
  oneOffPerson,
  scenario,
  scenariosWith,
  scene,
} from './testing/raw-dataset.ts';
import { ContentValidationError, validateDataset, type ContentIssue } from './validate-dataset.ts';

function issuesOf(raw: unknown): ContentIssue[] {
  try {
    validateDataset(raw);
    return [];
  } catch (error) {
    if (error instanceof ContentValidationError) return [...error.issues];
    throw error;
  }
}

const issue = (documentId: string, field: string, message: RegExp) => ({
  documentId,
  field,
  message: expect.stringMatching(message),
});

/** The default dataset with scenario 5 replaced. */
const withScenario5 = (overrides: Record<string, unknown>, rest: Record<string, unknown> = {}) =>
  dataset({ scenarios: scenariosWith(scenario(5, overrides)), ...rest });

test('the default dataset, scenes and all, is valid', () => {
  expect(issuesOf(dataset())).toEqual([]);
});

test('a scenario without a scene names its number', () => {
  expect(issuesOf(withScenario5({ scene: undefined }))).toEqual([
    issue('scenario-5', 'scene', /^O cenário 5 não tem cena\. Em “Cena”, escolha o lugar/),
  ]);
  expect(issuesOf(withScenario5({ scene: null }))).toHaveLength(1);
});

test('an alt text missing in a language, or too long, is named on the field', () => {
  const onlyPt = scene();
  onlyPt.alt = onlyPt.alt.filter((item) => item.language === 'pt-BR');
  expect(issuesOf(withScenario5({ scene: onlyPt }))).toEqual([
    issue('scenario-5', 'scene.alt', /^Falta o texto alternativo em en \(English\)/),
  ]);
  const long = scene();
  long.alt[1]!.value = 'x'.repeat(201);
  expect(issuesOf(withScenario5({ scene: long }))).toEqual([
    issue('scenario-5', 'scene.alt[en]', /201/),
  ]);
  expect(issuesOf(withScenario5({ scene: scene({ alt: undefined }) }))).toEqual([
    issue('scenario-5', 'scene.alt', /^Escreva este texto em Português \(Brasil\)/),
    issue('scenario-5', 'scene.alt', /^Falta o texto alternativo em en/),
  ]);
});

test('a person with both a character and a look, or neither, is named by position', () => {
  const both = castPerson('character-hiro', { look: look() });
  const neither = oneOffPerson({ look: undefined });
  expect(issuesOf(withScenario5({ scene: scene({ people: [both, neither] }) }))).toEqual([
    issue('scenario-5', 'scene.people[0]', /Deixe só um/),
    issue('scenario-5', 'scene.people[1]', /^Escolha quem é esta pessoa/),
  ]);
});

test('a reference to a missing or unpublished character stops the export', () => {
  const people = [castPerson('character-nobody'), castPerson('character-bia')];
  expect(
    issuesOf(
      withScenario5(
        { scene: scene({ people }) },
        { drafts: [draft('drafts.character-bia', 'character', null)] },
      ),
    ),
  ).toEqual([
    issue(
      'scenario-5',
      'scene.people[0].character',
      /^O cenário 5 mostra o personagem character-nobody, que não existe/,
    ),
    issue(
      'scenario-5',
      'scene.people[1].character',
      /^O cenário 5 mostra o personagem character-bia, que ainda não foi publicado/,
    ),
  ]);
});

test('a choice without a reaction, more than 4 people, an unknown setting or feeling', () => {
  const base = scenario(5);
  const [first, ...others] = base.choices;
  const noReaction: Record<string, unknown> = { ...first! };
  delete noReaction.reaction;
  const five = Array.from({ length: 5 }, (_, index) => oneOffPerson({ _key: `p${index}` }));
  expect(
    issuesOf(
      withScenario5({
        choices: [noReaction, ...others],
        scene: scene({ setting: 'moon', people: five }),
      }),
    ),
  ).toEqual(
    expect.arrayContaining([
      issue(
        'scenario-5',
        'choices[0].reaction',
        /primeira pessoa da cena fica depois desta escolha/,
      ),
      issue('scenario-5', 'scene.people', /^A cena tem 5 pessoas; o desenho mostra no máximo 4/),
      issue('scenario-5', 'scene.setting', /^O lugar "moon" não está na lista/),
    ]),
  );
  expect(
    issuesOf(
      withScenario5({
        scene: scene({ people: [castPerson('character-hiro', { feeling: 'bored' })] }),
      }),
    ),
  ).toEqual([issue('scenario-5', 'scene.people[0].feeling', /^O sentimento "bored"/)]);
});

test('a look: parts from the lists, a beard only on an adult, in a scene and on a character', () => {
  const child = oneOffPerson({ look: look({ facialHair: 'beard', hair: 'mohawk' }) });
  expect(issuesOf(withScenario5({ scene: scene({ people: [child] }) }))).toEqual([
    issue('scenario-5', 'scene.people[0].look.hair', /^“Cabelo”: "mohawk"/),
    issue('scenario-5', 'scene.people[0].look.facialHair', /^Barba ou bigode só para adultos/),
  ]);
  expect(
    issuesOf(dataset({ characters: [character('Hiro', { look: look({ glasses: null }) })] })),
  ).toEqual([issue('character-hiro', 'look.glasses', /^Marque ou desmarque “Usa óculos”/)]);
  expect(issuesOf(dataset({ characters: [character('Hiro', { look: null })] }))).toEqual([
    issue('character-hiro', 'look', /^Escolha a aparência do personagem/),
  ]);
});

test('a character needs a name, once', () => {
  expect(issuesOf(dataset({ characters: [character('Hiro', { name: ' ' })] }))).toEqual([
    issue('character-hiro', 'name', /^Escreva o nome do personagem/),
  ]);
  const twin = character('Hiro', { _id: 'character-hiro-2' });
  expect(issuesOf(dataset({ characters: [character(), twin] }))).toEqual([
    issue('character-hiro', 'name', /^Outro personagem já se chama “Hiro” \(character-hiro-2\)/),
    issue('character-hiro-2', 'name', /^Outro personagem já se chama “Hiro” \(character-hiro\)/),
  ]);
});
