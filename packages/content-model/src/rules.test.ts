import { expect, test } from 'vitest';
import {
  CHOICES_PER_SCENARIO,
  SOURCE_TEXT_MISSING,
  checkAchievementId,
  firstFreeNumber,
  gapMessage,
  checkAchievementType,
  checkChoiceCount,
  checkIcon,
  checkIsCorrect,
  checkLocalizedText,
  checkOneCorrectChoice,
  checkPhaseNumber,
  checkRequirement,
  checkAllScenariosDescription,
  checkScenarioNumber,
  checkStage,
  duplicateMessage,
  tooLongMessage,
} from './rules.ts';

const item = (language: unknown, value: unknown, _key = `key-${String(language)}`) => ({
  _key,
  _type: 'internationalizedArrayStringValue',
  language,
  value,
});

const choice = (isCorrect: unknown) => ({ text: 'Opção', isCorrect, feedback: 'Retorno' });

// checkLocalizedText

test.each([
  ['undefined', undefined],
  ['null', null],
  ['a string', 'Olá'],
  ['an object', { language: 'pt-BR', value: 'Olá' }],
  ['an empty array', []],
])('a localized field that is %s asks for the pt-BR text', (_name, items) => {
  expect(checkLocalizedText(items, 40)).toEqual([{ message: SOURCE_TEXT_MISSING }]);
});

test('the pt-BR text alone is enough', () => {
  expect(checkLocalizedText([item('pt-BR', 'Olá')], 40)).toEqual([]);
});

test('pt-BR with an English translation is fine', () => {
  expect(checkLocalizedText([item('pt-BR', 'Olá'), item('en', 'Hello')], 40)).toEqual([]);
});

test('only an English text still asks for the pt-BR text', () => {
  expect(checkLocalizedText([item('en', 'Hello')], 40)).toEqual([{ message: SOURCE_TEXT_MISSING }]);
});

test('an unknown language is named, with the languages the app uses, on that item', () => {
  const issues = checkLocalizedText([item('pt-BR', 'Olá'), item('fr', 'Bonjour', 'k-fr')], 40);
  expect(issues).toHaveLength(1);
  expect(issues[0]?.itemKey).toBe('k-fr');
  expect(issues[0]?.language).toBeUndefined();
  expect(issues[0]?.message).toMatch(/O idioma "fr" não é usado no app/);
  expect(issues[0]?.message).toMatch(/pt-BR, en/);
});

test('a second text in the same language is reported on the second item only', () => {
  const issues = checkLocalizedText(
    [item('pt-BR', 'Olá', 'first'), item('en', 'Hi'), item('en', 'Hello', 'second')],
    40,
  );
  expect(issues).toEqual([
    { itemKey: 'second', language: 'en', message: expect.stringMatching(/dois textos em en/) },
  ]);
});

test('an empty English text is reported on its item, and pt-BR is not asked for again', () => {
  const issues = checkLocalizedText([item('pt-BR', 'Olá'), item('en', '', 'k-en')], 40);
  expect(issues).toEqual([
    { itemKey: 'k-en', language: 'en', message: expect.stringMatching(/texto em en está vazio/) },
  ]);
});

test.each([
  ['whitespace', '   \n\t'],
  ['empty', ''],
  ['not a string', 42],
])('a pt-BR value that is %s counts as missing', (_name, value) => {
  const issues = checkLocalizedText([item('pt-BR', value, 'k-pt'), item('en', 'Hello')], 40);
  expect(issues).toEqual([
    {
      itemKey: 'k-pt',
      language: 'pt-BR',
      // The source cannot be removed, so the message never says to remove it.
      message:
        'O texto em pt-BR está vazio. Escreva-o: é o idioma principal, que aparece sempre que falta uma tradução.',
    },
  ]);
});

test('a text exactly at the limit passes', () => {
  expect(checkLocalizedText([item('pt-BR', 'a'.repeat(10))], 10)).toEqual([]);
});

