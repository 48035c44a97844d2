import { expect, test } from 'vitest';
import { characterIds, drawableScene } from './drawable-scene.ts';

const look = {
  _type: 'look',
  skin: 'tone2',
  hair: 'short2',
  hairColour: 'black',
  clothing: 'blue',
  glasses: false,
  wheelchair: false,
  age: 'child',
};
const characters = new Map([['character-hiro', { _id: 'character-hiro', name: 'Hiro', look }]]);

test('characters resolved, one-off people drawn when their look is complete, feelings kept', () => {
  const scene = {
    setting: 'park',
    people: [
      { _key: 'a', character: { _ref: 'character-hiro' }, feeling: 'sad' },
      { _key: 'b', name: ' Carla ', look: { ...look, age: 'adult' } },
      { _key: 'c', look: { ...look, hair: undefined }, feeling: 'happy' },
      { _key: 'd', character: { _ref: 'character-unknown' }, feeling: 'happy' },
    ],
  };
  expect(characterIds(scene)).toEqual(['character-hiro', 'character-unknown']);
  const parts: Partial<typeof look> = { ...look };
  delete parts._type;
  expect(drawableScene(scene, characters, 'No parque.')).toEqual({
    setting: 'park',
    people: [
      { name: 'Hiro', look: parts, feeling: 'sad' },
      // Not picked yet: calm.
      { name: 'Carla', look: { ...parts, age: 'adult' }, feeling: 'calm' },
    ],
    alt: 'No parque.',
  });
});

test('nothing to draw until the place is picked', () => {
  expect(drawableScene({ people: [] }, characters, '')).toBeUndefined();
  expect(drawableScene(undefined, characters, '')).toBeUndefined();
});
