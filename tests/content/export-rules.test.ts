// Every rule the export refuses content by has a Studio counterpart, proved by a bad fixture that
// studio-and-export-agree.test.ts runs through both (docs/decisions/0002: one set of content
// rules). The export's rules are read from its source, so a new rule there without a row below
// fails this test.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { BAD_FIXTURES } from './bad-fixtures.ts';

const source = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8');

/** The code without its imports and comments: what the file runs, not what it names. */
const body = (text: string) =>
  text
    .replace(/^import[\s\S]*?from '[^']+';$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

/**
 * The rules of the export's dataset schema (content-export/src/dataset-schema.ts): the shared
 * checks it calls, the writing rules it refuses, the uniqueness and gap rules across documents,
 * the messages it writes itself, and the kinds of scenario–skill link issue it reports.
 */
function datasetRules(): string[] {
  const code = body(source('content-export/src/dataset-schema.ts'));
  const links = source('packages/content-model/src/skill-links.ts');
  const kinds = /export type SkillLinkKind =([^;]+);/.exec(links)?.[1] ?? '';
  return [
    ...[...code.matchAll(/\b(check[A-Z]\w*)\b/g)].map((match) => match[1]!),
    ...[...code.matchAll(/\b(writingErrors)\(/g)].map((match) => match[1]!),
    ...[...code.matchAll(/duplicateIssues\([^;]*?'(\w+)',?\s*\)/g)].map(
      (match) => `duplicate:${match[1]}`,
    ),
    ...[...code.matchAll(/missingNumberIssues\(\s*'(\w+)'/g)].map((match) => `gap:${match[1]}`),
    ...[...code.matchAll(/message: '([^']+)'/g)].map((match) => `message:${match[1]}`),
    ...(code.includes('skillLinkIssues(')
      ? [...kinds.matchAll(/'([\w-]+)'/g)].map((match) => `skill-link:${match[1]}`)
      : []),
  ];
}

/**
 * The rules of the bundle's schema (packages/content-model/src/bundle-schema.ts), which the
 * export checks once more on the bundles it is about to write.
 */
function bundleRules(): string[] {
  const code = body(source('packages/content-model/src/bundle-schema.ts'));
  return [
    ...[...code.matchAll(/\b(check[A-Z]\w*)\b/g)].map((match) => `bundle:${match[1]}`),
    ...[...code.matchAll(/refineUnique\([\s\S]*?, '([^']+)'\)/g)].map(
      (match) => `bundle:unique:${match[1]}`,
    ),
    ...[...code.matchAll(/message: `([^$`]+)/g)].map(
      (match) => `bundle:message:${match[1]!.trim()}`,
    ),
  ];
}

type Counterpart =
  /** A bad fixture in bad-fixtures.ts: the Studio and the export name the same field. */
  | { fixture: string }
  /** Its own test in studio-and-export-agree.test.ts (the Studio warns, the export stops). */
  | { test: string }
  /** No Studio counterpart, and why (docs/decisions/0058 lists them). */
  | { none: string };

const BUNDLE_ONLY =
  'the bundle is built from a dataset the export has already checked by the same rule';