test('a text one character over the limit names its length and the maximum', () => {
  const issues = checkLocalizedText([item('pt-BR', 'a'.repeat(11), 'k-pt')], 10);
  expect(issues).toEqual([{ itemKey: 'k-pt', language: 'pt-BR', message: tooLongMessage(11, 10) }]);
  expect(issues[0]?.message).toMatch(/11 caracteres, o máximo é 10/);
});

test('surrounding spaces do not count towards the limit', () => {
  expect(checkLocalizedText([item('pt-BR', `  ${'a'.repeat(10)}  `)], 10)).toEqual([]);
});

test('a too long translation is reported in its own language', () => {
  const issues = checkLocalizedText([item('pt-BR', 'curto'), item('en', 'long text')], 5);
  expect(issues).toEqual([{ itemKey: 'key-en', language: 'en', message: tooLongMessage(9, 5) }]);
});

test('every problem in a field is reported, the missing pt-BR first', () => {
  const issues = checkLocalizedText([item('fr', 'Bonjour'), item('en', '')], 40);
  expect(issues.map((issue) => issue.message)).toEqual([
    SOURCE_TEXT_MISSING,
    expect.stringMatching(/"fr"/),
    expect.stringMatching(/en está vazio/),
  ]);
});

test('an item with no language or a non-string key is reported without inventing either', () => {
  const issues = checkLocalizedText([item('pt-BR', 'Olá'), { _key: 7, value: 'x' }], 40);
  expect(issues).toEqual([
    { itemKey: undefined, message: expect.stringMatching(/tradução sem idioma/) },
  ]);
});

test('length counts characters as a reader sees them, not UTF-16 units', () => {
  expect(checkLocalizedText([item('pt-BR', '🌱🌱🌱')], 3)).toEqual([]);
  expect(checkLocalizedText([item('pt-BR', 'é'.normalize('NFD').repeat(3))], 3)).toEqual([]);
  expect(checkLocalizedText([item('pt-BR', 'éééé')], 3)).toEqual([
    expect.objectContaining({ message: expect.stringMatching(/4 caracteres, o máximo é 3/) }),
  ]);
});

test.each(['🇧🇷', '1️⃣', '👩🏽‍🏫'])('%s is one emoji and a valid icon', (icon) => {
  expect(checkIcon(icon)).toBeUndefined();
});

// checkScenarioNumber, checkStage

// docs/decisions/0055: a school adds its own scenarios after the shipped 100.
test.each([1, 50, 100, 101, 120, 1000])('scenario number %s is accepted', (value) => {
  expect(checkScenarioNumber(value)).toBeUndefined();
});

test.each([0, -3, 1001, 2.5, '5', null, undefined, Number.NaN])(
  'scenario number %s is refused with the 1 to 1000 range, saying what is above 100',
  (value) => {
    expect(checkScenarioNumber(value)).toMatch(
      /inteiro de 1 a 1000 \(de 1 a 100, os cenários do app; de 101 em diante, os que a escola cria\)/,
    );
  },
);

test('a custom range moves both ends and is named in the message', () => {
  const range = { min: 10, max: 150 };
  expect(checkScenarioNumber(10, range)).toBeUndefined();
  expect(checkScenarioNumber(150, range)).toBeUndefined();
  expect(checkScenarioNumber(9, range)).toMatch(/inteiro de 10 a 150/);
  expect(checkScenarioNumber(151, range)).toMatch(/inteiro de 10 a 150/);
});

test.each([
  [1, 1],
  [20, 1],
  [21, 2],
  [81, 5],
  [100, 5],
])('scenario %i with stage %i is consistent', (scenarioNumber, stage) => {
  expect(checkStage(stage, scenarioNumber)).toBeUndefined();
});

test('a stage that does not match the number names the expected stage and the given one', () => {
  expect(checkStage(1, 21)).toMatch(/O cenário 21 pertence à fase 2, não à fase 1/);
  expect(checkStage(5, 80)).toMatch(/pertence à fase 4, não à fase 5/);
});

test('a missing stage is called empty', () => {
  expect(checkStage(undefined, 5)).toMatch(/pertence à fase 1, não à fase \(vazia\)/);
  expect(checkStage(null, 5)).toMatch(/não à fase \(vazia\)/);
});

