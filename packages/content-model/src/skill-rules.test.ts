import { expect, test } from 'vitest';
import { forbiddenWordsIn } from './forbidden-words.ts';
import {
  checkBncc,
  checkBnccReason,
  checkCasel,
  checkChallengeText,
  checkSkillDescription,
  checkSkillKey,
  checkSkillName,
  checkSkillStep,
  checkSkillStepCount,
  checkSkillStepText,
  missingStepTranslations,
  skillKeyFrom,
} from './rules.ts';

const challenge = (ptBR: string, en?: string) => [
  { _key: 'pt', language: 'pt-BR', value: ptBR },
  ...(en === undefined ? [] : [{ _key: 'en', language: 'en', value: en }]),
];

const GOOD_PT = 'Nesta semana, cumprimente um colega novo pelo nome.';
const GOOD_EN = 'This week, say hello to a new classmate by name.';

test.each(['pedir-ajuda', 'a', 'escuta-ativa-2', 'x'.repeat(48)])('key %s is accepted', (key) => {
  expect(checkSkillKey(key)).toBeUndefined();
});

test.each([
  ['', /Escreva a chave/],
  [undefined, /Escreva a chave/],
  ['Pedir-Ajuda', /"Pedir-Ajuda" não serve/],
  ['pedir_ajuda', /não serve/],
  ['-pedir', /não serve/],
  ['pedir--ajuda', /não serve/],
  ['comunicação', /não serve/],
  ['x'.repeat(49), /49 caracteres; o máximo é 48/],
])('key %s is refused with what to do', (key, message) => {
  expect(checkSkillKey(key)).toMatch(message);
});

test('the name is localized: its pt-BR text is required, every text short', () => {
  expect(checkSkillName(challenge('Pedir ajuda', 'Asking for help'))).toEqual([]);
  expect(checkSkillName([{ _key: 'en', language: 'en', value: 'Asking for help' }])).toEqual([
    { message: expect.stringMatching(/^Escreva o nome da habilidade em Português \(Brasil\)/) },
  ]);
  expect(checkSkillName(challenge('x'.repeat(41)))).toEqual([
    {
      itemKey: 'pt',
      language: 'pt-BR',
      message: expect.stringMatching(/41 caracteres, o máximo é 40/),
    },
  ]);
});

test('the description is localized, its pt-BR text required', () => {
  expect(checkSkillDescription(challenge('Pedir ajuda quando algo está difícil.'))).toEqual([]);
  expect(checkSkillDescription(undefined)).toEqual([
    { message: expect.stringMatching(/^Escreva em Português \(Brasil\), numa frase curta/) },
  ]);
});

test('the BNCC reason is one line of 20 to 140 characters', () => {
  expect(checkBnccReason('Falar na frente da turma é comunicação.')).toBeUndefined();
  expect(checkBnccReason(undefined)).toMatch(/^Escreva em uma linha por que/);
  expect(checkBnccReason('Comunicação.')).toMatch(/curto demais: 12 caracteres, o mínimo é 20/);
  expect(checkBnccReason('Falar na frente da turma.\nÉ comunicação.')).toMatch(/uma linha só/);
  expect(checkBnccReason('x'.repeat(141))).toMatch(/141 caracteres, o máximo é 140/);
});

test('CASEL and BNCC accept their own ids only, and list the choices', () => {
  expect(checkCasel('relationship-skills')).toBeUndefined();
  expect(checkCasel(undefined)).toMatch(/Escolha a competência CASEL.*Autoconsciência/);
  expect(checkCasel('empathy')).toMatch(/desconhecida: "empathy"/);
  expect(checkBncc(10)).toBeUndefined();
  expect(checkBncc(4)).toBeUndefined();
  expect(checkBncc(11)).toMatch(/desconhecida: "11".*4 \(Comunicação\).*5 \(Cultura digital\)/);
  expect(checkBncc('9')).toMatch(/desconhecida: "9".*9 \(Empatia e cooperação\)/);
  expect(checkBncc(undefined)).toMatch(/Escolha a competência geral da BNCC/);
});

test('a good challenge in both languages passes', () => {
  expect(checkChallengeText(challenge(GOOD_PT, GOOD_EN))).toEqual([]);
});

