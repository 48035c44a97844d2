// The skills regrouped by issue 29 (docs/decisions/0043) on the real database: a row saved as the
// app saved it before, with challenges marked under the old skill keys, goes through the merge
// trigger; today's app reads it with its new keys, saves it back, and reads the same again.
import { describeEachEngine, useMigratedDatabase } from '@ths/local-supabase/testing/engines';
import { recordAnswer } from '@ths/training/answer';
import { markChallengeDone } from '@ths/training/challenges';
import { emptyProgress } from '@ths/training/progress';
import { fromRow, toRow } from '@ths/training/row';
import { expect, test } from 'vitest';
import { as, newLearner, storedRow, upsert } from './database.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 10, minute)).toISOString();

describeEachEngine('user_progress: skill keys of before the regrouping', (engine) => {
  const db = useMigratedDatabase(engine);

  test('marks under old keys are read under their new skills, none lost, and stay so after a save', async () => {
    const learner = await newLearner(db());
    let before = recordAnswer(emptyProgress(), { scenario: 45, correct: true, at: at(0) });
    before = recordAnswer(before, { scenario: 46, correct: false, at: at(1) });
    // "Pedir desculpas" and "Aceitar desculpas" are both "Resolver brigas" today.
    before = markChallengeDone(before, 'aceitar-desculpas', at(2));
    before = markChallengeDone(before, 'pedir-desculpas', at(3));
    before = markChallengeDone(before, 'falar-em-publico', at(4));
    await as(db(), { learner }, (sql) => upsert(sql, toRow(before, learner)));

    const today = fromRow(await storedRow(db(), learner));
    const expected = { 'resolver-brigas': at(2), 'falar-com-coragem': at(4) };
    expect(today.challengesDone).toEqual(expected);
    expect(today.results).toEqual(before.results);
    expect(today.schedule).toEqual(before.schedule);

    // Today's app saves what it read; the trigger keeps the union of old and new keys.
    const later = recordAnswer(today, { scenario: 68, correct: true, at: at(10) });
    await as(db(), { learner }, (sql) => upsert(sql, toRow(later, learner)));
    const stored = await storedRow(db(), learner);
    expect(Object.keys(stored.challenges_done as object).sort()).toEqual([
      'aceitar-desculpas',
      'falar-com-coragem',
      'falar-em-publico',
      'pedir-desculpas',
      'resolver-brigas',
    ]);
    expect(fromRow(stored).challengesDone).toEqual(expected);
  });
});
