import { expect, test } from 'vitest';
import {
  checkCharacterName,
  checkCharacterReference,
  checkFacialHair,
  checkFeeling,
  checkReaction,
  checkScene,
  checkSceneAlt,
  checkScenePeopleCount,
  checkScenePersonKind,
  checkSceneSetting,
  checkLookFlag,
  checkLookPart,
} from './scene-rules.ts';

const look = {
  skin: 'tone3',
  hair: 'afro',
  hairColour: 'black',
  clothing: 'teal',
  glasses: false,
  wheelchair: true,
  age: 'child',
};

test('a scenario without a scene is named by its number', () => {
  expect(checkScene(undefined, 7)).toMatch(/^O cenário 7 não tem cena\. Em “Cena”, escolha/);
  expect(checkScene(undefined, undefined)).toMatch(/^Este cenário não tem cena/);
  expect(checkScene({ setting: 'home' }, 7)).toBeUndefined();
});

test('the setting and the feelings come from the lists', () => {
  expect(checkSceneSetting('classroom')).toBeUndefined();
  expect(checkSceneSetting(undefined)).toBe('Escolha onde a cena acontece em “Lugar”.');
  expect(checkSceneSetting('moon')).toMatch(/^O lugar "moon" não está na lista\. .*“Sala de aula”/);
  expect(checkFeeling('sad')).toBeUndefined();
  expect(checkFeeling('bored')).toMatch(/^O sentimento "bored" não está na lista/);
  expect(checkReaction(undefined)).toMatch(/primeira pessoa da cena fica depois desta escolha/);
  expect(checkReaction('happy')).toBeUndefined();
});

test('one to four people', () => {
  expect(checkScenePeopleCount([])).toMatch(/pelo menos 1 pessoa/);
  expect(checkScenePeopleCount([{}, {}, {}, {}])).toBeUndefined();
  expect(checkScenePeopleCount([{}, {}, {}, {}, {}])).toBe(
    'A cena tem 5 pessoas; o desenho mostra no máximo 4. Remova 1 em “Pessoas” (deixe quem a situação cita).',
  );
});

test('a person is a character or a look, never both or neither', () => {
  const character = { _type: 'reference', _ref: 'character-hiro' };
  expect(checkScenePersonKind({ character })).toBeUndefined();
  expect(checkScenePersonKind({ look })).toBeUndefined();
  expect(checkScenePersonKind({ character, look })).toMatch(/Deixe só um/);
  expect(checkScenePersonKind({ feeling: 'sad' })).toMatch(/^Escolha quem é esta pessoa/);
});

test('a referenced character must be published', () => {
  const published = new Set(['character-hiro']);
  const drafts = new Set(['character-bia']);
  const ref = (id: string) => ({ _ref: id });
  expect(checkCharacterReference(ref('character-hiro'), published, drafts)).toBeUndefined();
  expect(checkCharacterReference(ref('character-bia'), published, drafts, 7)).toMatch(
    /^O cenário 7 mostra o personagem character-bia, que ainda não foi publicado/,
  );
  expect(checkCharacterReference(ref('character-x'), published, drafts)).toMatch(
    /^Este cenário mostra o personagem character-x, que não existe/,
  );
});

test('a look: every part from its list; a beard only on an adult', () => {
  expect(checkLookPart('hair', look.hair)).toBeUndefined();
  expect(checkLookPart('hair', 'mohawk')).toMatch(/^“Cabelo”: "mohawk" não está na lista/);
  expect(checkLookPart('skin', undefined)).toBe('Escolha “Tom de pele” na aparência.');
  expect(checkLookFlag('glasses', look.glasses)).toBeUndefined();
  expect(checkLookFlag('glasses', undefined)).toBe('Marque ou desmarque “Usa óculos”.');
  expect(checkFacialHair('beard', 'child')).toMatch(/^Barba ou bigode só para adultos/);
  expect(checkFacialHair('beard', 'adult')).toBeUndefined();
  expect(checkFacialHair(undefined, 'child')).toBeUndefined();
});

test('a character needs a short name', () => {
  expect(checkCharacterName('Hiro')).toBeUndefined();
  expect(checkCharacterName('  ')).toMatch(/^Escreva o nome do personagem/);
  expect(checkCharacterName('x'.repeat(31))).toMatch(/31 caracteres/);
});

test('the alt text is required in every language, at most 200 characters', () => {
  const pt = { _key: 'a', language: 'pt-BR', value: 'Na sala de aula, Hiro olha preocupado.' };
  const en = { _key: 'b', language: 'en', value: 'In the classroom, Hiro looks worried.' };
  expect(checkSceneAlt([pt, en])).toEqual([]);
  expect(checkSceneAlt([pt])).toEqual([
    { message: expect.stringMatching(/^Falta o texto alternativo em en \(English\)/) },
  ]);
  expect(checkSceneAlt([{ ...pt, value: 'x'.repeat(201) }, en])).toEqual([
    { itemKey: 'a', language: 'pt-BR', message: expect.stringMatching(/201/) },
  ]);
});