test('a stage given as text does not count as the number', () => {
  expect(checkStage('1', 5)).toMatch(/pertence à fase 1/);
});

test.each([0, -1, 2.5, '5', null])(
  'the stage is not checked while the number (%s) is invalid',
  (scenarioNumber) => {
    expect(checkStage(3, scenarioNumber)).toBeUndefined();
  },
);

test.each([
  [101, 1],
  [101, 5],
  [120, 3],
])('a school scenario %i may be in phase %i, whatever its number', (scenarioNumber, stage) => {
  expect(checkStage(stage, scenarioNumber)).toBeUndefined();
});

test.each([undefined, null, 0, 6, 2.5, '1'])(
  'a school scenario with stage %s is refused, naming the phases it may have',
  (stage) => {
    expect(checkStage(stage, 101)).toMatch(
      /O cenário 101 é um cenário da escola \(número acima de 100\): escolha a fase dele, de 1 a 5/,
    );
  },
);

// Choices

test.each([
  [[choice(true), choice(false)], 2],
  [[choice(true), choice(false), choice(false), choice(false)], 4],
  [undefined, 0],
  [null, 0],
  [[], 0],
])('choices %j: the count rule reports %i', (choices, count) => {
  expect(checkChoiceCount(choices)).toMatch(
    new RegExp(`exatamente ${CHOICES_PER_SCENARIO} escolhas \\(agora há ${count}\\)`),
  );
});

test('exactly three choices pass the count rule', () => {
  expect(checkChoiceCount([choice(true), choice(false), choice(false)])).toBeUndefined();
});

test.each([
  [0, [choice(false), choice(false), choice(false)]],
  [2, [choice(true), choice(true), choice(false)]],
  [3, [choice(true), choice(true), choice(true)]],
])('%i correct choices are refused, naming the count', (count, choices) => {
  expect(checkOneCorrectChoice(choices)).toMatch(
    new RegExp(`exatamente uma escolha como correta \\(agora há ${count}\\)`),
  );
});

test('exactly one correct choice passes', () => {
  expect(checkOneCorrectChoice([choice(false), choice(true), choice(false)])).toBeUndefined();
});

test('only isCorrect === true counts as correct, and null choices are tolerated', () => {
  expect(checkOneCorrectChoice([choice('true'), choice(1), null])).toMatch(/agora há 0/);
  expect(checkOneCorrectChoice([choice(true), null, choice('true')])).toBeUndefined();
});

test('a missing choice list is left to the count rule', () => {
  expect(checkOneCorrectChoice(undefined)).toBeUndefined();
});

test.each([true, false])('isCorrect %s is accepted', (value) => {
  expect(checkIsCorrect(value)).toBeUndefined();
});

test.each([undefined, null, 'true', 0])('isCorrect %s is refused', (value) => {
  expect(checkIsCorrect(value)).toMatch(/É a escolha correta/);
});

// Phases

test.each([
  [0, false],
  [1, true],
  [2, true],
  [3, true],
  [4, true],
  [5, true],
  [6, false],
])('phase number %i accepted: %s', (value, accepted) => {
  const message = checkPhaseNumber(value);
  if (accepted) expect(message).toBeUndefined();
  else expect(message).toMatch(/número da fase deve ser um número inteiro de 1 a 5/);
});

test.each([1.5, '1', null])('phase number %s is refused', (value) => {
  expect(checkPhaseNumber(value)).toMatch(/de 1 a 5/);
});

// Achievements

test.each(['first_steps', 'a', 'level2', 'a'.repeat(40)])('achievement id %s is accepted', (id) => {
  expect(checkAchievementId(id)).toBeUndefined();
});

test.each(['First', '1abc', 'a-b', '_a', 'a b', 'ação', '', 'a'.repeat(41), 7, undefined])(
  'achievement id %s is refused',
  (id) => {
    expect(checkAchievementId(id)).toMatch(/Exemplo: first_steps/);
  },
);

test.each(['scenarios_completed', 'perfect_score', 'streak', 'review'])(
  'achievement type %s is accepted',
  (type) => {
    expect(checkAchievementType(type)).toBeUndefined();
  },
);

