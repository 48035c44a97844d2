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
  [
    '/?view=due&scenario=2&next=9&done=7,12,18',
    { name: 'practice', scenario: 2, next: [9], due: true, done: [7, 12, 18] },
  ],
  // A due set's closing card (docs/decisions/0023): the ones practised in it.
  ['/?view=due&done=7,12,18,2,9', { name: 'due-end', done: [7, 12, 18, 2, 9] }],
  ['/?view=skills', { name: 'skills' }],
  // A set of the review's mistakes and its closing card (docs/decisions/0068).
  [
    '/?view=review&scenario=4&next=25&set=1&done=2',
    { name: 'practice', scenario: 4, next: [25], set: true, done: [2] },
  ],
  ['/?view=review&scenario=2&set=1', { name: 'practice', scenario: 2, next: [], set: true }],
  ['/?view=review&done=2,4,25', { name: 'review-end', done: [2, 4, 25] }],
  // A class session and its closing card (docs/decisions/0072).
  [
    '/?view=task&task=a1-b2&scenario=2&next=43,61',
    { name: 'task', task: 'a1-b2', scenario: 2, next: [43, 61] },
  ],
  [
    '/?view=task&task=a1-b2&scenario=61&done=2,43',
    { name: 'task', task: 'a1-b2', scenario: 61, next: [], done: [2, 43] },
  ],
  ['/?view=task&task=a1-b2&done=2,43,61', { name: 'task-end', task: 'a1-b2', done: [2, 43, 61] }],
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
  '?view=due&done=',
  '?view=due&done=1,x',
  '?phase=99999',
  '?view=task&scenario=2',
  '?view=task&task=a%20b&scenario=2',
  '?view=task&task=a1',
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
  // A due set ends on its closing card: the last answer's notice stays there, not at the home.
  expect(screenOf({ name: 'due-end', done: [1] })).toBe(
    screenOf({ name: 'practice', scenario: 1, next: [], due: true }),
  );
  expect(screenOf({ name: 'home' })).not.toBe(screenOf({ name: 'due-end', done: [1] }));
});

test('a class session is one screen through its closing card, apart from the home and review', () => {
  const task: JourneyView = { name: 'task', task: 't', scenario: 2, next: [] };
  expect(screenOf(task)).toBe(screenOf({ name: 'task-end', task: 't', done: [2] }));
  expect(screenOf(task)).not.toBe(screenOf({ name: 'home' }));
  expect(screenOf(task)).not.toBe(screenOf({ name: 'practice', scenario: 2, next: [] }));
});
