import { expect, test } from 'vitest';
import { draftSceneAlt } from './scene-alt-draft.ts';
import { checkSceneAlt } from './scene-rules.ts';

const asItems = (draft: Record<string, string>) =>
  Object.entries(draft).map(([language, value]) => ({ _key: language, language, value }));

test('one person by name: where, who and how they look, in both languages', () => {
  expect(
    draftSceneAlt({ setting: 'classroom', people: [{ name: 'Hiro', feeling: 'worried' }] }),
  ).toEqual({
    'pt-BR': 'Na sala de aula, Hiro está com cara de preocupação.',
    en: 'In the classroom, Hiro looks worried.',
  });
});

test('several people, one without a name, said by age and without a gender', () => {
  expect(
    draftSceneAlt({
      setting: 'canteen',
      people: [
        { name: 'Carla', feeling: 'sad' },
        { name: 'Hiro', feeling: 'calm' },
        { feeling: 'happy', age: 'adult' },
      ],
    }),
  ).toEqual({
    'pt-BR':
      'No refeitório, Carla está com cara de tristeza, Hiro com cara de calma e uma pessoa adulta com cara de alegria.',
    en: 'In the canteen, Carla looks sad, Hiro looks calm and an adult looks happy.',
  });
});

test('nothing picked yet: no draft; only a place: the place alone', () => {
  expect(draftSceneAlt({})).toEqual({ 'pt-BR': '', en: '' });
  expect(draftSceneAlt({ setting: 'home', people: [] })).toEqual({
    'pt-BR': 'Em casa.',
    en: 'At home.',
  });
});

test('the fullest scene still makes an alt text the export accepts', () => {
  const draft = draftSceneAlt({
    setting: 'online-chat',
    people: [
      { name: 'Valentina', feeling: 'embarrassed' },
      { name: 'Alessandra', feeling: 'surprised' },
      { name: 'Guilherme', feeling: 'confused' },
      { feeling: 'worried', age: 'teen' },
    ],
  });
  expect(checkSceneAlt(asItems(draft))).toEqual([]);
});