test('an unknown achievement type is named, with the known types', () => {
  const message = checkAchievementType('weekly');
  expect(message).toMatch(/Tipo desconhecido: "weekly"/);
  expect(message).toMatch(/scenarios_completed, perfect_score, streak, review/);
});

test('a missing achievement type shows as empty quotes', () => {
  expect(checkAchievementType(undefined)).toMatch(/Tipo desconhecido: ""/);
});

test.each([
  [1, true],
  [100, true],
  [0, false],
  [-1, false],
  [1.5, false],
  ['3', false],
  [null, false],
])('requirement %s accepted: %s', (value, accepted) => {
  const message = checkRequirement(value);
  if (accepted) expect(message).toBeUndefined();
  else expect(message).toMatch(/inteiro maior que zero/);
});

test.each(['🌱', '👍🏽', '👨‍👩‍👧', '❤️', ' 🏆 '])('icon %s is one emoji', (icon) => {
  expect(checkIcon(icon)).toBeUndefined();
});

test.each(['🌱🌱', 'a', '', '  ', 'a🌱', '#', undefined, 42])('icon %s is refused', (icon) => {
  expect(checkIcon(icon)).toMatch(/único emoji/);
});

// Duplicates

test.each([
  ['scenarioNumber', 7, /Outro cenário já usa o número 7 \(doc-a, doc-b\)/],
  ['phaseNumber', 3, /Outra fase já usa o número 3 \(doc-a, doc-b\)/],
  ['achievementId', 'first_steps', /Outra conquista já usa o id "first_steps" \(doc-a, doc-b\)/],
] as const)('a duplicate %s names the value and the other documents', (what, value, pattern) => {
  expect(duplicateMessage(what, value, ['doc-a', 'doc-b'])).toMatch(pattern);
});

test('a new scenario gets the first number no scenario uses', () => {
  expect(firstFreeNumber([])).toBe(1);
  expect(firstFreeNumber([1, 2, 3])).toBe(4);
  expect(firstFreeNumber([1, 2, 4, null, 'x'])).toBe(3);
});

test('a number that leaves a gap below it is explained, with the number to use', () => {
  expect(gapMessage(4, [1, 2, 3])).toBeUndefined();
  expect(gapMessage(3, [1, 2, 4])).toBeUndefined();
  expect(gapMessage(100, [...Array.from({ length: 98 }, (_, i) => i + 1)])).toBe(
    'O número 99 está livre: com 100, a sequência de cenários fica com um buraco e a exportação para. Use o número 99, ou publique antes o cenário 99.',
  );
  expect(gapMessage(2.5, [1])).toBeUndefined();
});

// docs/decisions/0055: the achievement that asks for every scenario says how many there are.
test('a perfect_score description must name the number of scenarios, per language', () => {
  const description = [
    { _key: 'pt', language: 'pt-BR', value: 'Acerte de primeira todos os 100 cenários.' },
    { _key: 'en', language: 'en', value: 'Get all 100 scenarios right on the first try.' },
  ];
  expect(checkAllScenariosDescription('perfect_score', description, 100)).toEqual([]);
  expect(checkAllScenariosDescription('perfect_score', description, 101)).toEqual([
    {
      itemKey: 'pt',
      language: 'pt-BR',
      message:
        'A descrição diz “100”, mas há 101 cenários publicados, e esta conquista pede todos. Escreva 101, ou “todos os cenários” sem número.',
    },
    expect.objectContaining({ itemKey: 'en', language: 'en' }),
  ]);
});

test('a perfect_score description without a number, or another type with one, is not checked', () => {
  const noNumber = [
    { _key: 'pt', language: 'pt-BR', value: 'Acerte de primeira todos os cenários.' },
  ];
  expect(checkAllScenariosDescription('perfect_score', noNumber, 120)).toEqual([]);
  const three = [{ _key: 'pt', language: 'pt-BR', value: 'Complete 3 cenários.' }];
  expect(checkAllScenariosDescription('scenarios_completed', three, 120)).toEqual([]);
});
