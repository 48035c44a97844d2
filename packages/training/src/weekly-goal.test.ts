import { expect, test } from 'vitest';
import { recordAnswer } from './answer.ts';
import { mergeProgress } from './merge.ts';
import { emptyProgress, type Progress } from './progress.ts';
import {
  celebrateWeekGoal,
  DEFAULT_WEEKLY_GOAL,
  weekDates,
  weekGoalState,
  weeklyGoalOf,
} from './weekly-goal.ts';

const SP = 'America/Sao_Paulo';
const answer = (progress: Progress, scenario: number, at: string, correct = true) =>
  recordAnswer(progress, { scenario, correct, at });

test('a goal the app offers is kept; anything else is the default of 3 days', () => {
  expect(weeklyGoalOf(5)).toBe(5);
  expect(weeklyGoalOf(2)).toBe(2);
  expect(DEFAULT_WEEKLY_GOAL).toBe(3);
  for (const stored of [null, undefined, 0, 1, 7, 9, '3', 3.5]) {
    expect(weeklyGoalOf(stored)).toBe(3);
  }
});

test('the week’s dates run Monday to Sunday, across a month', () => {
  expect(weekDates('2026-11-30')).toEqual([
    '2026-11-30',
    '2026-12-01',
    '2026-12-02',
    '2026-12-03',
    '2026-12-04',
    '2026-12-05',
    '2026-12-06',
  ]);
});

test('nothing answered: an empty row, the goal not met, nothing to celebrate', () => {
  const state = weekGoalState(emptyProgress(), 3, '2026-11-18T12:00:00Z', SP);
  expect(state).toEqual({
    monday: '2026-11-16',
    days: [false, false, false, false, false, false, false],
    practised: 0,
    goal: 3,
    met: false,
  });
  expect(celebrateWeekGoal(state, null)).toBe(false);
});

test('a day counts once however many answers, right or wrong, in the learner’s time zone', () => {
  let progress = answer(emptyProgress(), 1, '2026-11-16T12:00:00Z');
  progress = answer(progress, 2, '2026-11-16T13:00:00Z', false);
  // Wednesday 23:30 in São Paulo is Thursday in UTC: it is Wednesday's.
  progress = answer(progress, 3, '2026-11-19T02:30:00Z', false);
  const state = weekGoalState(progress, 3, '2026-11-19T12:00:00Z', SP);
  expect(state.days).toEqual([true, false, true, false, false, false, false]);
  expect(state.practised).toBe(2);
  expect(state.met).toBe(false);
  expect(weekGoalState(progress, 2, '2026-11-19T12:00:00Z', SP).met).toBe(true);
});

test('answering a scenario again on another day counts that day too', () => {
  let progress = answer(emptyProgress(), 1, '2026-11-16T12:00:00Z', false);
  progress = answer(progress, 1, '2026-11-18T12:00:00Z');
  expect(weekGoalState(progress, 2, '2026-11-18T12:00:00Z', SP).days).toEqual([
    true,
    false,
    true,
    false,
    false,
    false,
    false,
  ]);
});

test('last week’s days do not count, and a new week starts empty with nothing lost said', () => {
  let progress = answer(emptyProgress(), 1, '2026-11-16T12:00:00Z');
  progress = answer(progress, 2, '2026-11-17T12:00:00Z');
  progress = answer(progress, 3, '2026-11-18T12:00:00Z');
  const lastWeek = weekGoalState(progress, 3, '2026-11-22T12:00:00Z', SP);
  expect(lastWeek.met).toBe(true);
  // Monday 00:30 in São Paulo.
  const thisWeek = weekGoalState(progress, 3, '2026-11-23T03:30:00Z', SP);
  expect(thisWeek).toMatchObject({ monday: '2026-11-23', practised: 0, met: false });
  expect(thisWeek.days.every((day) => !day)).toBe(true);
});

test('the celebration shows once a week: not again the same week, again the next', () => {
  let progress = answer(emptyProgress(), 1, '2026-11-16T12:00:00Z');
  progress = answer(progress, 2, '2026-11-17T12:00:00Z');
  const met = weekGoalState(progress, 2, '2026-11-17T12:01:00Z', SP);
  expect(celebrateWeekGoal(met, null)).toBe(true);
  expect(celebrateWeekGoal(met, '2026-11-09')).toBe(true);
  expect(celebrateWeekGoal(met, '2026-11-16')).toBe(false);
  // A third day the same week: still shown once.
  progress = answer(progress, 3, '2026-11-18T12:00:00Z');
  expect(
    celebrateWeekGoal(weekGoalState(progress, 2, '2026-11-18T12:01:00Z', SP), '2026-11-16'),
  ).toBe(false);
  // The next week, met again: shown again.
  progress = answer(progress, 4, '2026-11-23T12:00:00Z');
  progress = answer(progress, 5, '2026-11-24T12:00:00Z');
  const next = weekGoalState(progress, 2, '2026-11-24T12:01:00Z', SP);
  expect(celebrateWeekGoal(next, '2026-11-16')).toBe(true);
});

test('two devices’ answers, once merged, fill the same row', () => {
  const phone = answer(emptyProgress(), 1, '2026-11-16T12:00:00Z');
  const tablet = answer(emptyProgress(), 2, '2026-11-18T12:00:00Z');
  const merged = mergeProgress(phone, tablet);
  expect(weekGoalState(merged, 2, '2026-11-18T13:00:00Z', SP)).toMatchObject({
    practised: 2,
    met: true,
  });
});
