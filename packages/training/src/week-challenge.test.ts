import { expect, test } from 'vitest';
import { markChallengeDone } from './challenges.ts';
import { mergeProgress } from './merge.ts';
import { emptyProgress } from './progress.ts';
import { weekChallenge, weekChallengeKey, weekEnd, weekStart } from './week-challenge.ts';
import { SP, weekAnswer as answer, weekContent as content } from './test-helpers.ts';

test('the week runs Monday to Sunday in the learner’s time zone', () => {
  // Saturday 2026-11-21 in São Paulo.
  expect(weekStart('2026-11-21T15:00:00Z', SP)).toBe('2026-11-16');
  // Monday 00:30 in São Paulo is a new week.
  expect(weekStart('2026-11-23T03:30:00Z', SP)).toBe('2026-11-23');
  // Sunday 23:30 in São Paulo is already Monday in UTC: still the old week there.
  expect(weekStart('2026-11-23T02:30:00Z', SP)).toBe('2026-11-16');
  expect(weekStart('2026-11-23T02:30:00Z', 'UTC')).toBe('2026-11-23');
  expect(weekStart('2026-11-16T12:00:00Z', SP)).toBe('2026-11-16');
  expect(weekEnd('2026-11-16')).toBe('2026-11-22');
  // Across a month and a year.
  expect(weekStart('2027-01-01T12:00:00Z', SP)).toBe('2026-12-28');
});

test('a new learner: the skill of the first scenario answered this week, kept all week', () => {
  expect(weekChallengeKey(content, emptyProgress(), '2026-11-17T12:00:00Z', SP)).toBeNull();
  let progress = answer(emptyProgress(), 3, '2026-11-17T12:00:00Z');
  expect(weekChallengeKey(content, progress, '2026-11-17T12:01:00Z', SP)).toBe('c');
  // Three more scenarios of other skills later in the week: the same challenge.
  progress = answer(progress, 1, '2026-11-18T12:00:00Z');
  progress = answer(progress, 2, '2026-11-19T12:00:00Z');
  progress = answer(progress, 4, '2026-11-22T20:00:00Z');
  expect(weekChallengeKey(content, progress, '2026-11-22T20:01:00Z', SP)).toBe('c');
});

test('a new week picks among the skills practised before it, and moves on each week', () => {
  let progress = answer(emptyProgress(), 1, '2026-11-17T12:00:00Z');
  progress = answer(progress, 2, '2026-11-18T12:00:00Z');
  progress = answer(progress, 3, '2026-11-19T12:00:00Z');
  const next = weekChallengeKey(content, progress, '2026-11-24T12:00:00Z', SP);
  const after = weekChallengeKey(content, progress, '2026-12-01T12:00:00Z', SP);
  expect(['a', 'b', 'c']).toContain(next);
  expect(['a', 'b', 'c']).toContain(after);
  expect(after).not.toBe(next);
  // Practising a new skill during the week does not change the week's pick.
  const more = answer(progress, 4, '2026-11-25T12:00:00Z');
  expect(weekChallengeKey(content, more, '2026-11-26T12:00:00Z', SP)).toBe(next);
});

test('marking the week’s challenge done keeps it, with its date, until the week ends', () => {
  let progress = answer(emptyProgress(), 1, '2026-11-10T12:00:00Z');
  progress = answer(progress, 2, '2026-11-10T12:01:00Z');
  const now = '2026-11-18T12:00:00Z';
  const before = weekChallenge(content, progress, now, SP);
  expect(before).not.toBeNull();
  const marked = markChallengeDone(progress, before!.key, now);
  const after = weekChallenge(content, marked, '2026-11-22T22:00:00Z', SP);
  expect(after).toEqual({ ...before, doneAt: now, until: '2026-11-22' });
  // The next week leaves the one done before for one still open.
  expect(weekChallengeKey(content, marked, '2026-11-24T12:00:00Z', SP)).not.toBe(before!.key);
});

test('when every practised skill was done before, the week still has one', () => {
  let progress = answer(emptyProgress(), 1, '2026-11-10T12:00:00Z');
  progress = markChallengeDone(progress, 'a', '2026-11-11T12:00:00Z');
  expect(weekChallengeKey(content, progress, '2026-11-18T12:00:00Z', SP)).toBe('a');
});

test('two devices with the same merged progress show the same challenge', () => {
  const base = answer(emptyProgress(), 1, '2026-11-10T12:00:00Z');
  const phone = answer(base, 2, '2026-11-11T12:00:00Z');
  const laptop = answer(base, 3, '2026-11-12T12:00:00Z');
  const now = '2026-11-18T12:00:00Z';
  const onPhone = weekChallengeKey(content, mergeProgress(phone, laptop), now, SP);
  const onLaptop = weekChallengeKey(content, mergeProgress(laptop, phone), now, SP);
  expect(onPhone).toBe(onLaptop);
  expect(onPhone).not.toBeNull();
});
