import { expect, test } from 'vitest';
import { askReflection, reflectionWeek, reflectionWords } from './challenge-reflection.ts';
import { markChallengeDone } from './challenges.ts';
import { emptyProgress } from './progress.ts';
import { weekChallengeKey } from './week-challenge.ts';
import { SP, weekAnswer as answer, weekContent as content } from './test-helpers.ts';

test('nothing answered, or answered only this week: nothing to ask', () => {
  expect(reflectionWeek(content, emptyProgress(), '2026-11-25T12:00:00Z', SP)).toBeNull();
  // First answer on Monday 23/11: that week's challenge has not ended yet.
  const progress = answer(emptyProgress(), 3, '2026-11-23T12:00:00Z');
  expect(reflectionWeek(content, progress, '2026-11-29T12:00:00Z', SP)).toBeNull();
});

test('after the week ends, it asks about that week’s challenge, all through the next week', () => {
  let progress = answer(emptyProgress(), 3, '2026-11-17T12:00:00Z');
  const during = weekChallengeKey(content, progress, '2026-11-20T12:00:00Z', SP);
  expect(during).toBe('c');
  // More answers this week do not change which challenge last week had.
  progress = answer(progress, 1, '2026-11-23T12:00:00Z');
  for (const now of ['2026-11-23T03:30:00Z', '2026-11-26T12:00:00Z', '2026-11-30T02:30:00Z']) {
    expect(reflectionWeek(content, progress, now, SP)).toEqual({
      monday: '2026-11-16',
      sunday: '2026-11-22',
      skill: { key: 'c', name: 'Skill c', challenge: 'Try c today.' },
    });
  }
  // Sunday 23:30 in São Paulo (Monday in UTC): the week has not ended there yet.
  expect(reflectionWeek(content, progress, '2026-11-23T02:30:00Z', SP)).toBeNull();
  // The week after: it asks about the week of 23/11 and its own challenge.
  const next = reflectionWeek(content, progress, '2026-12-01T12:00:00Z', SP);
  expect(next?.monday).toBe('2026-11-23');
  expect(next?.skill.key).toBe(weekChallengeKey(content, progress, '2026-11-25T12:00:00Z', SP));
});

test('a challenge marked done during its week is still the one asked about', () => {
  let progress = answer(emptyProgress(), 1, '2026-11-10T12:00:00Z');
  progress = answer(progress, 2, '2026-11-11T12:00:00Z');
  const key = weekChallengeKey(content, progress, '2026-11-18T12:00:00Z', SP)!;
  progress = markChallengeDone(progress, key, '2026-11-19T12:00:00Z');
  expect(reflectionWeek(content, progress, '2026-11-24T12:00:00Z', SP)?.skill.key).toBe(key);
});

test('asked once a week: not after an answer, nor after ‘Agora não’ for that week', () => {
  const progress = answer(emptyProgress(), 3, '2026-11-17T12:00:00Z');
  const week = reflectionWeek(content, progress, '2026-11-25T12:00:00Z', SP);
  expect(askReflection(week, [], null)).toBe(true);
  expect(askReflection(week, ['2026-11-16'], null)).toBe(false);
  expect(askReflection(week, [], '2026-11-16')).toBe(false);
  // 'Agora não' for an older week does not hide this one.
  expect(askReflection(week, ['2026-11-09'], '2026-11-09')).toBe(true);
  expect(askReflection(null, [], null)).toBe(false);
});

test('words are trimmed; nothing left is no words', () => {
  expect(reflectionWords('  Foi legal!\r\nDe novo. ')).toBe('Foi legal!\nDe novo.');
  expect(reflectionWords(' \n ')).toBeNull();
});
