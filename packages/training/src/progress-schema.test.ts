import { expect, test } from 'vitest';
import { recordAnswer } from './answer.ts';
import { markChallengeDone } from './challenges.ts';
import { emptyProgress } from './progress.ts';
import { parseProgress } from './progress-schema.ts';
import { fromRow, toRow } from './row.ts';
import { at } from './test-helpers.ts';

test('a progress kept as JSON reads back the same, review cards and marks included', () => {
  let progress = recordAnswer(emptyProgress(), { scenario: 4, correct: false, at: at(1) });
  progress = markChallengeDone(progress, 'greetings', at(2));
  expect(parseProgress(JSON.parse(JSON.stringify(progress)))).toEqual(progress);
});

test('whatever the row reader accepts, the copy made from it reads back (a 6-digit key)', () => {
  const stored = toRow(
    recordAnswer(emptyProgress(), { scenario: 123456, correct: true, at: at(1) }),
    'user',
  );
  const progress = fromRow(JSON.parse(JSON.stringify(stored)));
  expect(parseProgress(JSON.parse(JSON.stringify(progress)))).toEqual(progress);
});

test('a copy that breaks a rule is refused, naming each field', () => {
  const broken = { ...emptyProgress(), streak: -1, results: { abc: {} } };
  expect(() => parseProgress(broken)).toThrow(/progress\.streak/);
  expect(() => parseProgress(broken)).toThrow(/progress\.results\.abc/);
});