const COUNTERPARTS: Record<string, Counterpart> = {
  checkAchievementId: { fixture: 'achievement id not in the house format' },
  checkAchievementType: { fixture: 'unknown achievement type' },
  checkAllScenariosDescription: { fixture: "'todos os 100 cenários' with a school's scenario 101" },
  checkBncc: { fixture: 'unknown BNCC competence' },
  checkBnccReason: { fixture: 'skill without the reason for its BNCC competence' },
  checkCasel: { fixture: 'unknown CASEL competence' },
  checkChallengeText: { fixture: 'skill without its challenge in pt-BR' },
  checkChoiceCount: { fixture: 'four choices' },
  checkIcon: { fixture: 'achievement icon that is not one emoji' },
  checkIsCorrect: { fixture: 'choice without “é a escolha correta”' },
  checkLocalizedText: { fixture: 'text too long for a young reader' },
  checkOneCorrectChoice: { fixture: 'two correct choices' },
  checkPhaseNumber: { fixture: 'phase number out of range' },
  checkRequirement: { fixture: 'achievement requirement of zero' },
  checkRequirementForType: { fixture: '“Fase concluída” for a phase that does not exist' },
  checkScenarioNumber: { fixture: 'scenario number that is not a whole number' },
  checkSkillDescription: { fixture: 'skill without its description in pt-BR' },
  checkSkillKey: { fixture: 'skill key not in the house format' },
  checkSkillName: { fixture: 'skill without its name in pt-BR' },
  checkSkillStepCount: { fixture: 'skill with two steps' },
  checkSkillStepText: { fixture: 'skill step longer than 40 characters in English' },
  checkStage: { fixture: 'stage mismatch' },
  writingErrors: { fixture: 'feedback with a word the content rules forbid' },
  'duplicate:scenarioNumber': { fixture: 'duplicate number' },
  'duplicate:phaseNumber': { fixture: 'duplicate phase number' },
  'duplicate:achievementId': { fixture: 'duplicate achievement id' },
  'duplicate:skillKey': { fixture: 'duplicate skill key' },
  'gap:scenario': {
    test: 'a scenario that exists only as a draft: the Studio warns, the export stops and names the draft',
  },
  'gap:phase': {
    none: 'a missing phase: the Studio checks a phase’s own number and clashes, not that all five exist',
  },
  'message:Não há nenhum cenário publicado.': {
    none: 'an empty dataset: no document to show the message on',
  },
  'skill-link:no-skill': { fixture: 'scenario without a skill reference' },
  'skill-link:skill-not-published': {
    fixture: 'scenario referencing a skill that is only a draft',
  },
  'skill-link:duplicate-name': { fixture: 'skill with the same name as another' },
  'skill-link:too-few-scenarios': { fixture: 'skill practised by fewer than 3 scenarios' },
  'skill-link:one-phase': { fixture: 'skill practised in one phase only' },
  // Scenes and the cast (docs/decisions/0063).
  checkScene: { fixture: 'scenario without a scene' },
  checkSceneAlt: { fixture: 'scene without its alt text in English' },
  checkSceneSetting: { fixture: 'scene in a place that is not on the list' },
  checkScenePeopleCount: { fixture: 'scene with five people' },
  checkScenePersonKind: { fixture: 'scene person with both a character and a look' },
  checkCharacterReference: {
    fixture: 'scene person referencing a character that does not exist',
  },
  checkFeeling: { fixture: 'scene person with a feeling that is not on the list' },
  checkLookPart: { fixture: 'one-off person with a hair style that is not on the list' },
  checkLookFlag: { fixture: 'character without “Usa óculos”' },
  checkFacialHair: { fixture: 'child character with a beard' },
  checkReaction: { fixture: 'choice without a reaction' },
  checkCharacterName: { fixture: 'character without a name' },
  checkCharacterLook: { fixture: 'character without a look' },
  'duplicate:characterName': { fixture: 'two characters with one name' },
  'bundle:checkChoiceKey': {
    none: 'a choice’s _key: the Studio writes it, never an educator; a hand-made import can break it',
  },
  'bundle:checkAchievementId': { none: BUNDLE_ONLY },
  'bundle:checkRequirementForType': { none: BUNDLE_ONLY },
  'bundle:checkChoiceCount': { none: BUNDLE_ONLY },
  'bundle:checkIcon': { none: BUNDLE_ONLY },
  'bundle:checkOneCorrectChoice': { none: BUNDLE_ONLY },
  'bundle:checkSkillKey': { none: BUNDLE_ONLY },
  'bundle:checkSkillStep': { none: BUNDLE_ONLY },
  'bundle:checkSkillStepCount': { none: BUNDLE_ONLY },
  'bundle:checkStage': { none: BUNDLE_ONLY },
  'bundle:unique:número de fase': { none: BUNDLE_ONLY },
  'bundle:unique:número de cenário': { none: BUNDLE_ONLY },
  'bundle:unique:id de conquista': { none: BUNDLE_ONLY },
  'bundle:unique:chave de habilidade': { none: BUNDLE_ONLY },
  'bundle:message:chave de escolha': {
    none: 'two choices of a scenario with the same _key: Sanity gives every array item its own key',
  },
  'bundle:message:o cenário': { none: BUNDLE_ONLY },
  'bundle:message:cenário': { none: BUNDLE_ONLY },
};

test('the export’s rules are read from its source', () => {
  const rules = datasetRules();
  // A sample of each kind, so that a change of style in the source cannot empty the list.
  expect(rules).toEqual(
    expect.arrayContaining([
      'checkStage',
      'writingErrors',
      'duplicate:scenarioNumber',
      'gap:scenario',
      'skill-link:one-phase',
      'message:Não há nenhum cenário publicado.',
    ]),
  );
  expect(bundleRules()).toEqual(
    expect.arrayContaining(['bundle:checkChoiceKey', 'bundle:unique:número de cenário']),
  );
});

test('every rule the export refuses content by has a row, and every row is a rule', () => {
  const rules = [...new Set([...datasetRules(), ...bundleRules()])].sort();
  expect(rules).toEqual(Object.keys(COUNTERPARTS).sort());
});

test('every counterpart fixture is a bad fixture that the agreement test runs', () => {
  const names = new Set(BAD_FIXTURES.map((fixture) => fixture.name));
  const missing = Object.entries(COUNTERPARTS).flatMap(([rule, counterpart]) =>
    'fixture' in counterpart && !names.has(counterpart.fixture) ? [rule] : [],
  );
  expect(missing).toEqual([]);
  const tests = source('tests/content/studio-and-export-agree.test.ts');
  for (const counterpart of Object.values(COUNTERPARTS)) {
    if ('test' in counterpart) expect(tests).toContain(`'${counterpart.test}'`);
  }
});

test('the rules of a document’s own fields all have a fixture', () => {
  const withoutFixture = datasetRules().filter((rule) => {
    const counterpart = COUNTERPARTS[rule];
    return !rule.startsWith('gap:') && !rule.startsWith('message:') && !('fixture' in counterpart!);
  });
  expect(withoutFixture).toEqual([]);
});
