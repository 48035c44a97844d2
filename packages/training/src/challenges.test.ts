import { expect, test } from 'vitest';
import { recordAnswer } from './answer.ts';
import {
  challengeDoneAt,
  isChallengeDone,
  markChallengeDone,
  mergeChallenges,
  skillsPractisedSince,
} from './challenges.ts';
import { emptyProgress } from './progress.ts';
import { at } from './test-helpers.ts';

test('a challenge marked done is kept with the time it was first marked', () => {
  const once = markChallengeDone(emptyProgress(), 'greetings', at(5));
  expect(isChallengeDone(once, 'greetings')).toBe(true);
  expect(challengeDoneAt(once, 'greetings')).toBe(at(5));
  expect(isChallengeDone(once, 'eye-contact')).toBe(false);
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

test('the skills just practised: answered since the practice began, each once, by scenario', () => {
  const skills = { 1: 'greetings', 2: 'eye-contact', 3: 'greetings', 4: 'asking-for-help' };
  let progress = recordAnswer(emptyProgress(), { scenario: 4, correct: true, at: at(0) });
  progress = recordAnswer(progress, { scenario: 3, correct: false, at: at(10) });
  progress = recordAnswer(progress, { scenario: 2, correct: true, at: at(11) });
  progress = recordAnswer(progress, { scenario: 1, correct: true, at: at(12) });
  progress = recordAnswer(progress, { scenario: 9, correct: true, at: at(13) }); // no skill
  expect(skillsPractisedSince(progress, skills, at(10))).toEqual(['greetings', 'eye-contact']);
  expect(skillsPractisedSince(progress, skills, at(20))).toEqual([]);
});