test('a challenge needs its pt-BR text', () => {
  expect(checkChallengeText([{ _key: 'en', language: 'en', value: GOOD_EN }])).toEqual([
    { message: expect.stringMatching(/^Escreva o desafio da semana em Português \(Brasil\)/) },
  ]);
});

test('a challenge too short to be concrete is refused, naming the language', () => {
  expect(checkChallengeText(challenge(GOOD_PT, 'Be kind.'))).toEqual([
    {
      itemKey: 'en',
      language: 'en',
      message: expect.stringMatching(/curto demais: 8 caracteres, o mínimo é 40/),
    },
  ]);
});

test('a challenge too long is reported once, by the length rule', () => {
  expect(checkChallengeText(challenge(GOOD_PT.repeat(4)))).toEqual([
    { itemKey: 'pt', language: 'pt-BR', message: expect.stringMatching(/o máximo é 180/) },
  ]);
});

test('forbidden words match whole words only, hyphenated ones included', () => {
  expect(forbiddenWordsIn('Ele foi mal-educado, e a feiura passou.', 'pt-BR')).toEqual([
    'mal-educado',
  ]);
  expect(forbiddenWordsIn('Go the wrong way? No: a wronged friend.', 'en')).toEqual(['wrong']);
});

test('a key made from a name follows the key rule', () => {
  expect(skillKeyFrom('Dizer “não” com calma')).toBe('dizer-nao-com-calma');
  expect(skillKeyFrom('Lidar com frustração e decepção ao perder um jogo difícil')).toBe(
    'lidar-com-frustracao-e-decepcao-ao-perder-um',
  );
  expect(
    checkSkillKey(skillKeyFrom('Lidar com frustração e decepção ao perder um jogo')),
  ).toBeUndefined();
});

test('a skill has 3 or 4 steps, and the message says how many there are and what to write', () => {
  const step = { _key: 's', _type: 'skillStep' };
  expect(checkSkillStepCount([step, step, step])).toBeUndefined();
  expect(checkSkillStepCount([step, step, step, step])).toBeUndefined();
  expect(checkSkillStepCount([step, step])).toMatch(
    /^Uma habilidade tem de 3 a 4 passos \(agora há 2\)\. Escreva passos curtos/,
  );
  expect(checkSkillStepCount(undefined)).toMatch(/\(agora há 0\)/);
  expect(checkSkillStepCount([step, step, step, step, step])).toMatch(
    /\(agora há 5\)\. Junte ou corte passos/,
  );
});

test('a step in the bundle is a few words without a final full stop', () => {
  expect(checkSkillStep('Diga como se sente')).toBeUndefined();
  expect(checkSkillStep('x'.repeat(40))).toBeUndefined();
  expect(checkSkillStep('x'.repeat(41))).toMatch(
    /^Passo longo demais: 41 caracteres, o máximo é 40/,
  );
  expect(checkSkillStep('Respire.')).toMatch(/^Tire o ponto final/);
  expect(checkSkillStep(' ')).toMatch(/^Escreva o passo/);
});

test('a step’s text: pt-BR required, at most 40 characters and no full stop, in each language', () => {
  expect(checkSkillStepText(challenge('Respire', 'Breathe'))).toEqual([]);
  expect(checkSkillStepText([{ _key: 'en', language: 'en', value: 'Breathe' }])).toEqual([
    { message: expect.stringMatching(/^Escreva este passo em Português \(Brasil\)/) },
  ]);
  expect(
    checkSkillStepText(challenge('Respire', 'Take a deep breath and count slowly to ten')),
  ).toEqual([
    {
      itemKey: 'en',
      language: 'en',
      message: expect.stringMatching(/42 caracteres, o máximo é 40/),
    },
  ]);
  expect(checkSkillStepText(challenge('Respire.', 'Breathe'))).toEqual([
    { itemKey: 'pt', language: 'pt-BR', message: expect.stringMatching(/^Tire o ponto final/) },
  ]);
});

test('a step without its English text is named, so that the Studio can warn', () => {
  expect(missingStepTranslations(challenge('Respire', 'Breathe'))).toEqual([]);
  expect(missingStepTranslations(challenge('Respire'))).toEqual([
    { message: expect.stringMatching(/^Falta este passo em en: até ele ser traduzido/) },
  ]);
  // Without pt-BR the step's own rule speaks; this one says nothing more.
  expect(missingStepTranslations(undefined)).toEqual([]);
});
