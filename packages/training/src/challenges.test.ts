import { expect, test } from 'vitest';
import { challengeDoneAt, markChallengeDone, mergeChallenges } from './challenges.ts';
import { emptyProgress } from './progress.ts';
import { at } from './test-helpers.ts';

test('a challenge marked done is kept with the time it was first marked', () => {
  const once = markChallengeDone(emptyProgress(), 'greetings', at(5));
  expect(challengeDoneAt(once, 'greetings')).toBe(at(5));
  expect(challengeDoneAt(once, 'eye-contact')).toBeNull();
  // Marked again later: nothing changes, the same object (nothing to save).
  expect(markChallengeDone(once, 'greetings', at(9))).toBe(once);
  // Marked again at an earlier time (a clock set back): the earliest time stays, as in a merge.
  expect(markChallengeDone(once, 'greetings', at(1)).challengesDone).toEqual({ greetings: at(1) });
});

test.each([
  ['Greetings', /skill key .*got "Greetings"/],
  ['eye--contact', /skill key/],
  ['-greetings', /skill key/],
  ['', /skill key/],
  ['a'.repeat(49), /at most 48 characters/],
])('a key that is no skill key is refused, naming it: %s', (skillKey, message) => {
  expect(() => markChallengeDone(emptyProgress(), skillKey, at(1))).toThrow(RangeError);
  expect(() => markChallengeDone(emptyProgress(), skillKey, at(1))).toThrow(message);
});

test('a mark at a malformed time is refused', () => {
  expect(() => markChallengeDone(emptyProgress(), 'greetings', 'hoje')).toThrow(/ISO 8601/);
});

test('marks from two devices: every skill kept, the earliest time each, in either order', () => {
  const phone = { greetings: at(3), 'asking-for-help': at(1) };
  const tablet = { greetings: at(2), 'eye-contact': at(7) };
  const expected = { greetings: at(2), 'asking-for-help': at(1), 'eye-contact': at(7) };
  expect(mergeChallenges(phone, tablet)).toEqual(expected);
  expect(mergeChallenges(tablet, phone)).toEqual(expected);
  const sameInstant = { greetings: at(2).replace('Z', '+00:00') };
  expect(mergeChallenges(tablet, sameInstant)).toEqual(mergeChallenges(sameInstant, tablet));
});
