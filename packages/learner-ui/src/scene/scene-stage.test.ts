// @vitest-environment node
// Where the scene's people stand (docs/decisions/0062): in their order, adults larger than
// children, on the floor, and inside the phone or screen of an online setting.
import type { Look, Scene } from '@ths/content-model/scene';
import { expect, test } from 'vitest';
import {
  peopleFrame,
  placePeople,
  SCENE_HEIGHT,
  SCENE_WIDTH,
  SCREEN_STAGES,
} from './scene-stage.ts';

const look = (age: Look['age']): Look => ({
  skin: 'tone3',
  hair: 'short1',
  hairColour: 'brown',
  clothing: 'green',
  glasses: false,
  wheelchair: false,
  age,
});

const scene = (
  setting: Scene['setting'],
  ages: Look['age'][],
): Pick<Scene, 'setting' | 'people'> => ({
  setting,
  people: ages.map((age) => ({ look: look(age), feeling: 'calm' })),
});

test('people stand in their order, left to right, inside the drawing, on its floor', () => {
  const placed = placePeople(scene('classroom', ['child', 'adult', 'teen', 'child']));
  const centres = placed.map((place) => place.centre);
  expect(centres).toEqual([...centres].sort((a, b) => a - b));
  for (const place of placed) {
    expect(place.x).toBeGreaterThanOrEqual(0);
    expect(place.x + place.size).toBeLessThanOrEqual(SCENE_WIDTH);
    expect(place.y + place.size).toBe(SCENE_HEIGHT);
  }
});

test('an adult is drawn larger than a teenager, a teenager larger than a child', () => {
  const [child, teen, adult] = placePeople(scene('park', ['child', 'teen', 'adult']));
  expect(teen!.size).toBeGreaterThan(child!.size);
  expect(adult!.size).toBeGreaterThan(teen!.size);
});

test('one person stands in the middle', () => {
  expect(placePeople(scene('home', ['child']))[0]!.centre).toBe(0.5);
});

test('online, the people are inside the phone or the screen', () => {
  for (const setting of ['online-chat', 'online-game'] as const) {
    const screen = SCREEN_STAGES[setting];
    for (const place of placePeople(scene(setting, ['child', 'adult']))) {
      const centre = place.centre * SCENE_WIDTH;
      expect(centre).toBeGreaterThan(screen.x);
      expect(centre).toBeLessThan(screen.x + screen.width);
      expect(place.y + place.size).toBe(screen.y + screen.height);
      expect(place.size).toBeLessThanOrEqual(screen.height);
    }
  }
});

test('the people frame holds every person whole, is at least square, and stays inside the drawing', () => {
  for (const ages of [
    ['child'],
    ['adult', 'child'],
    ['teen', 'teen', 'adult'],
  ] as Look['age'][][]) {
    const drawn = scene('canteen', ages);
    const frame = peopleFrame(drawn);
    expect(frame.width).toBeGreaterThanOrEqual(frame.height);
    expect(frame.x).toBeGreaterThanOrEqual(0);
    expect(frame.x + frame.width).toBeLessThanOrEqual(SCENE_WIDTH);
    for (const place of placePeople(drawn)) {
      expect(place.x).toBeGreaterThanOrEqual(frame.x);
      expect(place.x + place.size).toBeLessThanOrEqual(frame.x + frame.width);
    }
  }
  // One person: a square, narrower than the band, so it can sit beside the words.
  expect(peopleFrame(scene('canteen', ['child'])).width).toBe(SCENE_HEIGHT);
});

test('an online scene keeps its whole phone in the frame', () => {
  const frame = peopleFrame(scene('online-chat', ['child']));
  const phone = SCREEN_STAGES['online-chat'];
  expect(frame.x).toBeLessThan(phone.x);
  expect(frame.x + frame.width).toBeGreaterThan(phone.x + phone.width);
});
