import { expect, test } from 'vitest';
import { recordAnswer, recordReviewPick } from './answer.ts';
import {
  accuracy,
  completedIds,
  correctAnswers,
  emptyProgress,
  incorrectIds,
  reviewedCount,
} from './progress.ts';
import { answerAll, at } from './test-helpers.ts';

test('a right answer completes the scenario, counts as correct and adds to the streak', () => {
  const progress = recordAnswer(emptyProgress(), { scenario: 4, correct: true, at: at(1) });
  expect(completedIds(progress)).toEqual([4]);
  expect(correctAnswers(progress)).toBe(1);
  expect(progress.streak).toBe(1);
  expect(progress.results[4]).toEqual({
    firstAt: at(1),
    firstCorrect: true,
    lastAt: at(1),
    lastCorrect: true,
  });
  expect(progress.updatedAt).toBe(at(1));
});

test('a wrong answer resets the streak to 0 and flags the scenario', () => {
  const three = answerAll([1, 2, 3]);
  expect(three.streak).toBe(3);
  const wrong = recordAnswer(three, { scenario: 4, correct: false, at: at(10) });
  expect(wrong.streak).toBe(0);
  expect(incorrectIds(wrong)).toEqual([4]);
  expect(completedIds(wrong)).toEqual([1, 2, 3, 4]);
  expect(recordAnswer(wrong, { scenario: 5, correct: true, at: at(11) }).streak).toBe(1);
});

test('a second answer to the same scenario never doubles completed or correct', () => {
  const once = answerAll([1]);
  const twice = recordAnswer(once, { scenario: 1, correct: true, at: at(5) });
  expect(completedIds(twice)).toEqual([1]);
  expect(correctAnswers(twice)).toBe(1);
  expect(twice.results[1]).toEqual({
    firstAt: at(0),
    firstCorrect: true,
    lastAt: at(5),
    lastCorrect: true,
  });
});

test('a later right answer clears the review flag without changing correct answers', () => {
  const wrong = answerAll([1, 2], false);
  expect(incorrectIds(wrong)).toEqual([1, 2]);
  expect(correctAnswers(wrong)).toBe(0);
  const reviewed = recordAnswer(wrong, { scenario: 1, correct: true, at: at(9) });
  expect(incorrectIds(reviewed)).toEqual([2]);
  expect(correctAnswers(reviewed)).toBe(0);
  expect(accuracy(reviewed)).toBe(0);
  expect(completedIds(reviewed)).toEqual([1, 2]);
});

test('a later wrong answer flags a scenario that was right at first, and correct stays', () => {
  const right = answerAll([1]);
  const wrong = recordAnswer(right, { scenario: 1, correct: false, at: at(9) });
  expect(incorrectIds(wrong)).toEqual([1]);
  expect(correctAnswers(wrong)).toBe(1);
});

test('an older answer recorded late does not replace the latest attempt', () => {
  const latest = recordAnswer(emptyProgress(), { scenario: 1, correct: true, at: at(10) });
  const late = recordAnswer(latest, { scenario: 1, correct: false, at: at(2) });
  expect(late.results[1]).toEqual({
    firstAt: at(2),
    firstCorrect: false,
    lastAt: at(10),
    lastCorrect: true,
  });
  expect(late.updatedAt).toBe(at(10));
});

test('the state handed in is not changed', () => {
  const before = answerAll([1, 2]);
  const copy = JSON.parse(JSON.stringify(before)) as unknown;
  recordAnswer(before, { scenario: 3, correct: false, at: at(9) });
  recordReviewPick(before, 'phone');
  expect(before).toEqual(copy);
});

test.each([
  [{ scenario: 0, correct: true, at: at(1) }, /scenario number/],
  [{ scenario: 1.5, correct: true, at: at(1) }, /scenario number/],
  [{ scenario: 1, correct: true, at: 'yesterday' }, /timestamp/],
  [{ scenario: 1, correct: true, at: '2026-11-21T10:00:00' }, /timestamp/],
  // The database refuses such a key (…_first_choice.sql), which would block every later save.
  [{ scenario: 1, correct: true, at: '2026-11-21T10:00:00Z', choice: '' }, /choice key/],
  [{ scenario: 1, correct: true, at: '2026-11-21T10:00:00Z', choice: 'a b' }, /choice key/],
  [
    { scenario: 1, correct: true, at: '2026-11-21T10:00:00Z', choice: 'k'.repeat(65) },
    /choice key/,
  ],
])('a malformed answer is refused: %o', (answer, message) => {
  expect(() => recordAnswer(emptyProgress(), answer)).toThrow(message);
});

test('each review pick adds one, on the device that made it', () => {
  let progress = recordReviewPick(emptyProgress(), 'phone');
  progress = recordReviewPick(progress, 'phone');
  progress = recordReviewPick(progress, 'tablet');
  expect(progress.reviewCounts).toEqual({ phone: 2, tablet: 1 });
  expect(reviewedCount(progress)).toBe(3);
});

test('a device id the database would refuse is refused here', () => {
  expect(() => recordReviewPick(emptyProgress(), '')).toThrow(RangeError);
  expect(() => recordReviewPick(emptyProgress(), 'x'.repeat(65))).toThrow(RangeError);
  expect(recordReviewPick(emptyProgress(), 'é'.repeat(64)).reviewCounts).toEqual({
    ['é'.repeat(64)]: 1,
  });
});
