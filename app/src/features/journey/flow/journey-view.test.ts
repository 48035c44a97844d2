import { expect, test } from 'vitest';
import { addressOf, parseAddress, screenOf, type JourneyView } from './journey-view.ts';

const views: [string, JourneyView][] = [
  ['/', { name: 'home' }],
  ['/?phase=2&scenario=25', { name: 'lesson', phase: 2, scenario: 25 }],
  ['/?phase=3', { name: 'lesson', phase: 3, scenario: null }],
  ['/?view=complete&phase=1', { name: 'complete', phase: 1 }],
  ['/?view=review', { name: 'review' }],
  ['/?view=review&scenario=7', { name: 'practice', scenario: 7, next: [] }],
  ['/?view=review&scenario=7&next=12,18', { name: 'practice', scenario: 7, next: [12, 18] }],
  ['/?view=achievements', { name: 'achievements' }],
  [
    '/?view=due&scenario=7&next=12,18',
    { name: 'practice', scenario: 7, next: [12, 18], due: true },
  ],
  ['/?view=skills', { name: 'skills' }],
];

test.each(views)('%s is a view of its own, and back again', (address, view) => {
  expect(parseAddress(address.slice(1))).toEqual(view);
  expect(addressOf(view)).toBe(address);
});

test.each([
  '?phase=abc',
  '?phase=2.5',
  '?phase=-1',
  '?view=complete',
  '?view=somewhere',
  '?view=due',
  '?phase=99999',
])('an address it cannot read (%s) is the home, never an error', (search) => {
  expect(parseAddress(search)).toEqual({ name: 'home' });
});

test('a malformed list of next scenarios is dropped, the scenario kept', () => {
  expect(parseAddress('?view=review&scenario=7&next=12,x')).toEqual({
    name: 'practice',
    scenario: 7,
    next: [],
  });
});

test('moving to the next scenario stays on the same screen; another phase or view does not; review practice is review', () => {
  const lesson = (scenario: number, phase = 1): JourneyView => ({
    name: 'lesson',
    phase,
    scenario,
  });
  expect(screenOf(lesson(1))).toBe(screenOf(lesson(2)));
  expect(screenOf(lesson(21, 2))).not.toBe(screenOf(lesson(1)));
  expect(screenOf(lesson(1))).not.toBe(screenOf({ name: 'achievements' }));
  // The list comes back by itself 1500 ms after a review answer: its 'Parabéns!' or achievement
  // stays on screen.
  expect(screenOf({ name: 'review' })).toBe(screenOf({ name: 'practice', scenario: 1, next: [] }));
  // Due practice ends at the home: the last answer's notice stays there.
  expect(screenOf({ name: 'home' })).toBe(
    screenOf({ name: 'practice', scenario: 1, next: [], due: true }),
  );
});
